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
      // The subtitle holds their summary; the sentence adds what a reader sees in the body.
      if let sentence = bodySentence(for: model) { parts.append(sentence) }
    }
    return AltText(
      title: title.spec.text, description: locale.sentences(parts.filter { !$0.isEmpty }),
      language: locale.languageCode)
  }

  /// The line's average and gaps, or the days of the extreme scores of a days chart or a
  /// calendar (today and before, within the range).
  private func bodySentence(for model: ChartModel) -> String? {
    let locale = model.options.locale
    func counted(_ cells: [CalendarMonth.Cell]) -> ScoreExtremes {
      ScoreExtremes(
        cells.filter { cell in
          cell.isInMonth && cell.isInRange && (model.today.map { cell.day <= $0 } ?? true)
        }.map { ($0.day, $0.score) })
    }
    switch model.content {
    case .scores(let series): return locale.lineSentence(series)
    case .days(let series): return locale.extremesSentence(series.scoreExtremes)
    case .month(let month): return locale.extremesSentence(counted(Array(month.weeks.joined())))
    case .year(let year):
      return locale.extremesSentence(counted(year.months.flatMap { $0.weeks.joined() }))
    default: return nil
    }
  }
}
