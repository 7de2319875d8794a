import Glibc
import MoodSystem

// MARK: - The heads' deadline

extension HTTPServer {
  /// Shuts down the socket of every connection whose request's head is late; libmicrohttpd
  /// then reads its end and closes it. Runs on its own thread until `stop()`.
  func watchDeadlines() {
    shared.withLock { locked in
      while !locked.state.watchEnds { Self.watchOnce(locked) }
      locked.state.watching = false
      locked.broadcast()
    }
  }

  /// Shuts down the sockets whose deadline has passed, then waits for the next deadline or a
  /// change.
  private static func watchOnce(_ locked: borrowing ConditionLock<State>.Locked) {
    // The monotonic clock: a change of the system's time moves no deadline.
    let now = ContinuousClock.now
    var next: ContinuousClock.Instant?
    for (connection, open) in locked.state.connections {
      guard let deadline = open.deadline else { continue }
      if deadline <= now {
        // Under the lock, before libmicrohttpd is told it closed: the socket is still its.
        shutdown(open.socket, Int32(SHUT_RDWR))
        locked.state.connections[connection]?.deadline = nil
      } else {
        next = min(next ?? deadline, deadline)
      }
    }
    if let next { _ = locked.wait(until: next) } else { locked.wait() }
  }
}
