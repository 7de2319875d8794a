import MoodCore
import MoodStore

/// Everything a person saved, read in one go: what a use case that changes much at once (an
/// import) compares before and after, to note its changes as the others do one by one.
struct JournalSnapshot {
  let entries: [Day: MoodEntry]
  let habits: [Int64: Habit]
  let completions: [HabitDay: Bool]
  let words: [String: MoodWord]
  let sessions: Set<Day>

  /// A habit's record on a day, by the store's id.
  struct HabitDay: Hashable {
    let habitID: Int64
    let day: Day
  }

  /// A journal with nothing in it: what everything in a journal is a change from.
  static var empty: JournalSnapshot { JournalSnapshot() }

  private init() {
    entries = [:]
    habits = [:]
    completions = [:]
    words = [:]
    sessions = []
  }

  init(_ db: Database) throws {
    entries = Dictionary(try db.entries().map { ($0.day, $0) }) { $1 }
    habits = Dictionary(try db.habits(includeArchived: true).map { ($0.id, $0) }) { $1 }
    completions = Dictionary(
      try db.completions().map { (HabitDay(habitID: $0.habitID, day: $0.day), $0.isDone) }
    ) { $1 }
    words = Dictionary(
      try db.vocabulary().words.filter { !$0.isBuiltIn }.map { ($0.id, $0) }
    ) { $1 }
    sessions = Set(try db.sessions())
  }
}

extension ChangeSet {
  /// Every change between two snapshots of one journal: words, habits, completions, entries,
  /// sessions, each in a stable order.
  mutating func all(from old: JournalSnapshot, to new: JournalSnapshot) {
    for id in Set(old.words.keys).union(new.words.keys).sorted() {
      word(from: old.words[id], to: new.words[id])
    }
    for id in Set(old.habits.keys).union(new.habits.keys).sorted() {
      habit(from: old.habits[id], to: new.habits[id])
    }
    let days = Set(old.completions.keys).union(new.completions.keys)
    for key in days.sorted(by: { ($0.day, $0.habitID) < ($1.day, $1.habitID) }) {
      guard let habit = new.habits[key.habitID] ?? old.habits[key.habitID] else { continue }
      completion(of: habit, on: key.day, from: old.completions[key], to: new.completions[key])
    }
    for day in Set(old.entries.keys).union(new.entries.keys).sorted() {
      entry(day, from: old.entries[day], to: new.entries[day])
    }
    for day in old.sessions.union(new.sessions).sorted() {
      session(day, from: old.sessions.contains(day), to: new.sessions.contains(day))
    }
  }
}
