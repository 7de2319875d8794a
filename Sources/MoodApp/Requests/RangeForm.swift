import MoodCore

/// The grammar of a range, one for every request that covers a range of days: `days`, `from`
/// (with `to`), `month` or `year` (or `all`, where the form takes it), exactly one of them.
package struct RangeForm: Sendable {
  /// The most days `days` accepts.
  package let maximumDays: Int
  /// Whether `all` is offered: where a request's cost follows the entries it reads, or what it
  /// draws is bounded by `RangeRequest.maximumDrawnSpan`.
  package let takesAll: Bool

  /// The range of `batch`: at most a year of days by count.
  package static let cards = RangeForm(maximumDays: 366, takesAll: false)
  /// The range of `chart` and `report`: at most a year of days by count, and `all`, which a
  /// line chart or a report draws up to `RangeRequest.maximumDrawnSpan` days of.
  package static let pictures = RangeForm(maximumDays: 366, takesAll: true)
  /// The range of `list`, `stats` and `export`: up to ten years by count, any range by `from`,
  /// and `all`.
  package static let entries = RangeForm(maximumDays: RangeRequest.tenYearsOfDays, takesAll: true)

  /// `days N`: the last N days, ending today.
  package var days: Parameter<Int> { .number("days", in: 1...maximumDays) }
  /// `from DAY`: the first day.
  package static let from = Parameter<DayArgument>.rangeDay("from")
  /// `to DAY`: the last day, with `from`.
  package static let to = Parameter<DayArgument>.rangeDay("to")
  /// `month YYYY-MM`: a whole month.
  package static let month = Parameter<Day>("month") { text, spelled in
    guard let day = Day(text + "-01") else {
      throw ValidationError(.invalidMonth, ["option": .text(spelled), "value": .text(text)])
    }
    return day
  }
  /// `year YYYY`: a whole year.
  package static let year = Parameter<Day>("year") { text, spelled in
    guard text.count == 4, let day = Day(text + "-01-01") else {
      throw ValidationError(.invalidYear, ["option": .text(spelled), "value": .text(text)])
    }
    return day
  }
  /// `all`: every logged day, a flag.
  package static let all = "all"
  /// Every name a range may be given with.
  package static let names = ["days", from.name, to.name, month.name, year.name, all]

  /// The range the words ask for, or `nil` when they give none.
  /// - Throws: a `ValidationError` naming a bad value, or the values that cannot be combined.
  package func request(_ words: some RequestWords) throws -> RangeRequest? {
    let forms = [days.name, Self.from.name, Self.month.name, Self.year.name]
    let given = try (forms + (takesAll ? [Self.all] : [])).filter { try words.isGiven($0) }
    if given.count > 1 { throw conflict(given, words.spelling) }
    if let to = words.text(of: Self.to.name), try !words.isGiven(Self.from.name) {
      // The text as typed: the message is about the combination, not the day.
      throw given.isEmpty
        ? ValidationError(
          .rangeToNeedsFrom,
          RangeRequest.spelledForms(words.spelling).merging(
            ["value": .text(to), "accepted": accepted(words.spelling)]) { $1 })
        : conflict(given + [Self.to.name], words.spelling)
    }
    if let count = try words.value(days) { return .lastDays(count) }
    if let from = try words.value(Self.from) {
      return .between(from: from, through: try words.value(Self.to))
    }
    if let month = try words.value(Self.month) { return .month(containing: month) }
    if takesAll, try words.isSet(Self.all) { return .all }
    return try words.value(Self.year).map { .year(containing: $0) }
  }

  /// The forms a range may be given in, for messages.
  private func accepted(_ spelling: Spelling) -> MessageValue {
    .message(
      takesAll ? .rangeFormsOrAll : .rangeForms,
      RangeRequest.spelledForms(spelling).merging(["maximum": .text("\(maximumDays)")]) { $1 })
  }

  private func conflict(_ names: [String], _ spelling: Spelling) -> ValidationError {
    ValidationError(
      .rangeConflict,
      ["options": .allOf(names.map { spelling($0) }), "accepted": accepted(spelling)])
  }
}
