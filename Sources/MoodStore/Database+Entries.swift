import CSQLite
import FoundationEssentials
import MoodCore

/// Whether saving a day made a new entry or replaced the day's entry.
public enum SaveOutcome: Sendable, Equatable {
  case created
  case updated
}

extension Database {
  /// Saves `entry` as its day's entry: inserts it, or updates the day's entry in place, keeping
  /// the original creation time. A day never gets a second entry.
  /// - Parameter vocabulary: the store's vocabulary, when the caller has it already (an import
  ///   saves thousands of entries against one); read from the store when `nil`.
  /// - Returns: whether the entry was created or updated.
  /// - Throws: `StoreError.unknownWordID` when a word is neither built in nor custom.
  @discardableResult
  public func save(_ entry: MoodEntry, vocabulary: Vocabulary? = nil) throws -> SaveOutcome {
    let vocabulary = try vocabulary ?? self.vocabulary()
    for id in entry.words where vocabulary.word(id: id) == nil {
      throw StoreError.unknownWordID(id, day: entry.day)
    }
    let exists = try !query("SELECT 1 FROM entries WHERE day = ?", [.text(entry.day.description)])
      .isEmpty
    // created_at is left out of the update: the day keeps the time it was first logged.
    try query(
      """
      INSERT INTO entries
        (day, score, words, tags, reason, discuss, logged_at, time_zone, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (day) DO UPDATE SET
        score = excluded.score, words = excluded.words, tags = excluded.tags,
        reason = excluded.reason, discuss = excluded.discuss, logged_at = excluded.logged_at,
        time_zone = excluded.time_zone, updated_at = excluded.updated_at
      """,
      [
        .text(entry.day.description), .int(entry.score.value), .text(JSONList.encode(entry.words)),
        .text(JSONList.encode(entry.tags)), .text(entry.reason), .bool(entry.isMarkedToDiscuss),
        .milliseconds(entry.loggedAt),
        .text(entry.timeZone), .milliseconds(entry.createdAt), .milliseconds(entry.updatedAt),
      ])
    return exists ? .updated : .created
  }

  /// The entry for `day`, or `nil`.
  public func entry(on day: Day) throws -> MoodEntry? {
    try entries(where: "day = ?", [.text(day.description)]).first
  }

  /// The entries in `range`, or all entries when it is `nil`, oldest first.
  public func entries(in range: DayRange? = nil) throws -> [MoodEntry] {
    guard let range else { return try entries(where: "1", []) }
    return try entries(
      where: "day BETWEEN ? AND ?", [.text(range.first.description), .text(range.last.description)])
  }

  /// Deletes the entry for `day`.
  /// - Throws: `StoreError.entryNotFound` when the day has none.
  public func deleteEntry(on day: Day) throws {
    try query("DELETE FROM entries WHERE day = ?", [.text(day.description)])
    guard changes == 1 else { throw StoreError.entryNotFound(day) }
  }

  /// The number of entries in the store.
  public func entryCount() throws -> Int {
    Int(try query("SELECT count(*) FROM entries").first?.int(0) ?? 0)
  }

  /// The first day with an entry or a habit record, `nil` in an empty store: where `--all`
  /// starts.
  public func firstLoggedDay() throws -> Day? {
    let entry = try earliestDay("SELECT min(day) FROM entries") { .entry(day: $0) }
    let record = try earliestDay("SELECT min(day) FROM habit_completions") { _ in .habitRecord }
    return [entry, record].compactMap { $0 }.min()
  }

  private func earliestDay(_ sql: String, item: (String?) -> StoredItem) throws -> Day? {
    guard let text = try query(sql).first?.optionalText(0) else { return nil }
    return try decodingRow(item(text)) { try Day(parsing: text) }
  }

  private func entries(where condition: String, _ values: [SQLValue]) throws -> [MoodEntry] {
    try query(
      """
      SELECT day, score, words, tags, reason, logged_at, time_zone, created_at, updated_at,
        discuss
      FROM entries WHERE \(condition) ORDER BY day
      """, values
    ).map { row in
      try decodingRow(.entry(day: try? row.text(0))) {
        try MoodEntry(
          day: Day(parsing: row.text(0)), score: Score(Int(row.int(1))),
          words: try list(row.text(2), "words"), tags: try list(row.text(3), "tags"),
          reason: row.text(4), isMarkedToDiscuss: row.int(9) == 1, loggedAt: row.date(5),
          timeZone: row.text(6),
          createdAt: row.date(7), updatedAt: row.date(8), origin: .store)
      }
    }
  }
}

extension Database {
  /// The strings of a list column.
  /// - Throws: `Row.Mismatch` when the column does not hold a JSON list of strings.
  fileprivate func list(_ text: String, _ column: String) throws -> [String] {
    guard let items = JSONWalk.strings(text.utf8) else {
      throw Row.Mismatch(
        column: column, found: FoundValue(stored: .text(text)), expected: .listOfStrings)
    }
    return items
  }

  /// Decodes one stored row with `body`, reporting a damaged one (a column of the wrong kind, a
  /// value the domain refuses) as `StoreError.damagedRow` naming `item` and the column.
  func decodingRow<T>(_ item: @autoclosure () -> StoredItem, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let mismatch as Row.Mismatch {
      throw StoreError.damagedRow(
        item(),
        problem: .column(mismatch.column, holds: mismatch.found, expected: mismatch.expected))
    } catch let error as DomainError {
      throw StoreError.damagedRow(item(), problem: .refused(error))
    }
  }
}

extension SQLValue {
  /// An instant as whole milliseconds since 1970, the precision the store keeps.
  static func milliseconds(_ date: Date) -> SQLValue {
    .integer(Int64((date.timeIntervalSince1970 * 1000).rounded()))
  }
}

extension Row {
  func date(_ index: Int) throws -> Date {
    Date(timeIntervalSince1970: Double(try int(index)) / 1000)
  }
}
