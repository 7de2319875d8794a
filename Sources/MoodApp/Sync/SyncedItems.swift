import FoundationEssentials
import MoodCore
import MoodStore
import MoodSync

/// Writes what a sync changed into the journal's tables: for each item with a changed field,
/// the item as the merge now resolves it, whole (every field's winner), or its removal. These
/// writes are the other computers' changes arriving, so they do not pass the change feed.
///
/// Items are written in the order their references need: words before the entries that name
/// them, habits before their completions.
struct SyncedItems {
  private let db: Database
  private let engine: SyncEngine
  /// Items that could not be shown as the merge has them (an entry with no score yet, a
  /// completion of a habit not here, a deleted word some entry still has): kept in the merge
  /// state, written when a later sync completes them.
  private(set) var unwritten: [JournalItem] = []
  /// The days whose entries were written or removed.
  private(set) var days: Set<Day> = []

  init(_ db: Database, engine: SyncEngine) {
    self.db = db
    self.engine = engine
  }

  /// Writes every item of `keys`.
  mutating func write(_ keys: Set<FieldKey>) throws {
    var words: Set<String> = []
    var habits: Set<String> = []
    var completions: Set<CompletionKey> = []
    var entries: Set<Day> = []
    var sessions: Set<Day> = []
    for key in keys {
      switch key.item {
      case .word(let id): words.insert(id)
      case .habit(let uuid): habits.insert(uuid)
      case .completion(let uuid, let day): completions.insert(CompletionKey(uuid: uuid, day: day))
      case .entry(let day): entries.insert(day)
      case .session(let day): sessions.insert(day)
      }
    }
    for id in words.sorted() { try writeWord(id) }
    for uuid in habits.sorted() {
      // A habit new here brings the days recorded for it before it arrived.
      if try writeHabit(uuid) { completions.formUnion(try recordedCompletions(of: uuid)) }
    }
    let habitIDs = Dictionary(
      try db.query("SELECT uuid, id FROM habits").map { (try $0.text(0), try $0.int(1)) }
    ) { first, _ in first }
    for key in completions.sorted(by: { ($0.day, $0.uuid) < ($1.day, $1.uuid) }) {
      try writeCompletion(key, habitID: habitIDs[key.uuid])
    }
    let vocabulary = try db.vocabulary()
    for day in entries.sorted() { try writeEntry(day, vocabulary: vocabulary) }
    for day in sessions.sorted() { try writeSession(day) }
  }

  private func value(_ item: JournalItem, _ field: JournalField) throws -> JournalValue? {
    try engine.resolution(of: FieldKey(item, field))?.value
  }

  private func text(_ item: JournalItem, _ field: JournalField) throws -> String?? {
    switch try value(item, field) {
    case .text(let text): .some(text)
    case .cleared: .some(nil)
    default: nil
    }
  }

  private func flag(_ item: JournalItem, _ field: JournalField) throws -> Bool? {
    if case .flag(let flag) = try value(item, field) { return flag }
    return nil
  }

  /// The latest time any field of `item` was set here or elsewhere.
  private func latest(_ item: JournalItem, _ fields: [JournalField]) throws -> Date {
    let wall =
      try fields.compactMap { try engine.resolution(of: FieldKey(item, $0))?.stamp.time.wall }
      .max() ?? 0
    return Date(timeIntervalSince1970: Double(wall) / 1000)
  }

  // MARK: - Each kind of item

  private mutating func writeEntry(_ day: Day, vocabulary: Vocabulary) throws {
    let item = JournalItem.entry(day)
    days.insert(day)
    guard try engine.exists(item) == true else {
      try db.query("DELETE FROM entries WHERE day = ?", [.text("\(day)")])
      return
    }
    let old = try db.entry(on: day)
    let score: Score
    if case .number(let number) = try value(item, .score), let given = try? Score(number) {
      score = given
    } else if let kept = old?.score {
      score = kept
    } else {
      unwritten.append(item)
      return
    }
    func list(_ field: JournalField) throws -> [String]? {
      if case .list(let items) = try value(item, field) { return items }
      return nil
    }
    // A word deleted elsewhere while this day was logged with it: the day keeps the others.
    let words = (try list(.words) ?? old?.words ?? []).filter { vocabulary.word(id: $0) != nil }
    let changed = try latest(item, [.exists, .score, .words, .tags, .reason, .discuss])
    let entry = try MoodEntry(
      day: day, score: score, words: words, tags: try list(.tags) ?? old?.tags ?? [],
      reason: try text(item, .reason).map { $0 ?? "" } ?? old?.reason ?? "",
      isMarkedToDiscuss: try flag(item, .discuss) ?? old?.isMarkedToDiscuss ?? false,
      loggedAt: max(old?.loggedAt ?? changed, changed),
      // The zone a day was logged in is not synced; a day new here is kept as logged in UTC.
      timeZone: old?.timeZone ?? Zone.utc.identifier,
      createdAt: old?.createdAt ?? changed, updatedAt: max(old?.updatedAt ?? changed, changed),
      origin: .store)
    try db.save(entry, vocabulary: vocabulary)
  }

  /// - Returns: whether the habit is new here.
  private mutating func writeHabit(_ uuid: String) throws -> Bool {
    let item = JournalItem.habit(uuid: uuid)
    let old = try db.habits(includeArchived: true).first { $0.uuid == uuid }
    guard try engine.exists(item) == true else {
      if let old { try db.delete(old) }
      return false
    }
    guard let name = try text(item, .name).flatMap({ $0 }) ?? old?.name else {
      unwritten.append(item)
      return false
    }
    let icon = try text(item, .icon).map { $0 } ?? old?.icon
    let color =
      try text(item, .colour).flatMap { $0 }.flatMap { try? HexColor(parsing: $0) }
      ?? old?.color ?? Habit.defaultColors[0]
    let archived = try flag(item, .archived) ?? old?.isArchived ?? false
    var order = old?.order
    if case .number(let number) = try value(item, .order) { order = number }
    // Two computers each made a habit of this name: two habits (their UUIDs differ), both
    // shown; the name's index is kept apart for the second so that neither is lost, and
    // merging them is the person's choice.
    var nameKey = Habit.nameKey(name)
    if !archived,
      !(try db.query(
        "SELECT 1 FROM habits WHERE archived = 0 AND name_key = ? AND uuid != ?",
        [.text(nameKey), .text(uuid)]
      ).isEmpty)
    {
      nameKey += "\u{0}" + uuid
    }
    let created = Day(instant: try latest(item, [.exists]), timeZone: .utc)
    try db.query(
      """
      INSERT INTO habits (uuid, name, name_key, icon, color, archived, created_day, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, coalesce(?, (SELECT coalesce(max(position), 0) + 1 FROM habits)))
      ON CONFLICT (uuid) DO UPDATE SET name = excluded.name, name_key = excluded.name_key,
        icon = excluded.icon, color = excluded.color, archived = excluded.archived,
        position = excluded.position
      """,
      [
        .text(uuid), .text(name), .text(nameKey), .text(icon), .text(color.description),
        .bool(archived), .text(old?.createdDay.description ?? created.description),
        order.map { .int($0) } ?? .null,
      ])
    return old == nil
  }

  /// A completion's identity, in an order that writes days one after another.
  private struct CompletionKey: Hashable {
    let uuid: String
    let day: Day
  }

  private func recordedCompletions(of uuid: String) throws -> [CompletionKey] {
    let prefix = SyncText.item(
      .completion(habitUUID: uuid, day: try Day(year: 2000, month: 1, day: 1))
    )
    .dropLast(10)
    return try db.query(
      "SELECT DISTINCT item FROM sync_heads WHERE substr(item, 1, ?) = ?",
      [.int(prefix.count), .text(String(prefix))]
    ).compactMap { row in
      guard case .completion(let uuid, let day) = try SyncText.item(parsing: row.text(0)) else {
        return nil
      }
      return CompletionKey(uuid: uuid, day: day)
    }
  }

  private mutating func writeCompletion(_ key: CompletionKey, habitID: Int64?) throws {
    let item = JournalItem.completion(habitUUID: key.uuid, day: key.day)
    guard let habitID else {
      unwritten.append(item)
      return
    }
    if try engine.exists(item) == true, let done = try flag(item, .done) {
      try db.query(
        """
        INSERT INTO habit_completions (habit_id, day, done) VALUES (?, ?, ?)
        ON CONFLICT (habit_id, day) DO UPDATE SET done = excluded.done
        """, [.integer(habitID), .text("\(key.day)"), .bool(done)])
    } else {
      try db.query(
        "DELETE FROM habit_completions WHERE habit_id = ? AND day = ?",
        [.integer(habitID), .text("\(key.day)")])
    }
  }

  private mutating func writeWord(_ id: String) throws {
    let item = JournalItem.word(id: id)
    let old = try db.vocabulary().words.first { $0.id == id && !$0.isBuiltIn }
    guard try engine.exists(item) == true else {
      guard let old else { return }
      // An entry here still has the word (logged without seeing the deletion): it stays until
      // no entry has it, since an entry naming a word that is gone could not be read.
      guard try db.entryCount(withWord: id) == 0 else {
        unwritten.append(item)
        return
      }
      try db.deleteWord(old)
      return
    }
    guard let english = try text(item, .english).flatMap({ $0 }) ?? old?.english else {
      unwritten.append(item)
      return
    }
    let chinese = try text(item, .chinese).map { $0 } ?? old?.chinese
    let valence =
      try text(item, .valence).flatMap { $0 }.flatMap(Valence.init(rawValue:)) ?? old?.valence
      ?? .neutral
    try db.query(
      """
      INSERT INTO custom_words (id, valence, english, chinese, position)
      VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM custom_words))
      ON CONFLICT (id) DO UPDATE SET valence = excluded.valence, english = excluded.english,
        chinese = excluded.chinese
      """, [.text(id), .text(valence.rawValue), .text(english), .text(chinese)])
  }

  private func writeSession(_ day: Day) throws {
    if try engine.exists(.session(day)) == true {
      try db.addSession(on: day)
    } else {
      try db.query("DELETE FROM sessions WHERE day = ?", [.text("\(day)")])
    }
  }
}
