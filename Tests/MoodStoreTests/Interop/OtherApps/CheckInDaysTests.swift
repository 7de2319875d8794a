import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

/// The one rule for several check-ins on one day, which every other app's import follows.
@Suite struct CheckInDaysTests {
  private let zone = CheckInDaysTests.london()
  private let today = Day.at("2026-12-06")

  private static func london() -> Zone {
    guard let zone = Zone(identifier: "Europe/London") else { preconditionFailure("no zone") }
    return zone
  }

  private func at(_ day: String, _ hour: Int, _ minute: Int) -> Date {
    let day = Day.at(day)
    guard
      let date = zone.date(
        year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: 0)
    else { preconditionFailure("no such time") }
    return date
  }

  private func checkIn(
    _ line: Int, _ day: String, _ time: Date?, score: Int?, daily: Bool = false,
    words: [String] = [], tags: [String] = [], note: String = "", habits: [HabitRecord] = []
  ) throws -> CheckIn {
    CheckIn(
      place: .line(line), day: .at(day), time: time, score: try score.map { try Score($0) },
      isDailyValue: daily, words: words, tags: tags, note: note, habits: habits)
  }

  @Test func theLastScoreOfTheDayWinsAndEverythingElseIsJoinedInTimeOrder() throws {
    // In file order newest first, as Daylio and How We Feel write them.
    let days = try CheckInDays(
      [
        checkIn(
          2, "2026-02-08", at("2026-02-08", 21, 40), score: 4, words: ["tired"],
          tags: ["home"], note: "Long evening"),
        checkIn(
          3, "2026-02-08", at("2026-02-08", 8, 15), score: 8, words: ["calm", "tired"],
          tags: ["Work", "home"], note: "Good start"),
        checkIn(4, "2026-02-07", at("2026-02-07", 12, 0), score: 6, note: "Lunch 🙂 午饭"),
      ], file: "f.csv", timeZone: zone, today: today)
    let entries = days.document.entries
    #expect(entries.map(\.day) == [.at("2026-02-07"), .at("2026-02-08")])
    #expect(entries.map(\.score.value) == [6, 4])
    #expect(entries[1].words == ["calm", "tired"])
    #expect(entries[1].tags == ["home", "Work"])
    #expect(entries[1].reason == "08:15 Good start\n21:40 Long evening")
    #expect(entries[0].reason == "Lunch 🙂 午饭")
    #expect(entries[1].createdAt == at("2026-02-08", 8, 15))
    #expect(entries[1].loggedAt == at("2026-02-08", 21, 40))
    #expect(entries.map(\.timeZone) == ["Europe/London", "Europe/London"])
    #expect(days.daysWithoutScore.isEmpty)
    #expect(days.warnings.isEmpty)
    #expect(days.checkInCount == 3)
  }

  @Test func theSourcesOwnDailyValueWinsOverALaterMomentaryOne() throws {
    let days = try CheckInDays(
      [
        checkIn(1, "2026-03-01", at("2026-03-01", 9, 0), score: 3, daily: true),
        checkIn(2, "2026-03-01", at("2026-03-01", 22, 0), score: 9),
      ], file: "export.xml", timeZone: zone, today: today)
    #expect(days.document.entries.map(\.score.value) == [3])
  }

  @Test func checkInsAtTheSameMomentKeepTheFilesOrder() throws {
    let moment = at("2026-03-02", 10, 0)
    let days = try CheckInDays(
      [checkIn(1, "2026-03-02", moment, score: 2), checkIn(2, "2026-03-02", moment, score: 7)],
      file: "f", timeZone: zone, today: today)
    #expect(days.document.entries.map(\.score.value) == [7])
  }

  @Test func dayRecordsArePlacedAtNoonAndTheirNotesCarryNoTime() throws {
    let days = try CheckInDays(
      [
        checkIn(
          1, "2026-01-05", nil, score: 5,
          note: "first"),
        checkIn(2, "2026-01-05", nil, score: 9, note: "second"),
      ], file: "PIXELS-BACKUP.json", timeZone: zone, today: today)
    let entry = try #require(days.document.entries.first)
    #expect(entry.score.value == 9)
    #expect(entry.reason == "first\nsecond")
    #expect(entry.loggedAt == at("2026-01-05", 12, 0))
  }

  @Test func aDayWithoutAScoreMakesNoEntryButItsHabitsCount() throws {
    let days = try CheckInDays(
      [
        checkIn(
          1, "2026-04-01", at("2026-04-01", 7, 0), score: nil,
          habits: [HabitRecord(name: "Run", isDone: false)]),
        checkIn(
          2, "2026-04-01", at("2026-04-01", 19, 0), score: nil,
          habits: [
            HabitRecord(name: "run", isDone: true), HabitRecord(name: "Read", isDone: false),
          ]),
        checkIn(
          3, "2026-04-02", at("2026-04-02", 19, 0), score: 6,
          habits: [HabitRecord(name: "Run", isDone: false)]),
      ], file: "f", timeZone: zone, today: today)
    #expect(days.document.entries.map(\.day) == [.at("2026-04-02")])
    #expect(days.daysWithoutScore == [.at("2026-04-01")])
    #expect(days.document.habits.map(\.name) == ["Run", "Read"])
    #expect(days.document.habits.map(\.createdDay) == [.at("2026-04-01"), .at("2026-04-01")])
    #expect(
      days.document.completions == [
        HabitCompletion(habitID: 1, day: .at("2026-04-01"), isDone: true),
        HabitCompletion(habitID: 1, day: .at("2026-04-02"), isDone: false),
        HabitCompletion(habitID: 2, day: .at("2026-04-01"), isDone: false),
      ])
  }

  @Test func notesTooLongForAReasonAreShortenedWithAWarning() throws {
    let days = try CheckInDays(
      [checkIn(1, "2026-05-01", nil, score: 5, note: String(repeating: "a", count: 600))],
      file: "f", timeZone: zone, today: today)
    #expect(days.document.entries.first?.reason.count == 500)
    #expect(days.warnings == [.noteShortened(day: .at("2026-05-01"), length: 600, kept: 499)])
  }

  @Test func aControlCharacterInANoteNamesTheFilePlaceAndField() throws {
    #expect(
      throws: ImportError.damagedRecord(
        path: "backup.daylio", place: .item("dayEntries[3]"), field: "note",
        value: .character(0x1B), expected: .plainText(.multiple))
    ) {
      try CheckInDays(
        [
          CheckIn(
            place: .item("dayEntries[3]"), day: .at("2026-05-02"), time: nil, score: Score(5),
            note: "ok\u{1B}[2J")
        ], file: "backup.daylio", timeZone: zone, today: today)
    }
  }

  @Test func aTagTooLongIsRefusedWithItsValue() throws {
    let long = String(repeating: "t", count: 61)
    #expect(
      throws: ImportError.damagedRecord(
        path: "f", place: .line(9), field: "tags", value: .literal(long),
        expected: .textWithin(.tag))
    ) {
      try CheckInDays(
        [checkIn(9, "2026-05-03", nil, score: 5, tags: [long])], file: "f", timeZone: zone,
        today: today)
    }
  }

  @Test func daysAfterTodayAreEachNamed() throws {
    #expect(
      throws: ImportError.daysAfterToday(
        places: ["line 2 (2026-12-07)", "line 3 (2027-01-01)"], today: today)
    ) {
      try CheckInDays(
        [
          checkIn(1, "2026-12-06", nil, score: 5), checkIn(2, "2026-12-07", nil, score: 5),
          checkIn(3, "2027-01-01", nil, score: 5),
        ], file: "f", timeZone: zone, today: today)
    }
  }
}
