import Foundation
import MoodCore
import MoodSync
import TestSupport
import Testing

/// Ten years of a journal (3,653 days with every field, five habits and their completions)
/// written on one computer, compacted, and taken in by a computer that joins: the issue's
/// budget for the folder is 2 MB. The time to join is printed, not held to a bound: this is a
/// debug build on a shared machine; `make bench` measures it in a release build.
@Suite struct TenYearTests {
  @Test func aComputerJoiningTenYearsTakesOneSnapshot() throws {
    let folder = try TemporaryDirectory(prefix: "moodsync-ten-years")
    let clock = TestClock()
    let laptop = try TestComputer("laptop", root: folder.file("laptop"), clock: clock)
    var random = SplitMix(seed: 10)
    var changes: [JournalChange] = []
    let habits = (1...5).map { "0000000\($0)-5E1C-4C1B-9D2E-0A1B2C3D4E5F" }
    for (order, uuid) in habits.enumerated() {
      let habit = JournalItem.habit(uuid: uuid)
      changes += [
        JournalChange(habit, .exists, .flag(true)),
        JournalChange(habit, .name, .text("Habit \(order)")),
        JournalChange(habit, .icon, .text("🚶")), JournalChange(habit, .colour, .text("#3366AA")),
        JournalChange(habit, .archived, .flag(false)), JournalChange(habit, .order, .number(order)),
      ]
    }
    var day = try Day(year: 2016, month: 12, day: 6)
    for _ in 0..<3653 {
      let entry = JournalItem.entry(day)
      changes += [
        JournalChange(entry, .exists, .flag(true)),
        JournalChange(entry, .score, .number(Int.random(in: 1...10, using: &random))),
        JournalChange(entry, .words, .list(["calm", "tired"])),
        JournalChange(entry, .tags, .list(["work"])),
        JournalChange(entry, .reason, .text("A day of \(day): slept well, long walk after work.")),
        JournalChange(entry, .discuss, .flag(false)),
      ]
      for uuid in habits where Int.random(in: 0..<10, using: &random) < 6 {
        changes.append(JournalChange(.completion(habitUUID: uuid, day: day), .done, .flag(true)))
      }
      day = day.adding(days: 1)
    }
    try laptop.record(changes)
    try laptop.sync()
    // The laptop said it applied its own batch at that sync; alone in the folder, it may
    // prune it once the snapshot holds it.
    #expect(try laptop.engine.compact().pruned == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: laptop.root + "/laptop")
    #expect(files.filter { SyncFileName($0).isBatch }.isEmpty)
    let bytes = try files.reduce(0) { total, name in
      total
        + (try FileManager.default.attributesOfItem(atPath: laptop.root + "/laptop/" + name)[.size]
          as? Int ?? 0)
    }
    #expect(bytes < 2_000_000)

    let desktop = try TestComputer("desktop", root: folder.file("desktop"), clock: clock)
    try deliver(laptop, to: desktop)
    let start = ContinuousClock.now
    let report = try desktop.sync()
    let elapsed = ContinuousClock.now - start
    #expect(report.snapshots.map(\.text) == ["laptop"])
    #expect(desktop.state.allHeads == laptop.state.allHeads)
    #expect(report.changed.count == changes.count)
    print(
      "ten years: \(changes.count) fields, folder \(bytes) bytes after compaction, joined in \(elapsed)"
    )
  }
}
