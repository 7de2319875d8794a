// Why MoodCard reads TZif files itself (issue 26, 2026-12-02): GLib's `GTimeZone`
// (`g_time_zone_new_identifier`, GLib 2.74.6, already loaded by every `mood` process) was
// measured against this reader and is not kept. Probes in one release build, one zone and its
// first day of an instant per process, paired and interleaved (load 6-7):
// - start-up: the first zone of a process, `Europe/London`, 0.06 ms dearer with GLib (median
//   of 100 pairs); `Etc/UTC` 0.22 ms cheaper with GLib (100 pairs). Parsing London alone is
//   0.018 ms here against GLib's 0.22 ms, which expands the footer's rule year by year; the
//   rest of this reader's 0.24 ms is the process's first use of its Swift types. Either way
//   the gain is under 0.3 ms, the bar for keeping a reader of our own.
// - the day of an instant: 0.10 against 0.23 microseconds a call (20 runs of 2 million calls,
//   instants of 2020-2030), as `g_time_zone_find_interval` walks the transitions one by one.
// It is kept because GLib fails the gate and the damaged-file tests:
// - `ZoneParityTests`: `Europe/Dublin` after 2037 (its footer `IST-1GMT0,M10.5.0,M3.5.0/1`,
//   a negative daylight saving) is 7200 where Foundation and this reader say 0 or 3600, at
//   1,563 of 12,151 sampled instants from 1900 to 2100; the other 13 zones agree.
// - a damaged file crashes it (SIGSEGV at 1,296 of the 3,664 truncations of
//   `Europe/London`: its reader has no bounds checks), a file that is not TZif prints a
//   `GLib-CRITICAL` line on standard error, and a FIFO blocks the open. Guarding against those
//   would mean keeping this file's checks and reading every file twice.

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
