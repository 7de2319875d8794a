import CThreads
import Glibc

/// A POSIX thread that runs one closure and is waited for with `join`.
///
/// Linux places a new thread on its parent's core, where it takes the core from the parent
/// while another core sleeps until the next load balance, up to milliseconds later: measured on
/// `mood card`, whose PNG pieces then ran one after the other (BENCHMARKS.md). So the thread
/// starts on one of the other cores the process may use, and may go anywhere once it runs.
package final class JoinableThread {
  private var thread = pthread_t()

  package init(_ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    let placement = Placement()
    if var elsewhere = placement.elsewhere {
      pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &elsewhere)
    }
    let box = Unmanaged.passRetained(Box(placement: placement, body: body)).toOpaque()
    let result = pthread_create(
      &thread, &attributes,
      { pointer in
        guard let pointer else { return nil }
        let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
        var allowed = box.placement.allowed
        sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed)
        box.body()
        return nil
      }, box)
    // Only a system out of threads refuses; nothing can go on without them.
    precondition(result == 0, "pthread_create failed: \(result)")
  }

  /// Waits for the body to return. Call it once.
  package func join() { pthread_join(thread, nil) }

  private final class Box: Sendable {
    let placement: Placement
    let body: @Sendable () -> Void
    init(placement: Placement, body: @escaping @Sendable () -> Void) {
      self.placement = placement
      self.body = body
    }
  }
}

/// Where a thread starts: the cores the process may use, less the calling thread's own.
private struct Placement: @unchecked Sendable {
  /// The cores the process may use, given back to the thread once it runs.
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
