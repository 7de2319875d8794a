/// How different an image may be from its reference and still match.
///
/// A pixel counts as changed when one of its channels differs by more than `channelDelta`
/// (0...255). The image matches when at most `changedPixels` of its pixels (a share, 0...1)
/// changed and, when `blockPixels` is set, no 16 x 16 block of it has more changed pixels than
/// that: a share of a whole card is too coarse to see a recoloured dot or a missing bar, a
/// block is not.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
  /// The share of pixels allowed to change, 0...1.
  public var changedPixels: Double
  /// The largest channel difference that does not count as a change, 0...255.
  public var channelDelta: Int
  /// The most changed pixels allowed in any one block of `ImageDifference.blockSize` squared
  /// pixels; `nil` to leave blocks unchecked.
  public var blockPixels: Int?

  /// A tolerance of `changedPixels` (a share, 0.005 is 0.5%), `channelDelta` and, optionally,
  /// `blockPixels`.
  public init(changedPixels: Double, channelDelta: Int, blockPixels: Int? = nil) {
    self.changedPixels = changedPixels
    self.channelDelta = channelDelta
    self.blockPixels = blockPixels
  }

  /// Byte-for-byte pixel equality.
  public static let exact = SnapshotTolerance(changedPixels: 0, channelDelta: 0, blockPixels: 0)

  /// A picture drawn by the same renderer as its reference: the same machine and packages give
  /// the same pixels; a little room for another FreeType's edges, none for a changed element
  /// (a 14-pixel dot changes over 100 pixels, in at most four blocks).
  public static let sameRenderer = SnapshotTolerance(
    changedPixels: 0.001, channelDelta: 8, blockPixels: 24)

  /// SVG and PDF rasterized by librsvg and poppler, compared with cairo's own PNG: they
  /// antialias edges a little differently, so a small share of edge pixels may differ by more
  /// than a few levels.
  public static let crossRasterizer = SnapshotTolerance(changedPixels: 0.02, channelDelta: 48)

  /// `0.5%, 8`, or `0.1%, 8, 24 a block` with a block limit.
  public var description: String {
    "\(percent(changedPixels)), \(channelDelta)" + (blockPixels.map { ", \($0) a block" } ?? "")
  }
}

/// `share` as a percentage with up to two decimals: `3.2%`, `0.05%`.
func percent(_ share: Double) -> String {
  let hundredths = (share * 10_000).rounded()
  let whole = Int(hundredths) / 100, fraction = Int(hundredths) % 100
  guard fraction != 0 else { return "\(whole)%" }
  let digits =
    fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
  return "\(whole).\(digits)%"
}
