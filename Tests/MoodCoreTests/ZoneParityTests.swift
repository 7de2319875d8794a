import Foundation
import Testing

@testable import MoodCore

/// `Zone` against Foundation's `TimeZone` and `Calendar` (ICU's copy of the database), in
/// zones whose rules have not changed lately, so that ICU's data and the system's agree.
@Suite struct ZoneParityTests {
  static let zones = [
    "Europe/London", "Europe/Dublin", "America/New_York", "America/St_Johns", "Asia/Shanghai",
    "Asia/Kolkata", "Asia/Tehran", "Australia/Lord_Howe", "Australia/Sydney", "Pacific/Chatham",
    "Pacific/Kiritimati", "America/Sao_Paulo", "Etc/GMT+12", "UTC",
  ]

  /// The instants from 1900 to 2037 at which Foundation's offset for `timeZone` changes, found
  /// by looking every 12 hours and narrowing down to the second (its
  /// `nextDaylightSavingTimeTransition` leaves out changes of the standard offset, and more).
  private static func changes(of timeZone: TimeZone) -> [Date] {
    var found: [Date] = []
    var previous = -2_208_988_800.0
    for seconds in stride(from: previous, through: 2_145_916_800, by: 43_200) {
      guard offset(timeZone, previous) != offset(timeZone, seconds) else {
        previous = seconds
        continue
      }
      var low = previous
      var high = seconds
      while high - low > 1 {
        let middle = ((low + high) / 2).rounded(.down)
        if offset(timeZone, middle) == offset(timeZone, previous) {
          low = middle
        } else {
          high = middle
        }
      }
      found.append(Date(timeIntervalSince1970: high))
      previous = seconds
    }
    return found
  }

  private static func offset(_ timeZone: TimeZone, _ seconds: Double) -> Int {
    timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
  }

  /// Zones with more than one offset since 1900 and the least number of changes found.
  @Test func changesAreFoundInEveryZoneThatHadThem() throws {
    let least = [
      "Europe/London": 100, "America/New_York": 100, "Asia/Shanghai": 12,
      "Pacific/Kiritimati": 2, "America/Sao_Paulo": 60, "Asia/Tehran": 50,
    ]
    for (name, count) in least {
      let found = Self.changes(of: try #require(TimeZone(identifier: name)))
      #expect(found.count >= count, "\(name): \(found.count)")
    }
  }

  @Test(arguments: zones)
  func offsetsMatchFoundationAroundEveryChangeFrom1900To2037(_ name: String) throws {
    let zone = try #require(Zone(identifier: name))
    let timeZone = try #require(TimeZone(identifier: name))
    for change in Self.changes(of: timeZone) {
      for delta in [-1.0, 0, 1] {
        let date = change.addingTimeInterval(delta)
        #expect(zone.secondsFromGMT(for: date) == timeZone.secondsFromGMT(for: date), "\(date)")
      }
    }
  }

  @Test(arguments: zones)
  func offsetsMatchFoundationFrom1900To2100(_ name: String) throws {
    let zone = try #require(Zone(identifier: name))
    let timeZone = try #require(TimeZone(identifier: name))
    // About every six days, at a different time of day each step.
    let start = try instant("1900-01-01T00:00:00Z").timeIntervalSince1970
    let end = try instant("2100-12-31T00:00:00Z").timeIntervalSince1970
    var mismatches: [String] = []
    for seconds in stride(from: start, to: end, by: 86_400 * 6 + 3_607) {
      let date = Date(timeIntervalSince1970: seconds)
      let ours = zone.secondsFromGMT(for: date)
      let foundations = timeZone.secondsFromGMT(for: date)
      if ours != foundations { mismatches.append("\(date): \(ours), Foundation \(foundations)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The three-letter names Foundation took from ICU read as the same zones, under their own
  /// names; to 2022, before Egypt's and other recent changes, which ICU's copy of the database
  /// may not have.
  @Test func icusLegacyNamesAreFoundationsZones() throws {
    #expect(Zone.legacyNames.count == 25)
    for name in Zone.legacyNames.keys.sorted() {
      let zone = try #require(Zone(identifier: name), "\(name)")
      let timeZone = try #require(TimeZone(identifier: name), "\(name)")
      #expect(zone.identifier == name)
      for seconds in stride(from: 0.0, to: 1_672_531_200, by: 86_400 * 5) {
        let date = Date(timeIntervalSince1970: seconds)
        guard zone.secondsFromGMT(for: date) == timeZone.secondsFromGMT(for: date) else {
          Issue.record("\(name) differs from Foundation at \(date)")
          break
        }
      }
    }
    #expect(Zone(identifier: "PDT") == nil)
  }

  // MARK: - Wall time to instant

  @Test(arguments: zones)
  func wallTimesAroundEveryChangeFrom1900To2037MatchFoundationsCalendar(_ name: String) throws {
    let zone = try #require(Zone(identifier: name))
    let timeZone = try #require(TimeZone(identifier: name))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    for change in Self.changes(of: timeZone) {
      let offsets = [-1.0, 1].map { timeZone.secondsFromGMT(for: change.addingTimeInterval($0)) }
      // Wall times read with the offset before and after the change: through the gap or the
      // repeated hour, and around them.
      for offset in offsets {
        for delta in stride(from: -7_200.0, through: 7_200, by: 900) {
          let wall = utc.dateComponents(
            [.year, .month, .day, .hour, .minute, .second],
            from: change.addingTimeInterval(delta + Double(offset)))
          try expectSameDate(zone, calendar, wall)
        }
      }
    }
  }

  @Test(arguments: ["Europe/London", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe"])
  func ordinaryWallTimesMatchFoundationsCalendar(_ name: String) throws {
    let zone = try #require(Zone(identifier: name))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: name))
    for year in stride(from: 1900, through: 2100, by: 7) {
      for month in [1, 4, 7, 10, 12] {
        let wall = DateComponents(
          year: year, month: month, day: (year + month) % 28 + 1, hour: year % 24,
          minute: month * 4, second: year % 60)
        try expectSameDate(zone, calendar, wall)
      }
    }
  }

  private func expectSameDate(_ zone: Zone, _ calendar: Calendar, _ wall: DateComponents) throws {
    let ours = zone.date(
      year: try #require(wall.year), month: try #require(wall.month), day: try #require(wall.day),
      hour: try #require(wall.hour), minute: try #require(wall.minute),
      second: try #require(wall.second))
    #expect(ours == calendar.date(from: wall), "\(wall)")
  }
}
