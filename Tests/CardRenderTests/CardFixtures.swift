import Foundation
import MoodCore
import Stats

@testable import CardRender

/// Card models for the tests: a typical day and the awkward ones.
enum CardFixtures {
  static let day = Day(dayNumber: 20_786)  // 2026-11-29, a Sunday

  /// A 500-character reason: the longest an entry may have.
  static let longReason = String(
    repeating: "Slept badly, then the train was late and the meeting ran over, but the walk home "
      + "under the plane trees was quiet. ", count: 5
  ).prefix(500).trimmingCharacters(in: .whitespaces)

  /// One 200-character word with no spaces.
  static let longWord = String(repeating: "Supercalifragilistic", count: 10)

  static func words(_ names: [String], locale: CardLocale = .english) -> [CardWord] {
    names.map { name in
      let word = Vocabulary.builtIn.first { $0.english == name }
      return CardWord(
        label: word?.name(for: locale.languageCode) ?? name, valence: word?.valence ?? .neutral)
    }
  }

  /// A typical day: four words, two tags, a reason with an emoji, two habits.
  static func typical(
    score: Int = 7, theme: CardTheme = .light, size: CardSize = .portrait, scale: Double = 1
  ) -> CardModel {
    model(
      score: score, words: words(["Calm", "Grateful", "Tired", "Focused"]),
      tags: ["family", "walk"],
      reason: "Long walk by the sea with Mum, then soup and an early night.",
      habits: [CardHabit(name: "Run", icon: "🏃"), CardHabit(name: "Read", icon: "📚")],
      theme: theme, size: size, scale: scale)
  }

  static func model(
    score: Int = 7, words: [CardWord] = [], tags: [String] = [], reason: String = "",
    habits: [CardHabit] = [], theme: CardTheme = .light, locale: CardLocale = .english,
    size: CardSize = .portrait, scale: Double = 1
  ) -> CardModel {
    CardModel(
      day: day, score: Score.all[score - 1], words: words, tags: tags, reason: reason,
      habits: habits, theme: theme, locale: locale, size: size, scale: scale)
  }

  /// Twelve words: more than two rows hold.
  static let twelveWords = words([
    "Happy", "Calm", "Content", "Grateful", "Hopeful", "Proud", "Excited", "Inspired",
    "Confident", "Relaxed", "Overwhelmed", "Disappointed",
  ])

  /// The awkward models every size must lay out without overflow or overlap.
  static func awkward(size: CardSize, theme: CardTheme = .light) -> [(String, CardModel)] {
    [
      (
        "500-character reason",
        model(
          words: words(["Tired", "Stressed"]), tags: ["work"], reason: longReason, theme: theme,
          size: size)
      ),
      (
        "200-character word",
        model(
          words: [CardWord(label: longWord, valence: .pleasant)], reason: "One word said it all.",
          theme: theme, size: size)
      ),
      (
        "12 words",
        model(
          words: twelveWords, tags: ["family", "friends", "garden"], reason: "A full day.",
          theme: theme, size: size)
      ),
      ("empty reason", model(words: words(["Calm"]), theme: theme, size: size)),
      (
        "everything long",
        model(
          words: twelveWords + [CardWord(label: longWord, valence: .neutral)],
          tags: (1...30).map { "tag\($0)" }, reason: longReason,
          habits: (0..<20).map { CardHabit(name: "Habit \($0)", icon: "🏃") }, theme: theme,
          size: size)
      ),
      ("nothing", model(score: 3, theme: theme, size: size)),
    ]
  }

  /// Fonts for tests: the bundled fonts alone, never system fonts.
  static func fonts() throws -> FontLibrary {
    try FontLibrary(systemFallback: false)
  }
}
