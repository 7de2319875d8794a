import CardRender
import MoodCore
import MoodStore
import Stats

/// A chart as a person asks for it: its kind, range and look, and what the kind takes
/// (`average`, `limit`, `archived`). `mood chart` and the web app's charts read it the same way.
package struct ChartRequest: Sendable {
  /// `width`: the width in pixels.
  package static let width = Parameter<Int>.number(
    "width", in: ChartOptions.sizes, refusal: .optionWholeNumberOfPixels)
  /// `height`: the height in pixels.
  package static let height = Parameter<Int>.number(
    "height", in: ChartOptions.sizes, refusal: .optionWholeNumberOfPixels)
  /// `average`: the line chart's 7-day moving average (always on from `ScoreSeries.averagedRangeDays`).
  package static let average = "average"
  /// `limit`: the most bars of the words and tags charts, of each kind in patterns.
  package static let limit = Parameter<Int>.number("limit", in: 1...30)
  /// `archived`: the habits and patterns charts include archived habits.
  package static let archived = "archived"
  /// The kinds a person names; the year in pixels is the calendar of a `year` range.
  package static let namedKinds = ChartKind.allCases.filter { $0 != .year }
  /// `kind`: what the chart shows, one of `namedKinds`.
  package static let kind = Parameter<ChartKind>.choice(
    "kind", noun: .nounChart, cases: namedKinds)

  /// What the chart shows.
  package let kind: ChartKind
  /// The range asked for, or `nil` for the kind's own (the last 30 days, or the month).
  package let range: RangeRequest?
  /// The look: theme, language, size and first weekday.
  package let options: ChartOptions
  /// Whether the line chart shows the moving average even on fewer than `ScoreSeries.averagedRangeDays`.
  package let average: Bool
  /// The most bars of a kind.
  package let limit: Int
  /// Whether archived habits are shown.
  package let archived: Bool
  /// How the person named the values, for the refusals that come after reading.
  package let spelling: Spelling

  /// The chart of `kind` that `words` ask for.
  /// - Throws: a `ValidationError` naming a bad value.
  package init(_ kind: ChartKind, _ words: some RequestWords) throws {
    self.kind = kind
    let locale = words.locale
    options = ChartOptions(
      theme: try words.valueOrSaved(PictureParameters.theme) ?? .light,
      locale: locale.language,
      width: try words.value(Self.width), height: try words.value(Self.height),
      firstWeekday: locale.firstWeekday)
    average = try words.isSet(Self.average)
    limit = try words.value(Self.limit, default: 10)
    archived = try words.isSet(Self.archived)
    range = try RangeForm.pictures.request(words)
    spelling = words.spelling
  }

  /// The days asked for, else the last 30 (the current month for the calendar); a line
  /// chart, whose cost follows the days, at most `RangeRequest.maximumDrawnSpan` of them.
  /// - Parameter firstLogged: where `all` starts.
  package func resolvedRange(today: Day, firstLogged: () throws -> Day?) throws -> DayRange {
    let fallback: RangeRequest = kind == .calendar ? .month(containing: today) : .standard
    let range = try (range ?? fallback).resolved(today: today, firstLogged: firstLogged)
    if kind == .line { return try RangeRequest.drawable(range, spelling: spelling) }
    if kind == .days, range.count > DayBarChartLayout.maximumDays {
      // A refused request (a 400 in the web app), in the words of the renderer's own refusal.
      throw ValidationError(
        .tooManyDays,
        RangeRequest.spelledForms(spelling).merging(
          [
            "count": .text("\(range.count)"),
            "limit": .text("\(DayBarChartLayout.maximumDays)"),
          ]) { $1 })
    }
    return range
  }

  /// The chart's `Stats` model from what `db` holds now.
  package func model(db: Database, today: Day) throws -> ChartModel {
    try model(
      db: db, range: try resolvedRange(today: today, firstLogged: db.firstLoggedDay), today: today)
  }

  private func model(db: Database, range: DayRange, today: Day) throws -> ChartModel {
    let language = options.locale.languageCode
    switch kind {
    case .line:
      // The moving average of the first days reaches back a week before the range; no further.
      let window = DayRange(
        last: range.last, count: range.count + ScoreSeries.movingAverageDays - 1)
      let series = ScoreSeries(
        entries: try db.entries(in: window), range: range, today: today,
        movingAverage: ScoreSeries.showsMovingAverage(days: range.count, asked: average))
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
