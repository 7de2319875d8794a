import MoodCore
import Stats

extension ReportModel {
  /// The charts of the report, in order: the score line, the score histogram, the words, the
  /// tags, the habits and a calendar of each month. They are the charts `mood chart` draws,
  /// at the sizes they take on the page.
  var charts: [ChartModel] {
    let locale = options.locale
    func chart(_ content: ChartModel.Content, range: DayRange, height: Int? = nil) -> ChartModel {
      ChartModel(
        content, range: range, today: today,
        options: ChartOptions(
          theme: .light, locale: locale, width: ReportModel.chartWidth, height: height,
          firstWeekday: options.firstWeekday))
    }
    // A chart with nothing to draw says so in a low panel rather than a page-high one.
    let low = ReportModel.emptyChartHeight
    var charts = [
      chart(.scores(series), range: range, height: series.daysLogged == 0 ? low : 640),
      chart(.histogram(histogram), range: range, height: histogram.total == 0 ? low : 520),
      chart(.words(words, valences: valences), range: range, height: words.total == 0 ? low : nil),
      chart(.tags(tags), range: range, height: tags.total == 0 ? low : nil),
      chart(.habits(habits), range: range, height: habits.isEmpty ? low : nil),
    ]
    for month in months {
      let first = month.weeks.joined().first(where: \.isInMonth)?.day ?? range.first
      charts.append(chart(.month(month), range: DayRange(monthOf: first), height: 820))
    }
    return charts
  }

  /// The width charts are laid out at before they are scaled to the page's width: the width
  /// of `mood chart`'s line chart, so their type keeps its proportions.
  static let chartWidth = 1200
  /// The height of a chart with nothing to draw: its title and a message.
  static let emptyChartHeight = 360
}
