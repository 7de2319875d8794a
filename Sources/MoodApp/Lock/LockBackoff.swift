import MoodCore
import MoodSystem

/// How long wrong tries at the lock make the next one wait: 5 tries are free, then 30 seconds,
/// doubling with each wrong try, at most an hour. Timed on the boot's clock (`BootInstant`), so
/// setting the system time back does not shorten it, and kept in the lock's file, so a restart
/// does not either; after a reboot the wait starts again in full.
package enum LockBackoff {
  /// The wrong tries that cost nothing.
  package static let freeTries = 5
  /// The wait after the first wrong try beyond the free ones, in seconds.
  package static let firstWait: Int64 = 30
  /// The longest wait, in seconds.
  package static let longestWait: Int64 = 3600

  /// The wait, in seconds, after `failures` wrong tries in a row.
  package static func wait(afterFailures failures: Int) -> Int64 {
    guard failures >= freeTries else { return 0 }
    let doublings = min(failures - freeTries, 16)
    return min(firstWait << Int64(doublings), longestWait)
  }

  /// The nanoseconds still to wait at `now`: on another boot, the whole wait again.
  package static func remaining(_ failures: LockFailures, at now: BootInstant) -> Int64 {
    guard failures.waitNanoseconds > 0 else { return 0 }
    guard failures.bootID == now.bootID, !now.bootID.isEmpty else {
      return failures.waitNanoseconds
    }
    return max(0, failures.waitUntilNanoseconds - now.nanoseconds)
  }
}
