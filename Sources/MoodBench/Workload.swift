import Foundation
import MoodCore
import Stats

/// The shared workload of `../shared/bench/WORKLOAD.md`, as MoodCard draws it.
enum Workload {
  /// The 285-character paragraph of the reference card.
  static let paragraph =
    "Slept badly, but the long morning walk by the river helped a lot. Lunch with Mia was the "
    + "best part of the day: we laughed about the old office and planned a weekend trip to the "
    + "coast. The afternoon felt slow and I struggled to focus, yet I finished the report and "
    + "cooked a real dinner."
  /// The Chinese sentence that follows it.
  static let chinese = "今天虽然有点累，但是和朋友散步聊天让我觉得很平静，也很感激。明天想早点睡觉，继续保持好心情。"
  /// The reason on MoodCard's card: the paragraph, a line break, the sentence.
  static let reason = paragraph + "\n" + chinese
  /// The five words of the reference card, as vocabulary ids.
  static let words = ["calm", "hopeful", "tired", "grateful", "focused"]
  /// The size of the reference program's card file (`moodref card --png`, cairo's PNG writer:
  /// libpng's adaptive filters at zlib level 6), which the card's file should stay near.
  static let referenceCardBytes = 127_824
  /// The reference card's day.
  static let day = Day(dayNumber: 20_161)  // 2025-03-14

  /// The 30 daily scores from 2025-02-13; `nil` where the day has no entry.
  static let scores: [Int?] = "6 7 5 4 6 8 - 7 6 5 5 6 7 - - 8 9 7 6 5 4 5 - 6 7 8 8 7 6 7"
    .split(separator: " ").map { Int($0) }
  /// The first of the 30 days.
  static let firstChartDay = Day(dayNumber: 20_132)  // 2025-02-13
  /// How often each of the 12 words was chosen in those days.
  static let wordCounts = [
    ("anxious", 6), ("calm", 14), ("content", 3), ("excited", 2), ("focused", 7),
    ("grateful", 8), ("happy", 5), ("hopeful", 9), ("lonely", 2), ("sad", 1), ("stressed", 4),
    ("tired", 11),
  ]

  /// The 26 entries of the 30 days, the words dealt out in turn so that each has its count.
  static func chartEntries() throws -> [MoodEntry] {
    let days = scores.enumerated().compactMap { offset, score in
      score.map { (day: firstChartDay.adding(days: offset), score: $0) }
    }
    var words = Array(repeating: [String](), count: days.count)
    for (index, word) in wordCounts.flatMap({ Array(repeating: $0.0, count: $0.1) }).enumerated() {
      words[index % days.count].append(word)
    }
    return try zip(days, words).map { item, words in
      try MoodEntry(
        day: item.day, score: Score(item.score), words: words,
        loggedAt: Date(timeIntervalSince1970: Double(item.day.dayNumber) * 86_400 + 72_000),
        timeZone: "Europe/London")
    }
  }

  /// The 12 words in the order the workload gives them.
  static let twelveWords = wordCounts.map(\.0)

  /// The 31 entries of March 2025 the reference program draws as a month of cards: day `d` has
  /// score 1 + (7d mod 10), the words (d-1 ... d+3) mod 12 of the twelve, the card's reason.
  static func monthEntries() throws -> [MoodEntry] {
    try (1...31).map { dayOfMonth in
      let day = try Day(year: 2025, month: 3, day: dayOfMonth)
      return try MoodEntry(
        day: day, score: Score(1 + (7 * dayOfMonth) % 10),
        words: (dayOfMonth - 1...dayOfMonth + 3).map { twelveWords[$0 % 12] }, reason: reason,
        loggedAt: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 72_000),
        timeZone: "Europe/London")
    }
  }

  /// The reference card as a MoodCard model: score 7, portrait, light.
  static func card() throws -> CardModel {
    let vocabulary = Vocabulary(custom: [])
    return try CardModel(
      day: day, score: Score(7),
      words: words.compactMap { vocabulary.word(id: $0) }.map {
        CardWord(label: $0.english, valence: $0.valence)
      },
      reason: reason)
  }
}
