import Stats

/// The words of the days, weekdays and patterns charts, in English and Simplified Chinese:
/// counts and means with plain labels, never a reason for them.
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
    let name: String
    switch (self, pattern.kind == .habit, with) {
    case (.english, false, true): name = "with"
    case (.english, false, false): name = "without"
    case (.english, true, true): name = "done"
    case (.english, true, false): name = "not done"
    case (.simplifiedChinese, false, true): name = "有"
    case (.simplifiedChinese, false, false): name = "无"
    case (.simplifiedChinese, true, true): name = "完成"
    case (.simplifiedChinese, true, false): name = "未完成"
    }
    return "\(name) \(mean) · \(dayCount(tally.days))"
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
  /// then what was left out.
  func patternNumbers(leftOut: Int, notShown: Int) -> String {
    var parts = [
      self == .english
        ? "Mean score on days with each item minus on the other days"
        : "有此项的日子与其余日子的平均分之差"
    ]
    if leftOut > 0 {
      parts.append(
        self == .english
          ? "\(leftOut) left out with fewer than \(Patterns.minimumDays) days on a side"
          : "另有 \(leftOut) 项因一侧少于 \(Patterns.minimumDays) 天未列出")
    }
    if notShown > 0 {
      parts.append(self == .english ? "\(notShown) more not shown" : "另有 \(notShown) 项未显示")
    }
    return parts.joined(separator: " · ")
  }

  /// Under a patterns chart too small for all its rows: `3 more not shown at this size`.
  func notShownAtThisSize(_ count: Int) -> String {
    self == .english ? "\(count) more not shown at this size" : "此尺寸下另有 \(count) 项未显示"
  }

  /// The message of a patterns chart with no item to show.
  var noPatterns: String {
    self == .english
      ? "No tag, word or habit has \(Patterns.minimumDays) days on each side"
      : "没有标签、心情词或习惯在两侧各有 \(Patterns.minimumDays) 天"
  }

  /// The legend's names of the two bar colours.
  var higherWithItem: String { self == .english ? "Higher mean with it" : "有此项时平均分较高" }
  var lowerWithItem: String { self == .english ? "Lower mean with it" : "有此项时平均分较低" }
}
