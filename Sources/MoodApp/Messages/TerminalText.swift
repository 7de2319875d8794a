import MoodCore

/// Text a person or a file gave, made safe to show: the one home of the rule, which every
/// value put into a message of the catalog passes (`Messages`), and every command that prints
/// a journal's text calls.
///
/// Every control character (C0, DEL, C1: an escape sequence's ESC and BEL, a carriage return
/// that overwrites the line), every Unicode noncharacter and every bidirectional control
/// (which reorders what follows it, so that a file name or a tag reads as another) is shown
/// visibly escaped, as `\x1B` or `\u{202E}`: no text can retitle, reprogram or rearrange the
/// terminal. Tabs and line breaks stay where text may span lines.
package enum TerminalText {
  /// The most characters of a value found in a file that a message quotes (`excerpt`): a
  /// first line of 100,000 `[` is named by its start, not repeated whole.
  package static let excerptLimit = 80

  /// `text` with every scalar the rule escapes written as `\x1B` or `\u{202E}`; tabs and
  /// line feeds stay when `lines` is `.multiple`.
  package static func visible(_ text: String, lines: JournalText.Lines = .single) -> String {
    guard text.unicodeScalars.contains(where: { !isShown($0, lines: lines) }) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      if isShown(scalar, lines: lines) {
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

  /// `text` cut to its first `excerptLimit` characters and `…` when longer, then made
  /// `visible`: how a message quotes a value found in a file.
  package static func excerpt(_ text: String) -> String {
    guard text.count > excerptLimit else { return visible(text) }
    return visible(String(text.prefix(excerptLimit))) + "…"
  }

  /// Whether `scalar` is shown as it is.
  private static func isShown(_ scalar: Unicode.Scalar, lines: JournalText.Lines) -> Bool {
    switch scalar.value {
    // A carriage return would let the text overwrite its own line.
    case 0x09, 0x0A: return lines == .multiple
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
    default: return scalar.value != 0x0D && JournalText.isAccepted(scalar, lines: lines)
    }
  }
}
