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
  /// then, when some have too few days, the rule that leaves them out, with no count: every
  /// item not drawn is counted once, under the bars (`patternsNotShown`).
  func patternNumbers(leftOut: Int) -> String {
    var parts = [text(.patternNumbers)]
    if leftOut > 0 { parts.append(text(.patternsLeftOut, ["minimum": Patterns.minimumDays])) }
    return parts.joined(separator: " · ")
  }

  /// Under a patterns chart, the one count of the items it does not draw, for too few days on a
  /// side, past its limit or for room, naming the habits among them (a person tracks a handful
  /// and looks for each): `16 more not shown, among them 📚 Read, 📵 No phone after 10`;
  /// `3 more not shown at this size` when only room left them out.
  func patternsNotShown(_ missing: [Pattern], onlyForRoom: Bool) -> String {
    let habits = missing.filter { $0.kind == .habit }.map(patternLabel)
    if !habits.isEmpty {
      return text(.patternsNotShownHabits, ["count": missing.count, "habits": list(habits)])
    }
    return text(onlyForRoom ? .notShownAtThisSize : .patternsNotShown, ["count": missing.count])
  }

  /// The legend's name of a faded bar: `Faded: fewer than 7 days with or without`.
  var fewDaysBars: String { text(.fewDaysBars, ["days": PatternRows.fewDays]) }

  /// The message of a patterns chart with no item to show.
  var noPatterns: String { text(.noPatterns, ["minimum": Patterns.minimumDays]) }

  /// The legend's names of the two bar colours.
  var higherWithItem: String { text(.higherWithItem) }
  var lowerWithItem: String { text(.lowerWithItem) }
}
