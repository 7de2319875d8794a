import CardRender
import Foundation
import MoodCore
import MoodStore
import Stats

/// `mood chart`: a chart of a range of days, in PNG, SVG or PDF.
enum ChartCommand {
  static let command = Command(
    name: "chart", abstract: "Draw a chart of a range of days (PNG, SVG or PDF)",
    discussion: """
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
      """,
    arguments: [
      .required(
        "KIND", "line, days, words, tags, scores, weekdays, patterns, habits or calendar")
    ],
    options: Option.statsRange + [
      .value("output", short: "o", "FILE", "The file to write, or - for standard output"),
      .value("theme", "THEME", "light (default) or dark"),
      .value("locale", "LANG", "en (default) or zh-Hans, with a region for its week (en-US)"),
      .value("format", "FORMAT", "png, svg or pdf (default: from the file name, else png)"),
      .value("width", "W", "The width in pixels, 320 to 4000 (default: by kind)"),
      .value("height", "H", "The height in pixels, 320 to 4000 (default: by kind)"),
      .flag("average", "line: add the 7-day moving average"),
      .value(
        "limit", "N", "words, tags: the most bars; patterns: of each kind; 1 to 30 (default: 10)"),
      .flag("archived", "habits, patterns: include archived habits"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let kind = try chartKind(invocation)
      let options = try chartOptions(invocation)
      let output = invocation.value("output")
      let format = try CardCommand.format(invocation, output: output)
      if output == "-", isatty(STDOUT_FILENO) == 1 {
        throw invocation.usageError(
          "refusing to write a \(format.rawValue.uppercased()) chart to the terminal; "
            + "pipe it somewhere or give -o FILE")
      }
      let limit = try limit(invocation)
      let today = try invocation.today()
      let fallback: StatsRange = kind == .calendar ? .month(containing: today) : .standard
      let range = try invocation.statsRange(today: today, fallback: fallback)
      if kind == .days, range.count > DayBarChartLayout.maximumDays {
        throw invocation.usageError(
          RenderError.tooManyDays(count: range.count, limit: DayBarChartLayout.maximumDays)
            .description)
      }

      let store = try invocation.openStore(ifMissing: .useEmpty)
      let model = try store.read { db in
        try chartModel(
          kind, db: db, range: range, today: today, limit: limit, options: options,
          invocation: invocation)
      }
      try store.close()

      let chart = try ChartRenderer().render(model, as: format)
      for warning in chart.warnings { Console.error("Warning: \(warning)") }
      if output == "-" {
        FileHandle.standardOutput.write(chart.data)
      } else {
        let name = model.content.kind == .year ? "year" : kind.rawValue
        let path =
          output ?? "mood-\(name)-\(model.range.first)-\(model.range.last).\(format.rawValue)"
        try chart.write(to: URL(fileURLWithPath: path))
        Console.print("Wrote \(path)")
      }
    })

  /// The kinds `KIND` names; the year in pixels is `calendar --year`.
  private static let kinds = ChartKind.allCases.filter { $0 != .year }

  private static func chartKind(_ invocation: Invocation) throws -> ChartKind {
    let name = invocation.argument(0) ?? ""
    guard let kind = ChartKind(rawValue: name.lowercased()), kinds.contains(kind) else {
      let names = kinds.map(\.rawValue)
      throw invocation.usageError(
        "unknown chart \"\(name)\"; expected " + names.dropLast().joined(separator: ", ")
          + " or " + (names.last ?? ""))
    }
    return kind
  }

  /// The chart options from `--theme`, `--locale`, `--width` and `--height`.
  private static func chartOptions(_ invocation: Invocation) throws -> ChartOptions {
    var theme = CardTheme.light
    if let text = invocation.value("theme") {
      guard let value = CardTheme(rawValue: text.lowercased()) else {
        throw invocation.usageError("unknown theme \"\(text)\"; expected light or dark")
      }
      theme = value
    }
    let (locale, firstWeekday) = try locale(invocation)
    return ChartOptions(
      theme: theme, locale: locale, width: try pixels(invocation, "width"),
      height: try pixels(invocation, "height"), firstWeekday: firstWeekday)
  }

  /// The language of `--locale` (default `en`) and the first day of the week of its region.
  /// `mood report` takes it too.
  static func locale(_ invocation: Invocation) throws -> (CardLocale, firstWeekday: Weekday) {
    let identifier = invocation.value("locale") ?? "en"
    let language = identifier.split { $0 == "-" || $0 == "_" }.first.map(String.init) ?? ""
    let locale: CardLocale
    switch language.lowercased() {
    case "en": locale = .english
    case "zh" where !identifier.lowercased().contains("hant"): locale = .simplifiedChinese
    default:
      throw invocation.usageError(
        "unknown locale \"\(identifier)\"; expected en or zh-Hans, optionally with a region "
          + "such as en-US, en-GB or zh-Hans-CN")
    }
    return (locale, .firstOfWeek(localeIdentifier: identifier))
  }

  private static func pixels(_ invocation: Invocation, _ name: String) throws -> Int? {
    guard let text = invocation.value(name) else { return nil }
    guard let value = Int(text), ChartOptions.sizes.contains(value) else {
      throw invocation.usageError(
        "--\(name) \"\(text)\": expected a whole number of pixels from "
          + "\(ChartOptions.sizes.lowerBound) to \(ChartOptions.sizes.upperBound)")
    }
    return value
  }

  /// The most bars a word or tag chart may have, and the default.
  private static let limits = 1...30
  private static let defaultLimit = 10

  private static func limit(_ invocation: Invocation) throws -> Int {
    guard let text = invocation.value("limit") else { return defaultLimit }
    guard let value = Int(text), limits.contains(value) else {
      throw invocation.usageError(
        "--limit \"\(text)\": expected a whole number from \(limits.lowerBound) to "
          + "\(limits.upperBound)")
    }
    return value
  }

  /// Reads what the chart needs and turns it into its `Stats` model. Every entry is read, not
  /// only the range's: the moving average of the first days reaches back before it.
  private static func chartModel(
    _ kind: ChartKind, db: Database, range: DayRange, today: Day, limit: Int,
    options: ChartOptions, invocation: Invocation
  ) throws -> ChartModel {
    let language = options.locale.languageCode
    switch kind {
    case .line:
      // The moving average of the first days reaches back a week before the range; no further.
      let window = DayRange(
        last: range.last, count: range.count + ScoreSeries.movingAverageDays - 1)
      let series = ScoreSeries(
        entries: try db.entries(in: window), range: range, today: today,
        movingAverage: invocation.flag("average"))
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
        range: range, today: today, includeArchived: invocation.flag("archived"))
      return ChartModel(.habits(habits), range: range, today: today, options: options)
    case .days:
      let series = ScoreSeries(entries: try db.entries(in: range), range: range, today: today)
      return ChartModel(.days(series), range: range, today: today, options: options)
    case .weekdays:
      let weekdays = WeekdayScores(entries: try db.entries(in: range), range: range)
      return ChartModel(.weekdays(weekdays), range: range, today: today, options: options)
    case .patterns:
      let patterns = Patterns(
        entries: try db.entries(in: range), habits: try db.habits(includeArchived: true),
        completions: try db.completions(in: range), vocabulary: try db.vocabulary(),
        range: range, today: today, languageCode: language,
        includeArchived: invocation.flag("archived"))
      return ChartModel(
        .patterns(patterns, limit: limit), range: range, today: today, options: options)
    case .calendar, .year:
      if invocation.value("year") != nil {
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
