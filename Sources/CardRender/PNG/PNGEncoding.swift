/// The settings of MoodCard's PNG writer: which deflate library, which row filter and how hard
/// it works.
///
/// PNG files are always 8-bit sRGB, RGB when every pixel is opaque and RGBA otherwise, with
/// no text chunks. `standard` is the setting the benchmark chose (see BENCHMARKS.md).
package struct PNGEncoding: Sendable, Hashable, CustomStringConvertible {
  /// The library that compresses the scanlines.
  package enum Compressor: String, Sendable, CaseIterable {
    /// zlib: the image in pieces of rows, on all cores at once when asked, joined into one
    /// stream.
    case zlib
    /// libdeflate: the image in up to four pieces of a megabyte or more (two for a card), on
    /// all cores at once when asked. It compresses faster than zlib at the same level and smaller at the
    /// same speed, but cannot start a piece from the data before it.
    case libdeflate

    /// The levels the library knows, fastest first.
    package var levels: ClosedRange<Int32> { self == .zlib ? 1...9 : 1...12 }
  }

  /// The filter applied to every row before compression (PNG specification, section 9).
  package enum RowFilter: UInt8, Sendable, CaseIterable {
    case none = 0
    case sub = 1
    case up = 2
    case average = 3
    case paeth = 4
  }

  /// zlib's compression strategy.
  package enum Strategy: Int32, Sendable, CaseIterable {
    /// zlib's default: string matching with Huffman coding.
    case standard = 0
    /// Tuned for filtered image data.
    case filtered = 1
    /// Run-length matches only: fast, and good on flat colour.
    case runLength = 3
  }

  /// The deflate library.
  package var compressor: Compressor
  /// The filter given to every row alike.
  package var filter: RowFilter
  /// The level, from 1 (fastest) to 9 for zlib and 12 for libdeflate (smallest).
  package var level: Int32
  /// How zlib's `deflate` looks for matches; libdeflate has no such choice.
  package var strategy: Strategy

  /// Makes an encoding; `level` is clamped to the compressor's levels.
  package init(
    _ compressor: Compressor = .zlib, filter: RowFilter, level: Int32,
    strategy: Strategy = .standard
  ) {
    self.compressor = compressor
    self.filter = filter
    self.level = min(max(level, compressor.levels.lowerBound), compressor.levels.upperBound)
    self.strategy = compressor == .zlib ? strategy : .standard
  }

  /// The setting MoodCard writes with, chosen by measurement (BENCHMARKS.md): on the card,
  /// libdeflate at level 4 on one core takes half the time of zlib at level 3 on one core, less
  /// than zlib on two, and writes 14 % fewer bytes.
  package static let standard = PNGEncoding(.libdeflate, filter: .none, level: 4)

  /// `zlib up/1/standard` or `libdeflate none/6`: library, filter, level (and zlib's strategy).
  package var description: String {
    compressor == .zlib
      ? "zlib \(filter)/\(level)/\(strategy)" : "libdeflate \(filter)/\(level)"
  }
}
