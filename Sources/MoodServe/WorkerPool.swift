import FoundationEssentials
import MoodCore
import MoodSystem

/// A fixed set of threads, each with its own `Context` made on that thread, taking jobs in the
/// order they come.
package final class WorkerPool<Context>: @unchecked Sendable {
  private let condition = ThreadCondition()
  private var jobs: [@Sendable (Context) -> Void] = []
  private var next = 0
  private var closed = false
  private var running = 0

  /// Starts `count` threads; each calls `makeContext` once, on itself.
  package init(count: Int, makeContext: @escaping @Sendable () -> Context) {
    running = count
    for index in 0..<count {
      NativeThread.start(name: "mood-serve-\(index)") { [self] in work(makeContext()) }
    }
  }

  /// Queues `job`; a worker runs it with its context.
  package func submit(_ job: @escaping @Sendable (Context) -> Void) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs the jobs already queued, then ends the threads; returns when they have ended.
  package func shutdown() {
    condition.lock()
    closed = true
    condition.broadcast()
    while running > 0 { condition.wait() }
    condition.unlock()
  }

  private func work(_ context: Context) {
    while let job = take() { job(context) }
    condition.lock()
    running -= 1
    condition.broadcast()
    condition.unlock()
  }

  private func take() -> (@Sendable (Context) -> Void)? {
    condition.lock()
    defer { condition.unlock() }
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
