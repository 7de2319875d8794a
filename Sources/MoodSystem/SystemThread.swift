import CThreads
import FoundationEssentials
import Glibc

/// A POSIX thread running one closure: what Foundation's `Thread` gave, without Foundation.
///
/// One type for both ways a thread is used here: `detach` starts one nobody waits for (the
/// server's workers, a child program's waiter), `init` one that is waited for with `join` (the
/// PNG pieces). Named for the system's thread, as `SystemReason` is for the system's words, so
/// that it does not read as Foundation's `Thread`. A thread that cannot start is a thrown
/// `Failure`, never a trap: each caller says what doing without it means.
/// ```swift
/// try SystemThread.detach(name: "mood-serve-0", stackSize: 8 << 20) { work() }
/// let helper = try SystemThread(placement: .awayFromCaller) { compress() }
/// helper.join()
/// ```
package final class SystemThread: Sendable {
  /// Why a thread did not start: the pthread call that refused, and the system's `errno` for it.
  package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that refused: `pthread_create`, `pthread_attr_setstacksize`, ….
    package let call: String
    /// Its result, an `errno` value (`EAGAIN` when the system has no thread to give).
    package let code: Int32

    /// The system's words for `code`: `resource temporarily unavailable`.
    package var reason: String { SystemReason.text(errno: code) }

    package var description: String { "cannot start a thread: \(call): \(reason)" }
  }

  /// The cores a thread runs on.
  package enum Placement: Sendable, Equatable {
    /// Wherever the system puts it: at first on the core of the thread that starts it.
    case inherited
    /// Starts on one of the other cores the process may use, then may go anywhere.
    ///
    /// Linux places a new thread on its parent's core, where it takes the core from the parent
    /// while another core sleeps until the next load balance, up to milliseconds later:
    /// measured on `mood card`, whose PNG pieces then ran one after the other (BENCHMARKS.md).
    case awayFromCaller
  }

  private let thread: pthread_t

  /// Starts a thread that runs `body` once, to be waited for with `join`.
  /// - Parameters:
  ///   - name: the thread's name for `ps` and debuggers (15 bytes are kept).
  ///   - stackSize: its stack in bytes, or `nil` for the system's default.
  ///   - placement: the cores it runs on.
  /// - Throws: `SystemThread.Failure` when the system refuses the thread; `body` never runs.
  package init(
    name: String? = nil, stackSize: Int? = nil, placement: Placement = .inherited,
    _ body: @escaping @Sendable () -> Void
  ) throws {
    thread = try Self.create(
      detached: false, name: name, stackSize: stackSize, placement: placement, body)
  }

  /// Starts a detached thread that runs `body` once; nobody waits for it.
  /// - Parameters:
  ///   - name: the thread's name for `ps` and debuggers (15 bytes are kept).
  ///   - stackSize: its stack in bytes, or `nil` for the system's default.
  /// - Throws: `SystemThread.Failure` when the system refuses the thread; `body` never runs.
  package static func detach(
    name: String? = nil, stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void
  ) throws {
    _ = try create(detached: true, name: name, stackSize: stackSize, placement: .inherited, body)
  }

  /// Waits for the body to return. Call it once.
  package func join() {
    let result = pthread_join(thread, nil)
    // Only a thread joined twice, or one joining itself, is refused: a programming error.
    precondition(result == 0, "pthread_join failed: \(SystemReason.text(errno: result))")
  }

  private static func create(
    detached: Bool, name: String?, stackSize: Int?, placement: Placement,
    _ body: @escaping @Sendable () -> Void
  ) throws -> pthread_t {
    func check(_ result: Int32, _ call: String) throws {
      guard result == 0 else { throw Failure(call: call, code: result) }
    }
    var attributes = pthread_attr_t()
    try check(pthread_attr_init(&attributes), "pthread_attr_init")
    defer {
      // Refused only for attributes never made: a programming error.
      let destroyed = pthread_attr_destroy(&attributes)
      precondition(
        destroyed == 0, "pthread_attr_destroy failed: \(SystemReason.text(errno: destroyed))")
    }
    if detached {
      try check(
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)),
        "pthread_attr_setdetachstate")
    }
    if let stackSize {
      try check(pthread_attr_setstacksize(&attributes, stackSize), "pthread_attr_setstacksize")
    }
    let cores = CoreSets(placement)
    if var first = cores.first {
      try check(
        pthread_attr_setaffinity_np(&attributes, MemoryLayout<cpu_set_t>.size, &first),
        "pthread_attr_setaffinity_np")
    }
    let box = Unmanaged.passRetained(Body(run: body, name: name, then: cores.then))
    var thread = pthread_t()
    let result = pthread_create(&thread, &attributes, entry, box.toOpaque())
    guard result == 0 else {
      box.release()
      throw Failure(call: "pthread_create", code: result)
    }
    return thread
  }

  private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? =
    { pointer in
      guard let pointer else { return nil }
      let body = Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue()
      if var then = body.then {
        // Widening never fails: these are the cores the process runs on already.
        sched_setaffinity(0, MemoryLayout<cpu_set_t>.size, &then)
      }
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

  private final class Body: @unchecked Sendable {
    let run: @Sendable () -> Void
    let name: String?
    /// The cores the thread takes once it runs, when they differ from those it starts on.
    let then: cpu_set_t?
    init(run: @escaping @Sendable () -> Void, name: String?, then: cpu_set_t?) {
      self.run = run
      self.name = name
      self.then = then
    }
  }
}

/// The cores of a `SystemThread.Placement`: those the thread starts on, and those it takes once
/// it runs.
private struct CoreSets {
  /// The cores the thread starts on; `nil` for its parent's.
  var first: cpu_set_t?
  /// The cores it takes once it runs; `nil` to keep `first`.
  var then: cpu_set_t?

  init(_ placement: SystemThread.Placement) {
    switch placement {
    case .inherited:
      break
    case .awayFromCaller:
      var allowed = cpu_set_t()
      guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else { return }
      var others = allowed
      Self.change(&others, core: Int(sched_getcpu()), to: false)
      // On a single core there is no other: the thread starts where it would anyway.
      guard withUnsafeBytes(of: others, { $0.contains { $0 != 0 } }) else { return }
      first = others
      then = allowed
    }
  }

  private static func change(_ set: inout cpu_set_t, core: Int, to on: Bool) {
    withUnsafeMutableBytes(of: &set) { bytes in
      guard core >= 0 && core < bytes.count * 8 else { return }
      let bit: UInt8 = 1 << UInt8(core % 8)
      if on { bytes[core / 8] |= bit } else { bytes[core / 8] &= ~bit }
    }
  }
}
