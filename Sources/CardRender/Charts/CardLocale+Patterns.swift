import Stats

/// The words of the days, weekdays and patterns charts: counts and means with plain labels,
/// never a reason for them.
extension CardLocale {
  /// An item's name on a patterns chart: `#work`, `Calm`, `🚶 Walk`.
  func patternLabel(_ pattern: Pattern) -> String {
    switch pattern.kind {
    case .tag: return "#" + pattern.label
    case .word: return pattern.label
    case .habit: return (pattern.icon.map { $0 + " " } ?? "") + pattern.label
    }
  }

  /// One side of an item: `with 5.2 · 12 days`, `not done 5.1 · 14 days`, `有 5.2 · 12 天`.
  func patternSide(_ pattern: Pattern, with: Bool) -> String {
    let tally = with ? pattern.with : pattern.without
    let mean = tally.mean.map(decimal) ?? "–"
    let name: PictureKey =
      pattern.kind == .habit
      ? (with ? .patternDone : .patternNotDone) : (with ? .patternWith : .patternWithout)
    return "\(text(name)) \(mean) · \(dayCount(tally.days))"
  }

  /// A group's heading on a patterns chart: `Tags`, `Mood words`, `Habits`.
  func patternHeading(_ kind: Pattern.Kind) -> String {
    switch kind {
    case .tag: return chartName(.tags)
    case .word: return chartName(.words)
    case .habit: return chartName(.habits)
    }
  }

  /// A difference with its sign and one decimal: `+1.2`, `−0.8` (a true minus sign), `0.0`.
  func signedDecimal(_ value: Double) -> String {
    let text = decimal(abs(value))
    if text == decimal(0) { return text }
    return (value > 0 ? "+" : "\u{2212}") + text
  }

  /// What a patterns chart's bars are: `Mean score on days with each item minus the other days`,
  /// then what was left out for too few days. The items not shown for room are counted once,
  /// under the bars (`patternsNotShown`).
  func patternNumbers(leftOut: Int) -> String {
    var parts = [text(.patternNumbers)]
    if leftOut > 0 {
      parts.append(
        text(.patternsLeftOut, ["count": leftOut, "minimum": Patterns.minimumDays]))
    }
    return parts.joined(separator: " · ")
  }

  /// Under a patterns chart, the items with enough days it does not show: `31 more not shown`
  /// when some are past the chart's limit, `3 more not shown at this size` when only room
  /// left them out.
  func patternsNotShown(limit: Int, room: Int) -> String {
    limit > 0
      ? text(.patternsNotShown, ["count": limit + room])
      : text(.notShownAtThisSize, ["count": room])
  }

  /// The legend's name of a faded bar: `Faded: fewer than 7 days with or without`.
  var fewDaysBars: String { text(.fewDaysBars, ["days": PatternRows.fewDays]) }

  /// The message of a patterns chart with no item to show.
  var noPatterns: String { text(.noPatterns, ["minimum": Patterns.minimumDays]) }

  /// The legend's names of the two bar colours.
  var higherWithItem: String { text(.higherWithItem) }
  var lowerWithItem: String { text(.lowerWithItem) }
}
