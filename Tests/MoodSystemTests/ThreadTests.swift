import CThreads
import Foundation
import Synchronization
import Testing

@testable import MoodSystem

/// `SystemThread` and `ConditionLock`, the threads `mood serve`, `mood batch` and the PNG
/// pieces run on.
@Suite struct ThreadTests {
  @Test func detachedThreadsRunTheirBodiesAndAreSignalledBack() throws {
    let done = ConditionLock(0)
    for _ in 0..<4 {
      try SystemThread.detach(stackSize: 1 << 20) {
        done.withLock { locked in
          locked.state += 1
          locked.broadcast()
        }
      }
    }
    let deadline = ContinuousClock.now + .seconds(10)
    let count = done.withLock { locked in
      while locked.state < 4, locked.wait(until: deadline) {}
      return locked.state
    }
    #expect(count == 4)
  }

  @Test func aJoinedThreadHasFinishedItsWork() throws {
    let sum = Mutex(0)
    let thread = try SystemThread {
      // Long enough that an unjoined read would see a partial sum.
      for value in 1...100_000 { sum.withLock { $0 += value } }
    }
    thread.join()
    #expect(sum.withLock { $0 } == 5_000_050_000)
  }

  @Test func aThreadCarriesItsName() throws {
    let name = Mutex<String?>(nil)
    let thread = try SystemThread(name: "mood-test-thread-long-name") {
      let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
      name.withLock { $0 = comm ?? "" }
    }
    thread.join()
    #expect(name.withLock { $0 } == "mood-test-threa\n")
  }

  /// A thread started away from its caller's core may, once it runs, use every core the
  /// process may: its start is moved, not its life.
  @Test func aThreadPlacedAwayFromTheCallerMayThenUseEveryCore() throws {
    let allowed = try Self.processCores()
    let seen = Mutex<[Int]?>(nil)
    let thread = try SystemThread(placement: .awayFromCaller) {
      let cores = (try? Self.processCores()) ?? []
      seen.withLock { $0 = cores }
    }
    thread.join()
    #expect(seen.withLock { $0 } == allowed)
  }

  @Test func aThreadTheSystemCannotGiveIsAThrownFailureAndItsBodyNeverRuns() {
    let ran = Atomic<Bool>(false)
    // A stack of 2^60 bytes is past any address space: the stack's mmap is refused at once,
    // and nothing is allocated.
    #expect {
      _ = try SystemThread(stackSize: 1 << 60) { ran.store(true, ordering: .relaxed) }
    } throws: { error in
      guard let failure = error as? SystemThread.Failure else { return false }
      return failure.call == "pthread_create" && failure.code != 0
        && failure.description == "cannot start a thread: pthread_create: \(failure.reason)"
    }
    #expect(throws: SystemThread.Failure.self) {
      try SystemThread.detach(stackSize: 1 << 60) { ran.store(true, ordering: .relaxed) }
    }
    let bodyRan = ran.load(ordering: .relaxed)
    #expect(!bodyRan)
  }

  /// Four threads add to a plain counter under the lock; each checks it is alone inside.
  @Test func withLockLetsOneThreadInAtATime() throws {
    struct Counter {
      var total = 0
      var inside = 0
      var crowded = false
    }
    let counter = ConditionLock(Counter())
    let threads = try (0..<4).map { _ in
      try SystemThread {
        for _ in 0..<20_000 {
          counter.withLock { locked in
            locked.state.inside += 1
            if locked.state.inside != 1 { locked.state.crowded = true }
            locked.state.total += 1
            locked.state.inside -= 1
          }
        }
      }
    }
    threads.forEach { $0.join() }
    let final = counter.withLock { $0.state }
    #expect(final.total == 80_000)
    #expect(!final.crowded)
  }

  /// A value passed back and forth between two threads, each waiting for its turn.
  @Test func waitAndSignalHandAValueBackAndForth() throws {
    let turn = ConditionLock(0)
    let echo = try SystemThread {
      for _ in 0..<1000 {
        turn.withLock { locked in
          while locked.state % 2 == 0 { locked.wait() }
          locked.state += 1
          locked.signal()
        }
      }
    }
    for _ in 0..<1000 {
      turn.withLock { locked in
        locked.state += 1
        locked.signal()
        while locked.state % 2 == 1 { locked.wait() }
      }
    }
    echo.join()
    #expect(turn.withLock { $0.state } == 2000)
  }

  @Test func aWaitEndsAtItsDeadlineWhenNobodySignals() {
    let condition = ConditionLock()
    let start = ContinuousClock.now
    let signalled = condition.withLock { $0.wait(until: start + .milliseconds(50)) }
    #expect(!signalled)
    #expect(ContinuousClock.now - start >= .milliseconds(50))
  }

  /// The cores this process may use, from `sched_getaffinity`.
  static func processCores() throws -> [Int] {
    var set = cpu_set_t()
    try #require(sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0)
    let bytes = withUnsafeBytes(of: set) { Array($0) }
    return (0..<bytes.count * 8).filter { bytes[$0 / 8] & (1 << UInt8($0 % 8)) != 0 }
  }
}
