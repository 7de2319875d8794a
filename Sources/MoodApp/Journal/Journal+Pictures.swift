import CardRender
import FoundationEssentials
import MoodCore
import MoodStore
import Stats

extension Journal {
  /// The card of `day` (`mood card`, `GET /api/cards/DAY`).
  /// - Throws: `StoreError.entryNotFound` when the day has no entry.
  package func card(on day: Day, look: CardLook) throws -> CardModel {
    guard let card = try cards(in: try DayRange(first: day, last: day), look: look).first else {
      throw StoreError.entryNotFound(day)
    }
    return card
  }

  /// The card of every logged day in `range`, in day order (`mood batch`).
  package func cards(in range: DayRange, look: CardLook) throws -> [CardModel] {
    try read { db in try Self.cards(of: try db.entries(in: range), look: look, in: db) }
  }

  /// The card of `day`'s entry as `change` would make it, checked as a save is but not saved:
  /// the web app's live preview.
  package func previewCard(
    _ change: EntryChange, on day: Day, look: CardLook, at now: Date, timeZone: Zone
  ) throws -> CardModel {
    try read { db in
      let entry = try Self.preview(change, on: day, at: now, timeZone: timeZone, in: db)
      guard let card = try Self.cards(of: [entry], look: look, in: db).first else {
        throw StoreError.entryNotFound(day)
      }
      return card
    }
  }

  /// The chart `request` asks for.
  package func chart(_ request: ChartRequest, today: Day) throws -> ChartModel {
    try read { db in try request.model(db: db, today: today) }
  }

  /// The report `request` asks for.
  package func report(_ request: ReportRequest, today: Day) throws -> ReportModel {
    try read { db in try request.model(db: db, today: today) }
  }

  /// The numbers of `range` (`mood stats`), with the vocabulary that names its words.
  package func stats(in range: RangeRequest, today: Day, includeArchived: Bool) throws
    -> (StatsSummary, Vocabulary)
  {
    try read { db in
      let vocabulary = try db.vocabulary()
      let resolved = try range.resolved(today: today, firstLogged: db.firstLoggedDay)
      return (
        try db.statsSummary(
          in: resolved, today: today, includeArchived: includeArchived, vocabulary: vocabulary),
        vocabulary
      )
    }
  }

  /// The card of each of `entries` (in day order), with the habits done on its day when the
  /// look shows them.
  private static func cards(of entries: [MoodEntry], look: CardLook, in db: Database) throws
    -> [CardModel]
  {
    guard let first = entries.first?.day, let last = entries.last?.day else { return [] }
    let vocabulary = try db.vocabulary()
    var doneByDay: [Day: Set<Int64>] = [:]
    var allHabits: [Habit] = []
    if look.showsHabits {
      for completion in try db.completions(in: try DayRange(first: first, last: last))
      where completion.isDone {
        doneByDay[completion.day, default: []].insert(completion.habitID)
      }
      allHabits = try db.habits(includeArchived: true)
    }
    return entries.map { entry in
      let done = doneByDay[entry.day] ?? []
      return CardModel(
        entry: entry, vocabulary: vocabulary,
        habitsDone: allHabits.filter { done.contains($0.id) }, options: look.options)
    }
  }
}
