import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The pure parts of chart layout: scales, ticks and fitted labels, without pixels.
@Suite struct ChartScaleTests {
  @Test func aLinearScaleMapsTheDomainOntoAReversedSpan() {
    let y = LinearScale(domain: 1...10, start: 600, end: 150)
    #expect(y.position(1) == 600)
    #expect(y.position(10) == 150)
    #expect(y.position(5.5) == 375)
    #expect(LinearScale(domain: 3...3, start: 0, end: 100).position(3) == 50)
  }

  @Test func aDayScaleGivesEachDayAnEqualBand() {
    let week = DayRange(last: .at("2026-04-01"), count: 7)
    let scale = DayScale(range: week, x: 100, width: 700)
    #expect(scale.bandWidth == 100)
    #expect(scale.center(of: .at("2026-03-26")) == 150)
    #expect(scale.center(of: .at("2026-04-01")) == 750)
  }

  @Test func scoreTicksThinOutWhenTheAxisIsShort() {
    #expect(ScoreTicks.ticks(length: 450, labelHeight: 20, minimumGap: 4) == Array(1...10))
    #expect(ScoreTicks.ticks(length: 150, labelHeight: 20, minimumGap: 4) == [1, 4, 7, 10])
    #expect(ScoreTicks.ticks(length: 40, labelHeight: 20, minimumGap: 4) == [1, 10])
  }

  @Test func dailyTicksOfAWeekNameTheWeekdayAndTheMonthWhenItChanges() {
    let week = DayRange(last: .at("2026-04-01"), count: 7)
    let english = DateTicks.ticks(.days(1), range: week, locale: .english, firstWeekday: .monday)
    #expect(
      english.map(\.label) == [
        "Thu\n26 Mar", "Fri\n27", "Sat\n28", "Sun\n29", "Mon\n30", "Tue\n31", "Wed\n1 Apr",
      ])
    let chinese = DateTicks.ticks(
      .days(1), range: week, locale: .simplifiedChinese, firstWeekday: .monday)
    #expect(chinese.first?.label == "周四\n3月26日")
    #expect(chinese.last?.label == "周三\n4月1日")
    #expect(chinese[1].label == "周五\n27日")
  }

  @Test func weeklyTicksFallOnTheFirstDayOfTheWeek() {
    let november = DayRange(monthOf: .at("2026-11-01"))
    let mondays = DateTicks.ticks(
      .weeks(1), range: november, locale: .english, firstWeekday: .monday)
    #expect(mondays.map(\.label) == ["2 Nov", "9", "16", "23", "30"])
    let sundays = DateTicks.ticks(
      .weeks(1), range: november, locale: .english, firstWeekday: .sunday)
    #expect(sundays.map(\.day.day) == [1, 8, 15, 22, 29])
  }

  @Test func monthlyTicksNameTheYearInJanuaryOrElseOnTheFirstTick() {
    let range = DayRange(last: .at("2025-02-28"), count: 366)
    let ticks = DateTicks.ticks(.months(1), range: range, locale: .english, firstWeekday: .monday)
    #expect(ticks.first?.label == "Mar")
    #expect(ticks.map(\.label).contains("Jan 2025"))
    #expect(ticks.map(\.label).contains("Jul"))
    let chinese = DateTicks.ticks(
      .months(3), range: range, locale: .simplifiedChinese, firstWeekday: .monday)
    #expect(chinese.map(\.label) == ["4月", "7月", "10月", "2025年1月"])
    let spring = DayRange(last: .at("2026-06-30"), count: 91)
    #expect(
      DateTicks.ticks(.months(1), range: spring, locale: .english, firstWeekday: .monday)
        .map(\.label) == ["Apr 2026", "May", "Jun"])
  }

  @Test(arguments: [(7, "days(1)"), (30, "days(2)"), (90, "weeks(1)"), (366, "months(1)")])
  func tickDensityAdaptsToTheRange(days: Int, expected: String) throws {
    let fonts = try CardFixtures.fonts()
    let range = DayRange(last: .at("2026-11-29"), count: days)
    let scale = DayScale(range: range, x: 60, width: 1040)
    let placed = DateTicks.fitted(
      scale: scale, bounds: 40...1160, top: 600, locale: .english, firstWeekday: .monday,
      minimumGap: 14, color: HexColor(red: 0, green: 0, blue: 0),
      spec: { TextSpec($0, size: 17) }, measurer: fonts)
    let step = try #require(
      DateTicks.steps.first {
        DateTicks.ticks($0, range: range, locale: .english, firstWeekday: .monday).map(\.day)
          == placed.map(\.tick.day)
      })
    #expect("\(step)" == expected)
    #expect(placed.count >= 2)
    for (left, right) in zip(placed, placed.dropFirst()) {
      #expect(right.label.frame.x - left.label.frame.maxX >= 14)
    }
    #expect(placed.allSatisfy { $0.label.frame.x >= 40 && $0.label.frame.maxX <= 1160 })
  }

  @Test func aLabelThatFitsKeepsItsSize() throws {
    let fonts = try CardFixtures.fonts()
    let fit = FittedText(
      TextSpec("Calm", size: 22), maxWidth: 200, minimumSize: 16, measurer: fonts)
    #expect(fit.spec.size == 22)
    #expect(!fit.metrics.isEllipsized)
  }

  @Test func aLongLabelShrinksBeforeItIsEllipsized() throws {
    let fonts = try CardFixtures.fonts()
    let natural = fonts.measure(TextSpec("Overwhelmed", size: 22)).width
    let shrunk = FittedText(
      TextSpec("Overwhelmed", size: 22), maxWidth: natural * 0.9, minimumSize: 16, measurer: fonts)
    #expect(shrunk.spec.size < 22 && shrunk.spec.size >= 16)
    #expect(!shrunk.metrics.isEllipsized)
    #expect(shrunk.width <= natural * 0.9)

    let cut = FittedText(
      TextSpec("Overwhelmed", size: 22), maxWidth: natural * 0.4, minimumSize: 16, measurer: fonts)
    #expect(cut.spec.size == 16)
    #expect(cut.spec.text.hasSuffix("…") && cut.spec.text.count < "Overwhelmed".count)
    #expect(cut.metrics.lineCount == 1 && !cut.metrics.isEllipsized)
    #expect(cut.metrics.width <= natural * 0.4 + 0.5)
  }
}
