/// How different an image may be from its reference and still match.
///
/// A pixel counts as changed when one of its channels differs by more than `channelDelta`
/// (0...255); the image matches when at most `changedPixels` of its pixels (a share, 0...1)
/// changed.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
  /// The share of pixels allowed to change, 0...1.
  public var changedPixels: Double
  /// The largest channel difference that does not count as a change, 0...255.
  public var channelDelta: Int

  /// A tolerance of `changedPixels` (a share, 0.005 is 0.5%) and `channelDelta`.
  public init(changedPixels: Double, channelDelta: Int) {
    self.changedPixels = changedPixels
    self.channelDelta = channelDelta
  }

  /// Byte-for-byte pixel equality.
  public static let exact = SnapshotTolerance(changedPixels: 0, channelDelta: 0)

  /// `0.5%, 8`.
  public var description: String { "\(percent(changedPixels)), \(channelDelta)" }
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
