import MoodCore

extension Habit {
  /// The habit's first day: the earlier of the day it was created and the first day recorded for
  /// it, so days recorded before it was added (from a backup, or with `--date`) count.
  /// - Parameter completions: Completions of any habits on any days.
  func firstDay(in completions: [HabitCompletion]) -> Day {
    completions.lazy.filter { $0.habitID == self.id }.map(\.day).reduce(createdDay) {
      Swift.min($0, $1)
    }
  }
}
