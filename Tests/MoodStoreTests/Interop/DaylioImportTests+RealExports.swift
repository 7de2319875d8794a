import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

extension DaylioImportTests {
  /// The real exports of the team's shared folder, an extra check beside the fixtures: one test,
  /// so that where the folder is missing (a fresh clone) the run prints one line saying these
  /// checks did not run. Expected figures were counted from the files with Python's csv module.
  @Suite struct RealExports {
    static let zhafenMap =
      "okay=6,content=7,anxious=4,tired=4,frustrated=3,distracted=5,exhausted=3,"
      + "beyond anxious=2,angry=2,in pain=2"

    @Test(
      .enabled(
        if: Fixtures.Daylio.Real.arePresent,
        Comment(
          rawValue: "the real Daylio exports were not found in \(Fixtures.Daylio.Real.folder); "
            + "the checks on them did not run")))
    func theRealExportsImportAsCounted() throws {
      try oldHeaderExportWithBOMAndHebrewNotes()
      try newHeaderExportWithCustomMoodsAndSeveralEntriesADay()
      try noteTitleExportWithTwelveHourTimesAndTrailingSpaces()
      try unmappedMoodsAreListedWithTheirCounts()
      try timesArePlacedInTheGivenZoneOnTheirOwnDay()
      try overlappingExportsAreKeptUnlessReplaced()
    }

    // MARK: - The checks

    private func oldHeaderExportWithBOMAndHebrewNotes() throws {
      let daylio = try DaylioImport(path: Fixtures.Daylio.Real.noamelf)
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
      #expect(twice.createdAt == Date.at("2018-04-05T16:19:00Z"))
      #expect(twice.loggedAt == Date.at("2018-04-05T20:09:00Z"))

      let hebrew = try #require(daylio.entries.first { $0.day == .at("2018-06-10") })
      #expect(hebrew.reason == "הפסקתי עם התרופות 😁")
      #expect(hebrew.tags == ["Bike", "Sasha time", "work"])
      #expect(hebrew.score.value == 7)
      #expect(hebrew.loggedAt == Date.at("2018-06-10T20:28:00Z"))
      #expect(hebrew.timeZone == Zone.utc.identifier)
    }

    private func newHeaderExportWithCustomMoodsAndSeveralEntriesADay() throws {
      let daylio = try DaylioImport(path: Fixtures.Daylio.Real.zhafen, map: RealExports.zhafenMap)
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
      #expect(last.createdAt == Date.at("2019-03-17T10:00:00Z"))
      #expect(last.loggedAt == Date.at("2019-03-17T17:01:00Z"))

      let wedding = try #require(daylio.entries.first { $0.day == .at("2019-03-16") })
      #expect(wedding.reason == "Dan's wedding")
      #expect(wedding.loggedAt == Date.at("2019-03-16T23:00:00Z"))
    }

    private func noteTitleExportWithTwelveHourTimesAndTrailingSpaces() throws {
      let daylio = try DaylioImport(
        path: Fixtures.Daylio.Real.michaelcurrin, map: "sad=3,average=5")
      #expect(
        daylio.entries.map(\.day) == [.at("2021-09-26"), .at("2021-09-27"), .at("2021-09-28")])
      #expect(daylio.entries.map(\.score.value) == [5, 5, 3])
      let sad = try #require(daylio.entries.last)
      #expect(sad.words == ["sad"])
      #expect(
        sad.tags == [
          "bad sleep", "clean", "movies / tv", "music", "sleep early", "stomachache", "tired",
        ])
      #expect(sad.loggedAt == Date.at("2021-09-28T22:00:00Z"))
      #expect(daylio.entries.map(\.tags.count).reduce(0, +) == 24)
    }

    private func unmappedMoodsAreListedWithTheirCounts() throws {
      #expect(
        throws: ImportError.unmappedMoods(
          unmapped: ["average", "sad"],
          counts: [
            MoodLabelCount(label: "average", rows: 2, score: nil),
            MoodLabelCount(label: "sad", rows: 1, score: nil),
          ])
      ) { try DaylioImport(path: Fixtures.Daylio.Real.michaelcurrin) }
      do {
        _ = try DaylioImport(path: Fixtures.Daylio.Real.zhafen, map: "okay=6")
        Issue.record("expected unmapped moods")
      } catch let error as ImportError {
        let message = error.description
        #expect(message.contains("okay 423 (=6), content 284, good 161 (=7)"))
        #expect(message.contains("--mood-map \"content=N,anxious=N,tired=N,frustrated=N,"))
        #expect(!message.contains("okay=N"))
      }
    }

    private func timesArePlacedInTheGivenZoneOnTheirOwnDay() throws {
      let newYork = try #require(Zone(identifier: "America/New_York"))
      let daylio = try DaylioImport(path: Fixtures.Daylio.Real.noamelf, zone: newYork)
      let last = try #require(daylio.entries.last)
      // 20:39 on June 22 in New York (UTC-4) is 00:39 UTC on June 23; the day stays June 22.
      #expect(last.day == .at("2018-06-22"))
      #expect(last.loggedAt == Date.at("2018-06-23T00:39:00Z"))
      #expect(last.timeZone == "America/New_York")
    }

    private func overlappingExportsAreKeptUnlessReplaced() throws {
      let store = try TemporaryStore()
      let tokyo = try #require(Zone(identifier: "Asia/Tokyo"))
      let zhafen = try DaylioImport(
        path: Fixtures.Daylio.Real.zhafen, map: RealExports.zhafenMap, zone: tokyo)
      #expect(
        try store.open().importEntries(zhafen.entries, onConflict: .keep).entries
          == .init(added: 376))
      let day = try #require(try store.read { try $0.entry(on: .at("2019-03-17")) })
      #expect(day.timeZone == "Asia/Tokyo")
      #expect(day.loggedAt == Date.at("2019-03-17T08:01:00Z"))

      // All 76 days of the older export are among the other's days in 2018.
      let noamelf = try DaylioImport(path: Fixtures.Daylio.Real.noamelf).entries
      #expect(
        try store.open().importEntries(noamelf, onConflict: .keep).entries == .init(skipped: 76))
      #expect(
        try store.open().importEntries(noamelf, onConflict: .replace).entries
          == .init(updated: 76))
      #expect(try store.read { try $0.entryCount() } == 376)
    }
  }
}
