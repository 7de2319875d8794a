import FoundationEssentials
import Synchronization

/// Runs a loop's iterations on the calling thread and on as many more threads as there are
/// cores for them, and returns once every iteration has finished: what Dispatch's
/// `concurrentPerform` does, for a burst of a few milliseconds in a fresh process.
///
/// Dispatch's first use starts a manager thread that then starts the workers, a millisecond
/// late in a fresh process; the helpers here are `SystemThread`s, started on another core.
/// With a core free, `perf sched` showed `concurrentPerform`'s two PNG pieces of `mood card`
/// running one after the other in one run of three (BENCHMARKS.md).
///
/// Measured again 2026-12-06 against `DispatchQueue.concurrentPerform`, release build, the bench
/// card's two PNG pieces, 40 fresh processes each, paired, on 2 cores that other work kept busy
/// (load 8 to 9): the first encoding took 57.0 ms here and 54.8 ms through Dispatch (this loop
/// faster in 17 of 40 pairs), the helper's piece starting 5.4 and 4.0 ms after the call. With
/// no core free the two are the same; the case this loop is for, a free core, was not there
/// to measure that day.
/// ```swift
/// ConcurrentLoop.run(iterations: 4) { index in compress(piece: index) }
/// ```
package enum ConcurrentLoop {
  /// The cores this process may run on, read once: the count reads the affinity and the
  /// cgroup's files, and a server's every PNG asks.
  package static let availableCores = ProcessInfo.processInfo.activeProcessorCount

  /// Runs `body` once for each index in `0..<iterations`, in no fixed order, each index on one
  /// of up to `cores` threads, the calling thread among them.
  /// - Parameter cores: the threads at most; by default the cores this process may run on.
  package static func run(
    iterations: Int, cores: Int = availableCores, _ body: @escaping @Sendable (Int) -> Void
  ) {
    run(
      iterations: iterations, cores: cores,
      helpers: { try SystemThread(placement: .awayFromCaller, $0) }, body)
  }

  /// `run`, with the helpers started by `startHelper` (the tests start some that fail).
  static func run(
    iterations: Int, cores: Int,
    helpers startHelper: (@escaping @Sendable () -> Void) throws -> SystemThread,
    _ body: @escaping @Sendable (Int) -> Void
  ) {
    let next = Atomic<Int>(0)
    let work: @Sendable () -> Void = {
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < iterations else { return }
        body(index)
      }
    }
    let helperCount = max(0, min(cores, iterations) - 1)
    // A helper the system refuses leaves its share to the others and the calling thread: the
    // loop is slower, never wrong (a PNG's bytes do not depend on who compressed which piece).
    var helpers: [SystemThread] = []
    for _ in 0..<helperCount {
      guard let helper = try? startHelper(work) else { break }
      helpers.append(helper)
    }
    work()
    for helper in helpers { helper.join() }
  }
}
