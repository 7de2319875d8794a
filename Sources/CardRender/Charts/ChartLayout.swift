import MoodCore
import Stats

/// Where everything on a chart goes: the title with the range, a line of numbers, the legend
/// and the chart itself, every text measured and fitted.
///
/// Pure: it measures through a `TextMeasuring` and decides; nothing is drawn. A chart without
/// data gets a message ("No entries in this range") in place of its axes.
///
/// ```swift
/// let layout = ChartLayout(model: model, measurer: fonts)
/// if case .line(let line) = layout.body { line.segments.count }  // runs of logged days
/// ```
struct ChartLayout: Sendable, Equatable {
  /// The chart proper, by kind.
  enum Body: Sendable, Equatable {
    /// Nothing to chart: a message in a panel.
    case message(panel: Rect, text: PlacedText)
    /// The score line.
    case line(LineChartLayout)
    /// Horizontal bars: words, tags or habits.
    case bars(BarChartLayout)
    /// Vertical columns: the score histogram.
    case columns(ColumnChartLayout)
    /// Month grids.
    case calendar(CalendarLayout)
    /// A bar per day.
    case days(DayBarChartLayout)
    /// A column per weekday.
    case weekdays(WeekdayChartLayout)
    /// Diverging bars of tags, words and habits.
    case patterns(PatternChartLayout)
  }

  /// The whole chart.
  let bounds: Rect
  /// The colours of the model's theme.
  let palette: ChartPalette
  /// The chart's scale (1 for a 1200 x 700 chart, 0.4 to 3): stroke widths, corner radii and
  /// tick lengths are multiples of it, whatever size a fitted title shrank to.
  let unit: Double
  /// The title: the chart's name and its range.
  let title: PlacedText
  /// The numbers line under the title.
  let subtitle: PlacedText
  /// The legend, possibly empty.
  let legend: [LegendItem]
  /// The box the body was laid out in.
  let bodyFrame: Rect
  /// The chart proper.
  let body: Body

  /// Lays out `model`, measuring text with `measurer`.
  init(model: ChartModel, measurer: any TextMeasuring) {
    let size = model.size
    let width = Double(size.width), height = Double(size.height)
    let m = ChartMetrics(width: width, height: height, typeScale: model.options.typeScale)
    let palette = ChartPalette(theme: model.options.theme)
    let locale = model.options.locale
    let language = locale.languageCode
    let content = width - 2 * m.margin
    let parts = ChartParts(model: model, palette: palette)
    bounds = Rect(x: 0, y: 0, width: width, height: height)
    self.palette = palette
    unit = m.unit

    var y = m.margin
    // A chart without its heading leaves both texts empty and takes no room for them.
    let heading = model.options.showsHeading
    let titleFit = FittedText(
      TextSpec(heading ? parts.title : "", size: m.titleSize, weight: .bold, language: language),
      maxWidth: content, minimumSize: m.shrunk(m.titleSize), measurer: measurer)
    title = titleFit.placed(at: Point(x: m.margin, y: y), color: palette.text)
    if heading { y += titleFit.metrics.height + m.gap * 0.3 }
    // A long numbers line wraps to a second line rather than losing its end.
    let subtitleFit = FittedText(
      TextSpec(heading ? parts.subtitle : "", size: m.subtitleSize, language: language),
      maxWidth: content, minimumSize: m.shrunk(m.subtitleSize), maxLines: 2, measurer: measurer)
    subtitle = subtitleFit.placed(at: Point(x: m.margin, y: y), color: palette.secondaryText)
    if heading { y += subtitleFit.metrics.height + m.gap }
    var legend: [LegendItem] = []
    if !parts.isEmpty && !parts.legend.isEmpty {
      legend = LegendItem.rows(
        parts.legend, origin: Point(x: m.margin, y: y), maxWidth: content, size: m.legendSize,
        minimumSize: max(m.minimumTextSize, ChartTypeScale.screenLegendMinimum),
        language: language, color: palette.secondaryText, measurer: measurer)
      y = (legend.map { max($0.label.frame.maxY, $0.frame.maxY) }.max() ?? y) + m.gap
    }
    y += m.gap * 0.5
    let frame = Rect(x: m.margin, y: y, width: content, height: height - m.margin - y)
    bodyFrame = frame

    if parts.isEmpty {
      let panel = frame
      let fit = FittedText(
        TextSpec(parts.emptyMessage, size: m.messageSize, language: language),
        maxWidth: panel.width - 2 * m.gap, minimumSize: m.legible(m.messageSize * 0.5),
        measurer: measurer)
      let origin = Point(
        x: panel.center.x - fit.width / 2, y: panel.center.y - fit.metrics.height / 2)
      body = .message(panel: panel, text: fit.placed(at: origin, color: palette.secondaryText))
      self.legend = legend
      return
    }
    let context = ChartContext(
      metrics: m, palette: palette, locale: locale,
      firstWeekday: model.options.firstWeekday, measurer: measurer)
    switch model.content {
    case .scores(let series):
      let line = LineChartLayout(series: series, in: frame, context: context)
      body = .line(line)
      // The legend shows the scores as they are drawn: dots on a dense chart.
      if line.isDense {
        legend = legend.map {
          $0.swatch == .line(palette.line)
            ? LegendItem(swatch: .dots(palette.line), frame: $0.frame, label: $0.label) : $0
        }
      }
    case .words(let distribution, let valences):
      body = .bars(
        BarChartLayout(
          distribution: distribution,
          colors: { valences[$0].flatMap { palette.valenceColors[$0] } },
          in: frame, context: context))
    case .tags(let distribution):
      body = .bars(
        BarChartLayout(
          distribution: distribution, prefix: "#", colors: { _ in nil }, in: frame,
          context: context))
    case .histogram(let histogram):
      body = .columns(ColumnChartLayout(histogram: histogram, in: frame, context: context))
    case .habits(let habits):
      body = .bars(BarChartLayout(habits: habits, in: frame, context: context))
    case .month(let month):
      body = .calendar(
        CalendarLayout(month: month, today: model.today, in: frame, context: context))
    case .year(let year):
      body = .calendar(
        CalendarLayout(year: year, today: model.today, in: frame, context: context))
    case .days(let series):
      body = .days(
        DayBarChartLayout(series: series, today: model.today, in: frame, context: context))
    case .weekdays(let weekdays):
      body = .weekdays(WeekdayChartLayout(weekdays: weekdays, in: frame, context: context))
    case .patterns(let patterns, let limit):
      body = .patterns(
        PatternChartLayout(
          rows: PatternRows(patterns, limit: limit), in: frame, context: context))
    }
    self.legend = legend
  }

  /// Every text on the chart.
  var texts: [PlacedText] {
    var texts = [title, subtitle] + legend.map(\.label)
    switch body {
    case .message(_, let text):
      texts.append(text)
    case .line(let line):
      texts += line.yTicks.map(\.label) + line.xTicks.map(\.label)
      if let mean = line.mean { texts.append(mean.label) }
    case .bars(let bars):
      texts += bars.rows.flatMap { [$0.label, $0.value] }
    case .columns(let columns):
      texts += columns.columns.flatMap { [$0.label, $0.value] }
    case .calendar(let calendar):
      for month in calendar.months {
        texts += (month.title.map { [$0] } ?? []) + month.weekdays
        texts += month.cells.flatMap { [$0.dayLabel, $0.scoreLabel].compactMap { $0 } }
      }
    case .days(let days):
      texts += days.yTicks.map(\.label) + days.xTicks.map(\.label)
      texts += days.bars.compactMap(\.label) + (days.mean.map { [$0.label] } ?? [])
    case .weekdays(let weekdays):
      texts += weekdays.columns.flatMap { [$0.value, $0.name, $0.days] }
      texts += weekdays.gridLines.map(\.label)
    case .patterns(let patterns):
      texts += patterns.headings
      texts += patterns.rows.flatMap { [$0.label, $0.value, $0.with, $0.without] }
      texts += patterns.note.map { [$0] } ?? []
    }
    return texts
  }

  /// Texts with characters no font can draw, one warning each.
  var warnings: [PictureWarning] {
    texts.filter { $0.metrics.unknownGlyphs > 0 }.map {
      .undrawable(text: $0.spec.text, count: $0.metrics.unknownGlyphs)
    }
  }
}
