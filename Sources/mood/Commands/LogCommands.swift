import MoodCore
import MoodStore

/// `mood log`, `show`, `list` and `delete`: the day's entry.
enum LogCommands {
  static let log = Command(
    name: "log", abstract: "Log the score, words, tags and reason of a day",
    discussion: """
      Logging a day that has an entry updates it; a day never has two entries. Options left \
      out keep the day's earlier words, tags and reason; give an empty value to clear one.
      Example: mood log 7 --words calm,grateful --tags work --reason "Long walk by the river"
      """,
    arguments: [.required("SCORE", "A whole number from 1 (worst) to 10 (best)")],
    options: [
      .value("words", "W,W", "Mood words, by English or Chinese name (see `mood words`)"),
      .value("tags", "T,T", "Context tags, separated by commas"),
      .value("reason", "TEXT", "One line on why, at most 500 characters"),
      .value("date", "DAY", "The day: YYYY-MM-DD, today or yesterday (default: today)"),
      .value("tz", "ZONE", "The time zone of today and of the entry (default: the system's)"),
    ],
    run: { invocation in
      let score = try Score(parsing: invocation.argument(0) ?? "")
      let zone = try invocation.timeZone()
      let now = try invocation.now
      let day = try invocation.recordableDay(option: "date")
      let store = try invocation.openStore()
      // Committed and closed before anything is printed: a reader that goes away early cannot
      // undo the entry.
      let (saved, outcome, vocabulary) = try store.write { db in
        let vocabulary = try db.vocabulary()
        let earlier = try db.entry(on: day)
        let words = try invocation.list("words")?.map { try vocabulary.word(named: $0).id }
        let entry = try MoodEntry(
          day: day, score: score, words: words ?? earlier?.words ?? [],
          tags: invocation.list("tags") ?? earlier?.tags ?? [],
          reason: invocation.value("reason") ?? earlier?.reason ?? "",
          loggedAt: now, timeZone: zone.identifier, createdAt: now, updatedAt: now)
        let (saved, outcome) = try db.save(entry, vocabulary: vocabulary)
        return (saved, outcome, vocabulary)
      }
      try store.close()
      try Console.print(outcome == .created ? "Logged" : "Updated")
      try Console.print(EntryText.block(saved, vocabulary: vocabulary))
    })

  static let show = Command(
    name: "show", abstract: "Show the entry of a day",
    arguments: [.optional("DAY", "YYYY-MM-DD, today or yesterday (default: today)")],
    options: [.value("tz", "ZONE", "The time zone that decides today (default: the system's)")],
    run: { invocation in
      let day = try invocation.optionalDay(argument: 0) ?? invocation.today()
      let store = try invocation.openStoreForReading()
      try store.read { db in
        guard let entry = try db.entry(on: day) else { throw StoreError.entryNotFound(day) }
        try Console.print(EntryText.block(entry, vocabulary: try db.vocabulary()))
      }
      try store.close()
    })

  static let list = Command(
    name: "list", abstract: "List the entries of a range of days",
    discussion: "Without a range, lists the last 30 days.",
    options: [
      .value("days", "N", "The last N days, ending today (1 to 3660)"),
      .value("from", "DAY", "The first day of the range"),
      .value("to", "DAY", "The last day of the range (default: today)"),
      .flag("json", "Print one JSON array of entries, for scripts"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let range = try invocation.listRange()
      let store = try invocation.openStoreForReading()
      try store.read { db in
        let entries = try db.entries(in: range)
        if invocation.flag("json") {
          try Console.print(try EntryText.json(entries))
        } else if entries.isEmpty {
          Console.error("No entries from \(range.first) to \(range.last).")
        } else {
          let vocabulary = try db.vocabulary()
          for entry in entries { try Console.print(EntryText.line(entry, vocabulary: vocabulary)) }
        }
      }
      try store.close()
    })

  static let delete = Command(
    name: "delete", abstract: "Delete the entry of a day",
    arguments: [.required("DAY", "YYYY-MM-DD, today or yesterday")],
    options: [
      .flag("yes", short: "y", "Delete without asking"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let day = try invocation.day(invocation.argument(0) ?? "")
      let store = try invocation.openStore(ifMissing: .useEmpty)
      guard try store.read({ db in try db.entry(on: day) }) != nil else {
        throw StoreError.entryNotFound(day)
      }
      try invocation.confirm("delete the entry for \(day)")
      try store.write { db in try db.deleteEntry(on: day) }
      try store.close()
      try Console.print("Deleted the entry for \(day).")
    })
}

extension Invocation {
  /// The range of `list`: `--days N`, or `--from DAY [--to DAY]`, else the last 30 days.
  func listRange() throws -> DayRange {
    let today = try today()
    if let days = value("days") {
      guard value("from") == nil, value("to") == nil else {
        throw usageError("use either --days or --from/--to, not both")
      }
      guard let count = Int(days), (1...3660).contains(count) else {
        throw usageError("invalid --days \"\(days)\": expected a whole number from 1 to 3660")
      }
      return DayRange(last: today, count: count)
    }
    if let from = try optionalDay(option: "from") {
      return try DayRange(first: from, last: try optionalDay(option: "to") ?? today)
    }
    guard value("to") == nil else { throw usageError("--to needs --from") }
    return DayRange(last: today, count: 30)
  }
}
