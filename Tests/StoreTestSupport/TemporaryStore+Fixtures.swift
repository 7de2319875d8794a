import MoodCore
import MoodStore
import TestSupport

extension TemporaryStore {
  /// Saves a fixture's entries, habits (archiving those archived) and completions into the store,
  /// in one transaction, so command-line tests can run `mood` against it.
  public func fill(with sample: Fixtures.Sample) throws {
    try write { db in
      for entry in sample.entries { try db.save(entry) }
      var stored: [Int64: Habit] = [:]
      for habit in sample.habits.sorted(by: { $0.order < $1.order }) {
        let added = try db.addHabit(
          name: habit.name, icon: habit.icon, color: habit.color, createdDay: habit.createdDay)
        if habit.isArchived { try db.setArchived(added, true) }
        stored[habit.id] = added
      }
      for completion in sample.completions {
        guard let habit = stored[completion.habitID] else {
          preconditionFailure("fixture completion of unknown habit \(completion.habitID)")
        }
        try db.setCompletion(of: habit, on: completion.day, done: completion.isDone)
      }
    }
  }
}
