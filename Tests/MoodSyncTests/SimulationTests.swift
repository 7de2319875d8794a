import Foundation
import MoodCore
import MoodSync
import TestSupport
import Testing

/// Three computers (one clock an hour ahead) edit one journal at random while a sync tool
/// delivers their files late, out of order, twice, cut short and as conflict copies; one of them
/// is cloned (its store and identity copied to a fourth computer) and one restored from an
/// older copy of its store. Once everything is delivered, every computer shows the same
/// journal, and that journal is the one `SimulationOracle` works out from who knew what.
@Suite struct SimulationTests {
  static let schedules: [UInt64] = Array(1...50)

  @Test(arguments: schedules) func everyScheduleConvergesWithNothingLost(seed: UInt64) throws {
    let folder = try TemporaryDirectory(prefix: "moodsync-sim")
    var random = SplitMix(seed: seed)
    let clock = TestClock()
    let hour: Int64 = 3_600_000
    var computers = [
      try TestComputer("a", root: folder.file("a"), clock: clock),
      try TestComputer("b", root: folder.file("b"), clock: clock),
      try TestComputer("c", root: folder.file("c"), clock: clock, offset: hour),
    ]
    let network = SimulatedNetwork()
    var oracle = SimulationOracle()
    for computer in computers {
      computer.engine.batchesBeforeSnapshot = 4
      network.join(computer)
      oracle.addComputer()
    }
    var edits = SimulatedEdits()
    var warnings: [SyncWarning] = []

    func edit(_ index: Int) throws {
      let changes = try edits.next(on: computers[index], using: &random)
      oracle.wrote(changes, stamps: try computers[index].record(changes), by: index)
    }
    @discardableResult
    func sync(_ index: Int) throws -> SyncReport {
      let report = try computers[index].sync()
      warnings += report.warnings
      try network.noteWrites(of: index)
      try oracle.synced(report, by: index, state: computers[index].state)
      return report
    }

    let steps = 80
    let saveAt = Int.random(in: 5..<20, using: &random)
    let restoreAt = Int.random(in: 30..<45, using: &random)
    let cloneAt =
      Bool.random(using: &random)
      ? Int.random(in: 20..<30, using: &random) : Int.random(in: 45..<70, using: &random)
    var saved: (MemoryMergeState, Set<Int>)?
    for step in 0..<steps {
      switch step {
      case saveAt:
        // A backup of b's store, taken right after a sync.
        try sync(1)
        saved = (computers[1].state.copy(), oracle.knowledge[1])
        try edit(1)
        try sync(1)
      case restoreAt:
        // b's store restored from the backup: its later batches are in its folder, and its
        // next batch takes a place in its history one of them has (a fork).
        try sync(1)
        guard let (state, knew) = saved else { break }
        computers[1].restore(state.copy())
        computers[1].engine.batchesBeforeSnapshot = 4
        oracle.restored(1, knowing: knew)
        try edit(1)
        try sync(1)
      case cloneAt:
        // c's store and identity copied to a fourth computer, folder and all; both go on.
        try sync(2)
        let root = folder.file("c-clone")
        try FileManager.default.copyItem(atPath: computers[2].root, toPath: root)
        let clone = try TestComputer(
          "c", root: root, clock: clock, offset: hour, state: computers[2].state.copy())
        clone.engine.batchesBeforeSnapshot = 4
        computers.append(clone)
        network.join(clone)
        oracle.addComputer(knowing: oracle.knowledge[2])
        for index in [2, 3] {
          try edit(index)
          try sync(index)
        }
      default:
        let index = Int.random(in: 0..<computers.count, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: try edit(index)
        case 4..<6: try sync(index)
        case 6..<9: try network.deliverOne(using: &random)
        default: try network.carryRemovals()
        }
      }
    }

    // Everything delivered whole, as often as it takes.
    var rounds = 0
    var settled = false
    while !settled {
      rounds += 1
      try #require(rounds <= 12, "seed \(seed): no convergence after 12 rounds")
      settled = true
      for index in computers.indices {
        let report = try sync(index)
        if report.sealed != nil || !report.applied.isEmpty || !report.snapshots.isEmpty {
          settled = false
        }
      }
      try network.deliverEverything()
      settled = settled && Set(computers.map(\.state.allHeads)).count == 1
    }

    let first = computers[0]
    for computer in computers.dropFirst() {
      #expect(computer.state.allHeads == first.state.allHeads, "seed \(seed): \(computer.device)")
    }
    for key in oracle.keys {
      let expected = Set(oracle.heads(of: key).map { "\($0.value) \($0.stamp)" })
      let actual = Set(first.state.heads(of: key).map { "\($0.value) \($0.stamp)" })
      #expect(actual == expected, "seed \(seed): \(key)")
      let resolution = try #require(try first.engine.resolution(of: key))
      for head in oracle.heads(of: key) where key.field != .exists {
        #expect(
          resolution.value == head.value || resolution.losers.contains { $0.value == head.value },
          "seed \(seed): \(key) lost \(head.value)")
      }
      if key.field != .exists {
        #expect(
          resolution.stamp == oracle.heads(of: key).map(\.stamp).max(), "seed \(seed): \(key)")
      }
    }
    for item in Set(oracle.keys.map(\.item)) {
      let deleted = oracle.isDeleted(item)
      #expect(deleted != nil)
      #expect(try first.engine.exists(item) == deleted.map { !$0 }, "seed \(seed): \(item)")
    }
    // The clock an hour ahead was told; the clone and the restore were told as forks.
    let skewed = warnings.compactMap { if case .clockAhead(let skew) = $0 { skew } else { nil } }
    #expect(skewed.contains { $0.device.text == "c" && $0.ahead > hour / 2 }, "seed \(seed)")
    let forked = Set(
      warnings.compactMap { if case .forked(let device, _) = $0 { device.text } else { nil } })
    #expect(forked == ["b", "c"], "seed \(seed)")
  }
}
