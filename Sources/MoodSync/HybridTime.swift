/// A hybrid logical clock's reading (Kulkarni et al., "Logical Physical Clocks", 2014): the
/// wall-clock milliseconds it follows, and a counter that orders readings within one
/// millisecond or while the wall clock lags behind a time already seen.
public struct HybridTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Milliseconds since 1970-01-01 UTC.
  public let wall: Int64
  /// Orders readings with the same `wall`.
  public let counter: UInt32

  public init(wall: Int64, counter: UInt32 = 0) {
    self.wall = wall
    self.counter = counter
  }

  /// Before every reading.
  public static let zero = HybridTime(wall: 0)

  public static func < (a: HybridTime, b: HybridTime) -> Bool {
    (a.wall, a.counter) < (b.wall, b.counter)
  }

  public var description: String { "\(wall).\(counter)" }
}
