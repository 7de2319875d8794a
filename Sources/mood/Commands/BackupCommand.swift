import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// `mood backup`: a consistent copy of the store, to a file or into a folder of dated backups
/// of which it keeps the newest; the daily timer that makes them; and what the last one did.
struct BackupCommand: ParsableCommand {
  static let name = "backup"
  static let abstract = "Copy the store to a file, safely even while it is in use"
  static let discussion = """
    Uses SQLite's online backup API: the copy is one consistent snapshot even while another \
    process writes. The file is written beside FILE and renamed into place when complete. \
    With --encrypt (or keys given) it is an age file, sealed in memory: `mood restore` or \
    `age -d` opens it.
    With --to FOLDER it writes moodcard-YYYY-MM-DD.sqlite (.sqlite.age when encrypted; today, \
    replaced by a second run the same day) and removes all but the newest --keep of the files so named; it touches no \
    other file, and never creates FOLDER: a missing folder (a disk not connected) is an error.
    --install sets up a systemd user timer that makes such a backup every day (--uninstall \
    removes it); --status says what the last one did.
    """
  static let file = Argument<String>(
    "FILE", "Where to write the copy (replaced if it exists)", optional: true, values: .file)
  static let arguments = [file.info]
  static let to = Option<String>(
    "to", "FOLDER", "Write a dated backup into FOLDER and keep the newest --keep",
    values: .directory)
  static let keep = Option<Int>.number(
    "keep", "N", in: 1...9999, "--to: how many dated backups to keep (default: 14)")
  static let notify = Flag(
    "notify", "--to: when the backup fails, also send a desktop notification (notify-send)")
  static let install = Flag(
    "install", "Set up a daily backup --to FOLDER (a systemd user timer, else a crontab line)")
  static let uninstall = Flag("uninstall", "Remove the daily backup --install set up")
  static let status = Flag(
    "status", "Say when the last backup --to a folder was made, where, and if it failed")
  static let json = Flag("json", "--status: print one JSON object, for scripts")
  static let options: [any OptionDeclaring] =
    [
      to, keep, notify, install, uninstall, status, json,
    ] + EncryptionGroup.sealing

  /// How many dated backups `--to` keeps when `--keep` is not given.
  static let defaultKeep = 14

  let file: String?
  let folder: String?
  let keeps: Int?
  let notifies: Bool
  let installs: Bool
  let uninstalls: Bool
  let showsStatus: Bool
  let json: Bool
  /// The options given, as written (`--keep`), in the order of the table.
  let given: [String]
  let zone: Zone
  let sealing: Sealing

  init(_ words: ParsedWords) throws {
    file = try words.value(Self.file)
    folder = try words.value(Self.to)
    keeps = try words.value(Self.keep)
    notifies = words.contains(Self.notify)
    installs = words.contains(Self.install)
    uninstalls = words.contains(Self.uninstall)
    showsStatus = words.contains(Self.status)
    json = words.contains(Self.json)
    given = Self.options.flatMap(\.optionInfos).filter(words.isGiven).map(Self.spelled)
    zone = try words.timeZone
    sealing = try Sealing(words)
  }

  func validate(_ context: Context) throws {
    if file != nil, folder != nil { throw ValidationError(.backupFileOrFolder) }
    if showsStatus || uninstalls {
      let alone = Self.spelled(showsStatus ? Self.status.info : Self.uninstall.info)
      let allowed = showsStatus ? [alone, Self.spelled(Self.json.info)] : [alone]
      if let other = given.first(where: { !allowed.contains($0) }) ?? file {
        throw ValidationError(.backupOptionAlone, ["option": .text(alone), "other": .text(other)])
      }
      return
    }
    if folder == nil {
      let forFolders = [Self.keep.info, Self.notify.info, Self.install.info].map(Self.spelled)
      if let option = given.first(where: forFolders.contains) {
        throw ValidationError(.backupOptionNeedsTo, ["option": .text(option)])
      }
      if file == nil { throw ValidationError(.backupNeedsTarget) }
    }
    if json { throw ValidationError(.backupJSONNeedsStatus) }
    // A timer has no terminal: its passphrase or keys must come from files or the command line.
    if installs, sealing.encrypt, sealing.recipients.isEmpty, sealing.recipientsFile == nil,
      sealing.passphraseFile == nil
    {
      throw ValidationError(.backupTimerCannotAsk)
    }
  }

  /// An option as written on the command line, `--keep`.
  private static func spelled(_ option: OptionInfo) -> String { "--" + option.name }

  func run(_ context: Context) throws {
    if showsStatus { return try printStatus(context) }
    if uninstalls { return try uninstallTimer(context) }
    if let folder {
      return installs ? try installTimer(folder, context) : try backUpInto(folder, context)
    }
    if let file { try backUp(to: file, context) }
  }

  /// Writes one backup file at `path`, atomically (a temporary file beside it, renamed over
  /// it when complete), as an age file when encryption is asked for: the one place that
  /// decides what a backup file holds, for FILE and --to alike. It never replaces the store
  /// itself, or a file open as a store.
  /// - Returns: the note on its encryption to print, if any.
  func write(_ journal: Journal, to path: String, _ context: Context) throws -> String? {
    try StoreInUse(storePath: journal.path).refuseAsTarget(path)
    guard sealing.isRequested else {
      try journal.backup(to: path)
      return nil
    }
    let recipients = try sealing.ageRecipients(for: path, messages: context.messages)
    try journal.backup(to: path) { try EncryptedFile.seal($0, for: recipients, path: path) }
    return Sealing.note(recipients, messages: context.messages)
  }

  // MARK: - To a file

  private func backUp(to path: String, _ context: Context) throws {
    let (journal, count) = try Self.openJournal(context)
    let note = try write(journal, to: path, context)
    try journal.close()
    try Console.print(
      ([context.messages(.backedUp, ["count": count, "path": path])] + (note.map { [$0] } ?? []))
        .joined(separator: "\n"))
  }

  /// The journal to back up, which must exist, and how many entries it holds.
  private static func openJournal(_ context: Context) throws -> (Journal, Int) {
    let journal = try context.openJournalForReading()
    guard FileManager.default.fileExists(atPath: journal.path) else {
      throw CommandError.noInput(context.messages(.backupNoStore, ["path": journal.path]))
    }
    return (journal, try journal.entryCount())
  }

  // MARK: - Into a folder

  /// The dated backup into `folderPath`, then the rotation; the outcome is recorded for
  /// `--status`, and a failure is also a desktop notification with `--notify`.
  private func backUpInto(_ folderPath: String, _ context: Context) throws {
    let messages = context.messages
    let recordPath = BackupRecord.path(environment: context.environment)
    var record = BackupRecord.load(from: recordPath)
    let now = try context.now
    let written: BackupFileName
    let folder: BackupFolder
    do {
      folder = try BackupFolder(folderPath, storePath: context.storePath)
      written = BackupFileName(
        day: try context.today(in: zone), isEncrypted: sealing.isRequested)
      let path = try folder.writablePath(for: written)
      let (journal, count) = try Self.openJournal(context)
      let note = try write(journal, to: path, context)
      try journal.close()
      var info = stat()
      let bytes = stat(path, &info) == 0 ? Int64(info.st_size) : 0
      record.lastBackup = .init(at: now, file: path, bytes: bytes)
      record.lastFailure = nil
      Self.save(record, to: recordPath, messages)
      try Console.print(messages(.backedUp, ["count": count, "path": path]))
      if let note { try Console.print(note) }
    } catch {
      let reason = CommandError(error, usage: "", messages: messages).text(messages)
      let absolute = URL(fileURLWithPath: folderPath).standardizedFileURL.path
      record.lastFailure = .init(at: now, folder: absolute, reason: reason)
      Self.save(record, to: recordPath, messages)
      if notifies {
        DesktopNotification.send(
          messages(.backupFailedNotification, ["folder": absolute, "reason": reason]), context)
      }
      throw error
    }
    let (removed, problems) = folder.prune(
      keeping: keeps ?? Self.defaultKeep, besides: written, messages)
    for problem in problems { Console.error(messages(.warningLine, ["message": problem])) }
    if !removed.isEmpty {
      try Console.print(
        messages.count(
          removed.count, one: .backupRemovedOne, other: .backupRemovedOther,
          ["files": removed.joined(separator: ", ")]))
    }
  }

  /// Saves `record`, or says on standard error why it could not: the backup stands either way.
  private static func save(_ record: BackupRecord, to path: String, _ messages: Messages) {
    do { try record.save(to: path) } catch {
      Console.error(
        messages(
          .warningLine,
          [
            "message": messages(
              .backupRecordNotSaved,
              [
                "path": path,
                "reason": (error as? OutputFile.Failure)?.reason ?? SystemReason.text(of: error),
              ])
          ]))
    }
  }
}
