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

  /// A year like the design review's store: `ChartFixtures.year` with a short reason on every
  /// entry and December's edge cases: 500-character reasons in English (11 Dec) and Chinese
  /// (12 Dec), twelve words (14 Dec), a 60-character tag (26 Dec), the longest a tag may be, and four entries marked to
  /// discuss.
  static let review: Fixtures.Sample = {
    let base = ChartFixtures.year
    let chinese = String(
      repeating: "今天又没睡好，凌晨四点就醒了，脑子里一直转着搬家和钱的事；沿着河边慢慢走，心情好了一点。", count: 12
    ).prefix(MoodEntry.maximumReasonLength)
    let twelve = [
      "happy", "calm", "tired", "anxious", "stressed", "grateful", "content", "lonely", "low",
      "excited", "loved", "proud",
    ]
    let marked = ["2024-12-11", "2024-12-12", "2024-12-17", "2024-12-24"].map(Fixtures.day)
    let entries = base.entries.enumerated().map { index, entry in
      var reason = "Note \(index): tea with a friend, then an early night"
      var words = entry.words, tags = entry.tags
      switch entry.day.description {
      case "2024-12-11": reason = longReason(index)
      case "2024-12-12": reason = String(chinese)
      case "2024-12-14": words = twelve
      case "2024-12-26": tags = [String(repeating: "longtag", count: 9).prefix(60).description]
      default: break
      }
      do {
        return try MoodEntry(
          day: entry.day, score: entry.score, words: words, tags: tags, reason: reason,
          isMarkedToDiscuss: marked.contains(entry.day), loggedAt: entry.loggedAt,
          timeZone: entry.timeZone)
      } catch {
        preconditionFailure("bad review fixture entry \(entry.day): \(error)")
      }
    }
    return Fixtures.Sample(
      range: base.range, today: base.today, entries: entries, habits: base.habits,
      completions: base.completions)
  }()

  /// The report of the last `days` days of `review`.
  static func reviewModel(days: Int, options: ReportOptions = ReportOptions()) -> ReportModel {
    let sample = review
    return ReportModel(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: ChartFixtures.vocabulary, range: DayRange(last: sample.range.last, count: days),
      today: sample.today, options: options)
  }
}
