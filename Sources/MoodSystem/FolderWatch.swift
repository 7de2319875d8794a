import FoundationEssentials
import Glibc

/// Watches folders for files arriving, changing and going, with Linux's inotify, and waits for
/// the next such change, a `WakeSignal` rung, or a timeout, whichever is first.
///
/// A watch is on the folder as it is now: one removed (or moved away) is reported `gone` and
/// no longer watched; watching its path again once it is back is the caller's part. Files are
/// not named in what a wait reports, only the watched folders they are in: a caller that reads
/// the folder afterwards needs no more. The descriptors are the owner's alone: one thread waits.
/// ```swift
/// let watch = try FolderWatch(wakingOn: signal)
/// try watch.watch("/home/me/Sync/moodcard")
/// let wake = watch.wait(timeout: .seconds(60))
/// ```
package final class FolderWatch {
  /// Why a watch could not be made: the call that refused and its `errno`.
  package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that refused: `inotify_init1`, `inotify_add_watch`, `eventfd`.
    package let call: String
    /// Its `errno`: `ENOSPC` when the user's inotify watches are used up.
    package let code: Int32

    /// The system's words for `code`.
    package var reason: String { SystemReason.text(errno: code) }

    package var description: String { "cannot watch for changes: \(call): \(reason)" }
  }

  /// What ended a wait.
  package struct Wake: Equatable, Sendable {
    /// The watched folders in which something was created, written, moved or removed.
    package var changed: Set<String> = []
    /// The watched folders that were removed or moved away, and are no longer watched.
    package var gone: Set<String> = []
    /// Whether the `WakeSignal` was rung.
    package var rung = false
    /// Whether the kernel dropped events (its queue was full): anything may have changed.
    package var overflowed = false

    /// Nothing yet: a wait that timed out.
    package init() {}

    /// Whether nothing happened: the wait timed out.
    package var timedOut: Bool { changed.isEmpty && gone.isEmpty && !rung && !overflowed }
  }

  /// The changes reported in a folder: files made, written and closed, moved in or out,
  /// removed; the folder itself removed or moved.
  private static let mask = UInt32(
    IN_CREATE | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_DELETE_SELF
      | IN_MOVE_SELF | IN_ONLYDIR)

  private let inotify: Int32
  private let signal: WakeSignal
  /// The folders watched, by watch descriptor.
  private var folders: [Int32: String] = [:]

  /// A watch of no folder yet, that `signal` wakes.
  /// - Throws: `Failure` when the system gives no inotify instance (the user's limit).
  package init(wakingOn signal: WakeSignal) throws {
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard inotify >= 0 else { throw Failure(call: "inotify_init1", code: errno) }
    self.signal = signal
  }

  deinit { close(inotify) }

  /// The folders watched now.
  package var watched: Set<String> { Set(folders.values) }

  /// Watches `path`, a folder; watching one already watched changes nothing.
  /// - Returns: `false` when there is no folder at `path` (missing, or a file).
  /// - Throws: `Failure` for any other refusal (no permission, the watches used up).
  @discardableResult
  package func watch(_ path: String) throws -> Bool {
    let descriptor = inotify_add_watch(inotify, path, Self.mask)
    guard descriptor >= 0 else {
      if [ENOENT, ENOTDIR].contains(errno) { return false }
      throw Failure(call: "inotify_add_watch", code: errno)
    }
    folders[descriptor] = path
    return true
  }

  /// Stops watching `path`.
  package func unwatch(_ path: String) {
    for (descriptor, folder) in folders where folder == path {
      inotify_rm_watch(inotify, descriptor)
      folders[descriptor] = nil
    }
  }

  /// Waits until something changes in a watched folder, the signal is rung, or `timeout` has
  /// passed; then takes every change already queued, so one wait reports a burst at once.
  package func wait(timeout: Duration) -> Wake {
    var wake = Wake()
    var descriptors = [
      pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signal.descriptor, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&descriptors, 2, Self.milliseconds(timeout))
    // Interrupted (EINTR) or refused: as a timeout; the caller waits again.
    guard ready > 0 else { return wake }
    if descriptors[1].revents != 0 {
      signal.clear()
      wake.rung = true
    }
    if descriptors[0].revents != 0 { take(into: &wake) }
    return wake
  }

  /// `timeout` for `poll`, rounded up, so that a wait never ends just before its deadline and
  /// spins.
  static func milliseconds(_ timeout: Duration) -> Int32 {
    let (seconds, attoseconds) = max(timeout, .zero).components
    return Int32(
      clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  /// Reads the queued events: each a `struct inotify_event` and its name, padded.
  private func take(into wake: inout Wake) {
    let size = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
    defer { buffer.deallocate() }
    while true {
      let count = read(inotify, buffer, size)
      guard count > 0 else { return }
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        offset += MemoryLayout<inotify_event>.size + Int(event.len)
        note(event, in: &wake)
      }
    }
  }

  private func note(_ event: inotify_event, in wake: inout Wake) {
    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
      wake.overflowed = true
      return
    }
    guard let folder = folders[event.wd] else { return }
    if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
      // A folder moved away keeps its watch, on a path it no longer has.
      if event.mask & UInt32(IN_MOVE_SELF) != 0 { inotify_rm_watch(inotify, event.wd) }
      folders[event.wd] = nil
      wake.gone.insert(folder)
    } else {
      wake.changed.insert(folder)
    }
  }
}
