import Foundation
import MoodServe
import TestSupport
import Testing

/// QR codes turned into images and read back by `zbarimg` (Debian's zbar-tools): what a
/// phone's camera would read.
enum QRReading {
  /// What `zbarimg` reads in the image file `path`, without its `QR-Code:` prefix.
  static func decode(imageAt path: String) throws -> String {
    let read = try ChildProcess.run(
      "/usr/bin/zbarimg", ["--quiet", "--raw", path], environment: ["PATH": "/usr/bin:/bin"])
    return read.stdout.trimmingCharacters(in: .newlines)
  }

  /// The SVG `svg` drawn by `rsvg-convert` at 8 pixels a module, read back.
  static func decode(svg: String) throws -> String {
    let folder = try TemporaryDirectory(prefix: "moodcard-qr")
    try svg.write(toFile: folder.file("code.svg"), atomically: true, encoding: .utf8)
    try ChildProcess.run(
      "/usr/bin/rsvg-convert",
      ["--zoom", "8", "-o", folder.file("code.png"), folder.file("code.svg")],
      environment: ["PATH": "/usr/bin:/bin"]
    ).succeeded()
    return try decode(imageAt: folder.file("code.png"))
  }

  /// The terminal text `text` (half blocks, ANSI colours left out) drawn as a black and white
  /// bitmap, 8 pixels a module: each character is a column of two modules, the top one dark
  /// for ▀ and █, the bottom one for ▄ and █.
  static func decode(terminalText text: String) throws -> String {
    let plain = text.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    let lines = plain.split(separator: "\n").map(Array.init)
    let scale = 8
    let width = (lines.map(\.count).max() ?? 0) * scale
    var rows: [String] = []
    for line in lines {
      for half in 0..<2 {
        let modules = line.map { character -> String in
          let dark = half == 0 ? "▀█".contains(character) : "▄█".contains(character)
          return String(repeating: dark ? "1 " : "0 ", count: scale)
        }.joined()
        rows += Array(repeating: modules, count: scale)
      }
    }
    let folder = try TemporaryDirectory(prefix: "moodcard-qr")
    let bitmap = "P1\n\(width) \(rows.count)\n" + rows.joined(separator: "\n") + "\n"
    try bitmap.write(toFile: folder.file("code.pbm"), atomically: true, encoding: .ascii)
    return try decode(imageAt: folder.file("code.pbm"))
  }
}
