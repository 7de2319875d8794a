import MoodCore

/// Text from the store made safe to print on a terminal: every character `JournalText` refuses
/// (an escape sequence's ESC, BEL, other controls, noncharacters) is shown visibly escaped, as
/// `\x1B` or `\u{FFFE}`, so a reason or tag can never retitle or reprogram the terminal. Stores
/// written before the rule, or by other programs, may still hold such text.
package enum TerminalText {
  /// `text` with refused scalars escaped; tabs and line breaks stay when `lines` is `.multiple`.
  package static func visible(_ text: String, lines: JournalText.Lines = .single) -> String {
    guard JournalText.firstRefusedScalar(in: text, lines: lines) != nil else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      if JournalText.isAccepted(scalar, lines: lines) {
        shown.unicodeScalars.append(scalar)
      } else if scalar.value <= 0xFF {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        shown += "\\x" + (hex.count < 2 ? "0" : "") + hex
      } else {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return shown
  }
}
