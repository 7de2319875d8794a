import CThreads
import FoundationEssentials
import Glibc
import Synchronization

/// Runs a loop's iterations on the calling thread and on as many more threads as there are
/// cores for them, and returns once every iteration has finished: what Dispatch's
/// `concurrentPerform` does, for a burst of a few milliseconds in a fresh process.
///
/// Two things make such a burst slow with `concurrentPerform` or a plain new thread, measured
/// on `mood card` (BENCHMARKS.md). Dispatch's first use starts a manager thread that then
/// starts the workers. And Linux places a new thread on its parent's core, where it takes the
/// core from the parent, while the other core sleeps until the next load balance, up to some
/// milliseconds later. So each helper here starts on one of the other cores the process may
/// use, and may go anywhere once it runs.
/// ```swift
/// ConcurrentLoop.run(iterations: 4) { index in compress(piece: index) }
/// ```
package enum ConcurrentLoop {
  /// Runs `body` once for each index in `0..<iterations`, in no fixed order, each index on one
  /// of up to `cores` threads, the calling thread among them.
  /// - Parameter cores: the threads at most; by default the cores this process may run on.
  package static func run(
    iterations: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
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
    let placement = helperCount > 0 ? Placement() : nil
    let helpers = (0..<helperCount).map { _ in JoinableThread(placement: placement, work) }
    work()
    for helper in helpers { helper.join() }
  }
}

/// Where helper threads start: the cores the process may use, less the caller's own.
private struct Placement: @unchecked Sendable {
  /// The cores the process may use, given back to each helper once it runs.
  let allowed: cpu_set_t
  /// `allowed` without the calling thread's core; `nil` when that leaves none.
  let elsewhere: cpu_set_t?

  init() {
    var allowed = cpu_set_t()
    guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else {
      self.allowed = allowed
      elsewhere = nil
      return
    }
    self.allowed = allowed
    let current = Int(sched_getcpu())
    var others = allowed
    let anyLeft = withUnsafeMutableBytes(of: &others) { bytes -> Bool in
      if current >= 0 && current < bytes.count * 8 {
        bytes[current / 8] &= ~(1 << UInt8(current % 8))
      }
      return bytes.contains { $0 != 0 }
    }
    elsewhere = anyLeft ? others : nil
  }
}

/// A POSIX thread that runs one closure and is waited for.
private final class JoinableThread {
  private var thread = pthread_t()

  init(placement: Placement?, _ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if var elsewhere = placement?.elsewhere {
      pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &elsewhere)
    }
    let box = Unmanaged.passRetained(Box(placement: placement, body: body)).toOpaque()
    let result = pthread_create(
      &thread, &attributes,
      { pointer in
        guard let pointer else { return nil }
        let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
        if var allowed = box.placement?.allowed {
          sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed)
        }
        box.body()
        return nil
      }, box)
    // Only a system out of threads refuses; nothing can go on without them.
    precondition(result == 0, "pthread_create failed: \(result)")
  }

  func join() { pthread_join(thread, nil) }

  private final class Box: Sendable {
    let placement: Placement?
    let body: @Sendable () -> Void
    init(placement: Placement?, body: @escaping @Sendable () -> Void) {
      self.placement = placement
      self.body = body
    }
  }
}
