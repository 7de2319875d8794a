import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import Stats

/// `mood chart`: a chart of a range of days, in PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
  static let name = "chart"
  static let abstract = "Draw a chart of a range of days (PNG, SVG or PDF)"
  static let discussion = """
    KIND is line (each day's score), days (a bar per day, up to \
    \(DayBarChartLayout.maximumDays) days), words, tags, scores (how many days had each \
    score), weekdays (the mean score of each weekday), patterns (the mean score of the days \
    with each tag, word and habit against the days without it), habits (how often each was \
    done) or calendar (a month coloured by score; with --year, the whole year in pixels). \
    Without a range a chart covers the last 30 days, and the \
    calendar the current month (or the month of the range's last day). The format follows \
    the file's extension unless --format says otherwise. Without -o the chart goes to \
    mood-KIND-FROM-TO.png (or .svg, .pdf) in the current folder; `-o -` writes it to \
    standard output. Charts show counts, averages and rates only.
    Example: mood chart line --days 7 --average --theme dark -o week.png
    """

  /// The kinds `KIND` names; the year in pixels is `calendar --year`.
  private static let kinds = ChartKind.allCases.filter { $0 != .year }
  static let kind = Argument<ChartKind>.choice("KIND", noun: .nounChart, cases: kinds)
  static let width = Option<Int>.number(
    "width", "W", in: ChartOptions.sizes, refusal: .optionWholeNumberOfPixels,
    "The width in pixels, 320 to 4000 (default: by kind)")
  static let height = Option<Int>.number(
    "height", "H", in: ChartOptions.sizes, refusal: .optionWholeNumberOfPixels,
    "The height in pixels, 320 to 4000 (default: by kind)")
  static let average = Flag(
    "average", "line: add the 7-day moving average (always on past 90 days)")
  static let limit = Option<Int>.number(
    "limit", "N", in: 1...30,
    "words, tags: the most bars; patterns: of each kind; 1 to 30 (default: 10)")
  static let archived = Flag("archived", "habits, patterns: include archived habits")
  static let arguments = [kind.info]
  static let options: [any OptionDeclaring] = [
    RangeGroup.charts, PictureOutputGroup.pictures, PictureOptions.theme, width, height, average,
    limit, archived, CommonOptions.alt, CommonOptions.tz,
  ]

  let kind: ChartKind
  let range: RangeRequest?
  let output: PictureOutput
  let options: ChartOptions
  let average: Bool
  let limit: Int
  let archived: Bool
  let zone: Zone
  let alt: Bool

  init(_ words: ParsedWords) throws {
    alt = words.contains(CommonOptions.alt)
    kind = try words.required(Self.kind)
    let locale = words.locale
    options = ChartOptions(
      theme: try words.value(PictureOptions.theme, orSaved: .theme) ?? .light,
      locale: locale.language,
      width: try words.value(Self.width), height: try words.value(Self.height),
      firstWeekday: locale.firstWeekday)
    output = try PictureOutputGroup.pictures.output(words)
    average = words.contains(Self.average)
    limit = try words.value(Self.limit, default: 10)
    archived = words.contains(Self.archived)
    zone = try words.timeZone
    range = try RangeGroup.charts.request(words)
  }

  func validate(_ context: Context) throws {
    if !alt { try output.validate(noun: .pictureChart, context: context) }
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let store = try context.openStoreForReading()
    let model = try store.read { db in try chartModel(db: db, today: today) }
    try store.close()

    if alt {
      try Console.print(ChartRenderer().altText(for: model).description)
      return
    }
    let chart = try ChartRenderer().render(model, as: output.format)
    let name = model.content.kind == .year ? "year" : kind.rawValue
    try output.deliver(
      chart, noun: .pictureChart,
      defaultName: "mood-\(name)-\(model.range.first)-\(model.range.last)",
      context: context)
  }

  /// Reads what the chart needs and turns it into its `Stats` model.
  /// The days asked for, else the last 30 (the current month for the calendar); a line
  /// chart, whose cost follows the days, at most `RangeRequest.maximumDrawnSpan` of them.
  /// - Parameter firstLogged: where `--all` starts.
  func resolvedRange(today: Day, firstLogged: () throws -> Day?) throws -> DayRange {
    let fallback: RangeRequest = kind == .calendar ? .month(containing: today) : .standard
    let range = try (range ?? fallback).resolved(today: today, firstLogged: firstLogged)
    if kind == .line { return try RangeRequest.drawable(range) }
    if kind == .days, range.count > DayBarChartLayout.maximumDays {
      // A usage error (a 400 in the web app), in the words of the renderer's own refusal.
      throw ValidationError(
        .tooManyDays,
        ["count": .text("\(range.count)"), "limit": .text("\(DayBarChartLayout.maximumDays)")])
    }
    return range
  }

  /// The chart's `Stats` model from what `db` holds now; `mood serve` draws the same charts.
  func chartModel(db: Database, today: Day) throws -> ChartModel {
    try chartModel(
      db: db, range: try resolvedRange(today: today, firstLogged: db.firstLoggedDay), today: today)
  }

  private func chartModel(db: Database, range: DayRange, today: Day) throws -> ChartModel {
    let language = options.locale.languageCode
    switch kind {
    case .line:
      // The moving average of the first days reaches back a week before the range; no further.
      let window = DayRange(
        last: range.last, count: range.count + ScoreSeries.movingAverageDays - 1)
      let series = ScoreSeries(
        entries: try db.entries(in: window), range: range, today: today,
        movingAverage: average || range.count > ScoreSeries.averagedRangeDays)
      return ChartModel(.scores(series), range: range, today: today, options: options)
    case .words:
      let vocabulary = try db.vocabulary()
      let words = Distribution.words(
        in: try db.entries(in: range), range: range, vocabulary: vocabulary,
        languageCode: language, limit: limit)
      var valences: [String: Valence] = [:]
      for item in words.items { valences[item.key] = vocabulary.word(id: item.key)?.valence }
      return ChartModel(
        .words(words, valences: valences), range: range, today: today, options: options)
    case .tags:
      let tags = Distribution.tags(in: try db.entries(in: range), range: range, limit: limit)
      return ChartModel(.tags(tags), range: range, today: today, options: options)
    case .scores:
      let histogram = ScoreHistogram(entries: try db.entries(in: range), range: range)
      return ChartModel(.histogram(histogram), range: range, today: today, options: options)
    case .habits:
      let habits = HabitStats.all(
        habits: try db.habits(includeArchived: true), completions: try db.completions(in: range),
        range: range, today: today, includeArchived: archived)
      return ChartModel(.habits(habits), range: range, today: today, options: options)
    case .days:
      let series = ScoreSeries(entries: try db.entries(in: range), range: range, today: today)
      return ChartModel(.days(series), range: range, today: today, options: options)
    case .weekdays:
      let weekdays = WeekdayScores(entries: try db.entries(in: range), range: range)
      return ChartModel(.weekdays(weekdays), range: range, today: today, options: options)
    case .patterns:
      // Every completion: a habit's first recorded day may lie before the range.
      let patterns = Patterns(
        entries: try db.entries(in: range), habits: try db.habits(includeArchived: true),
        completions: try db.completions(), vocabulary: try db.vocabulary(), range: range,
        today: today, languageCode: language, includeArchived: archived)
      return ChartModel(
        .patterns(patterns, limit: limit), range: range, today: today, options: options)
    case .calendar, .year:
      if case .year = self.range {
        let year = CalendarYear(
          containing: range.first, entries: try db.entries(in: range),
          firstWeekday: options.firstWeekday)
        return ChartModel(.year(year), range: range, today: today, options: options)
      }
      let days = DayRange(monthOf: range.last)
      let month = CalendarMonth(
        containing: range.last, entries: try db.entries(in: days),
        firstWeekday: options.firstWeekday)
      return ChartModel(.month(month), range: days, today: today, options: options)
    }
  }
}
