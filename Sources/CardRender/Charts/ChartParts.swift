import MoodCore
import Stats

/// The words around a chart: its title, its numbers line, its legend, and whether there is
/// anything to draw.
struct ChartParts {
  let title: String
  let subtitle: String
  let legend: [(LegendItem.Swatch, String)]
  let isEmpty: Bool
  let emptyMessage: String

  init(model: ChartModel, palette: ChartPalette) {
    let locale = model.options.locale
    let kind = model.content.kind
    let name = locale.chartName(kind)
    let separator = " · "
    var emptyMessage = locale.noEntries
    // A chart whose range is said around it (a report's) is named alone.
    let titleWithRange =
      model.options.titleShowsRange ? name + separator + locale.rangeText(model.range) : name
    switch model.content {
    case .scores(let series):
      title = titleWithRange
      subtitle = ChartParts.seriesNumbers(series, locale: locale)
      var legend: [(LegendItem.Swatch, String)] = [(.line(palette.line), locale.scoreLine)]
      if series.points.contains(where: { $0.movingAverage != nil }) {
        legend.append((.line(palette.average), locale.movingAverage))
      }
      legend.append((.dashed(palette.secondaryText), locale.meanRule))
      self.legend = legend
      isEmpty = series.daysLogged == 0
    case .words(let distribution, let valences):
      title = titleWithRange
      subtitle = ChartParts.distributionNumbers(distribution, locale: locale, tags: false)
      let shown = Set(distribution.items.compactMap { valences[$0.key] })
      legend = Valence.allCases.filter(shown.contains).compactMap { valence in
        palette.valenceColors[valence].map { (.fill($0), locale.valenceName(valence)) }
      }
      isEmpty = distribution.total == 0
      emptyMessage = locale.noWords
    case .tags(let distribution):
      title = titleWithRange
      subtitle = ChartParts.distributionNumbers(distribution, locale: locale, tags: true)
      legend = []
      isEmpty = distribution.total == 0
      emptyMessage = locale.noTags
    case .histogram(let histogram):
      title = titleWithRange
      let sum = histogram.bins.reduce(0) { $0 + $1.score * $1.count }
      var numbers = [locale.daysLogged(histogram.total, of: model.elapsedDays)]
      if histogram.total > 0 { numbers.append(locale.mean(Double(sum) / Double(histogram.total))) }
      subtitle = numbers.joined(separator: separator)
      legend = []
      isEmpty = histogram.total == 0
    case .habits(let habits):
      title = titleWithRange
      subtitle = locale.habitNumbers
      legend = []
      isEmpty = habits.isEmpty
      emptyMessage = locale.noHabits
    case .month(let month):
      // A report's calendar is titled by its month alone: beside another chart, drawn narrower
      // to fit its page, "Mood calendar · September 2026" was cut to "Mood calendar ·
      // September…", and the month is the one word a reader looks for.
      let monthName = locale.monthTitle(month.month, year: month.year)
      title = model.options.titleShowsRange ? name + separator + monthName : monthName
      let days = month.weeks.joined().filter { $0.isInMonth && $0.isInRange }
      subtitle = ChartParts.calendarNumbers(days, today: model.today, locale: locale)
      legend = ChartParts.scoreLegend(palette: palette, locale: locale)
      isEmpty = false
    case .days(let series):
      title = titleWithRange
      subtitle = ChartParts.seriesNumbers(series, locale: locale)
      legend = [
        (.dashed(palette.secondaryText), locale.meanRule), (.outline(palette.axis), locale.noEntry),
      ]
      isEmpty = series.daysLogged == 0
    case .weekdays(let weekdays):
      title = titleWithRange
      let all = ScoreTally(
        days: weekdays.daysLogged, total: weekdays.rows.reduce(0) { $0 + $1.tally.total })
      var numbers = [locale.daysLogged(all.days, of: model.elapsedDays)]
      if let mean = all.mean { numbers.append(locale.mean(mean)) }
      subtitle = numbers.joined(separator: separator)
      legend = []
      isEmpty = all.days == 0
    case .patterns(let patterns, let limit):
      title = titleWithRange
      let rows = PatternRows(patterns, limit: limit)
      subtitle = locale.patternNumbers(leftOut: rows.leftOut)
      var legend: [(LegendItem.Swatch, String)] = [
        (
          .fill(palette.higherMean, edge: palette.outline(ofScore: ChartPalette.higherMeanScore)),
          locale.higherWithItem
        ),
        (
          .fill(palette.lowerMean, edge: palette.outline(ofScore: ChartPalette.lowerMeanScore)),
          locale.lowerWithItem
        ),
      ]
      if rows.hasFewDays {
        let score = ChartPalette.higherMeanScore
        legend.append(
          (
            .fill(
              palette.faded(palette.higherMean),
              edge: palette.outline(ofScore: score).map(palette.faded)),
            locale.fewDaysBars
          ))
      }
      self.legend = legend
      isEmpty = rows.itemCount == 0
      emptyMessage = locale.noPatterns
    case .year(let year):
      // Fewer than twelve months (a calendar of a range across months) are no year.
      let name = year.months.count < 12 ? locale.chartName(.calendar) : name
      title = name + separator + locale.yearTitle(year)
      let days = year.months.flatMap { $0.weeks.joined().filter { $0.isInMonth && $0.isInRange } }
      subtitle = ChartParts.calendarNumbers(days, today: model.today, locale: locale)
      legend = ChartParts.scoreLegend(palette: palette, locale: locale)
      isEmpty = false
    }
    self.emptyMessage = emptyMessage
  }

  /// `21 of 30 days logged · mean 6.7 · median 7 · lowest 4, highest 9`.
  private static func seriesNumbers(_ series: ScoreSeries, locale: CardLocale) -> String {
    var numbers = [locale.daysLogged(series.daysLogged, of: series.elapsedDays)]
    if let mean = series.mean, let median = series.median, let low = series.minimum,
      let high = series.maximum
    {
      numbers += [locale.mean(mean), locale.median(median), locale.extremes(low, high)]
    }
    return numbers.joined(separator: " · ")
  }

  /// `608 choices · 6 more words (167 choices) not shown`.
  private static func distributionNumbers(
    _ distribution: Distribution, locale: CardLocale, tags: Bool
  ) -> String {
    var numbers = [tags ? locale.uses(distribution.total) : locale.choices(distribution.total)]
    if distribution.otherKinds > 0 {
      numbers.append(
        locale.notShown(
          kinds: distribution.otherKinds, count: distribution.otherCount, tags: tags))
    }
    return numbers.joined(separator: " · ")
  }

  /// `21 of 30 days logged · mean 6.7`, or the empty message when no day is logged: a calendar
  /// keeps its grid of empty days.
  /// Days after `today` are not counted.
  private static func calendarNumbers(
    _ days: [CalendarMonth.Cell], today: Day?, locale: CardLocale
  ) -> String {
    let scores = days.compactMap(\.score)
    guard !scores.isEmpty else { return locale.noEntries }
    let mean = Double(scores.reduce(0, +)) / Double(scores.count)
    let elapsed = days.filter { day in today.map { day.day <= $0 } ?? true }.count
    return locale.daysLogged(scores.count, of: elapsed) + " · " + locale.mean(mean)
  }

  /// A swatch per score and one for a day without an entry.
  private static func scoreLegend(palette: ChartPalette, locale: CardLocale)
    -> [(LegendItem.Swatch, String)]
  {
    Score.all.map {
      (
        .fill(palette.color(ofScore: $0.value), edge: palette.outline(ofScore: $0.value)),
        String($0.value)
      )
    }
      + [(.outline(palette.axis), locale.noEntry)]
  }
}
