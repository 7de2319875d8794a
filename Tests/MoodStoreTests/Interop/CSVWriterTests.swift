import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

@Suite struct CSVWriterTests {
  static let awkward = [
    "", "plain", "comma, inside", "say \"hi\"", "\"", "\"\"", "line\nbreak", "cr\ronly",
    "crlf\r\nhere", " leading", "trailing ", "שלום עולם 👋🏽", "emoji 🧘‍♀️, and \"all\"\r\n of it",
    ",", "\n", "a\u{FEFF}b",
  ]

  @Test func fieldsAreQuotedOnlyWhenTheyNeedIt() {
    #expect(
      CSVWriter.record(["2026-03-04", "7", "say \"hi\", then left", " x"])
        == "2026-03-04,7,\"say \"\"hi\"\", then left\",\" x\"\r\n")
    #expect(CSVWriter.field("plain text") == "plain text")
    #expect(CSVWriter.field("") == "")
  }

  @Test func everyAwkwardFieldSurvivesWritingAndReading() throws {
    let rows = [CSVWriterTests.awkward, CSVWriterTests.awkward.reversed()]
    var reader = CSVReader(text: rows.map(CSVWriter.record).joined())
    #expect(try reader.readAll().map(\.fields) == rows)
  }

  @Test func entriesExportWithLocalTimesAndEveryAwkwardReason() throws {
    let zone = "Europe/Berlin"
    // 2026-03-04 19:39 UTC is 20:39 in Berlin (UTC+1 in March).
    let logged = Date(timeIntervalSince1970: 1_772_653_140)
    let entries = try CSVWriterTests.awkward.enumerated().map { index, reason in
      try MoodEntry(
        day: Day.at("2026-03-04").adding(days: index), score: Score(index % 10 + 1),
        words: ["calm", "tired"], tags: ["work", "a, b"], reason: reason, loggedAt: logged,
        timeZone: zone)
    }
    let text = CSVExport.entries(entries, bom: true)
    #expect(text.hasPrefix("\u{FEFF}day,score,words,tags,reason,logged_at,time_zone,discuss\r\n"))
    var reader = CSVReader(text: text)
    let records = try reader.readAll()
    #expect(records.count == entries.count + 1)
    #expect(records[0].fields == CSVExport.entryHeader)
    for (entry, record) in zip(entries, records.dropFirst()) {
      #expect(
        record.fields == [
          entry.day.description, entry.score.description, "calm | tired", "a, b | work",
          entry.reason, "2026-03-04T20:39:00.000+01:00", zone, "no",
        ])
    }
  }

  @Test func completionsExportWithTheirHabitNames() throws {
    let run = try Habit(
      id: 2, name: "Run, far", icon: nil, color: Habit.defaultColors[0],
      createdDay: .at("2026-01-01"), order: 1)
    let text = CSVExport.completions(
      [
        HabitCompletion(habitID: 2, day: .at("2026-03-05"), isDone: false),
        HabitCompletion(habitID: 2, day: .at("2026-03-04"), isDone: true),
      ], habits: [run])
    #expect(
      text == "day,habit_id,habit,done\r\n2026-03-04,2,\"Run, far\",yes\r\n"
        + "2026-03-05,2,\"Run, far\",no\r\n")
  }
}
