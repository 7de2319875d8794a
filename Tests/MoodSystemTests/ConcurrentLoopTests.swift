import CThreads
import Foundation
import Synchronization
import Testing

@testable import MoodSystem

/// `ConcurrentLoop`, which compresses a PNG's pieces on all cores.
@Suite struct ConcurrentLoopTests {
  @Test(arguments: [(0, 1), (1, 2), (5, 1), (5, 2), (100, 2), (7, 8)])
  func everyIndexRunsOnce(iterations: Int, cores: Int) {
    let runs = Mutex([Int](repeating: 0, count: iterations))
    ConcurrentLoop.run(iterations: iterations, cores: cores) { index in
      runs.withLock { $0[index] += 1 }
    }
    #expect(runs.withLock { $0 } == Array(repeating: 1, count: iterations))
  }

  /// Each of two iterations waits for the other to begin: they finish only if they run at the
  /// same time, on two threads.
  @Test func twoIterationsRunAtOnceOnTwoCores() {
    let started = Atomic<Int>(0)
    let metTheOther = Mutex([false, false])
    ConcurrentLoop.run(iterations: 2, cores: 2) { index in
      started.add(1, ordering: .sequentiallyConsistent)
      let deadline = Date() + 10
      while started.load(ordering: .sequentiallyConsistent) < 2 && Date() < deadline {
        sched_yield()
      }
      let met = started.load(ordering: .sequentiallyConsistent) == 2
      metTheOther.withLock { $0[index] = met }
    }
    #expect(metTheOther.withLock { $0 } == [true, true])
  }

  /// The system gives `given` helpers, then refuses (a 2^60-byte stack): the loop stops asking,
  /// and the threads it has, the calling thread among them, run every index once.
  @Test(arguments: [0, 1, 2])
  func helpersTheSystemRefusesLeaveTheirShareToTheOthers(given: Int) {
    let caller = pthread_self()
    let runs = Mutex([Int](repeating: 0, count: 50))
    let onCaller = Atomic<Int>(0)
    let asked = Atomic<Int>(0)
    ConcurrentLoop.run(
      iterations: 50, cores: 4,
      helpers: { work in
        let earlier = asked.add(1, ordering: .relaxed).oldValue
        return try SystemThread(stackSize: earlier < given ? nil : 1 << 60, work)
      }
    ) { index in
      if pthread_equal(pthread_self(), caller) != 0 { onCaller.add(1, ordering: .relaxed) }
      runs.withLock { $0[index] += 1 }
    }
    #expect(runs.withLock { $0 } == Array(repeating: 1, count: 50))
    #expect(asked.load(ordering: .relaxed) == given + 1)
    if given == 0 { #expect(onCaller.load(ordering: .relaxed) == 50) }
  }

  /// A helper starts away from the caller's core but, once running, may use every core the
  /// process may.
  @Test func aHelperMayRunOnEveryCoreOfTheProcess() {
    var process = cpu_set_t()
    #expect(sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &process) == 0)
    let processCores = withUnsafeBytes(of: process) { Array($0) }
    let helperCores = Mutex<[[UInt8]]>([])
    let mainThread = pthread_self()
    let started = Atomic<Int>(0)
    ConcurrentLoop.run(iterations: 2, cores: 2) { _ in
      // Both iterations wait for each other, so the helper runs one of them.
      started.add(1, ordering: .sequentiallyConsistent)
      let deadline = Date() + 10
      while started.load(ordering: .sequentiallyConsistent) < 2 && Date() < deadline {
        sched_yield()
      }
      guard pthread_equal(pthread_self(), mainThread) == 0 else { return }
      var own = cpu_set_t()
      sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &own)
      let cores = withUnsafeBytes(of: own) { Array($0) }
      helperCores.withLock { $0.append(cores) }
    }
    #expect(helperCores.withLock { $0 } == [processCores])
  }
}
