import MoodCore
import MoodStore
import Stats

/// `mood stats`: the numbers of a range of days, as text for people or JSON for scripts.
enum StatsCommand {
  static let stats = Command(
    name: "stats", abstract: "Show the numbers of a range of days: scores, streaks, words, habits",
    discussion: """
      Without a range, covers the last 30 days. Only counts, averages and rates. The current \
      streak reaches today, or yesterday while today is not logged yet; the longest streak is \
      the longest run of logged days that touches the range, counted whole. By weekday gives \
      each weekday's mean; With and without sets the mean of the days with each tag, word and \
      habit beside the other days' (only those with 3 days or more on each side): \
      associations in your own record, not causes.
      Example: mood stats --month 2026-11 --json
      """,
    options: Option.statsRange + [
      .flag("archived", "Include archived habits"),
      .flag("json", "Print one JSON object, for scripts"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let today = try invocation.today()
      let range = try invocation.statsRange(today: today)
      let store = try invocation.openStore(ifMissing: .useEmpty)
      // Every entry and completion, not only the range's: streaks may reach beyond it.
      let summary = try store.read { db in
        StatsSummary(
          entries: try db.entries(), habits: try db.habits(includeArchived: true),
          completions: try db.completions(), vocabulary: try db.vocabulary(), range: range,
          today: today, includeArchived: invocation.flag("archived"))
      }
      try store.close()
      Console.out(invocation.flag("json") ? try summary.json() : summary.text)
    })
}
