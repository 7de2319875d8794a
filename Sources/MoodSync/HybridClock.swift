/// The hybrid logical clock of one computer: its readings follow the wall clock, never go back,
/// and always pass every reading received from another computer, so a change made after seeing
/// another is stamped after it even when this computer's wall clock is behind.
///
/// A wall clock far from the others' is told (`ClockSkew`), never refused: a person whose laptop
/// is an hour off still syncs, and its changes win concurrent edits for that hour, as their
/// stamps say, with the losing values kept.
///
/// ```swift
/// var clock = HybridClock()
/// let stamp = clock.tick(now: 1_764_000_000_000)
/// ```
public struct HybridClock: Sendable, Equatable {
  /// The last reading given or received.
  public private(set) var last: HybridTime

  /// How far another computer's wall clock may be ahead of this one's before it is reported:
  /// files written a little ahead are normal between computers synced by NTP; five minutes is
  /// not.
  public static let skewTolerance: Int64 = 5 * 60 * 1000

  public init(last: HybridTime = .zero) { self.last = last }

  /// A reading for a change made now (HLC's send and local-event rule): the wall clock, or one
  /// step past the last reading when that is not behind it.
  public mutating func tick(now: Int64) -> HybridTime {
    last = last.wall >= now ? Self.step(last) : HybridTime(wall: now)
    return last
  }

  /// Takes in a reading from another computer (HLC's receive rule), so the next tick passes it.
  public mutating func receive(_ remote: HybridTime, now: Int64) {
    if now > last.wall && now > remote.wall {
      last = HybridTime(wall: now)
    } else {
      last = Self.step(max(last, remote))
    }
  }

  /// The skew a file written at `written` by `device` (its own wall clock then) shows against
  /// this computer's wall clock `now`, when it is beyond `skewTolerance`: only a clock ahead can
  /// be told, since a file written behind is as likely just delivered late.
  public static func skew(of device: DeviceID, written: Int64, now: Int64) -> ClockSkew? {
    written - now > skewTolerance ? ClockSkew(device: device, ahead: written - now) : nil
  }

  private static func step(_ time: HybridTime) -> HybridTime {
    time.counter == .max
      ? HybridTime(wall: time.wall + 1) : HybridTime(wall: time.wall, counter: time.counter + 1)
  }
}

/// Another computer's wall clock found ahead of this one's (or this one's behind it).
public struct ClockSkew: Sendable, Hashable {
  /// The computer whose file was written ahead of this one's clock.
  public let device: DeviceID
  /// By how many milliseconds.
  public let ahead: Int64
}
