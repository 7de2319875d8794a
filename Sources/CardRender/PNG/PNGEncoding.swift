/// The setting of MoodCard's PNG writer: libdeflate's level.
///
/// PNG files are always 8-bit sRGB, RGB when every pixel is opaque and RGBA otherwise, with
/// unfiltered rows and no text chunks but the alt text. The library and the filter were chosen
/// by measurement (BENCHMARKS.md): on the card, libdeflate on unfiltered rows took half the time
/// of zlib at a level of the same size, and every row filter cost more time than its bytes
/// saved. zlib's writer, the four other filters and zlib's strategies were kept for that
/// comparison only, and have gone.
package struct PNGEncoding: Sendable, Hashable, CustomStringConvertible {
  /// The levels libdeflate knows, fastest first.
  package static let levels: ClosedRange<Int32> = 1...12

  /// The level, from 1 (fastest) to 12 (smallest).
  package let level: Int32

  /// Makes an encoding; `level` is clamped to libdeflate's levels.
  package init(level: Int32) {
    self.level = min(max(level, Self.levels.lowerBound), Self.levels.upperBound)
  }

  /// The setting MoodCard writes with: level 4, where a card took half the time of zlib at
  /// level 3 and came out 14 % smaller (BENCHMARKS.md).
  package static let standard = PNGEncoding(level: 4)

  /// `libdeflate level 4`.
  package var description: String { "libdeflate level \(level)" }
}
