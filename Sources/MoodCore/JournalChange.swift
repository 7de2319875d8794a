/// One field of one thing in the journal, as a committed write left it: what the change feed
/// carries out of every use case that writes (MoodApp), so that whatever must record changes
/// (sync between a person's computers, an audit log) sees each one once, in the same
/// transaction, and nothing a front end did behind its back.
///
/// A change says what a field *is now*, never how it got there: logging 7 over 5 is
/// `score = 7`. A thing that comes into being reports `exists = true` and then each of its
/// fields; one deleted reports `exists = false` and nothing else, so its last values stay known
/// to whoever merges.
public struct JournalChange: Sendable, Hashable, Codable {
  /// The thing changed.
  public let item: JournalItem
  /// Its field.
  public let field: JournalField
  /// The field's value after the change; `.cleared` when the person emptied it.
  public let value: JournalValue

  public init(_ item: JournalItem, _ field: JournalField, _ value: JournalValue) {
    self.item = item
    self.field = field
    self.value = value
  }
}

/// A thing in the journal, by an identity that is the same on every computer: a day by its
/// date, a habit by its UUID, a mood word of one's own by its id.
public enum JournalItem: Sendable, Hashable, Codable {
  /// The entry of a day: `score`, `words`, `tags`, `reason`, `discuss`.
  case entry(Day)
  /// A habit: `name`, `icon`, `colour`, `archived`, `order`.
  case habit(uuid: String)
  /// A habit's record on a day: `done`.
  case completion(habitUUID: String, day: Day)
  /// A mood word of one's own: `english`, `chinese`, `valence`.
  case word(id: String)
  /// A therapy session on a day: only `exists`.
  case session(Day)
}

/// A field of a `JournalItem`.
public enum JournalField: String, Sendable, Hashable, Codable, CaseIterable {
  /// Whether the thing is there: `true` when it was made, `false` when it was deleted.
  case exists
  case score, words, tags, reason, discuss
  case name, icon, colour, archived, order
  case done
  case english, chinese, valence
}

/// A field's value.
public enum JournalValue: Sendable, Hashable, Codable {
  case number(Int)
  case text(String)
  case list([String])
  case flag(Bool)
  /// No value: an optional field emptied (a habit's icon removed, a day's record undone).
  case cleared
}
