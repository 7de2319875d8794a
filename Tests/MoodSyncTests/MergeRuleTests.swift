import Foundation
import MoodCore
import MoodSync
import TestSupport
import Testing

@Suite struct MergeRuleTests {
  let folder: TemporaryDirectory
  let clock = TestClock()
  let laptop: TestComputer
  let desktop: TestComputer
  let entry = JournalItem.entry(day("2026-03-04"))

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodsync")
    laptop = try TestComputer("laptop", root: folder.file("laptop"), clock: clock)
    desktop = try TestComputer("desktop", root: folder.file("desktop"), clock: clock)
  }

  /// Both computers sync, exchange their files, and sync again.
  func exchange() throws {
    try laptop.sync()
    try desktop.sync()
    try deliver(laptop, to: desktop)
    try deliver(desktop, to: laptop)
    try laptop.sync()
    try desktop.sync()
  }

  @Test func aScoreFromOneComputerAndAReasonFromAnotherBothSurvive() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(4)))
    try exchange()
    try laptop.record(JournalChange(entry, .score, .number(7)))
    try desktop.record(JournalChange(entry, .reason, .text("long walk")))
    try exchange()
    for computer in [laptop, desktop] {
      #expect(try computer.value(entry, .score) == .number(7))
      #expect(try computer.value(entry, .reason) == .text("long walk"))
      #expect(try computer.engine.conflicts().isEmpty)
    }
  }

  @Test func aConcurrentEditKeepsTheLosingValueOnBothComputers() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(4)))
    try exchange()
    let lost = try laptop.record(JournalChange(entry, .score, .number(3)))
    let won = try desktop.record(JournalChange(entry, .score, .number(8)))
    try exchange()
    for computer in [laptop, desktop] {
      let resolution = try #require(try computer.engine.resolution(of: FieldKey(entry, .score)))
      #expect(resolution.value == .number(8))
      #expect(resolution.stamp == won[0])
      #expect(resolution.losers.map(\.value) == [.number(3)])
      #expect(resolution.losers.map(\.stamp) == lost)
    }
    // Editing the field again on a computer that saw both settles it everywhere.
    try laptop.record(JournalChange(entry, .score, .number(5)))
    try exchange()
    for computer in [laptop, desktop] {
      #expect(try computer.value(entry, .score) == .number(5))
      #expect(try computer.engine.conflicts().isEmpty)
    }
  }

  @Test func aDeletionMadeAfterSeeingAnEditStaysDeletedEvenAgainstALaterClock() throws {
    // The desktop's clock is an hour ahead: its edit is stamped later than the laptop's
    // deletion, but the laptop deleted the day after seeing the edit.
    let ahead = try TestComputer(
      "ahead", root: folder.file("ahead"), clock: clock, offset: 3_600_000)
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(4)))
    try laptop.sync()
    try deliver(laptop, to: ahead)
    try ahead.sync()
    try ahead.record(JournalChange(entry, .reason, .text("edited ahead")))
    try ahead.sync()
    try deliver(ahead, to: laptop)
    let report = try laptop.sync()
    #expect(
      report.warnings.contains {
        if case .clockAhead(let skew) = $0 {
          skew.device == ahead.device && skew.ahead >= 3_500_000
        } else {
          false
        }
      })
    try laptop.record(JournalChange(entry, .exists, .flag(false)))
    try laptop.sync()
    try deliver(laptop, to: ahead)
    try ahead.sync()
    for computer in [laptop, ahead] {
      #expect(try computer.engine.exists(entry) == false)
      #expect(try computer.engine.conflicts().isEmpty)
    }
    // A batch delivered again changes nothing.
    try deliver(ahead, to: laptop)
    #expect(try laptop.sync().applied.isEmpty)
    #expect(try laptop.engine.exists(entry) == false)
  }

  @Test func anEditMadeWithoutSeeingADeletionKeepsTheDayAndShowsTheDeletion() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(4)))
    try exchange()
    let deletion = try laptop.record(JournalChange(entry, .exists, .flag(false)))
    try desktop.record(JournalChange(entry, .reason, .text("written on the desktop")))
    try exchange()
    for computer in [laptop, desktop] {
      #expect(try computer.engine.exists(entry) == true)
      #expect(try computer.value(entry, .reason) == .text("written on the desktop"))
      #expect(try computer.value(entry, .score) == .number(4))
      let exists = try #require(try computer.engine.resolution(of: FieldKey(entry, .exists)))
      #expect(exists.value == .flag(true))
      #expect(exists.losers.map(\.stamp) == deletion)
      #expect(exists.losers.map(\.value) == [.flag(false)])
    }
    // Deleting it again, having seen the edit, deletes it everywhere.
    try desktop.record(JournalChange(entry, .exists, .flag(false)))
    try exchange()
    for computer in [laptop, desktop] { #expect(try computer.engine.exists(entry) == false) }
  }

  @Test func clearingAFieldIsAChangeOfItsOwn() throws {
    let habit = JournalItem.habit(uuid: "7D3C1A52-0000-4000-8000-000000000001")
    try laptop.record(
      JournalChange(habit, .exists, .flag(true)), JournalChange(habit, .name, .text("Walk")),
      JournalChange(habit, .icon, .text("🚶")))
    try exchange()
    try desktop.record(JournalChange(habit, .icon, .cleared))
    try exchange()
    for computer in [laptop, desktop] {
      #expect(try computer.value(habit, .icon) == .cleared)
      #expect(try computer.value(habit, .name) == .text("Walk"))
    }
    // A concurrent clear and set: the later wins, the other is kept.
    try laptop.record(JournalChange(habit, .icon, .text("🏃")))
    try desktop.record(JournalChange(habit, .icon, .cleared))
    try exchange()
    let resolution = try #require(try laptop.engine.resolution(of: FieldKey(habit, .icon)))
    #expect(resolution.value == .cleared)
    #expect(resolution.losers.map(\.value) == [.text("🏃")])
    #expect(try desktop.engine.resolution(of: FieldKey(habit, .icon)) == resolution)
  }

  @Test func aDayDeletedAndLoggedAgainIsBack() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(4)))
    try laptop.record(JournalChange(entry, .exists, .flag(false)))
    try exchange()
    #expect(try desktop.engine.exists(entry) == false)
    try desktop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(9)))
    try exchange()
    for computer in [laptop, desktop] {
      #expect(try computer.engine.exists(entry) == true)
      #expect(try computer.value(entry, .score) == .number(9))
      #expect(try computer.engine.conflicts().isEmpty)
    }
  }
}
