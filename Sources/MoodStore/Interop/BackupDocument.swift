import FoundationEssentials
import MoodCore

/// Everything a person has recorded, as one versioned JSON document: every entry, every habit
/// (archived ones too), every completion, every custom mood word and every session's day.
///
/// A backup made before sessions and the mark to discuss were kept has neither field: it reads
/// as no sessions and no entry marked.
///
/// The JSON is deterministic: keys sorted, entries by day, habits by id, completions by habit
/// and day, words in the store's order, instants as UTC ISO 8601 with milliseconds. Exporting,
/// importing into an empty store and exporting again gives the same bytes.
///
/// ```swift
/// let json = try document.jsonData()
/// let again = try BackupDocument(json: json)   // validated, or an ImportError
/// ```
public struct BackupDocument: Sendable, Equatable {
  /// The value of the document's `format` field.
  public static let format = "moodcard-backup"
  /// The version this build writes and reads.
  public static let version = 1

  /// The entries, by day; one per day.
  public let entries: [MoodEntry]
  /// The habits, archived ones included, by id.
  public let habits: [Habit]
  /// The completions, by habit id and then day.
  public let completions: [HabitCompletion]
  /// The custom mood words (never the built-in ones), in the order given.
  public let words: [MoodWord]
  /// The days of the therapy sessions, oldest first.
  public let sessions: [Day]

  /// A document of these values, put in the document's order.
  public init(
    entries: [MoodEntry], habits: [Habit], completions: [HabitCompletion], words: [MoodWord],
    sessions: [Day] = []
  ) {
    self.entries = entries.sorted { $0.day < $1.day }
    self.habits = habits.sorted { $0.id < $1.id }
    self.completions = completions.sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) }
    self.words = words.filter { !$0.isBuiltIn }
    self.sessions = sessions.sorted()
  }
}
