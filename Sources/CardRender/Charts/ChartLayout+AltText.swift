import Stats

extension ChartLayout {
  /// The chart laid out here, in words: its title and subtitle, then the numbers a reader takes
  /// from its body (the bars and their values, the days per score, or the message of an empty
  /// chart).
  func altText(for model: ChartModel) -> AltText {
    let locale = model.options.locale
    var parts = [title.spec.text, subtitle.spec.text]
    switch body {
    case .message(_, let message):
      parts.append(message.spec.text)
    case .bars(let bars):
      parts.append(locale.pairs(bars.rows.map { ($0.label.spec.text, $0.value.spec.text) }))
    case .columns(let columns):
      let days = columns.columns.map { locale.scoreDays($0.score, $0.value.spec.text) }
      parts.append(locale.daysPerScore(days))
    case .weekdays(let weekdays):
      parts.append(
        locale.pairs(
          weekdays.columns.map {
            ($0.name.spec.text, $0.value.spec.text + " · " + $0.days.spec.text)
          }))
    case .patterns(let patterns):
      parts.append(
        locale.pairs(
          patterns.rows.map {
            (
              $0.label.spec.text,
              [$0.value.spec.text, $0.with.spec.text, $0.without.spec.text].joined(
                separator: " · ")
            )
          }))
    case .line, .calendar, .days:
      // The subtitle holds their numbers: days logged, mean, median, lowest and highest.
      break
    }
    return AltText(
      title: title.spec.text, description: locale.sentences(parts.filter { !$0.isEmpty }),
      language: locale.languageCode)
  }
}
