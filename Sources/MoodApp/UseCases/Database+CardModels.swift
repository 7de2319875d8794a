import MoodCore
import MoodStore
import Stats

extension Database {
  /// The card of every logged day in `range`, in day order, with the habits done that day
  /// when the look shows them: what `mood card` and `mood batch` draw.
  package func cardModels(in range: DayRange, look: CardLook) throws -> [CardModel] {
    try cardModels(of: try entries(in: range), look: look)
  }

  /// The card of each of `entries` (in day order), with the habits done on its day when the
  /// look shows them: `mood serve` draws its live preview, an entry not yet saved, so.
  package func cardModels(of entries: [MoodEntry], look: CardLook) throws -> [CardModel] {
    guard let first = entries.first?.day, let last = entries.last?.day else { return [] }
    let vocabulary = try vocabulary()
    var doneByDay: [Day: Set<Int64>] = [:]
    var allHabits: [Habit] = []
    if look.showsHabits {
      for completion in try completions(in: try DayRange(first: first, last: last))
      where completion.isDone {
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
