import CSpawn
import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

/// Keeps `mood serve` serving when one request crashes it: the server runs in a child process
/// forked from this one, on the listening socket this one keeps, and a child that ends on a
/// signal (a trap, a stack overflow) is forked again at once, on the same address and token.
/// Requests already queued on the socket are answered by the new child; the sessions of the
/// crashed one are gone, so a page is opened again from the menu.
///
/// The parent starts no thread, so `fork` copies a process with one thread, as POSIX requires
/// of a child that goes on without `exec` (a lock another thread held would stay locked in the
/// child for ever). That is checked before every fork, from `/proc/self/task`: a library that
/// one day starts a thread before the server forks stops `mood serve` at its start, saying so,
/// rather than leaving children that hang now and then.
///
/// The parent forwards SIGINT and SIGTERM and waits; after `maximumCrashes` crashes within a
/// minute it gives up, rather than fork for ever a server that cannot start.
package struct ServeKeeper {
  /// The most crashes within `crashWindow` that are forked again.
  package static let maximumCrashes = 5
  package static let crashWindow: Duration = .seconds(60)

  /// How a child ended.
  package enum Ending: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// It was ended by this signal.
    case signaled(Int32)

    /// The ending `waitpid` reports in `status` (glibc's WIFSIGNALED and WEXITSTATUS).
    init(status: Int32) {
      let signal = status & 0x7F
      self = signal == 0 ? .exited(ServeKeeper.code(of: status)) : .signaled(signal)
    }
  }

  /// The exit status in what `waitpid` reports.
  package static func code(of status: Int32) -> Int32 { (status >> 8) & 0xFF }

  /// How serving ended.
  package enum Outcome: Equatable {
    /// SIGINT or SIGTERM stopped it.
    case stopped
    /// A child exited with this status by itself: it could not serve.
    case failed(Int32)
    /// Children ended on `signal` `count` times within `crashWindow`.
    case crashing(signal: Int32, count: Int)
  }

  /// Runs `serve` in a child process until SIGINT or SIGTERM, forking it again when it ends on
  /// a signal. `serve` is given whether it is the first child, and returns its exit status.
  /// - Parameter signals: SIGINT, SIGTERM and SIGCHLD, blocked in this thread already.
  package static func keep(
    signals: sigset_t, messages: Messages, serve: (_ first: Bool) -> Int32
  ) -> Outcome {
    var signals = signals
    var crashes: [ContinuousClock.Instant] = []
    var first = true
    while true {
      let threads = SystemThread.countInProcess() ?? 1
      guard threads == 1 else {
        fatalError(
          "ServeKeeper forks without exec, so only a process with one thread; this one has "
            + "\(threads)")
      }
      let child = fork()
      if child == 0 {
        _ = moodcard_end_with_parent()
        exit(serve(first))
      }
      guard child > 0 else { return .failed(71) }
      first = false
      var status: Int32 = 0
      var received: Int32 = 0
      while true {
        sigwait(&signals, &received)
        if received != SIGCHLD {
          kill(child, SIGTERM)
          while waitpid(child, &status, 0) < 0, errno == EINTR {}
          return .stopped
        }
        if waitpid(child, &status, WNOHANG) == child { break }
      }
      guard case .signaled(let signal) = Ending(status: status) else {
        return .failed(Self.code(of: status))
      }
      let now = ContinuousClock.now
      crashes = crashes.filter { now - $0 < crashWindow } + [now]
      guard crashes.count <= maximumCrashes else {
        return .crashing(signal: signal, count: crashes.count)
      }
      StandardError.line(messages(.serveCrashed, ["signal": signal]))
    }
  }
}
