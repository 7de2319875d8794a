import Foundation
import MoodCore
import Stats
import TestSupport

@testable import CardRender

/// Report models for the tests: the chart fixtures' week, month and the last 90 days of their
/// leap year, every entry with a reason of its own (some 500 characters long, some Chinese).
enum ReportFixtures {
  /// A reason of exactly `MoodEntry.maximumReasonLength` characters, in words, ending with a
  /// number so that each is distinct.
  static func longReason(_ number: Int) -> String {
    let words = ["slept", "badly", "then", "walked", "along", "the", "river", "with", "Sam"]
    var text = "Long note \(number):"
    var index = 0
    while text.count < MoodEntry.maximumReasonLength - 12 {
      text += " " + words[index % words.count]
      index += 1
    }
    text += " end of \(number)"
    return String(text.prefix(MoodEntry.maximumReasonLength))
  }

  /// The reason of the `index`-th entry: every tenth 500 characters long, every seventh in
  /// Chinese, the others a short English line.
  static func reason(_ index: Int) -> String {
    if index % 10 == 4 { return longReason(index) }
    if index % 7 == 3 { return "和朋友在公园散步，聊了很多事情，第\(index)天" }
    return "Note \(index): tea with a friend, then an early night"
  }

  /// The sample of `days` (7, 30 or 90) days with a reason on every entry.
  static func sample(days: Int) -> Fixtures.Sample {
    let base: Fixtures.Sample
    let range: DayRange
    switch days {
    case 7: base = ChartFixtures.sample(days: 7, .full)
    case 30: base = ChartFixtures.sample(days: 30, .full)
    default: base = ChartFixtures.sample(days: 366, .full)
    }
    range = days == 90 ? DayRange(last: base.range.last, count: 90) : base.range
    let entries = base.entries.enumerated().map { index, entry in
      do {
        return try MoodEntry(
          day: entry.day, score: entry.score, words: entry.words, tags: entry.tags,
          reason: reason(index), loggedAt: entry.loggedAt, timeZone: entry.timeZone)
      } catch {
        preconditionFailure("bad report fixture entry \(entry.day): \(error)")
      }
    }
    return Fixtures.Sample(
      range: range, today: base.today, entries: entries, habits: base.habits,
      completions: base.completions)
  }

  /// The report of `sample(days:)`.
  static func model(days: Int, options: ReportOptions = ReportOptions()) -> ReportModel {
    let sample = sample(days: days)
    return ReportModel(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: ChartFixtures.vocabulary, range: sample.range, today: sample.today,
      options: options)
  }

  /// The entries of `sample(days:)` inside its range.
  static func entries(days: Int) -> [MoodEntry] {
    let sample = sample(days: days)
    return sample.entries.filter { sample.range.contains($0.day) }
  }

  /// The range as the footers write it in English: `1–30 Nov 2026`.
  static func rangeText(days: Int) -> String {
    switch days {
    case 7: return "26 Mar – 1 Apr 2026"
    case 30: return "1–30 Nov 2026"
    default: return "3 Oct – 31 Dec 2024"
    }
  }
}
