import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// `mood sync join FOLDER`: another computer of a synced journal.
struct SyncJoinCommand: ParsableCommand {
  static let name = "join"
  static let abstract = "Join the journal that syncs through FOLDER, with its key"
  static let discussion = """
    Needs the journal's sync key, which mood sync init showed or wrote: from --key-file FILE, \
    from standard input, or typed (pasted) when asked on a terminal. This journal's own \
    entries are kept and merged with the others' field by field: the same day on both \
    computers keeps each field's latest value, and the other value is listed by mood sync \
    conflicts.
    """
  static let arguments = [SyncCommands.folder.info]
  static let keyFile = Option<String>(
    "key-file", "FILE", "Read the journal's key from FILE (as mood sync init wrote it)",
    values: .file)
  static let options: [any OptionDeclaring] = [keyFile, SyncCommands.name]

  let folder: String
  let name: String?
  let keyFile: String?

  init(_ words: ParsedWords) throws {
    folder = try words.required(SyncCommands.folder)
    name = try words.value(SyncCommands.name)
    keyFile = try words.value(Self.keyFile)
  }

  func run(_ context: Context) throws {
    let (keyText, source) = try readKey(context)
    let journal = try context.openJournal()
    let started = try journal.joinSync(
      folder: folder, keyText: keyText, keySource: source, name: name,
      environment: context.environment, at: try context.now)
    try journal.close()
    let configuration = started.configuration
    try Console.print(
      context.messages(
        .syncJoined,
        values: [
          "folder": .text(TerminalText.visible(configuration.folder)),
          "device": .text(configuration.deviceName),
        ]))
    try SyncCommands.printOutcome(started.report, context)
  }

  /// The key's text and where it came from: `--key-file`, else standard input when it is not
  /// a terminal, else typed on the terminal, unseen.
  /// - Throws: a usage error when there is none.
  private func readKey(_ context: Context) throws -> (String, String) {
    if let keyFile {
      guard let data = FileManager.default.contents(atPath: keyFile) else {
        throw FailureMessage(
          .notFound, .syncKeyFileUnreadable, ["path": .text(TerminalText.visible(keyFile))])
      }
      return (String(decoding: data, as: UTF8.self), keyFile)
    }
    let source = context.messages(.syncKeyFromInput)
    if isatty(STDIN_FILENO) == 0 {
      let text = Self.standardInput()
      guard !text.allSatisfy(\.isWhitespace) else { throw ValidationError(.syncKeyNeeded) }
      return (text, source)
    }
    switch TerminalSecret.read(prompt: context.messages(.syncKeyPrompt)) {
    case .typed(let text) where !text.allSatisfy(\.isWhitespace): return (text, source)
    case .typed, .cancelled, .noTerminal: throw ValidationError(.syncKeyNeeded)
    }
  }

  /// Standard input, whole (a key file piped in is a few hundred bytes).
  private static func standardInput() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 20 {
      let count = read(STDIN_FILENO, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
