import Foundation
import Synchronization
import Testing

@testable import MoodSystem

/// `NativeThread` and `ThreadCondition`, the threads `mood serve` and `mood batch` run on.
@Suite struct ThreadTests {
  @Test func threadsRunTheirBodiesAndAreSignalledBack() {
    let condition = ThreadCondition()
    let done = Mutex(0)
    for _ in 0..<4 {
      NativeThread.start(stackSize: 1 << 20) {
        done.withLock { $0 += 1 }
        condition.lock()
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    while done.withLock({ $0 }) < 4 { _ = condition.wait(until: Date() + 10) }
    condition.unlock()
    #expect(done.withLock { $0 } == 4)
  }

  @Test func aThreadCarriesItsName() {
    let condition = ThreadCondition()
    let name = Mutex<String?>(nil)
    NativeThread.start(name: "mood-test-thread-long-name") {
      let comm = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
      name.withLock { $0 = comm ?? "" }
      condition.lock()
      condition.signal()
      condition.unlock()
    }
    condition.lock()
    while name.withLock({ $0 }) == nil { _ = condition.wait(until: Date() + 10) }
    condition.unlock()
    #expect(name.withLock { $0 } == "mood-test-threa\n")
  }

  @Test func aWaitEndsAtItsDeadlineWhenNobodySignals() {
    let condition = ThreadCondition()
    let start = Date()
    condition.lock()
    let signalled = condition.wait(until: start + 0.05)
    condition.unlock()
    #expect(!signalled)
    #expect(Date().timeIntervalSince(start) >= 0.05)
  }
}
