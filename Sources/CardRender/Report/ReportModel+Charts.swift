import MoodCore
import Stats

extension ReportModel {
  /// A row of the report's charts: one across the page, or small ones of half its width each,
  /// two to a row.
  struct ChartRow {
    /// The charts, left to right, each at the height of the row.
    let charts: [ChartModel]
    /// How many charts a row of this kind holds: 1 across the page, 2 small ones.
    let columns: Int

    /// Whether the row is made smaller by laying it out lower: not when it holds a calendar,
    /// whose squares and day numbers need their width as much as their height, and which is
    /// drawn narrower instead.
    var canBeLower: Bool { !charts.contains(where: ChartRow.isCalendar) }

    /// Whether `chart` is a month calendar or a year in pixels.
    static func isCalendar(_ chart: ChartModel) -> Bool {
      [.calendar, .year].contains(chart.content.kind)
    }

    /// The row with every chart `share` (0...1) of its height.
    func lower(by share: Double) -> ChartRow {
      ChartRow(
        charts: charts.map {
          var model = $0
          model.options.height = Int((Double($0.size.height) * share).rounded(.down))
          return model
        }, columns: columns)
    }
  }

  /// The score line of the first page, with its 7-day average, across the page at `height`
  /// chart pixels.
  func summaryChartRow(height: Int) -> ChartRow {
    var chart = planned(
      .scores(series), height: height, small: false, isEmpty: series.daysLogged == 0
    ).sized(height)
    chart.options.showsHeading = false
    return ChartRow(charts: [chart], columns: 1)
  }

  /// The charts of the appendix, in rows: the mean by weekday, a calendar of each month, the
  /// words and the habits, two to a row; past `ReportModel.longestMonthlyCalendars` days a year
  /// in pixels across the page instead of the months. They are the charts `mood chart` draws, at
  /// the sizes they take on the page. The first page gives the spread of the scores and the most
  /// used tags with their counts, so their charts are not repeated here. The weekday chart goes
  /// first, beside the first calendar, whose height is that of a page's leftover rather than
  /// the table's.
  var chartRows: [ChartRow] {
    let charts =
      [planned(.weekdays(weekdays), height: 460, isEmpty: weekdays.daysLogged == 0)]
      + months.map { month in
        let first = month.weeks.joined().first(where: \.isInMonth)?.day ?? range.first
        return planned(
          .month(month), range: DayRange(monthOf: first), height: 820, smallHeight: 1440,
          isEmpty: false)
      }
      + [
        planned(.words(words, valences: valences), isEmpty: words.total == 0),
        planned(.habits(habits), isEmpty: habits.isEmpty),
      ]
      + years.map { planned(.year($0), height: 860, small: false, isEmpty: false) }
    return ReportModel.rows(charts)
  }

  /// The with-and-without bars across the page, under the Patterns heading: a low panel that
  /// says so when no item has enough days on both sides. The heading and its note say what the
  /// bars are, so the chart has no title of its own: its rows get that room.
  var patternChartRow: ChartRow {
    let plan = planned(
      .patterns(patterns, limit: ReportModel.patternLimit), small: false,
      isEmpty: patterns.comparable.isEmpty)
    var chart = plan.sized(plan.height)
    chart.options.showsHeading = false
    return ChartRow(charts: [chart], columns: 1)
  }

  /// A chart of the report before it is given its row: its content, its height across the page
  /// and, for a small chart, its height at half the page's width.
  private struct Planned {
    let model: ChartModel
    let height: Int?
    let smallHeight: Int?

    func sized(_ height: Int?) -> ChartModel {
      var model = model
      model.options.height = height
      return model
    }
  }

  /// Rows of the planned charts, in order: two small charts one after the other share a row
  /// at the height the taller needs, or each at its own when only one is a calendar, whose
  /// height would stretch the other; a small chart without a small neighbour keeps its half
  /// of a row, so that charts of a kind have one size.
  private static func rows(_ charts: [Planned]) -> [ChartRow] {
    var rows: [ChartRow] = []
    var index = 0
    while index < charts.count {
      let chart = charts[index]
      guard let small = chart.smallHeight else {
        rows.append(ChartRow(charts: [chart.sized(chart.height)], columns: 1))
        index += 1
        continue
      }
      if index + 1 < charts.count, let right = charts[index + 1].smallHeight {
        let alike =
          ChartRow.isCalendar(chart.model) == ChartRow.isCalendar(charts[index + 1].model)
        let height = max(small, right)
        rows.append(
          ChartRow(
            charts: [
              chart.sized(alike ? height : small), charts[index + 1].sized(alike ? height : right),
            ], columns: 2))
        index += 2
      } else {
        rows.append(ChartRow(charts: [chart.sized(small)], columns: 2))
        index += 1
      }
    }
    return rows
  }

  /// A chart of `content` at the report's width, in its language and week.
  /// - Parameters:
  ///   - height: its height across the page; `nil` for the height its bars need.
  ///   - smallHeight: its height at half the page's width; by default taller than `height` by
  ///     the room its larger type takes there.
  ///   - small: whether it is small: half the page's width, two to a row.
  ///   - isEmpty: whether it has nothing to draw: a low panel with a message instead.
  private func planned(
    _ content: ChartModel.Content, range: DayRange? = nil, height: Int? = nil,
    smallHeight: Int? = nil, small: Bool = true, isEmpty: Bool
  ) -> Planned {
    var model = ChartModel(
      content, range: range ?? self.range, today: today,
      options: ChartOptions(
        theme: .light, locale: options.locale, width: ReportModel.chartWidth,
        firstWeekday: options.firstWeekday))
    // The report's pages name its range.
    model.options.titleShowsRange = false
    if isEmpty {
      return Planned(
        model: model, height: ReportModel.emptyChartHeight,
        smallHeight: small ? ReportModel.emptySmallChartHeight : nil)
    }
    let natural = height ?? model.size.height
    return Planned(
      model: model, height: height,
      smallHeight: small ? smallHeight ?? natural + ReportModel.smallChartAllowance : nil)
  }

  /// The most bars of each kind on the patterns chart.
  static let patternLimit = 3

  /// The width charts are laid out at before they are scaled to their frame on the page: the
  /// width of `mood chart`'s line chart, so their type keeps its proportions.
  static let chartWidth = 1200
  /// The height of a chart with nothing to draw: its title and a message.
  static let emptyChartHeight = 360
  /// The same at half the page's width, where its type is about twice as large.
  static let emptySmallChartHeight = 480
  /// What a small chart adds to its height across the page at half the page's width, where
  /// its type is about twice as large against it: room for the taller title and labels.
  static let smallChartAllowance = 150
}
