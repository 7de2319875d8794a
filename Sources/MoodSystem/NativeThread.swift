import FoundationEssentials
import Glibc

/// A POSIX thread running one closure: what Foundation's `Thread` gave, without Foundation.
/// ```swift
/// NativeThread.start(name: "mood-serve-0", stackSize: 8 << 20) { work() }
/// ```
package enum NativeThread {
  /// Starts a detached thread that runs `body` once.
  /// - Parameters:
  ///   - name: the thread's name for `ps` and debuggers (15 bytes are kept).
  ///   - stackSize: its stack in bytes, or `nil` for the system's default.
  package static func start(
    name: String? = nil, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void
  ) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
    let box = Unmanaged.passRetained(Body(run: body, name: name)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, &attributes, entry, box)
    // Only a system out of threads refuses; nothing can go on without them.
    precondition(result == 0, "pthread_create failed: \(result)")
  }

  private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? =
    { pointer in
      guard let pointer else { return nil }
      let body = Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue()
      if let name = body.name { nameThisThread(name) }
      body.run()
      return nil
    }

  /// Names the calling thread through `/proc/thread-self/comm` (Swift does not see glibc's
  /// `pthread_setname_np`); the kernel keeps 15 bytes.
  private static func nameThisThread(_ name: String) {
    let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = OutputFile.writeAll(Data(name.utf8.prefix(15)), to: descriptor)
    close(descriptor)
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    let name: String?
    init(run: @escaping @Sendable () -> Void, name: String?) {
      self.run = run
      self.name = name
    }
  }
}
