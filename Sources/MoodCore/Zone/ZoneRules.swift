import FoundationEssentials

/// The UTC offsets of one zone through time: its transitions, then the POSIX rule of its
/// file's footer for the instants after the last one.
struct ZoneRules: Sendable {
  /// Transition instants in seconds since 1970, strictly ascending.
  let transitions: [Int64]
  /// The offset (seconds east of UTC) in force from the transition of the same index on.
  let offsets: [Int32]
  /// The offset before the first transition: local time type 0 (RFC 8536, section 3.2).
  let initialOffset: Int
  /// The rule after the last transition (for every instant when there are none); nil when the
  /// file has no footer, and the last offset then stays.
  let footer: PosixZoneRule?

  static let utc = ZoneRules(transitions: [], offsets: [], initialOffset: 0, footer: nil)

  /// The offset in force at `instant` (seconds since 1970).
  func offset(at instant: Int64) -> Int {
    guard let first = transitions.first else { return footer?.offset(at: instant) ?? initialOffset }
    if instant < first { return initialOffset }
    if instant >= transitions[transitions.count - 1], let footer {
      return footer.offset(at: instant)
    }
    // The last transition at or before `instant`.
    var low = 0
    var high = transitions.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if transitions[middle] <= instant { low = middle } else { high = middle }
    }
    return Int(offsets[low])
  }

  /// Whole seconds since 1970 at or before `date`, kept within ±31,000 years so that no
  /// arithmetic on it can overflow.
  static func seconds(_ date: Date) -> Int64 {
    let limit = 1e12
    let interval = date.timeIntervalSince1970
    guard interval.isFinite else { return interval > 0 ? Int64(limit) : -Int64(limit) }
    return Int64(min(max(interval, -limit), limit).rounded(.down))
  }
}
