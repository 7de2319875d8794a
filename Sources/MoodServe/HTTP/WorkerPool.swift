import FoundationEssentials
import MoodCore
import MoodSystem

/// A fixed set of threads, each with its own `Context` made on that thread, taking jobs in the
/// order they come.
package final class WorkerPool<Context>: Sendable {
  /// The queue and the threads, shared by the submitters and the workers.
  private struct State {
    var jobs: [@Sendable (Context) -> Void] = []
    var next = 0
    var closed = false
    var running = 0
  }

  private let shared = ConditionLock(State())

  /// Starts `count` threads; each calls `makeContext` once, on itself.
  /// - Throws: `SystemThread.Failure` when the system refuses a thread, after the threads
  ///   started already have ended: a server short of workers would answer slowly and then not
  ///   at all, so it is better not started, saying so (`mood serve` cannot start).
  package init(count: Int, makeContext: @escaping @Sendable () -> Context) throws {
    for index in 0..<count {
      shared.withLock { $0.state.running += 1 }
      do {
        try SystemThread.detach(name: "mood-serve-\(index)") { [self] in work(makeContext()) }
      } catch {
        shared.withLock { $0.state.running -= 1 }
        shutdown()
        throw error
      }
    }
  }

  /// Queues `job`; a worker runs it with its context.
  package func submit(_ job: @escaping @Sendable (Context) -> Void) {
    shared.withLock { locked in
      locked.state.jobs.append(job)
      locked.signal()
    }
  }

  /// Runs the jobs already queued, then ends the threads; returns when they have ended.
  package func shutdown() {
    shared.withLock { locked in
      locked.state.closed = true
      locked.broadcast()
      while locked.state.running > 0 { locked.wait() }
    }
  }

  private func work(_ context: Context) {
    while let job = take() { job(context) }
    shared.withLock { locked in
      locked.state.running -= 1
      locked.broadcast()
    }
  }

  private func take() -> (@Sendable (Context) -> Void)? {
    shared.withLock { locked in
      while locked.state.next == locked.state.jobs.count, !locked.state.closed { locked.wait() }
      guard locked.state.next < locked.state.jobs.count else { return nil }
      let job = locked.state.jobs[locked.state.next]
      locked.state.next += 1
      // Drop the jobs already taken now and then, so the queue does not grow for ever.
      if locked.state.next == locked.state.jobs.count {
        locked.state.jobs.removeAll(keepingCapacity: true)
        locked.state.next = 0
      }
      return job
    }
  }
}
