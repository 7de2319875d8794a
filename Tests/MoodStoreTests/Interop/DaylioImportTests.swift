import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

/// Expected figures were counted from the files with Python's csv module, not with the importer.
@Suite struct DaylioImportTests {
  /// A day after every fixture's rows: none of them is in the future.
  static let today = Day.at("2030-01-01")

  static let utc = TimeZone(identifier: "UTC") ?? .current
  static let zhafenMap =
    "okay=6,content=7,anxious=4,tired=4,frustrated=3,distracted=5,exhausted=3,"
    + "beyond anxious=2,angry=2,in pain=2"

  private func importFile(_ path: String, map: String = "", zone: TimeZone = utc) throws
    -> DaylioImport
  {
    let file = try InputFile(path: path)
    defer { try? file.close() }
    var reader = CSVReader(file: file)
    return try DaylioImport(
      reading: &reader, moodMap: try MoodMap(parsing: map), timeZone: zone,
      today: DaylioImportTests.today)
  }

  private func importText(_ text: String, map: String = "", zone: TimeZone = utc) throws
    -> DaylioImport
  {
    var reader = CSVReader(text: text)
    return try DaylioImport(
      reading: &reader, moodMap: try MoodMap(parsing: map), timeZone: zone,
      today: DaylioImportTests.today)
  }

  private func date(_ text: String) -> Date? {
    ISO8601DateFormatter().date(from: text)
  }

  // MARK: - The real exports

  @Test func oldHeaderExportWithBOMAndHebrewNotes() throws {
    let daylio = try importFile(Fixtures.Daylio.noamelf)
    #expect(daylio.rowCount == 77)
    #expect(daylio.entries.count == 76)
    #expect(daylio.entries.first?.day == .at("2018-04-05"))
    #expect(daylio.entries.last?.day == .at("2018-06-22"))
    #expect(daylio.entries.map(\.score.value).reduce(0, +) == 488)
    #expect(daylio.entries.filter { !$0.reason.isEmpty }.count == 3)
    #expect(daylio.entries.map(\.tags.count).reduce(0, +) == 158)
    #expect(daylio.warnings.isEmpty)

    // The one day with two rows: good at 16:19, then meh at 20:09.
    let twice = try #require(daylio.entries.first)
    #expect(twice.score.value == 5)
    #expect(twice.tags == ["relax", "work"])
    #expect(twice.createdAt == date("2018-04-05T16:19:00Z"))
    #expect(twice.loggedAt == date("2018-04-05T20:09:00Z"))

    let hebrew = try #require(daylio.entries.first { $0.day == .at("2018-06-10") })
    #expect(hebrew.reason == "הפסקתי עם התרופות 😁")
    #expect(hebrew.tags == ["Bike", "Sasha time", "work"])
    #expect(hebrew.score.value == 7)
    #expect(hebrew.loggedAt == date("2018-06-10T20:28:00Z"))
    #expect(hebrew.timeZone == DaylioImportTests.utc.identifier)
  }

  @Test func newHeaderExportWithCustomMoodsAndSeveralEntriesADay() throws {
    let daylio = try importFile(Fixtures.Daylio.zhafen, map: DaylioImportTests.zhafenMap)
    #expect(daylio.rowCount == 1186)
    #expect(daylio.entries.count == 376)
    #expect(daylio.entries.map(\.score.value).reduce(0, +) == 2225)
    #expect(daylio.entries.filter { !$0.reason.isEmpty }.count == 46)
    #expect(daylio.entries.map(\.tags.count).reduce(0, +) == 2084)

    // 10:00 AM content, 12:53 PM anxious, 5:01 PM content: the latest mood scores the day.
    let last = try #require(daylio.entries.last)
    #expect(last.day == .at("2019-03-17"))
    #expect(last.score.value == 7)
    #expect(last.words == ["content", "anxious"])
    #expect(last.tags == ["chores", "gaming", "gunpla building", "Tania-time"])
    #expect(last.createdAt == date("2019-03-17T10:00:00Z"))
    #expect(last.loggedAt == date("2019-03-17T17:01:00Z"))

    let wedding = try #require(daylio.entries.first { $0.day == .at("2019-03-16") })
    #expect(wedding.reason == "Dan's wedding")
    #expect(wedding.loggedAt == date("2019-03-16T23:00:00Z"))
  }

  @Test func noteTitleExportWithTwelveHourTimesAndTrailingSpaces() throws {
    let daylio = try importFile(Fixtures.Daylio.michaelcurrin, map: "sad=3,average=5")
    #expect(daylio.entries.map(\.day) == [.at("2021-09-26"), .at("2021-09-27"), .at("2021-09-28")])
    #expect(daylio.entries.map(\.score.value) == [5, 5, 3])
    let sad = try #require(daylio.entries.last)
    #expect(sad.words == ["sad"])
    #expect(
      sad.tags == [
        "bad sleep", "clean", "movies / tv", "music", "sleep early", "stomachache", "tired",
      ])
    #expect(sad.loggedAt == date("2021-09-28T22:00:00Z"))
    #expect(daylio.entries.map(\.tags.count).reduce(0, +) == 24)
  }

  @Test func unmappedMoodsAreListedWithTheirCounts() throws {
    #expect(
      throws: ImportError.unmappedMoods(
        unmapped: ["average", "sad"],
        counts: [
          MoodLabelCount(label: "average", rows: 2, score: nil),
          MoodLabelCount(label: "sad", rows: 1, score: nil),
        ])
    ) { try importFile(Fixtures.Daylio.michaelcurrin) }
    do {
      _ = try importFile(Fixtures.Daylio.zhafen, map: "okay=6")
      Issue.record("expected unmapped moods")
    } catch let error as ImportError {
      let message = error.description
      #expect(message.contains("okay 423 (=6), content 284, good 161 (=7)"))
      #expect(message.contains("--mood-map \"content=N,anxious=N,tired=N,frustrated=N,"))
      #expect(!message.contains("okay=N"))
    }
  }

  @Test func timesArePlacedInTheGivenZoneOnTheirOwnDay() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let daylio = try importFile(Fixtures.Daylio.noamelf, zone: newYork)
    let last = try #require(daylio.entries.last)
    // 20:39 on June 22 in New York (UTC-4) is 00:39 UTC on June 23; the day stays June 22.
    #expect(last.day == .at("2018-06-22"))
    #expect(last.loggedAt == date("2018-06-23T00:39:00Z"))
    #expect(last.timeZone == "America/New_York")
  }

  // MARK: - Rules

  @Test func twelveAndTwentyFourHourTimesAreRead() throws {
    let times = [
      "12:00 AM", "12:05 am", "1:30 AM", "11:59 AM", "12:00 PM", "12:30 pm", "5:01 PM",
      "11:59 PM", "0:00", "09:15", "20:39", "23:59:30",
    ]
    let expected = [0, 5, 90, 719, 720, 750, 1021, 1439, 0, 555, 1239, 1439]
    for (time, minutes) in zip(times, expected) {
      let daylio = try importText(
        "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wednesday,\(time),"
          + "good,,\n")
      let midnight = try #require(date("2026-03-04T00:00:00Z"))
      let seconds = try #require(daylio.entries.first).loggedAt.timeIntervalSince(midnight)
      #expect(Int(seconds) / 60 == minutes, "\(time)")
    }
  }

  @Test(arguments: ["25:00", "12:60", "13:00 PM", "0:30 AM", "noon", "8", "8:5", ""])
  func badTimesNameTheLineAndColumn(time: String) {
    #expect(
      throws: ImportError.invalidField(
        line: 3, column: "time", value: time, expected: "a time like 20:39, 5:01 PM or 10:00 pm")
    ) {
      try importText(
        "year,date,weekday,time,mood,activities,note\n2018,June 22,Friday,20:39,bad,,\n"
          + "2018,June 21,Thursday,\(time),meh,,\n")
    }
  }

  @Test func oldDatesMayPutTheDayFirstAndBadOnesAreNamed() throws {
    let daylio = try importText(
      "year,date,weekday,time,mood,activities,note\n2024,29 February,Thursday,8:00,rad,,\n"
        + "2024,Mar 1,Friday,8:00,rad,,\n")
    #expect(daylio.entries.map(\.day) == [.at("2024-02-29"), .at("2024-03-01")])
    #expect(
      throws: ImportError.invalidField(
        line: 2, column: "date", value: "February 29",
        expected: "an English month and day that exist in 2023, like June 22")
    ) {
      try importText(
        "year,date,weekday,time,mood,activities,note\n2023,February 29,Wednesday,8:00,rad,,\n")
    }
  }

  @Test func theLatestRowScoresTheDayAndSameMinuteRowsFollowFileOrder() throws {
    // Daylio writes newest first: of the two 9:00 PM rows the upper one is the later.
    let daylio = try importText(
      """
      full_date,date,weekday,time,mood,activities,note_title,note
      2026-03-04,March 4,Wednesday,9:00 PM,awful,Work | sleep,,third
      2026-03-04,March 4,Wednesday,9:00 PM,rad,work,,second
      2026-03-04,March 4,Wednesday,7:15 AM,good,Coffee,Morning,first<br>line<BR/>two

      """)
    let entry = try #require(daylio.entries.first)
    #expect(daylio.entries.count == 1)
    #expect(entry.score.value == 1)
    // Tags that differ only in case keep the earliest spelling.
    #expect(entry.tags == ["Coffee", "sleep", "work"])
    #expect(entry.reason == "Morning\nfirst\nline\ntwo\nsecond\nthird")
    #expect(entry.createdAt == date("2026-03-04T07:15:00Z"))
    #expect(entry.loggedAt == date("2026-03-04T21:00:00Z"))
  }

  @Test func aLongDayOfNotesIsShortenedWithAWarning() throws {
    let note = String(repeating: "ab", count: 150)
    let daylio = try importText(
      "full_date,date,weekday,time,mood,activities,note\n"
        + "2026-03-04,March 4,Wednesday,22:00,meh,,\(note)\n"
        + "2026-03-04,March 4,Wednesday,08:00,meh,,\(note)\n")
    let entry = try #require(daylio.entries.first)
    #expect(entry.reason.count == 500)
    // 300 + 1 line break + 198 characters of the second note, then the ellipsis.
    #expect(entry.reason.hasSuffix("\nab" + String(repeating: "ab", count: 98) + "…"))
    #expect(entry.reason.hasPrefix(note + "\n"))
    #expect(
      daylio.warnings == [
        "2026-03-04 (lines 2, 3): the notes have 601 characters; kept the first 499 and added \"…\""
      ])
  }

  @Test func aWrongHeaderListsTheAcceptedOnes() {
    #expect(
      throws: ImportError.unrecognizedHeader(
        found: ["day", "score", "note"], accepted: DaylioImport.knownHeaders)
    ) { try importText("day,score,note\n2026-03-04,7,x\n") }
  }

  @Test func aRaggedRowNamesItsLine() {
    #expect(throws: ImportError.raggedRow(line: 3, found: 8, expected: 7)) {
      try importText(
        "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wed,8:00,rad,,\n"
          + "2026-03-05,March 5,Thu,8:00,rad,a,b,c\n")
    }
  }

  @Test func anEmptyMoodIsNamed() {
    #expect(
      throws: ImportError.invalidField(
        line: 2, column: "mood", value: " ", expected: "a mood label")
    ) {
      try importText(
        "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wed,8:00, ,,\n")
    }
  }
}
