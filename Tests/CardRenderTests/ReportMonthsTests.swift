import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// A report of a year or more, on the 14-month fixture (more months than the first page lists):
/// the first page lists the newest months, each with its year, and says where the earlier ones
/// are; the year in pixels draws every month the range touches and counts its days as the first
/// page does; the entries to talk about come newest first.
@Suite struct ReportMonthsTests {
  private let fonts: FontLibrary
  init() throws { fonts = try CardFixtures.fonts() }

  private let sample = Fixtures.fourteenMonths

  /// The report of `range` seen on its last day.
  private func model(_ range: DayRange) -> ReportModel {
    ReportModel(
      entries: sample.entries.filter { ReportModel.calendarDays(of: range).contains($0.day) },
      habits: sample.habits, completions: sample.completions,
      vocabulary: ChartFixtures.vocabulary, range: range, today: range.last)
  }

  /// `Dec 2025`, as the month tiles name a month.
  private func label(_ month: Int, _ year: Int) -> String {
    CardLocale.english.monthTick(month, year: year)
  }

  @Test func theFirstPageListsTheNewestThirteenMonthsEachWithItsYear() throws {
    let layout = ReportLayout(model: model(sample.range), measurer: fonts)
    let texts = try #require(layout.pages.first).texts.map(\.spec.text)
    let every = [label(11, 2025), label(12, 2025)] + (1...12).map { label($0, 2026) }
    #expect(texts.filter(every.contains) == Array(every.dropFirst()))
    #expect(texts.contains("The months before Dec 2025 are in the chart above."))
  }

  @Test func aYearsMonthTilesNameTheirYearsAndNoneIsLeftOut() throws {
    let range = DayRange(last: Fixtures.day("2026-12-06"), count: 365)
    let layout = ReportLayout(model: model(range), measurer: fonts)
    let texts = try #require(layout.pages.first).texts.map(\.spec.text)
    let every = [label(12, 2025)] + (1...12).map { label($0, 2026) }
    #expect(texts.filter(every.contains) == every)
    #expect(!texts.contains { $0.hasPrefix("The months before") })
  }

  @Test func theYearInPixelsDrawsEveryMonthOfTheRangeAndCountsAsTheFirstPageDoes() throws {
    // 7 Dec 2025 to 6 Dec 2026: 25 days of the first December, 6 of the last.
    let range = DayRange(last: Fixtures.day("2026-12-06"), count: 365)
    let model = model(range)
    let charts = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
      .map(\.layout).filter { $0.title.spec.text.hasPrefix("A year in pixels") }
    #expect(charts.map(\.title.spec.text) == ["A year in pixels · Dec 2025 – Dec 2026"])
    let series = model.series
    #expect(series.elapsedDays == 365)
    #expect(
      charts.first?.subtitle.spec.text.hasPrefix(
        "\(series.daysLogged) of \(series.elapsedDays) days logged") == true,
      "\(charts.first?.subtitle.spec.text ?? "")")
    #expect(model.years.map { $0.months.count } == [13])
    // Its two Decembers are told apart: every month is titled with its year, whole.
    let calendar = try #require(charts.first?.body.calendar)
    #expect(
      calendar.months.map { $0.title?.spec.text }
        == [label(12, 2025)] + (1...12).map { label($0, 2026) })
  }

  @Test func theNewestMarkedEntriesComeFirstAndTheOldestGiveWay() throws {
    let model = model(sample.range)
    let page = try #require(ReportLayout(model: model, measurer: fonts).pages.first)
    let texts = page.texts.map(\.spec.text)
    let locale = CardLocale.english
    func heading(_ day: String) -> String {
      let day = Fixtures.day(day)
      return locale.weekdayAbbreviation(Weekday(of: day)) + " "
        + locale.shortDate(day, withYear: false) + " · "
    }
    let shown = texts.compactMap { text in
      model.summary.discussed.first { text.hasPrefix(heading($0.day.description)) }?.day
    }
    #expect(shown.first == Fixtures.day("2026-12-28"))
    #expect(shown == shown.sorted(by: >), "\(shown)")
    // Not all 28 fit: the oldest give way, counted.
    #expect(shown.count < 28 && !shown.contains(Fixtures.day("2025-11-15")))
    #expect(
      texts.contains("\(28 - shown.count) earlier marked entries are in the table of entries."))
  }
}
