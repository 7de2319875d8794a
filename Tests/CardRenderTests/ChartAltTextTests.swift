import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The line, days and calendar charts' alt texts carry the numbers a reader takes from the
/// picture: the average's range and where it ends, the mostly empty months, and the days of the
/// highest and lowest scores and without an entry.
@Suite struct ChartAltTextTests {
  private let charts: ChartRenderer

  init() throws {
    charts = ChartRenderer(fonts: try CardFixtures.fonts())
  }

  /// 1–7 Nov 2026: 10 twice, 1 once, one day without an entry.
  private static let week: [MoodEntry] = [
    Fixtures.entry("2026-11-01", 1), Fixtures.entry("2026-11-02", 10),
    Fixtures.entry("2026-11-04", 5), Fixtures.entry("2026-11-05", 10),
    Fixtures.entry("2026-11-06", 4), Fixtures.entry("2026-11-07", 6),
  ]

  /// January at 3, February with two days logged, March at 8 and April at 6.
  private static let spring: [MoodEntry] = {
    let range = DayRange(last: Fixtures.day("2026-04-30"), count: 120)
    return range.compactMap { day in
      switch day.month {
      case 1: return Fixtures.entry(day, 3)
      case 2: return [10, 20].contains(day.day) ? Fixtures.entry(day, 5) : nil
      case 3: return Fixtures.entry(day, 8)
      default: return Fixtures.entry(day, 6)
      }
    }
  }()

  private func description(
    _ content: ChartModel.Content, _ first: String, _ last: String, today: String,
    locale: CardLocale = .english
  ) throws -> String {
    let range = try DayRange(first: Fixtures.day(first), last: Fixtures.day(last))
    let model = ChartModel(
      content, range: range, today: Fixtures.day(today), options: ChartOptions(locale: locale))
    return charts.altText(for: model).description
  }

  @Test func aDaysChartNamesItsHighestAndLowestDaysAndItsMissedDay() throws {
    let range = try DayRange(first: Fixtures.day("2026-11-01"), last: Fixtures.day("2026-11-07"))
    let series = ScoreSeries(entries: Self.week, range: range, today: range.last)
    let text = try description(.days(series), "2026-11-01", "2026-11-07", today: "2026-11-07")
    #expect(text.hasSuffix("Highest: 10 on 2 and 5 Nov; lowest: 1 on 1 Nov; no entry on 3 Nov."))
  }

  @Test func aMonthCalendarCountsNeitherDaysToComeNorOtherMonthsAsMissed() throws {
    let month = CalendarMonth(
      containing: Fixtures.day("2026-11-01"), entries: Self.week, firstWeekday: .monday)
    let text = try description(.month(month), "2026-11-01", "2026-11-30", today: "2026-11-08")
    #expect(
      text.hasSuffix(
        "Highest: 10 on 2 and 5 Nov; lowest: 1 on 1 Nov; no entry on 3 and 8 Nov."))
  }

  @Test func aChineseCalendarNamesItsDaysInChinese() throws {
    let month = CalendarMonth(
      containing: Fixtures.day("2026-11-01"), entries: Self.week, firstWeekday: .monday)
    let text = try description(
      .month(month), "2026-11-01", "2026-11-30", today: "2026-11-07", locale: .simplifiedChinese)
    #expect(text.hasSuffix("最高 10 分：11月2日和5日；最低 1 分：11月1日；11月3日没有记录。"))
  }

  @Test func longListsOfDaysNameFourAndCountTheRest() {
    let days = (1...9).map { Fixtures.day("2026-11-0\($0)") } + [Fixtures.day("2026-12-01")]
    #expect(CardLocale.english.dayList(days) == "1, 2, 3, 4 Nov and 6 more")
    #expect(CardLocale.simplifiedChinese.dayList(days) == "11月1日、2日、3日、4日，另有 6 天")
    let twoMonths = [
      Fixtures.day("2026-10-30"), Fixtures.day("2026-11-02"), Fixtures.day("2026-11-05"),
    ]
    #expect(CardLocale.english.dayList(twoMonths) == "30 Oct, 2 and 5 Nov")
    #expect(CardLocale.simplifiedChinese.dayList(twoMonths) == "10月30日、11月2日和5日")
  }

  @Test func aLongLineGivesTheAveragesRangeWithWhenItsEndAndItsEmptyMonths() throws {
    let range = try DayRange(first: Fixtures.day("2026-01-01"), last: Fixtures.day("2026-04-30"))
    let series = ScoreSeries(
      entries: Self.spring, range: range, today: range.last, movingAverage: true)
    let english = try description(
      .scores(series), "2026-01-01", "2026-04-30", today: "2026-04-30")
    #expect(
      english.hasSuffix(
        "The 7-day average ranges from about 3.0 (early January) to 8.0 (early March) and ends "
          + "at 6.0; 26 of the 28 days of February have no entry."))
    let chinese = try description(
      .scores(series), "2026-01-01", "2026-04-30", today: "2026-04-30", locale: .simplifiedChinese)
    #expect(
      chinese.hasSuffix("7 日平均约在 3.0（1月上旬）到 8.0（3月上旬）之间，最后为 6.0；2月的 28 天中有 26 天没有记录。"))
  }

  @Test func aShortLineWithoutAnAverageNamesItsExtremeDays() throws {
    let range = try DayRange(first: Fixtures.day("2026-11-01"), last: Fixtures.day("2026-11-07"))
    let series = ScoreSeries(entries: Self.week, range: range, today: range.last)
    let text = try description(.scores(series), "2026-11-01", "2026-11-07", today: "2026-11-07")
    #expect(text.hasSuffix("Highest: 10 on 2 and 5 Nov; lowest: 1 on 1 Nov; no entry on 3 Nov."))
  }

  @Test func aYearLineDatesItsAverageByTheThirdOfAMonthWithTheYearWhenAMonthRepeats() {
    let range = DayRange(last: Fixtures.day("2026-11-29"), count: 400)
    #expect(CardLocale.english.when(Fixtures.day("2025-11-03"), in: range) == "early November 2025")
    #expect(CardLocale.english.when(Fixtures.day("2026-03-25"), in: range) == "late March 2026")
    let leapYear = DayRange(last: Fixtures.day("2024-12-31"), count: 366)
    #expect(CardLocale.english.when(Fixtures.day("2024-01-03"), in: leapYear) == "early January")
    let spring = DayRange(last: Fixtures.day("2026-04-30"), count: 120)
    #expect(CardLocale.english.when(Fixtures.day("2026-02-15"), in: spring) == "mid-February")
    #expect(CardLocale.simplifiedChinese.when(Fixtures.day("2026-02-15"), in: spring) == "2月中旬")
  }
}
