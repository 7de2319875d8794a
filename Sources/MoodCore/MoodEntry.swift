import FoundationEssentials
import MoodSystem

/// One day's mood: the score, the chosen words, context tags, a short reason, and whether the
/// person wants to talk about it at their next therapy session.
///
/// There is at most one entry per `day`; saving a day again replaces its entry.
public struct MoodEntry: Sendable, Equatable, Codable {
  /// The most characters (grapheme clusters, so an emoji counts once) a reason may have.
  public static let maximumReasonLength = TextLimit.reason.characters

  /// The calendar day the entry belongs to.
  public let day: Day
  /// The score, 1...10.
  public let score: Score
  /// The ids of the chosen mood words (see `Vocabulary`), in the order chosen, each once.
  public let words: [String]
  /// Context tags: trimmed, without empties, unique ignoring case, sorted.
  public let tags: [String]
  /// The reason, at most `maximumReasonLength` characters; empty when none was given.
  public let reason: String
  /// Whether the person marked the entry to talk about at their next session (`--discuss`).
  public let isMarkedToDiscuss: Bool
  /// The instant the entry was logged.
  public let loggedAt: Date
  /// The IANA identifier of the time zone the entry was logged in, e.g. `Europe/London`.
  public let timeZone: String
  /// When the entry was first saved.
  public let createdAt: Date
  /// When the entry was last saved.
  public let updatedAt: Date

  /// Makes an entry, normalizing its words, tags and reason.
  /// - Throws: for input text over its `TextLimit` or holding a character `JournalText`
  ///   refuses: `DomainError.reasonTooLong` when the trimmed reason has over 500 characters,
  ///   `.textTooLong`, `.invalidCharacter`.
  /// - Parameter origin: `.store` for an entry read back, whose text is taken as stored.
  public init(
    day: Day, score: Score, words: [String] = [], tags: [String] = [], reason: String = "",
    isMarkedToDiscuss: Bool = false, loggedAt: Date, timeZone: String, createdAt: Date? = nil,
    updatedAt: Date? = nil,
    origin: JournalText.Origin = .input
  ) throws {
    let reason = reason.trimmingWhitespace()
    try JournalText.check(reason, field: .reason, lines: .multiple, origin: origin)
    for (position, tag) in tags.enumerated() {
      try JournalText.check(tag, field: .tag(position + 1), origin: origin)
    }
    self.day = day
    self.score = score
    self.words = MoodEntry.uniqued(words, by: { $0 })
    self.tags = MoodEntry.normalizedTags(tags)
    self.reason = reason
    self.isMarkedToDiscuss = isMarkedToDiscuss
    self.loggedAt = loggedAt
    self.timeZone = timeZone
    self.createdAt = createdAt ?? loggedAt
    self.updatedAt = updatedAt ?? loggedAt
  }

  /// Tags as MoodCard keeps them: trimmed, empty ones dropped, the first spelling kept of tags
  /// that differ only in case, sorted ignoring case.
  public static func normalizedTags(_ tags: [String]) -> [String] {
    let trimmed = tags.map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
    return uniqued(trimmed, by: { $0.lowercased() })
      .sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
  }

  private static func uniqued(_ items: [String], by key: (String) -> String) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert(key($0)).inserted }
  }
}
