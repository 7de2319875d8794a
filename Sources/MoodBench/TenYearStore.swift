import Foundation
import MoodCore
import MoodStore

/// A store with one entry a day for ten years and its habits, for the list, stats and sync
/// cases.
enum TenYearStore {
  static let today = Day(dayNumber: 20_786)  // 2026-11-29
  private static let habitNames = ["Walk", "Read", "Meditate", "Stretch", "No phone after 10"]

  /// Creates the store at `path` (replacing any file there) in one transaction, with the
  /// first `habits` of five habits, each done on two days of three.
  static func create(at path: String, habits: Int = 3) throws {
    let words = Vocabulary.builtIn.map(\.id)
    try BenchStore.create(at: path) { db in
      let habits = try habitNames.prefix(habits).map { name in
        try db.addHabit(name: name, icon: nil, color: nil, createdDay: today.adding(days: -3652))
      }
      for offset in 0..<3653 {
        let day = today.adding(days: -offset)
        let noon = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
        try db.save(
          try MoodEntry(
            day: day, score: Score(1 + (offset * 7 + offset / 3) % 10),
            words: [words[offset % words.count], words[(offset * 5 + 3) % words.count]],
            tags: ["work", "family", "sport"].filter { _ in offset % 2 == 0 },
            reason: "Day \(offset): a walk, some work, dinner with friends.", loggedAt: noon,
            timeZone: "Europe/London"))
        for (index, habit) in habits.enumerated() where (offset + index) % 3 != 0 {
          try db.setCompletion(of: habit, on: day, done: true)
        }
      }
    }
  }
}
