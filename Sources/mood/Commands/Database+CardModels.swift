import MoodCore
import MoodStore
import Stats

extension Database {
  /// The card of every logged day in `range`, in day order, with the habits done that day
  /// when the look shows them: what `mood card` and `mood batch` draw.
  func cardModels(in range: DayRange, look: CardLookGroup.Look) throws -> [CardModel] {
    let entries = try entries(in: range)
    guard !entries.isEmpty else { return [] }
    let vocabulary = try vocabulary()
    var doneByDay: [Day: Set<Int64>] = [:]
    var allHabits: [Habit] = []
    if look.showsHabits {
      for completion in try completions(in: range) where completion.isDone {
        doneByDay[completion.day, default: []].insert(completion.habitID)
      }
      allHabits = try habits(includeArchived: true)
    }
    return entries.map { entry in
      let done = doneByDay[entry.day] ?? []
      return CardModel(
        entry: entry, vocabulary: vocabulary,
        habitsDone: allHabits.filter { done.contains($0.id) }, options: look.options)
    }
  }
}
