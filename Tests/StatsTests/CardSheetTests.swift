import MoodCore
import Stats
import TestSupport
import Testing

/// The calendar grid of a sheet of cards.
@Suite struct CardSheetTests {
  private let november = DayRange(monthOf: Fixtures.day("2026-11-01"))

  private func cards(_ days: [String]) throws -> [CardModel] {
    try days.map { CardModel(day: Fixtures.day($0), score: try Score(7)) }
  }

  @Test func aMonthStartingOnSundayTakesSixMondayWeeksAndFiveSundayWeeks() throws {
    // 1 November 2026 is a Sunday, 30 November a Monday.
    let monday = try CardSheet(
      range: november, cards: [], firstWeekday: .monday, options: CardOptions())
    #expect(monday.weeks.count == 6)
    #expect(monday.weeks[0].map(\.isInRange) == [false, false, false, false, false, false, true])
    #expect(monday.weeks[5].map(\.isInRange) == [true, false, false, false, false, false, false])
    let sunday = try CardSheet(
      range: november, cards: [],
      firstWeekday: .firstOfWeek(localeIdentifier: "en-US"), options: CardOptions())
    #expect(sunday.weekdays.first == .sunday)
    #expect(sunday.weeks.count == 5)
    #expect(sunday.weeks[0][0].day == Fixtures.day("2026-11-01"))
    #expect(sunday.isWholeMonth)
  }

  @Test func eachCardLandsOnItsDayAndDaysOutsideTheRangeGetNone() throws {
    let range = try DayRange(first: Fixtures.day("2026-11-10"), last: Fixtures.day("2026-11-12"))
    let sheet = try CardSheet(
      range: range, cards: try cards(["2026-11-09", "2026-11-11", "2026-11-12"]),
      firstWeekday: .monday, options: CardOptions(theme: .dark))
    #expect(sheet.weeks.count == 1)
    let week = try #require(sheet.weeks.first)
    #expect(
      week.map { $0.card?.day.description } == [
        nil, nil, "2026-11-11", "2026-11-12", nil, nil, nil,
      ])
    #expect(week.map(\.isInRange) == [false, true, true, true, false, false, false])
    #expect(sheet.loggedDays == 2)
    #expect(!sheet.isWholeMonth)
    #expect(sheet.theme == .dark)
  }

  @Test func daysAfterTodayAreStillToComeNotMissing() throws {
    let options = CardOptions()
    let sheet = { (today: String?) in
      try CardSheet(
        range: self.november, cards: [], firstWeekday: .monday, options: options,
        today: today.map(Fixtures.day))
    }
    #expect(try sheet("2026-11-29").elapsedDays == 29)
    #expect(try sheet("2026-12-05").elapsedDays == 30)
    #expect(try sheet("2026-10-31").elapsedDays == 0)
    #expect(try sheet(nil).elapsedDays == 30)
  }

  @Test func aRangeLongerThanSixWeeksIsRefusedNamingIt() throws {
    let range = try DayRange(first: Fixtures.day("2026-09-01"), last: Fixtures.day("2026-10-31"))
    #expect(throws: StatsError.rangeTooLong(range, maximumDays: 42)) {
      try CardSheet(range: range, cards: [], firstWeekday: .monday, options: CardOptions())
    }
    #expect(
      StatsError.rangeTooLong(range, maximumDays: 42).description
        == "the range 2026-09-01 to 2026-10-31 has 61 days; a sheet shows at most 42 (a month), "
        + "so give --month YYYY-MM or a shorter --from/--to")
  }
}
