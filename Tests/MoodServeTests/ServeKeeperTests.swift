import Foundation
import MoodApp
import MoodSystem
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodServe

/// `ServeKeeper` forks the server without `exec`, which POSIX allows only of a process with one
/// thread: it checks that before every fork, and `mood serve`'s keeper passes the check.
@Suite struct ServeKeeperTests {
  /// The threads of process `pid`, from its `/proc` folder.
  private static func threads(of pid: pid_t) -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count
  }

  /// In a process with a second thread the keeper forks nothing: it stops the process, saying
  /// why. (Without the check the keeper would fork, see its child exit 0 and return, and this
  /// process would exit 0.)
  @Test func theKeeperRefusesToForkAProcessWithASecondThread() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      // The signals blocked as `mood serve` blocks them before it keeps the server.
      var signals = sigset_t()
      sigemptyset(&signals)
      for signal in [SIGINT, SIGTERM, SIGCHLD] { sigaddset(&signals, signal) }
      pthread_sigmask(SIG_BLOCK, &signals, nil)
      // A second thread, which waits for ever.
      let never = ConditionLock(false)
      try SystemThread.detach { never.withLock { while !$0.state { $0.wait() } } }
      _ = ServeKeeper.keep(signals: signals, messages: .load(.english)) { _ in 0 }
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      errors.contains(
        "ServeKeeper forks without exec, so only a process with one thread; this one has "),
      "\(errors)")
  }

  /// The keeper of a running `mood serve` has one thread, the server it forked several (its
  /// workers, libmicrohttpd's, the deadline thread); after a crash the keeper forks again, its
  /// check passed once more, and still has one.
  @Test func theKeeperOfMoodServeHasOneThreadAndForksAgainWithOne() throws {
    let store = try TemporaryStore()
    let server = try ServeProcess(store: store.path)
    let keeper = server.process.processIdentifier
    let first = try #require(server.server)
    #expect(Self.threads(of: keeper) == 1)
    #expect((Self.threads(of: first) ?? 0) >= 5)
    kill(first, SIGKILL)
    let script = ["Authorization": "Bearer \(server.token)"]
    var answered = 0
    for _ in 0..<500 where answered != 200 {
      answered =
        (try? RawHTTP.send(port: server.port, "GET", "/api/entries", headers: script))?.status ?? 0
      if answered != 200 { usleep(20_000) }
    }
    #expect(answered == 200)
    let second = try #require(server.server)
    #expect(second != first)
    #expect(Self.threads(of: keeper) == 1)
    let (status, errors) = server.stop()
    #expect(status == 0, "\(errors)")
  }
}
