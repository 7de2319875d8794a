import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// `mood stats`: the numbers of a range of days, as text for people or JSON for scripts.
struct StatsCommand: ParsableCommand {
  static let name = "stats"
  static let abstract = "Show the numbers of a range of days: scores, streaks, words, habits"
  static let discussion = """
    Without a range, covers the last 30 days. Only counts, averages and rates. The current \
    streak reaches today, or yesterday while today is not logged yet; the longest streak is \
    the longest run of logged days that touches the range, counted whole. By weekday gives \
    each weekday's mean; With and without sets the mean of the days with each tag, word and \
    habit beside the other days' (only those with 3 days or more on each side): \
    associations in your own record, not causes.
    Example: mood stats --month 2026-11 --json
    """
  static let archived = Flag("archived", "Include archived habits")
  static let json = Flag("json", "Print one JSON object, for scripts")
  static let options: [any OptionDeclaring] = [
    RangeGroup.entries, archived, json, CommonOptions.tz,
  ]

  let range: RangeRequest?
  let archived: Bool
  let json: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    range = try RangeGroup.entries.request(words)
    archived = words.contains(Self.archived)
    json = words.contains(Self.json)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let (summary, vocabulary) = try journal.stats(
      in: range ?? .standard, today: today, includeArchived: archived)
    try journal.close()
    try Console.out(
      json
        ? summary.json()
        : StatsText(summary: summary, vocabulary: vocabulary, messages: context.messages).text)
  }
}
