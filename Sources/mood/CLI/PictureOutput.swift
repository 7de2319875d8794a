import CardRender
import FoundationEssentials
import Glibc
import MoodApp

/// Delivers a rendered picture where the command line asked: a file (by default one named after
/// what it shows), standard output for `-o -`, and the clipboard for `--copy`. `card`, `chart`,
/// `report` and `batch` all deliver through it, so they refuse a terminal, name files and say
/// what they wrote in the same words.
struct PictureOutput: Sendable {
  /// `-o`: a file, `-` for standard output, or `nil` for the default name.
  let path: String?
  /// `--format`, else the one the file name's extension names, else PNG.
  let format: CardFormat
  /// `--copy`: put the picture on the clipboard.
  let copies: Bool

  /// Whether the picture goes to standard output.
  var isStandardOutput: Bool { path == "-" }

  /// Refuses what cannot work before anything is read or drawn: a picture for a terminal, or
  /// `--copy` without a clipboard program.
  /// - Parameter noun: what is drawn (`.pictureCard`), for the message.
  func validate(noun: MessageKey, context: Context) throws {
    if isStandardOutput, isatty(STDOUT_FILENO) == 1 {
      throw ValidationError(
        .refuseTerminal,
        ["format": .text(format.rawValue.uppercased()), "noun": .message(noun, [:])])
    }
    if copies { _ = try Clipboard(environment: context.environment, messages: context.messages) }
  }

  /// Writes `picture` and says so on standard output (standard error when the picture went
  /// there), then with `--copy` puts it on the clipboard. Only `--copy` without `-o` writes no
  /// file.
  /// - Parameters:
  ///   - noun: what it is (`.pictureCard`), for the clipboard line.
  ///   - defaultName: the file name without `-o`, its extension left out.
  func deliver(
    _ picture: RenderedCard, noun: MessageKey, defaultName: String, context: Context
  ) throws {
    let messages = context.messages
    let clipboard =
      copies ? try Clipboard(environment: context.environment, messages: messages) : nil
    for warning in picture.warnings { Console.error(messages.warningLine(warning)) }
    if isStandardOutput {
      try Console.write(picture.data)
    } else if path != nil || clipboard == nil {
      try Self.write(
        picture, to: path ?? "\(defaultName).\(format.rawValue)", messages: messages)
    }
    if let clipboard {
      try clipboard.copy(picture.data, type: format.mediaType)
      let line = messages(.copied, ["noun": messages(noun), "type": format.mediaType])
      if isStandardOutput { Console.error(line) } else { try Console.print(line) }
    }
  }

  /// Writes `picture` to `path` by `OutputFile`'s rules, and prints `Wrote PATH` (unless the
  /// path is standard output itself, as `/dev/stdout` is).
  ///
  /// The picture is renamed into place without waiting for the disk (fsync), as `mood batch`
  /// writes its cards: however `mood` ends, the path holds the old file or the whole new one
  /// (only a crash of the system may leave it empty, on some file systems), and a picture is
  /// drawn again from the store, where the wait (0.3 to 9 ms on this machine's disk) took as
  /// long as drawing a chart. Backups and exports, which are the person's data, still wait.
  static func write(_ picture: RenderedCard, to path: String, messages: Messages) throws {
    try picture.write(to: URL(fileURLWithPath: path), waitingForDisk: false)
    try Console.report(messages(.wrote, ["path": path]), writtenTo: path)
  }
}
