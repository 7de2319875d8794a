import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood sync init FOLDER`: the first computer of a synced journal.
struct SyncInitCommand: ParsableCommand {
  static let name = "init"
  static let abstract = "Start syncing this journal through FOLDER, and make its key"
  static let discussion = """
    Makes the journal's sync key, records the whole journal and writes it, encrypted, into \
    FOLDER (which must exist). The key is shown once, as an age identity, or written to \
    --key-file FILE (mode 0600); bring it to each other computer and run mood sync join \
    FOLDER --key-file FILE there. The key and this computer's name are kept in \
    ~/.local/state/moodcard, never in the store.
    """
  static let arguments = [SyncCommands.folder.info]
  static let keyFile = Option<String>(
    "key-file", "FILE", "Write the key to FILE (a new file, mode 0600) instead of showing it",
    values: .file)
  static let options: [any OptionDeclaring] = [SyncCommands.name, keyFile]

  let folder: String
  let name: String?
  let keyFile: String?

  init(_ words: ParsedWords) throws {
    folder = try words.required(SyncCommands.folder)
    name = try words.value(SyncCommands.name)
    keyFile = try words.value(Self.keyFile)
  }

  func validate(_ context: Context) throws {
    if let keyFile, FileManager.default.fileExists(atPath: keyFile) {
      throw ValidationError(.syncKeyFileExists, ["path": .text(TerminalText.visible(keyFile))])
    }
  }

  func run(_ context: Context) throws {
    SyncCommands.warnIfStoreIsSynced(context)
    let journal = try context.openJournal()
    let started = try journal.startSync(
      folder: folder, name: name, environment: context.environment, at: try context.now)
    try journal.close()
    let messages = context.messages
    let configuration = started.configuration
    let shownFolder = TerminalText.visible(configuration.folder)
    try Console.print(
      messages(
        .syncStarted,
        values: ["folder": .text(shownFolder), "device": .text(configuration.deviceName)]))
    let identity = configuration.identityFileText(made: try context.now)
    if let keyFile {
      try PersonalFile.write(Data(identity.utf8), to: keyFile)
      try Console.print(
        messages(
          .syncKeyWritten,
          values: ["path": .text(TerminalText.visible(keyFile)), "folder": .text(shownFolder)]))
    } else {
      try Console.print(messages(.syncKeyShown))
      try Console.print("\n" + identity)
      try Console.print(messages(.syncKeyBring, values: ["folder": .text(shownFolder)]))
    }
    SyncCommands.warn(started.report.warningMessages, context)
  }
}
