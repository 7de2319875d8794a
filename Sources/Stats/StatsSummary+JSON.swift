import MoodSystem

// The summary as the `JSONValue` its `Codable` encoding writes (`json()`), key for key; each
// missing number is `null`, never a missing key. `StatsSummaryTests` holds the two equal.

extension StatsSummary {
  var jsonValue: JSONValue {
    .object([
      "from": .string(from.description), "to": .string(to.description), "days": .integer(days),
      "elapsedDays": .integer(elapsedDays), "daysLogged": .integer(daysLogged),
      "coverage": .number(coverage), "mean": .number(mean), "median": .number(median),
      "min": .integer(min), "max": .integer(max), "currentStreak": .integer(currentStreak),
      "longestStreak": .integer(longestStreak),
      "words": .array(
        words.map {
          .object(["word": .string($0.word), "name": .string($0.name), "count": .integer($0.count)])
        }),
      "tags": .array(tags.map { .object(["tag": .string($0.tag), "count": .integer($0.count)]) }),
      "habits": .array(
        habits.map {
          .object([
            "name": .string($0.name), "done": .integer($0.done),
            "eligible": .integer($0.eligible), "rate": .number($0.rate),
          ])
        }),
      "scores": .array(
        scores.map { .object(["score": .integer($0.score), "days": .integer($0.days)]) }),
      "weekdays": .array(
        weekdays.map {
          .object([
            "weekday": .string($0.weekday), "days": .integer($0.days), "mean": .number($0.mean),
          ])
        }),
      "patterns": patterns.jsonValue,
    ])
  }
}

extension StatsSummary.PatternLists {
  fileprivate var jsonValue: JSONValue {
    .object([
      "tags": .array(
        tags.map {
          .object([
            "tag": .string($0.tag), "with": $0.with.jsonValue, "without": $0.without.jsonValue,
          ])
        }),
      "words": .array(
        words.map {
          .object([
            "word": .string($0.word), "name": .string($0.name), "with": $0.with.jsonValue,
            "without": $0.without.jsonValue,
          ])
        }),
      "habits": .array(
        habits.map {
          .object([
            "name": .string($0.name), "done": $0.done.jsonValue, "notDone": $0.notDone.jsonValue,
          ])
        }),
    ])
  }
}

extension StatsSummary.DaysMean {
  fileprivate var jsonValue: JSONValue {
    .object(["days": .integer(days), "mean": .number(mean)])
  }
}
