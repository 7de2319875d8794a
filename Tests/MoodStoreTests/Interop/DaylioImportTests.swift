import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

/// Every Daylio variant on the package's own fixtures in `Tests/Fixtures/daylio`, whose expected
/// values were worked out by hand from the files; the real exports of the team's shared folder are
/// an extra check in `DaylioImportTests+RealExports.swift`.
@Suite struct DaylioImportTests {
  private func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: path)))
  }

  // MARK: - The fixtures

  @Test func oldHeaderWithBOMAndTwentyFourHourTimes() throws {
    let file = try bytes(Fixtures.Daylio.oldHeader)
    #expect(file.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(!file.contains(0x0D))
    let daylio = try DaylioImport(path: Fixtures.Daylio.oldHeader)
    #expect(daylio.rowCount == 5)
    // `1 May` puts the day first; May 3 has two rows.
    try #require(
      daylio.entries.map(\.day) == [
        .at("2025-05-01"), .at("2025-05-02"), .at("2025-05-03"), .at("2025-05-04"),
      ])
    // bad, good, then awful at 08:05 and meh at 23:59 (the later one scores), rad.
    #expect(daylio.entries.map(\.score.value) == [3, 7, 5, 9])
    #expect(daylio.entries.allSatisfy { $0.words.isEmpty })
    #expect(
      daylio.entries.map(\.tags) == [
        ["work"], ["reading"], ["bad sleep", "work"], ["cooking", "family"],
      ])
    #expect(daylio.entries.map(\.reason) == ["", "", "Missed the bus", "ערב שקט עם המשפחה 🌙"])
    #expect(
      daylio.entries.map(\.loggedAt) == [
        .at("2025-05-01T19:30:00Z"), .at("2025-05-02T00:00:00Z"), .at("2025-05-03T23:59:00Z"),
        .at("2025-05-04T21:45:00Z"),
      ])
    #expect(daylio.entries[2].createdAt == Date.at("2025-05-03T08:05:00Z"))
    #expect(daylio.entries.allSatisfy { $0.timeZone == Zone.utc.identifier })
    #expect(daylio.warnings.isEmpty)
  }

  @Test func fullDateWithBOMAndCRLFCustomMoodsAndThreeRowsOnADay() throws {
    let file = try bytes(Fixtures.Daylio.fullDate)
    #expect(file.starts(with: [0xEF, 0xBB, 0xBF]))
    // Six records and the line break inside the Arabic note, each CRLF; no bare LF.
    #expect(zip(file, file.dropFirst()).filter { $0 == (0x0D, 0x0A) }.count == 7)
    #expect(file.filter { $0 == 0x0A }.count == 7)
    let daylio = try DaylioImport(
      path: Fixtures.Daylio.fullDate, map: "okay=6,content=7,anxious=4,beyond anxious=2")
    #expect(daylio.rowCount == 5)
    try #require(
      daylio.entries.map(\.day) == [.at("2025-06-13"), .at("2025-06-14"), .at("2025-06-15")])
    #expect(daylio.entries.map(\.score.value) == [6, 4, 7])
    // Labels that are words of the vocabulary are kept as words; `okay` and `beyond anxious`
    // are not words.
    #expect(daylio.entries.map(\.words) == [[], ["anxious"], ["content"]])
    #expect(daylio.warnings.isEmpty)

    // `12:00 AM` is midnight, and the note's CRLF is one line break.
    let night = daylio.entries[1]
    #expect(night.reason == "مساء طويل\nلم أنم جيدا")
    #expect(night.loggedAt == Date.at("2025-06-14T00:00:00Z"))

    // 9:07 AM okay, 12:00 PM (noon) beyond anxious, 11:58 PM content: the latest scores the
    // day, the notes run from earliest to latest, `Board games` and `board games` are one tag.
    let sunday = daylio.entries[2]
    #expect(sunday.tags == ["board games", "coffee", "friends", "work"])
    #expect(sunday.reason == "Slow start\nDeadline moved up")
    #expect(sunday.createdAt == Date.at("2025-06-15T09:07:00Z"))
    #expect(sunday.loggedAt == Date.at("2025-06-15T23:58:00Z"))
  }

  @Test func noteTitleWithLowercaseTimesMidnightAndAMultiLineNote() throws {
    let file = try bytes(Fixtures.Daylio.noteTitle)
    #expect(!file.starts(with: [0xEF, 0xBB, 0xBF]))
    let daylio = try DaylioImport(path: Fixtures.Daylio.noteTitle, map: "tired=4,so-so=5")
    #expect(daylio.rowCount == 3)
    try #require(daylio.entries.map(\.day) == [.at("2025-07-01"), .at("2025-07-02")])
    // 6:15 am `tired ` (trailing space), then 10:00 pm so-so.
    #expect(daylio.entries.map(\.score.value) == [5, 4])
    #expect(daylio.entries.map(\.words) == [["tired"], ["tired"]])
    #expect(daylio.entries.map(\.tags) == [["tea", "walk"], ["late shift", "tea"]])

    let evening = daylio.entries[0]
    #expect(
      evening.reason == "Quiet evening\nRead two chapters.\nThen a \"short\" walk\nunder the rain.")
    #expect(evening.createdAt == Date.at("2025-07-01T06:15:00Z"))
    #expect(evening.loggedAt == Date.at("2025-07-01T22:00:00Z"))

    // `12:00 am` is 00:00 on the row's own day, not noon and not the day before.
    let midnight = daylio.entries[1]
    #expect(midnight.reason == "Back home")
    #expect(midnight.loggedAt == Date.at("2025-07-02T00:00:00Z"))
    #expect(midnight.createdAt == midnight.loggedAt)
  }

  @Test func theBOMAndCRLFChangeNothing() throws {
    let map = "okay=6,content=7,anxious=4,beyond anxious=2"
    let file = try bytes(Fixtures.Daylio.fullDate)
    let text = try #require(String(validating: file.dropFirst(3), as: UTF8.self))
    let plain = text.replacingOccurrences(of: "\r\n", with: "\n")
    #expect(plain.hasPrefix("full_date,") && !plain.contains("\r"))
    #expect(
      try DaylioImport(text: plain, map: map)
        == DaylioImport(path: Fixtures.Daylio.fullDate, map: map))
  }

  @Test func unmappedMoodsAreListedWithTheirCounts() throws {
    // `tired ` and its trailing space is one label: the file's first spelling, trimmed.
    #expect(
      throws: ImportError.unmappedMoods(
        unmapped: ["tired", "so-so"],
        counts: [
          MoodLabelCount(label: "tired", rows: 2, score: nil),
          MoodLabelCount(label: "so-so", rows: 1, score: nil),
        ])
    ) { try DaylioImport(path: Fixtures.Daylio.noteTitle) }
    #expect(
      throws: ImportError.unmappedMoods(
        unmapped: ["anxious", "beyond anxious", "content"],
        counts: [
          MoodLabelCount(label: "okay", rows: 2, score: 6),
          MoodLabelCount(label: "anxious", rows: 1, score: nil),
          MoodLabelCount(label: "beyond anxious", rows: 1, score: nil),
          MoodLabelCount(label: "content", rows: 1, score: nil),
        ])
    ) { try DaylioImport(path: Fixtures.Daylio.fullDate, map: "okay=6") }
  }

  @Test func aMoodWithACommaInItsNameIsScoredByTheMapTheErrorSuggests() throws {
    let text =
      "full_date,date,weekday,time,mood,activities,note\n"
      + "2026-03-04,March 4,Wed,8:00,\"tired, but ok\",,\n"
    do {
      _ = try DaylioImport(text: text)
      Issue.record("a mood without a score was imported")
    } catch ImportError.unmappedMoods(let unmapped, _) {
      let suggested = MoodMap.text(unmapped.map { ($0, "4") })
      #expect(suggested == #"tired\, but ok=4"#)
      let daylio = try DaylioImport(text: text, map: suggested)
      #expect(daylio.entries.map(\.score.value) == [4])
    }
  }

  @Test func timesArePlacedInTheGivenZoneOnTheirOwnDay() throws {
    let jerusalem = try #require(Zone(identifier: "Asia/Jerusalem"))
    let daylio = try DaylioImport(path: Fixtures.Daylio.oldHeader, zone: jerusalem)
    try #require(daylio.entries.count == 4)
    // Israel is at UTC+3 in May: midnight of May 2 is 21:00 UTC on May 1; the day stays May 2.
    let midnight = daylio.entries[1]
    #expect(midnight.day == .at("2025-05-02"))
    #expect(midnight.loggedAt == Date.at("2025-05-01T21:00:00Z"))
    #expect(daylio.entries[3].loggedAt == Date.at("2025-05-04T18:45:00Z"))
    #expect(daylio.entries.allSatisfy { $0.timeZone == "Asia/Jerusalem" })
  }

  // MARK: - Rules

  @Test func twelveAndTwentyFourHourTimesAreRead() throws {
    let times = [
      "12:00 AM", "12:05 am", "1:30 AM", "11:59 AM", "12:00 PM", "12:30 pm", "5:01 PM",
      "11:59 PM", "0:00", "09:15", "20:39", "23:59:30",
    ]
    let expected = [0, 5, 90, 719, 720, 750, 1021, 1439, 0, 555, 1239, 1439]
    for (time, minutes) in zip(times, expected) {
      let daylio = try DaylioImport(
        text:
          "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wednesday,\(time),"
          + "good,,\n")
      let midnight = Date.at("2026-03-04T00:00:00Z")
      let seconds = try #require(daylio.entries.first).loggedAt.timeIntervalSince(midnight)
      #expect(Int(seconds) / 60 == minutes, "\(time)")
    }
  }

  @Test(arguments: ["25:00", "12:60", "13:00 PM", "0:30 AM", "noon", "8", "8:5", ""])
  func badTimesNameTheLineAndColumn(time: String) {
    #expect(
      throws: ImportError.invalidField(
        line: 3, column: "time", value: .literal(time), expected: .clockTime)
    ) {
      try DaylioImport(
        text:
          "year,date,weekday,time,mood,activities,note\n2018,June 22,Friday,20:39,bad,,\n"
          + "2018,June 21,Thursday,\(time),meh,,\n")
    }
  }

  @Test func oldDatesMayPutTheDayFirstAndBadOnesAreNamed() throws {
    let daylio = try DaylioImport(
      text:
        "year,date,weekday,time,mood,activities,note\n2024,29 February,Thursday,8:00,rad,,\n"
        + "2024,Mar 1,Friday,8:00,rad,,\n")
    #expect(daylio.entries.map(\.day) == [.at("2024-02-29"), .at("2024-03-01")])
    #expect(
      throws: ImportError.invalidField(
        line: 2, column: "date", value: "February 29",
        expected: .monthAndDay(year: "2023"))
    ) {
      try DaylioImport(
        text:
          "year,date,weekday,time,mood,activities,note\n2023,February 29,Wednesday,8:00,rad,,\n")
    }
  }

  @Test func theLatestRowScoresTheDayAndSameMinuteRowsFollowFileOrder() throws {
    // Daylio writes newest first: of the two 9:00 PM rows the upper one is the later.
    let daylio = try DaylioImport(
      text:
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
    #expect(entry.createdAt == Date.at("2026-03-04T07:15:00Z"))
    #expect(entry.loggedAt == Date.at("2026-03-04T21:00:00Z"))
  }

  @Test func everyLineBreakInANoteBecomesOneNewline() throws {
    let daylio = try DaylioImport(
      text: "full_date,date,weekday,time,mood,activities,note\r\n"
        + "2026-03-04,March 4,Wednesday,8:00,good,,\"one\r\ntwo\rthree\nfour<br />five\"\r\n")
    #expect(daylio.entries.first?.reason == "one\ntwo\nthree\nfour\nfive")
  }

  @Test func aLongDayOfNotesIsShortenedWithAWarning() throws {
    let note = String(repeating: "ab", count: 150)
    let daylio = try DaylioImport(
      text:
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
        .notesShortened(day: .at("2026-03-04"), lines: [2, 3], length: 601, kept: 499)
      ])
    #expect(
      daylio.warnings.map(\.description) == [
        "2026-03-04 (lines 2, 3): the notes have 601 characters; kept the first 499 and added \"…\""
      ])
  }

  @Test func aWrongHeaderListsTheAcceptedOnes() {
    #expect(
      throws: ImportError.unrecognizedHeader(
        found: ["day", "score", "note"], accepted: DaylioImport.knownHeaders)
    ) { try DaylioImport(text: "day,score,note\n2026-03-04,7,x\n") }
  }

  @Test func aRaggedRowNamesItsLine() {
    #expect(throws: ImportError.raggedRow(line: 3, found: 8, expected: 7)) {
      try DaylioImport(
        text:
          "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wed,8:00,rad,,\n"
          + "2026-03-05,March 5,Thu,8:00,rad,a,b,c\n")
    }
  }

  @Test func anEmptyMoodIsNamed() {
    #expect(
      throws: ImportError.invalidField(
        line: 2, column: "mood", value: " ", expected: .moodLabel)
    ) {
      try DaylioImport(
        text:
          "full_date,date,weekday,time,mood,activities,note\n2026-03-04,March 4,Wed,8:00, ,,\n")
    }
  }
}
