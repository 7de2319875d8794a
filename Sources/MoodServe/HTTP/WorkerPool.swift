import FoundationEssentials
import MoodCore
import MoodSystem

/// A fixed set of threads, each with its own `Context` made on that thread, taking jobs in the
/// order they come.
package final class WorkerPool<Context>: @unchecked Sendable {
  private let condition = ConditionLock()
  private var jobs: [@Sendable (Context) -> Void] = []
  private var next = 0
  private var closed = false
  private var running = 0

  /// Starts `count` threads; each calls `makeContext` once, on itself.
  /// - Throws: `SystemThread.Failure` when the system refuses a thread, after the threads
  ///   started already have ended: a server short of workers would answer slowly and then not
  ///   at all, so it is better not started, saying so (`mood serve` cannot start).
  package init(count: Int, makeContext: @escaping @Sendable () -> Context) throws {
    for index in 0..<count {
      condition.withLock { running += 1 }
      do {
        try SystemThread.detach(name: "mood-serve-\(index)") { [self] in work(makeContext()) }
      } catch {
        condition.withLock { running -= 1 }
        shutdown()
        throw error
      }
    }
  }

  /// Queues `job`; a worker runs it with its context.
  package func submit(_ job: @escaping @Sendable (Context) -> Void) {
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  /// Runs the jobs already queued, then ends the threads; returns when they have ended.
  package func shutdown() {
    condition.withLock {
      closed = true
      condition.broadcast()
      while running > 0 { condition.wait() }
    }
  }

  private func work(_ context: Context) {
    while let job = take() { job(context) }
    condition.withLock {
      running -= 1
      condition.broadcast()
    }
  }

  private func take() -> (@Sendable (Context) -> Void)? {
    condition.withLock {
      while next == jobs.count, !closed { condition.wait() }
      guard next < jobs.count else { return nil }
      let job = jobs[next]
      next += 1
      // Drop the jobs already taken now and then, so the queue does not grow for ever.
      if next == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        next = 0
      }
      return job
    }
  }
}
