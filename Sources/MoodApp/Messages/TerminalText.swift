import MoodCore

/// Text from the store made safe to print on a terminal: every character `JournalText` refuses
/// (an escape sequence's ESC, BEL, other controls, noncharacters) is shown visibly escaped, as
/// `\x1B` or `\u{FFFE}`, so a reason or tag can never retitle or reprogram the terminal. Stores
/// written before the rule, or by other programs, may still hold such text.
package enum TerminalText {
  /// `text` with refused scalars escaped; tabs and line breaks stay when `lines` is `.multiple`.
  package static func visible(_ text: String, lines: JournalText.Lines = .single) -> String {
    JournalText.escapingRefused(in: text, lines: lines)
  }
}
