import MoodCore

/// The changes one write made, noted by comparing each thing before and after it: a use case
/// says what it touched, and only the fields whose values differ become changes, so a save
/// that changes nothing records nothing and a save of one field records one.
struct ChangeSet {
  private(set) var list: [JournalChange] = []

  /// A day's entry before and after (`nil`: none).
  mutating func entry(_ day: Day, from old: MoodEntry?, to new: MoodEntry?) {
    note(
      .entry(day), from: old.map(Self.fields), to: new.map(Self.fields),
      order: [.score, .words, .tags, .reason, .discuss])
  }

  /// A habit before and after (`nil`: none).
  mutating func habit(from old: Habit?, to new: Habit?) {
    guard let uuid = (new ?? old)?.uuid else { return }
    note(
      .habit(uuid: uuid), from: old.map(Self.fields), to: new.map(Self.fields),
      order: [.name, .icon, .colour, .archived, .order])
  }

  /// A habit's record of a day before and after (`nil`: none).
  mutating func completion(of habit: Habit, on day: Day, from old: Bool?, to new: Bool?) {
    guard old != new else { return }
    list.append(
      JournalChange(
        .completion(habitUUID: habit.uuid, day: day), .done, new.map { .flag($0) } ?? .cleared))
  }

  /// A word of one's own before and after (`nil`: none).
  mutating func word(from old: MoodWord?, to new: MoodWord?) {
    guard let id = (new ?? old)?.id else { return }
    note(
      .word(id: id), from: old.map(Self.fields), to: new.map(Self.fields),
      order: [.english, .chinese, .valence])
  }

  /// Whether a session is recorded on `day`, before and after.
  mutating func session(_ day: Day, from old: Bool, to new: Bool) {
    note(.session(day), from: old ? [:] : nil, to: new ? [:] : nil, order: [])
  }

  /// Notes `item`'s fields that differ: `exists` first when it came or went, then the fields
  /// in `order`. A deleted thing notes only `exists = false`.
  private mutating func note(
    _ item: JournalItem, from old: [JournalField: JournalValue]?,
    to new: [JournalField: JournalValue]?, order: [JournalField]
  ) {
    guard let new else {
      if old != nil { list.append(JournalChange(item, .exists, .flag(false))) }
      return
    }
    if old == nil { list.append(JournalChange(item, .exists, .flag(true))) }
    for field in order where old?[field] != new[field] {
      list.append(JournalChange(item, field, new[field] ?? .cleared))
    }
  }

  private static func fields(_ entry: MoodEntry) -> [JournalField: JournalValue] {
    [
      .score: .number(entry.score.value), .words: .list(entry.words), .tags: .list(entry.tags),
      .reason: .text(entry.reason), .discuss: .flag(entry.isMarkedToDiscuss),
    ]
  }

  private static func fields(_ habit: Habit) -> [JournalField: JournalValue] {
    [
      .name: .text(habit.name), .icon: habit.icon.map { .text($0) } ?? .cleared,
      .colour: .text(habit.color.description), .archived: .flag(habit.isArchived),
      .order: .number(habit.order),
    ]
  }

  private static func fields(_ word: MoodWord) -> [JournalField: JournalValue] {
    [
      .english: .text(word.english), .chinese: word.chinese.map { .text($0) } ?? .cleared,
      .valence: .text(word.valence.rawValue),
    ]
  }
}
