import Foundation
import MoodCore
import MoodSync
import TestSupport
import Testing

@Suite struct ForkTests {
  @Test func aStoreRestoredOverItselfForksItsHistoryAndLosesNothing() throws {
    let folder = try TemporaryDirectory(prefix: "moodsync")
    let clock = TestClock()
    let laptop = try TestComputer("laptop", root: folder.file("laptop"), clock: clock)
    let desktop = try TestComputer("desktop", root: folder.file("desktop"), clock: clock)
    let entry = JournalItem.entry(day("2026-07-08"))
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(5)))
    try laptop.sync()
    let backup = laptop.state.copy()
    try laptop.record(JournalChange(entry, .reason, .text("written before the restore")))
    try laptop.sync()
    // The store restored from the backup: the reason's batch is only in the folder now, and
    // the next batch takes its place (2) in the laptop's history.
    laptop.restore(backup.copy())
    try laptop.record(JournalChange(entry, .score, .number(3)))
    let report = try laptop.sync()
    #expect(report.warnings == [.forked(laptop.device, seq: 2)])
    #expect(report.applied.map(\.seq) == [2])
    try deliver(laptop, to: desktop)
    #expect(try desktop.sync().warnings == [.forked(laptop.device, seq: 2)])
    for computer in [laptop, desktop] {
      #expect(try computer.value(entry, .reason) == .text("written before the restore"))
      #expect(try computer.value(entry, .score) == .number(3))
      #expect(try computer.engine.conflicts().isEmpty)
    }
    #expect(desktop.state.allHeads == laptop.state.allHeads)
    // The next batch follows both branches: one tip again.
    try laptop.record(JournalChange(entry, .discuss, .flag(true)))
    try laptop.sync()
    #expect(laptop.state.frontier().tips(of: laptop.device).map(\.seq) == [3])
    try deliver(laptop, to: desktop)
    try desktop.sync()
    #expect(desktop.state.frontier() == laptop.state.frontier())
    #expect(desktop.state.allHeads == laptop.state.allHeads)
  }

  @Test func aCopyJoinedUnderANewNameSendsTheChangesItWasCopiedWithAsItsOwn() throws {
    let folder = try TemporaryDirectory(prefix: "moodsync")
    let clock = TestClock()
    let laptop = try TestComputer("laptop", root: folder.file("laptop"), clock: clock)
    let entry = JournalItem.entry(day("2026-07-08"))
    let other = JournalItem.entry(day("2026-07-09"))
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(5)))
    try laptop.sync()
    try laptop.record(
      JournalChange(entry, .reason, .text("not sent when copied")),
      JournalChange(other, .exists, .flag(true)), JournalChange(other, .score, .number(2)))
    // The store copied, with the batch still open, to a computer that syncs under a new name.
    let copy = try TestComputer(
      "copy", root: folder.file("copy"), clock: clock, state: laptop.state.copy())
    try deliver(laptop, to: copy)
    try laptop.record(JournalChange(entry, .reason, .text("changed on the laptop later")))
    try copy.record(JournalChange(other, .discuss, .flag(true)))
    let sealed = try copy.sync().sealed
    #expect(sealed?.writer == copy.device && sealed?.seq == 1)
    #expect(try laptop.sync().sealed?.seq == 2)
    try deliver(laptop, to: copy)
    try deliver(copy, to: laptop)
    #expect(try laptop.sync().warnings == [])
    #expect(try copy.sync().warnings == [])
    for computer in [laptop, copy] {
      #expect(try computer.value(entry, .reason) == .text("changed on the laptop later"))
      #expect(try computer.value(other, .score) == .number(2))
      #expect(try computer.value(other, .discuss) == .flag(true))
      // The copy's value of the field the laptop changed again is kept as the loser.
      let conflicts = try computer.engine.conflicts()
      #expect(conflicts.map(\.key) == [FieldKey(entry, .reason)])
      #expect(conflicts.flatMap(\.losers).map(\.value) == [.text("not sent when copied")])
      #expect(try computer.state.headers(of: laptop.device).map(\.ref.seq).sorted() == [1, 2])
      #expect(try computer.state.headers(of: copy.device).map(\.ref.seq) == [1])
    }
    #expect(copy.state.allHeads == laptop.state.allHeads)
    #expect(copy.state.frontier() == laptop.state.frontier())
  }
}
