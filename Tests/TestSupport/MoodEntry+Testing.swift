import Foundation
import MoodCore

/// Short ways to make domain values in tests.
extension MoodEntry {
  /// An entry logged at noon UTC of its day.
  public static func sample(
    _ day: String, score: Int, words: [String] = [], tags: [String] = [], reason: String = ""
  ) throws -> MoodEntry {
    let day = Day.at(day)
    let noon = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    return try MoodEntry(
      day: day, score: Score(score), words: words, tags: tags, reason: reason, loggedAt: noon,
      timeZone: "UTC")
  }
}
