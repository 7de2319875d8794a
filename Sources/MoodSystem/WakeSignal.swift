import CThreads
import Glibc

/// A signal one thread rings to wake another that waits on descriptors (`FolderWatch.wait`):
/// Linux's eventfd, a counter that reads as ready once rung. Rung several times before the
/// waiter looks, it wakes it once. A condition variable cannot wake a thread blocked in
/// `poll`; this can, from any thread.
/// ```swift
/// let signal = try WakeSignal()
/// let watch = try FolderWatch(wakingOn: signal)
/// signal.ring()  // from another thread: `watch.wait` returns with `rung`
/// ```
package final class WakeSignal: Sendable {
  /// The eventfd; read and written only with the kernel's atomic 8-byte reads and writes.
  let descriptor: Int32

  /// A new signal, not rung.
  /// - Throws: `FolderWatch.Failure` when the system has no descriptor to give.
  package init() throws {
    descriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
    guard descriptor >= 0 else { throw FolderWatch.Failure(call: "eventfd", code: errno) }
  }

  deinit { close(descriptor) }

  /// Wakes the thread waiting on the signal, or the next one to wait.
  package func ring() {
    var one: UInt64 = 1
    // Fails only when the counter would overflow: it is rung already.
    _ = write(descriptor, &one, 8)
  }

  /// Waits until the signal is rung or `timeout` has passed, and takes the rings.
  /// - Returns: whether it was rung.
  package func wait(timeout: Duration) -> Bool {
    var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    guard poll(&descriptors, 1, FolderWatch.milliseconds(timeout)) > 0 else { return false }
    clear()
    return true
  }

  /// Takes the rings so far: the next wait waits for a new one.
  func clear() {
    var count: UInt64 = 0
    _ = read(descriptor, &count, 8)
  }
}
