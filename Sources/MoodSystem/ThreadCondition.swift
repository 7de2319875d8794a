import FoundationEssentials
import Glibc

/// A mutex and its condition variable, as Foundation's `NSCondition` gave them: lock, wait until
/// signalled (or a deadline), signal, broadcast.
package final class ThreadCondition: @unchecked Sendable {
  // Allocated once and never moved: pthread objects must keep their address.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    // Deadlines on the monotonic clock, so that a change of the wall clock does not move them.
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  package func lock() { pthread_mutex_lock(mutex) }
  package func unlock() { pthread_mutex_unlock(mutex) }
  package func signal() { pthread_cond_signal(condition) }
  package func broadcast() { pthread_cond_broadcast(condition) }

  /// Waits, with the lock held, until signalled (or woken spuriously).
  package func wait() { pthread_cond_wait(condition, mutex) }

  /// Waits, with the lock held, until signalled or until `deadline` has passed.
  /// - Returns: `false` when the deadline passed.
  package func wait(until deadline: Date) -> Bool {
    let seconds = max(0, deadline.timeIntervalSinceNow)
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let nanoseconds = Int(now.tv_nsec) + Int((seconds - seconds.rounded(.down)) * 1e9)
    var until = timespec(
      tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000,
      tv_nsec: nanoseconds % 1_000_000_000)
    return pthread_cond_timedwait(condition, mutex, &until) != ETIMEDOUT
  }
}
