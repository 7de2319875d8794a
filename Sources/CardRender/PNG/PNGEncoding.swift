/// The settings of MoodCard's PNG writer: which row filter and how hard zlib works.
///
/// PNG files are always 8-bit sRGB, RGB when every pixel is opaque and RGBA otherwise, with
/// no text chunks. `standard` is the setting the benchmark chose (see BENCHMARKS.md).
package struct PNGEncoding: Sendable, Hashable, CustomStringConvertible {
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

  /// The filter given to every row alike.
  package var filter: RowFilter
  /// The zlib level, 1 (fastest) to 9 (smallest).
  package var level: Int32
  /// How `deflate` looks for matches.
  package var strategy: Strategy

  /// Makes an encoding; `level` is clamped to 1...9.
  package init(filter: RowFilter, level: Int32, strategy: Strategy = .standard) {
    self.filter = filter
    self.level = min(max(level, 1), 9)
    self.strategy = strategy
  }

  /// The setting MoodCard writes with, chosen by measurement.
  package static let standard = PNGEncoding(filter: .none, level: 3, strategy: .standard)

  /// `up/1/standard`: filter, level and strategy.
  package var description: String { "\(filter)/\(level)/\(strategy)" }
}
