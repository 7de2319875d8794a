import CQREncode
import FoundationEssentials

/// A QR code as a square of modules, encoded by libqrencode, and drawn as SVG for the
/// "Connect your phone" page or as text for the terminal. Error correction level M, as a
/// screen photographed at an angle loses some modules, and the pairing address stays short.
package struct QRCode: Sendable {
  /// The light modules around the code that a reader needs to find it, on every side.
  package static let quietZone = 4

  /// How many modules each side has, without the quiet zone.
  package let size: Int
  private let dark: [Bool]

  /// The code of `text`'s UTF-8 bytes; `nil` when libqrencode refuses (no memory, or more
  /// bytes than a QR code holds).
  package init?(encoding text: String) {
    guard let code = moodcard_qr_encode(text, QR_ECLEVEL_M) else { return nil }
    defer { moodcard_qr_free(code) }
    size = Int(code.pointee.width)
    // The lowest bit of each byte is the module's colour; the others say what it is part of.
    dark = (0..<size * size).map { code.pointee.data[$0] & 1 == 1 }
  }

  /// Whether the module at `row` and `column`, counted from the quiet zone's corner, is dark.
  package func isDark(row: Int, column: Int) -> Bool {
    let (y, x) = (row - Self.quietZone, column - Self.quietZone)
    guard (0..<size).contains(y), (0..<size).contains(x) else { return false }
    return dark[y * size + x]
  }

  /// How many modules each side has, with the quiet zone.
  package var side: Int { size + 2 * Self.quietZone }

  /// The code as an SVG image one unit a module, quiet zone included: a light square and one
  /// path of the dark runs of each row, drawn with crisp edges so no module blurs into the next.
  /// - Parameter label: what the image shows, for a screen reader.
  package func svg(label: String) -> String {
    var path = ""
    for row in 0..<side {
      var column = 0
      while column < side {
        guard isDark(row: row, column: column) else {
          column += 1
          continue
        }
        let start = column
        while column < side, isDark(row: row, column: column) { column += 1 }
        path += "M\(start) \(row)h\(column - start)v1h-\(column - start)z"
      }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" \
      shape-rendering="crispEdges" role="img" aria-label="\(WebPages.escape(label))">\
      <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
      """
  }

  /// The code as lines of text, two rows of modules a line in UTF-8 half blocks (▀ ▄ █ and a
  /// space), quiet zone included.
  /// - Parameter colored: whether to paint the dark modules black and the light ones white with
  ///   ANSI colours (256-colour black 16 and white 231, which terminal themes leave alone), so
  ///   the code reads dark on light on a dark terminal as on a light one. Without colours the
  ///   blocks are the dark modules, as on paper: right on a light background.
  package func terminalText(colored: Bool) -> String {
    let (start, end) = colored ? ("\u{1B}[38;5;16;48;5;231m", "\u{1B}[0m") : ("", "")
    return stride(from: 0, to: side, by: 2).map { row in
      let blocks = (0..<side).map { column -> Character in
        switch (isDark(row: row, column: column), isDark(row: row + 1, column: column)) {
        case (true, true): return "█"
        case (true, false): return "▀"
        case (false, true): return "▄"
        case (false, false): return " "
        }
      }
      return start + String(blocks) + end + "\n"
    }.joined()
  }
}
