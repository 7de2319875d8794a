import CardRender
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

// `mood-icon SIDE FILE`: the app's icon for the Debian package and the desktop entry, the face
// of a good day drawn by CardRender, SIDE pixels square. FILE's extension (.svg or .png) picks
// the format.

/// The score whose face is the icon: a smile that reads at 16 pixels.
let iconScore = 8

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let side = Int(arguments.first ?? ""), (16...1024).contains(side),
  let path = arguments.last, let format = CardFormat(fileExtensionOf: path), format != .pdf
else {
  _ = OutputFile.writeAll(
    Data("usage: mood-icon SIDE(16-1024) FILE.svg|FILE.png\n".utf8), to: STDERR_FILENO)
  exit(64)
}
do {
  let icon = try CardRenderer().face(
    score: try Score(iconScore), theme: .light, as: format, side: side)
  try icon.write(to: URL(fileURLWithPath: path))
} catch {
  _ = OutputFile.writeAll(Data("mood-icon: \(error)\n".utf8), to: STDERR_FILENO)
  exit(73)
}
