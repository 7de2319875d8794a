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
  private let state: StoreMergeState
  private let engine: SyncEngine
  /// Items that could not be shown as the merge has them (an entry with no score yet, a
  /// completion of a habit not here, a deleted word some entry still has): kept in the merge
  /// state, written when a later sync completes them.
  private(set) var unwritten: [JournalItem] = []
  /// The days whose entries were written or removed.
  private(set) var days: Set<Day> = []

  init(_ db: Database, state: StoreMergeState, engine: SyncEngine) {
    self.db = db
    self.state = state
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
      if try writeHabit(uuid) {
        for day in try state.completionDays(ofHabit: uuid) {
          completions.insert(CompletionKey(uuid: uuid, day: day))
        }
      }
    }
    let habitIDs = Dictionary(
      try db.query("SELECT uuid, id FROM habits").map { (try $0.text(0), try $0.int(1)) }
    ) { first, _ in first }
    var done = RowBatch(
      db, "INSERT INTO habit_completions (habit_id, day, done)", columns: 3,
      tail: "ON CONFLICT (habit_id, day) DO UPDATE SET done = excluded.done")
    for key in completions.sorted(by: { ($0.day, $0.uuid) < ($1.day, $1.uuid) }) {
      try writeCompletion(key, habitID: habitIDs[key.uuid], into: &done)
    }
    try done.finish()
    let vocabulary = try db.vocabulary()
    for day in entries.sorted() { try writeEntry(day, vocabulary: vocabulary) }
    for day in sessions.sorted() { try writeSession(day) }
  }

  private func text(_ shown: ItemResolution, _ field: JournalField) -> String?? {
    switch shown[field]?.value {
    case .text(let text): .some(text)
    case .cleared: .some(nil)
    default: nil
    }
  }

  private func flag(_ shown: ItemResolution, _ field: JournalField) -> Bool? {
    if case .flag(let flag) = shown[field]?.value { return flag }
    return nil
  }

  /// The latest time any of `fields` was set here or elsewhere.
  private func latest(_ shown: ItemResolution, _ fields: [JournalField]) -> Date {
    let wall = fields.compactMap { shown[$0]?.stamp.time.wall }.max() ?? 0
    return Date(timeIntervalSince1970: Double(wall) / 1000)
  }

  // MARK: - Each kind of item

  private mutating func writeEntry(_ day: Day, vocabulary: Vocabulary) throws {
    let item = JournalItem.entry(day)
    let shown = try engine.resolution(of: item)
    days.insert(day)
    guard shown.exists == true else {
      try db.query("DELETE FROM entries WHERE day = ?", [.text("\(day)")])
      return
    }
    let old = try db.entry(on: day)
    let score: Score
    if case .number(let number) = shown[.score]?.value, let given = try? Score(number) {
      score = given
    } else if let kept = old?.score {
      score = kept
    } else {
      unwritten.append(item)
      return
    }
    func list(_ field: JournalField) -> [String]? {
      if case .list(let items) = shown[field]?.value { return items }
      return nil
    }
    // A word deleted elsewhere while this day was logged with it: the day keeps the others.
    let words = (list(.words) ?? old?.words ?? []).filter { vocabulary.word(id: $0) != nil }
    let changed = latest(shown, [.exists, .score, .words, .tags, .reason, .discuss])
    let entry = try MoodEntry(
      day: day, score: score, words: words, tags: list(.tags) ?? old?.tags ?? [],
      reason: text(shown, .reason).map { $0 ?? "" } ?? old?.reason ?? "",
      isMarkedToDiscuss: flag(shown, .discuss) ?? old?.isMarkedToDiscuss ?? false,
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
    let shown = try engine.resolution(of: item)
    guard shown.exists == true else {
      if let old { try db.delete(old) }
      return false
    }
    guard let name = text(shown, .name).flatMap({ $0 }) ?? old?.name else {
      unwritten.append(item)
      return false
    }
    let icon = text(shown, .icon).map { $0 } ?? old?.icon
    let color =
      text(shown, .colour).flatMap { $0 }.flatMap { try? HexColor(parsing: $0) }
      ?? old?.color ?? Habit.defaultColors[0]
    let archived = flag(shown, .archived) ?? old?.isArchived ?? false
    var order = old?.order
    if case .number(let number) = shown[.order]?.value { order = number }
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
    let created = Day(instant: latest(shown, [.exists]), timeZone: .utc)
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

  /// Adds the completion to `done` when it is there, else removes it.
  private mutating func writeCompletion(
    _ key: CompletionKey, habitID: Int64?, into done: inout RowBatch
  ) throws {
    let item = JournalItem.completion(habitUUID: key.uuid, day: key.day)
    guard let habitID else {
      unwritten.append(item)
      return
    }
    let shown = try engine.resolution(of: item)
    if shown.exists == true, let flag = flag(shown, .done) {
      try done.add([.integer(habitID), .text("\(key.day)"), .bool(flag)])
    } else {
      try db.query(
        "DELETE FROM habit_completions WHERE habit_id = ? AND day = ?",
        [.integer(habitID), .text("\(key.day)")])
    }
  }

  private mutating func writeWord(_ id: String) throws {
    let item = JournalItem.word(id: id)
    let old = try db.vocabulary().words.first { $0.id == id && !$0.isBuiltIn }
    let shown = try engine.resolution(of: item)
    guard shown.exists == true else {
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
    guard let english = text(shown, .english).flatMap({ $0 }) ?? old?.english else {
      unwritten.append(item)
      return
    }
    let chinese = text(shown, .chinese).map { $0 } ?? old?.chinese
    let valence =
      text(shown, .valence).flatMap { $0 }.flatMap(Valence.init(rawValue:)) ?? old?.valence
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
