import Glibc

/// A mutex and its condition variable, as Foundation's `NSCondition` gave them: `withLock`
/// holds the lock for one closure, inside which a thread waits until signalled (or a
/// deadline), signals or broadcasts.
///
/// For state that is only locked, never waited on, `Synchronization.Mutex` is the simpler
/// choice (`WebSessions`); this type is for the threads that wait (the server's workers and
/// its deadline thread). As swift-nio's `NIOConcurrencyHelpers` lock does, every pthread call's
/// result is checked: a refusal is a programming error (a lock not held, a deadlock found), so
/// it stops the process with the call's name and the system's words.
/// ```swift
/// condition.withLock {
///   while jobs.isEmpty { condition.wait() }
///   take(jobs.removeFirst())
/// }
/// ```
package final class ConditionLock: @unchecked Sendable {
  // Allocated once and never moved: pthread objects must keep their address.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    Self.check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    var attributes = pthread_condattr_t()
    Self.check(pthread_condattr_init(&attributes), "pthread_condattr_init")
    // Deadlines on the monotonic clock, so that a change of the wall clock does not move them.
    Self.check(pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC), "pthread_condattr_setclock")
    Self.check(pthread_cond_init(condition, &attributes), "pthread_cond_init")
    Self.check(pthread_condattr_destroy(&attributes), "pthread_condattr_destroy")
  }

  deinit {
    Self.check(pthread_cond_destroy(condition), "pthread_cond_destroy")
    Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with the lock held, and lets it go however `body` ends.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
    return try body()
  }

  /// Wakes one thread waiting in `wait`.
  package func signal() { Self.check(pthread_cond_signal(condition), "pthread_cond_signal") }

  /// Wakes every thread waiting in `wait`.
  package func broadcast() {
    Self.check(pthread_cond_broadcast(condition), "pthread_cond_broadcast")
  }

  /// Waits, inside `withLock`, until signalled (or woken spuriously): the lock is let go while
  /// waiting and held again on return.
  package func wait() { Self.check(pthread_cond_wait(condition, mutex), "pthread_cond_wait") }

  /// Waits, inside `withLock`, until signalled or until `deadline` has passed.
  /// - Returns: `false` when the deadline passed.
  package func wait(until deadline: ContinuousClock.Instant) -> Bool {
    let remaining = max(.zero, deadline - .now).components
    var now = timespec()
    Self.check(clock_gettime(CLOCK_MONOTONIC, &now) == 0 ? 0 : errno, "clock_gettime")
    let nanoseconds = Int(now.tv_nsec) + Int(remaining.attoseconds / 1_000_000_000)
    var until = timespec(
      tv_sec: now.tv_sec + Int(remaining.seconds) + nanoseconds / 1_000_000_000,
      tv_nsec: nanoseconds % 1_000_000_000)
    let result = pthread_cond_timedwait(condition, mutex, &until)
    guard result != ETIMEDOUT else { return false }
    Self.check(result, "pthread_cond_timedwait")
    return true
  }

  private static func check(_ result: Int32, _ call: StaticString) {
    precondition(result == 0, "\(call) failed: \(SystemReason.text(errno: result))")
  }
}
