import Foundation
import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct CalendarTests {
  private func grid(_ month: CalendarMonth) -> [[String]] {
    month.weeks.map { week in
      week.map { cell in cell.isInMonth ? String(cell.day.day) : "." }
    }
  }

  @Test(arguments: [
    ("en", Weekday.monday), ("zh-Hans", .monday), ("en-GB", .monday), ("en_GB", .monday),
    ("zh-Hans-CN", .monday), ("de_DE", .monday), ("es-419", .monday), ("en-US", .sunday),
    ("en_US", .sunday), ("ja-JP", .sunday), ("zh-Hant-TW", .sunday), ("ar-EG", .saturday),
  ])
  func theFirstWeekdayFollowsTheLocale(identifier: String, first: Weekday) {
    #expect(Weekday.firstOfWeek(localeIdentifier: identifier) == first)
  }

  @Test func daysOutsideTheRangeHaveNoScoreAndAreMarked() throws {
    let entries = try ["2026-10-30", "2026-10-31", "2026-11-01"].map {
      try MoodEntry(
        day: Day(parsing: $0), score: Score(7), words: [], tags: [], reason: "",
        loggedAt: Date(timeIntervalSince1970: 0), timeZone: "UTC")
    }
    let range = try DayRange(first: Day(parsing: "2026-10-31"), last: Day(parsing: "2026-11-29"))
    let october = CalendarMonth(
      containing: try Day(parsing: "2026-10-01"), entries: entries, firstWeekday: .monday,
      range: range)
    let days = october.weeks.joined().filter(\.isInMonth)
    #expect(days.filter(\.isInRange).map(\.day.description) == ["2026-10-31"])
    #expect(days.compactMap(\.score) == [7])
    let whole = CalendarMonth(
      containing: try Day(parsing: "2026-10-01"), entries: entries, firstWeekday: .monday)
    #expect(whole.weeks.joined().compactMap(\.score) == [7, 7])
  }

  @Test func theColumnsStartOnTheFirstWeekday() {
    #expect(Weekday.monday.week == Weekday.allCases)
    #expect(
      Weekday.sunday.week
        == [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday])
  }

  @Test func aMonthStartingOnSundayInAMondayWeekNeedsSixWeeks() {
    let month = Fixtures.month
    let november = CalendarMonth(
      containing: month.today, entries: month.entries, firstWeekday: .monday)
    #expect(november.year == 2026 && november.month == 11)
    #expect(
      grid(november) == [
        [".", ".", ".", ".", ".", ".", "1"],
        ["2", "3", "4", "5", "6", "7", "8"],
        ["9", "10", "11", "12", "13", "14", "15"],
        ["16", "17", "18", "19", "20", "21", "22"],
        ["23", "24", "25", "26", "27", "28", "29"],
        ["30", ".", ".", ".", ".", ".", "."],
      ])
    #expect(november.weeks[0][0].day == Fixtures.day("2026-10-26"))
    #expect(november.weeks[5][6].day == Fixtures.day("2026-12-06"))
    #expect(november.weeks[1].map(\.score) == [nil, nil, 5, 6, 7, nil, 7])
  }

  @Test func theSameMonthInASundayWeekNeedsFive() {
    let month = Fixtures.month
    let november = CalendarMonth(
      containing: month.today, entries: month.entries, firstWeekday: .sunday)
    #expect(november.weekdays.first == .sunday)
    #expect(
      grid(november) == [
        ["1", "2", "3", "4", "5", "6", "7"],
        ["8", "9", "10", "11", "12", "13", "14"],
        ["15", "16", "17", "18", "19", "20", "21"],
        ["22", "23", "24", "25", "26", "27", "28"],
        ["29", "30", ".", ".", ".", ".", "."],
      ])
    #expect(november.weeks[2].map(\.score) == [4, 5, 6, 7, 7, 8, 9])
  }

  @Test func paddingCellsNeverCarryAScore() {
    let entries = [Fixtures.entry("2026-10-31", 9), Fixtures.entry("2026-11-01", 3)]
    let november = CalendarMonth(
      containing: Fixtures.day("2026-11-15"), entries: entries, firstWeekday: .monday)
    #expect(november.weeks[0].map(\.score) == [nil, nil, nil, nil, nil, nil, 3])
    #expect(november.weeks[0][5].day == Fixtures.day("2026-10-31"))
  }

  @Test func februaryOfALeapYear() {
    let year = Fixtures.year
    let february = CalendarMonth(
      containing: Fixtures.day("2024-02-10"), entries: year.entries, firstWeekday: .monday)
    #expect(
      grid(february) == [
        [".", ".", ".", "1", "2", "3", "4"],
        ["5", "6", "7", "8", "9", "10", "11"],
        ["12", "13", "14", "15", "16", "17", "18"],
        ["19", "20", "21", "22", "23", "24", "25"],
        ["26", "27", "28", "29", ".", ".", "."],
      ])
    #expect(february.weeks[4][3].score == 2)
    #expect(february.weeks[1][5].score == nil)
  }

  @Test func aFebruaryStartingOnTheFirstWeekdayFillsExactlyFourWeeks() {
    let mondays = CalendarMonth(
      containing: Fixtures.day("2021-02-01"), entries: [], firstWeekday: .monday)
    let sundays = CalendarMonth(
      containing: Fixtures.day("2026-02-01"), entries: [], firstWeekday: .sunday)
    for month in [mondays, sundays] {
      #expect(month.weeks.count == 4)
      #expect(month.weeks.allSatisfy { $0.allSatisfy(\.isInMonth) })
    }
  }

  @Test func aMonthStartingOnSaturday() {
    let monday = CalendarMonth(
      containing: Fixtures.day("2026-08-01"), entries: [], firstWeekday: .monday)
    #expect(monday.weeks.count == 6)
    #expect(grid(monday)[0] == [".", ".", ".", ".", ".", "1", "2"])
    #expect(grid(monday)[5] == ["31", ".", ".", ".", ".", ".", "."])
    let saturday = CalendarMonth(
      containing: Fixtures.day("2026-08-01"), entries: [], firstWeekday: .saturday)
    #expect(saturday.weeks.count == 5)
    #expect(grid(saturday)[0] == ["1", "2", "3", "4", "5", "6", "7"])
    #expect(grid(saturday)[4] == ["29", "30", "31", ".", ".", ".", "."])
  }

  @Test(arguments: Weekday.allCases)
  func everyDayOfTheYearAppearsOnceInItsWeekdayColumn(first: Weekday) {
    let year = CalendarYear(
      containing: Fixtures.day("2024-07-01"), entries: Fixtures.year.entries, firstWeekday: first)
    #expect(year.year == 2024)
    #expect(year.months.map(\.month) == Array(1...12))
    let cells = year.months.flatMap { month in
      month.weeks.flatMap { week in
        week.enumerated().filter(\.element.isInMonth).map { (column: $0.offset, cell: $0.element) }
      }
    }
    #expect(cells.map(\.cell.day) == Array(Fixtures.year.range))
    #expect(cells.allSatisfy { first.week[$0.column] == Weekday(of: $0.cell.day) })
    #expect(cells.filter { $0.cell.score != nil }.count == 331)
    #expect(year.months.allSatisfy { $0.weeks.allSatisfy { $0.count == 7 } })
  }
}
