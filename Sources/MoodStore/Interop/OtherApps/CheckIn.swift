import FoundationEssentials
import MoodCore

/// One check-in of another app, as every importer reads it before the one rule of
/// `CheckInDays` makes entries of them: a moment (or a whole day), a score already on
/// MoodCard's scale by the format's shown table, words, tags, a note and habit records.
///
/// ```swift
/// CheckIn(
///   place: .line(4), day: try Day(parsing: "2026-02-08"), time: instant, score: try Score(7),
///   words: ["calm"], tags: ["family"], note: "A walk")
/// ```
public struct CheckIn: Sendable, Equatable {
  /// Where the check-in is in the file, for messages.
  public let place: RecordPlace
  /// The day it belongs to, as the app showed it.
  public let day: Day
  /// The moment it was made, or `nil` for a record of the whole day (Pixels).
  public let time: Date?
  /// The score on MoodCard's scale, or `nil` when the check-in has none (a Bearable
  /// symptom row, a habit alone).
  public let score: Score?
  /// Whether the score is the source's own value for the whole day (Apple Health's daily
  /// mood), which wins over momentary ones.
  public let isDailyValue: Bool
  /// MoodCard word ids.
  public let words: [String]
  /// Tags, as the source names them.
  public let tags: [String]
  /// The note, as plain text (HTML already read), or empty.
  public let note: String
  /// Habits done or not done on the day.
  public let habits: [HabitRecord]

  public init(
    place: RecordPlace, day: Day, time: Date?, score: Score?, isDailyValue: Bool = false,
    words: [String] = [], tags: [String] = [], note: String = "", habits: [HabitRecord] = []
  ) {
    self.place = place
    self.day = day
    self.time = time
    self.score = score
    self.isDailyValue = isDailyValue
    self.words = words
    self.tags = tags
    self.note = note
    self.habits = habits
  }
}

/// A habit of another app done, or marked not done, on a check-in's day.
public struct HabitRecord: Sendable, Equatable {
  /// The habit's name as MoodCard will show it.
  public let name: String
  /// Whether it was done.
  public let isDone: Bool

  public init(name: String, isDone: Bool) {
    self.name = name
    self.isDone = isDone
  }
}
