import MoodCore

/// Text a person or a file gave, made safe to show: every value put into a message of the
/// catalog passes here (`Messages`), and every command that prints a journal's text calls it.
/// The rule is `JournalText.escapingControls` (MoodCore, where MoodStore's own messages use
/// it too): every control character, noncharacter and bidirectional control shown visibly
/// escaped, as `\x1B` or `\u{202E}`, so that no text can retitle, reprogram or rearrange the
/// terminal. Tabs and line breaks stay where text may span lines.
package enum TerminalText {
  /// The most characters of a value found in a file that a message quotes (`excerpt`): a
  /// first line of 100,000 `[` is named by its start, not repeated whole.
  package static let excerptLimit = 80

  /// `text` with every scalar the rule escapes written as `\x1B` or `\u{202E}`.
  package static func visible(_ text: String, lines: JournalText.Lines = .single) -> String {
    JournalText.escapingControls(in: text, lines: lines)
  }

  /// `text` cut to its first `excerptLimit` characters and `…` when longer, then made
  /// `visible`: how a message quotes a value found in a file.
  package static func excerpt(_ text: String) -> String {
    guard text.count > excerptLimit else { return visible(text) }
    return visible(String(text.prefix(excerptLimit))) + "…"
  }
}
