import Glibc

/// A value shared between threads, behind a mutex and its condition variable: the value is
/// reached only inside `withLock`, which holds the lock for one closure, and inside which a
/// thread waits until signalled (or a deadline), signals or broadcasts.
///
/// The value cannot be reached without the lock, so the compiler keeps every access under it:
/// swift-nio's `NIOLockedValueBox` with the condition variable of its `ConditionLock`. For
/// state that is only locked, never waited on, `Synchronization.Mutex` is the simpler choice
/// (`WebSessions`); this type is for the threads that wait (the server's workers and its
/// deadline thread). As swift-nio's lock does, every pthread call's result is checked: a
/// refusal is a programming error (a lock not held, a deadlock found), so it stops the process
/// with the call's name and the system's words.
/// ```swift
/// let queue = ConditionLock<[Job]>([])
/// queue.withLock { locked in
///   while locked.state.isEmpty { locked.wait() }
///   take(locked.state.removeFirst())
/// }
/// ```
package final class ConditionLock<State> {
  // Allocated once and never moved: pthread objects must keep their address. The state sits
  // behind a pointer too, so a waiting thread reads it afresh after every wait.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let state = UnsafeMutablePointer<State>.allocate(capacity: 1)

  /// A lock over `state`.
  package init(_ state: State) {
    self.state.initialize(to: state)
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
    state.deinitialize(count: 1)
    state.deallocate()
    condition.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` with the lock held, and lets it go however `body` ends. `body` reaches the
  /// state and the condition through `Locked`, which cannot leave it.
  package func withLock<T>(_ body: (borrowing Locked) throws -> T) rethrows -> T {
    Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
    defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
    return try body(Locked(owner: self))
  }

  /// The lock held: the state, and the waits and wake-ups that need the lock. It lives only for
  /// the closure of `withLock`, which cannot copy it or let it escape.
  package struct Locked: ~Copyable {
    fileprivate let owner: ConditionLock

    /// The shared state, read and written in place.
    package var state: State {
      unsafeAddress { UnsafePointer(owner.state) }
      nonmutating unsafeMutableAddress { owner.state }
    }

    /// Waits until signalled (or woken spuriously): the lock is let go while waiting and held
    /// again on return, so `state` may have changed.
    package func wait() {
      ConditionLock.check(pthread_cond_wait(owner.condition, owner.mutex), "pthread_cond_wait")
    }

    /// Waits until signalled or until `deadline` has passed.
    /// - Returns: `false` when the deadline passed.
    package func wait(until deadline: ContinuousClock.Instant) -> Bool {
      let remaining = max(.zero, deadline - .now).components
      var now = timespec()
      ConditionLock.check(clock_gettime(CLOCK_MONOTONIC, &now) == 0 ? 0 : errno, "clock_gettime")
      let nanoseconds = Int(now.tv_nsec) + Int(remaining.attoseconds / 1_000_000_000)
      var until = timespec(
        tv_sec: now.tv_sec + Int(remaining.seconds) + nanoseconds / 1_000_000_000,
        tv_nsec: nanoseconds % 1_000_000_000)
      let result = pthread_cond_timedwait(owner.condition, owner.mutex, &until)
      guard result != ETIMEDOUT else { return false }
      ConditionLock.check(result, "pthread_cond_timedwait")
      return true
    }

    /// Wakes one thread waiting in `wait`.
    package func signal() {
      ConditionLock.check(pthread_cond_signal(owner.condition), "pthread_cond_signal")
    }

    /// Wakes every thread waiting in `wait`.
    package func broadcast() {
      ConditionLock.check(pthread_cond_broadcast(owner.condition), "pthread_cond_broadcast")
    }
  }

  private static func check(_ result: Int32, _ call: StaticString) {
    precondition(result == 0, "\(call) failed: \(SystemReason.text(errno: result))")
  }
}

// The state is reached only under the mutex (`withLock`), so the lock may be shared between
// threads whenever its state may be handed from one to another.
extension ConditionLock: @unchecked Sendable where State: Sendable {}

extension ConditionLock where State == Void {
  /// A lock and condition over no state: for threads that only wait for one another.
  package convenience init() { self.init(()) }
}
