import MoodApp
import MoodCore
import MoodSystem

extension BackupCommand {
  /// `--status`: the last backup, the last attempt when it failed, and the timer.
  func printStatus(_ context: Context) throws {
    let messages = context.messages
    let record = BackupRecord.load(from: BackupRecord.path(environment: context.environment))
    let units = Self.timerUnits(context)
    if json { return try Console.print(record.json(timerInstalled: units.isInstalled).text) }
    if let last = record.lastBackup {
      try Console.print(
        messages(
          .backupStatusLast,
          [
            "time": LocalTime.text(last.at, in: zone), "file": last.file,
            "size": Self.size(last.bytes),
            "encryption": messages(last.isEncrypted ? .backupEncrypted : .backupNotEncrypted),
          ]))
    } else {
      try Console.print(messages(.backupStatusNone))
    }
    if let failure = record.lastFailure {
      try Console.print(
        messages(
          .backupStatusFailed,
          ["time": LocalTime.text(failure.at, in: zone), "reason": failure.reason]))
    }
    try Console.print(
      units.isInstalled
        ? messages(.backupStatusTimerOn, ["timer": units.path(units.timer)])
        : messages(.backupStatusTimerOff))
  }

  /// `812 KiB` below a mebibyte, else `12.3 MiB`.
  private static func size(_ bytes: Int64) -> String {
    bytes < 1_048_576 ? "\((bytes + 1023) / 1024) KiB" : NumberText.mebibytes(bytes)
  }
}
