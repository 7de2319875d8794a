import MoodApp
import MoodCore

/// The range options, one grammar for every command that covers a range of days:
/// `--days N`, `--from DAY [--to DAY]`, `--month YYYY-MM` or `--year YYYY` (or `--all`, where
/// the group takes it), exactly one form.
struct RangeGroup: OptionDeclaring {
  /// The most days `--days` accepts.
  let maximumDays: Int
  /// Whether `--all` is offered: where a command's cost follows the entries it reads, not the
  /// days of the range.
  let takesAll: Bool

  /// The range of `report` and `batch`: at most a year of days by count.
  static let pictures = RangeGroup(maximumDays: 366, takesAll: false)
  /// The range of `chart`: as `pictures`, and `--all` for the charts of counts, which cost
  /// what the entries cost (a line chart refuses more days than it draws).
  static let charts = RangeGroup(maximumDays: 366, takesAll: true)
  /// The range of `list`, `stats` and `export`: up to ten years by count, any range by
  /// `--from`, and `--all`.
  static let entries = RangeGroup(maximumDays: RangeRequest.tenYearsOfDays, takesAll: true)

  /// `--all`: every logged day, where the group takes it.
  static let all = Flag("all", "All entries, from the first logged day through today")

  var days: Option<Int> {
    .number(
      "days", "N", in: 1...maximumDays, "The last N days, ending today (1 to \(maximumDays))")
  }
  static let from = Option<DayArgument>("from", "DAY", "The first day of the range") {
    try rangeDay($0, option: "--from")
  }
  static let to = Option<DayArgument>("to", "DAY", "The last day of the range (default: today)") {
    try rangeDay($0, option: "--to")
  }
  static let month = Option<Day>("month", "YYYY-MM", "A whole month") { text in
    guard let day = Day(text + "-01") else {
      throw ValidationError(.invalidMonth, ["value": .text(text)])
    }
    return day
  }
  static let year = Option<Day>("year", "YYYY", "A whole year") { text in
    guard text.count == 4, let day = Day(text + "-01-01") else {
      throw ValidationError(.invalidYear, ["value": .text(text)])
    }
    return day
  }

  var sectionTitle: String? { "RANGE OPTIONS" }

  var optionInfos: [OptionInfo] {
    [days.info, Self.from.info, Self.to.info, Self.month.info, Self.year.info]
      + (takesAll ? [Self.all.info] : [])
  }

  /// The range the words ask for, or `nil` when they give none.
  /// - Throws: a `ValidationError` naming a bad value, or the options that cannot be combined.
  func request(_ words: ParsedWords) throws -> RangeRequest? {
    let forms = [days.info, Self.from.info, Self.month.info, Self.year.info]
    let given = (forms + (takesAll ? [Self.all.info] : []))
      .filter(words.isGiven).map { "--\($0.name)" }
    if given.count > 1 { throw conflict(given) }
    if let to = words.values[Self.to.info.name], !words.contains(Self.from) {
      // The text as typed: the message is about the combination, not the day.
      throw given.isEmpty
        ? ValidationError(.rangeToNeedsFrom, ["value": .text(to), "accepted": accepted])
        : conflict(given + ["--to"])
    }
    if let count = try words.value(days) { return .lastDays(count) }
    if let from = try words.value(Self.from) {
      return .between(from: from, through: try words.value(Self.to))
    }
    if let month = try words.value(Self.month) { return .month(containing: month) }
    if takesAll, words.contains(Self.all) { return .all }
    return try words.value(Self.year).map { .year(containing: $0) }
  }

  /// The forms a range may be given in, for messages.
  private var accepted: MessageValue {
    .message(takesAll ? .rangeFormsOrAll : .rangeForms, ["maximum": .text("\(maximumDays)")])
  }

  private func conflict(_ options: [String]) -> ValidationError {
    ValidationError(.rangeConflict, ["options": .allOf(options), "accepted": accepted])
  }

  /// A day of the range, refused with the option's name: `--to "March 5": expected ...`.
  private static func rangeDay(_ text: String, option: String) throws -> DayArgument {
    do { return try DayArgument(parsing: text) } catch let error as ValidationError {
      throw ValidationError(
        .optionValueRefused, error.values.merging(["option": .text(option)]) { $1 })
    }
  }
}
