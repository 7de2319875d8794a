import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

extension BackupCommand {
  /// The name of the daily backup's units, `mood-backup.service` and `.timer`.
  static let units = "mood-backup"

  /// The units of the daily backup, running `command` (none when only their files matter:
  /// `--uninstall`, `--status`).
  static func timerUnits(_ context: Context, running command: [String] = []) -> UserUnits {
    UserUnits(units, environment: context.environment, command: command)
  }

  /// The command line the timer runs: this run's `--to` and `--keep`, its keys or passphrase
  /// file (whole paths, read again at each run), and `--notify` so that a failure reaches the
  /// desktop.
  func timerCommand(_ folder: BackupFolder, _ context: Context) -> [String] {
    func whole(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    func option(_ declared: Option<String>) -> String { "--" + declared.info.name }
    var arguments = ["backup", "--to", folder.path, "--keep", String(keeps ?? Self.defaultKeep)]
    arguments += sealing.recipients.flatMap { [option(EncryptionGroup.recipient), $0] }
    if let file = sealing.recipientsFile {
      arguments += [option(EncryptionGroup.recipientsFile), whole(file)]
    }
    if let file = sealing.passphraseFile {
      arguments += [option(EncryptionGroup.passphraseFile), whole(file)]
    }
    return context.timerCommand(arguments + ["--notify"])
  }

  /// `--install --to FOLDER`: the folder must be there now, as for every run.
  func installTimer(_ folderPath: String, _ context: Context) throws {
    let messages = context.messages
    let folder = try BackupFolder(folderPath, storePath: context.storePath)
    let units = Self.timerUnits(context, running: timerCommand(folder, context))
    let keep = keeps ?? Self.defaultKeep
    guard units.hasUserSession else {
      try Console.print(messages(.backupNoSystemd))
      try Console.print(units.crontabLine(schedule: "@daily", uid: getuid()))
      return
    }
    let writer = "mood backup"
    try units.install(
      service: units.serviceText(writer: writer, description: "Back up my mood journal"),
      timer: units.timerText(
        writer: writer, description: "Back up my mood journal every day", calendar: "daily"))
    try Console.print(
      messages(
        .unitsWritten,
        ["service": units.path(units.service), "timer": units.path(units.timer)]))
    try Console.print(
      messages(
        .backupInstalled, ["folder": folder.path, "keep": keep, "timer": units.timer]))
  }

  /// `--uninstall`.
  func uninstallTimer(_ context: Context) throws {
    let messages = context.messages
    let files = try Self.timerUnits(context).uninstall()
    try Console.print(
      files.isEmpty
        ? messages(.backupNothingInstalled)
        : messages(.backupUninstalled, ["files": files.joined(separator: ", ")]))
  }
}
