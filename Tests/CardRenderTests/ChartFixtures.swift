import Foundation
import MoodCore
import Stats
import TestSupport

@testable import CardRender

/// Chart models for the tests, built through `Stats` from the shared fixtures: a week, a month
/// and a leap year, each full, sparse or empty.
enum ChartFixtures {
  /// How much of a range is logged.
  enum Density: String, CaseIterable, Sendable {
    /// Nothing logged and no habits.
    case empty
    /// A handful of days: a run of two, lone days, long gaps.
    case sparse
    /// Most days.
    case full
  }

  static let vocabulary = Vocabulary(custom: [])

  /// The sample of `days` (7, 30 or 366) days at `density`.
  static func sample(days: Int, _ density: Density) -> Fixtures.Sample {
    let full: Fixtures.Sample
    switch days {
    case 7: full = Fixtures.week
    case 30: full = month
    case 92: full = quarter
    default: full = year
    }
    switch density {
    case .full:
      return full
    case .empty:
      return Fixtures.Sample(
        range: full.range, today: full.today, entries: [], habits: [], completions: [])
    case .sparse:
      // The 2nd and 3rd days (a run of two), then lone days in the middle and near the end.
      let offsets = [1, 2, full.range.count / 2, full.range.count - 2]
      let words = [["tired"], ["calm", "tired"], ["anxious"], ["happy"]]
      let entries = offsets.enumerated().map { index, offset in
        Fixtures.entry(
          full.range.first.adding(days: offset), [4, 6, 3, 7][index], words: words[index],
          tags: index.isMultiple(of: 2) ? ["work"] : ["family"])
      }
      let habit = Fixtures.habit(
        id: 1, "Journal", created: full.range.first.description, order: 0)
      return Fixtures.Sample(
        range: full.range, today: full.today, entries: entries, habits: [habit],
        completions: Fixtures.completions(
          1,
          offsets.prefix(2).map {
            full.range.first.adding(days: $0).description
          }))
    }
  }

  /// The last 92 days of `year` (October to December 2024), the longest days chart.
  static let quarter: Fixtures.Sample = {
    let range = DayRange(last: year.range.last, count: 92)
    return Fixtures.Sample(
      range: range, today: year.today, entries: year.entries.filter { range.contains($0.day) },
      habits: year.habits, completions: year.completions.filter { range.contains($0.day) })
  }()

  /// `Fixtures.month` with tags: `work` on weekdays, `family` at weekends, `friends` on Fridays.
  static let month: Fixtures.Sample = {
    let base = Fixtures.month
    let entries = base.entries.map { entry in
      let weekday = entry.day.isoWeekday
      let tags = weekday >= 6 ? ["family"] : weekday == 5 ? ["work", "friends"] : ["work"]
      return Fixtures.entry(entry.day, entry.score.value, words: entry.words, tags: tags)
    }
    return Fixtures.Sample(
      range: base.range, today: base.today, entries: entries, habits: base.habits,
      completions: base.completions)
  }()

  /// A leap year with words, tags and habits: `Fixtures.year`'s days and scores, words by score,
  /// tags by weekday, three habits started in different months.
  static let year: Fixtures.Sample = {
    let base = Fixtures.year
    let wordsByScore = [
      ["sad", "lonely"], ["low", "tired"], ["anxious", "stressed"], ["tired"], ["neutral"],
      ["calm"], ["content", "calm"], ["happy", "grateful"], ["happy", "excited"],
      ["happy", "loved", "proud"],
    ]
    let tagsByWeekday = [
      ["work"], ["work", "gym"], ["work"], ["work", "friends"], ["work"], ["family", "outdoors"],
      ["family"],
    ]
    let entries = base.entries.map { entry in
      Fixtures.entry(
        entry.day, entry.score.value, words: wordsByScore[entry.score.value - 1],
        tags: tagsByWeekday[entry.day.isoWeekday - 1])
    }
    let habits = [
      habitWithIcon(id: 1, "Walk", icon: "🚶", created: "2024-01-01", color: "#2FA39A", order: 0),
      habitWithIcon(
        id: 2, "Read before bed", icon: "📚", created: "2024-03-15", color: "#9B5DE5", order: 1),
      habitWithIcon(
        id: 3, "Meditate", icon: "🧘", created: "2024-07-01", color: "#E8803A", order: 2),
    ]
    let range = base.range
    var completions: [HabitCompletion] = []
    for day in range {
      let number = day.dayNumber
      if number % 3 != 0 { completions.append(HabitCompletion(habitID: 1, day: day, isDone: true)) }
      if number % 2 == 0 { completions.append(HabitCompletion(habitID: 2, day: day, isDone: true)) }
      if number % 5 == 1 { completions.append(HabitCompletion(habitID: 3, day: day, isDone: true)) }
    }
    return Fixtures.Sample(
      range: range, today: base.today, entries: entries, habits: habits, completions: completions)
  }()

  private static func habitWithIcon(
    id: Int64, _ name: String, icon: String, created: String, color: String, order: Int
  ) -> Habit {
    do {
      return try Habit(
        id: id, name: name, icon: icon, color: HexColor(parsing: color), isArchived: false,
        createdDay: Fixtures.day(created), order: order)
    } catch {
      preconditionFailure("bad fixture habit \(name): \(error)")
    }
  }

  /// The chart of `kind` for `sample`, built as `mood chart` builds it.
  static func model(
    _ kind: ChartKind, _ sample: Fixtures.Sample, options: ChartOptions = ChartOptions()
  ) -> ChartModel {
    let range = sample.range
    let locale = options.locale
    let firstWeekday = Weekday.firstOfWeek(localeIdentifier: locale.languageCode)
    let lastLogged = sample.entries.map(\.day).max() ?? range.last
    switch kind {
    case .line:
      let series = ScoreSeries(
        entries: sample.entries, range: range, today: sample.today,
        movingAverage: range.count > 7)
      return ChartModel(.scores(series), range: range, today: sample.today, options: options)
    case .words:
      let words = Distribution.words(
        in: sample.entries, range: range, vocabulary: vocabulary,
        languageCode: locale.languageCode, limit: 8)
      var valences: [String: Valence] = [:]
      for item in words.items { valences[item.key] = vocabulary.word(id: item.key)?.valence }
      return ChartModel(
        .words(words, valences: valences), range: range, today: sample.today, options: options)
    case .tags:
      let tags = Distribution.tags(in: sample.entries, range: range, limit: 8)
      return ChartModel(.tags(tags), range: range, today: sample.today, options: options)
    case .scores:
      let histogram = ScoreHistogram(entries: sample.entries, range: range)
      return ChartModel(.histogram(histogram), range: range, today: sample.today, options: options)
    case .habits:
      let habits = HabitStats.all(
        habits: sample.habits, completions: sample.completions, range: range,
        today: sample.today, includeArchived: true)
      return ChartModel(.habits(habits), range: range, today: sample.today, options: options)
    case .calendar:
      let month = CalendarMonth(
        containing: lastLogged, entries: sample.entries, firstWeekday: firstWeekday)
      return ChartModel(
        .month(month), range: DayRange(monthOf: lastLogged), today: sample.today, options: options)
    case .days:
      let series = ScoreSeries(entries: sample.entries, range: range, today: sample.today)
      return ChartModel(.days(series), range: range, today: sample.today, options: options)
    case .weekdays:
      let weekdays = WeekdayScores(entries: sample.entries, range: range)
      return ChartModel(.weekdays(weekdays), range: range, today: sample.today, options: options)
    case .patterns:
      let patterns = Patterns(
        entries: sample.entries, habits: sample.habits, completions: sample.completions,
        vocabulary: vocabulary, range: range, today: sample.today,
        languageCode: locale.languageCode, includeArchived: true)
      return ChartModel(
        .patterns(patterns, limit: 10), range: range, today: sample.today, options: options)
    case .year:
      let year = CalendarYear(
        containing: range.last, entries: sample.entries, firstWeekday: firstWeekday)
      let days = DayRange(last: Fixtures.day("\(year.year)-12-31"), count: 365)
      let whole = Day.isLeap(year.year) ? DayRange(last: days.last, count: 366) : days
      return ChartModel(.year(year), range: whole, today: sample.today, options: options)
    }
  }
}
