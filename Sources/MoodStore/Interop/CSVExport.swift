import FoundationEssentials
import MoodCore

/// The CSV layouts of `mood export --format csv`: RFC 4180, UTF-8, CRLF line breaks.
///
/// Entries: `day,score,words,tags,reason,logged_at,time_zone,discuss`, one row per entry by day;
/// words (ids) and tags joined with ` | ` as Daylio joins activities; `logged_at` the local time
/// with its offset in the entry's time zone (`2026-03-04T20:39:00.000+01:00`); `discuss` `yes`
/// for an entry marked to talk about at the next session, else `no`. The column came last, so
/// a script that reads the older columns by position reads them still.
///
/// Completions: `day,habit_id,habit,done`, by day and habit id; `done` is `yes` or `no`.
public enum CSVExport {
  /// The header of the entries layout.
  public static let entryHeader = [
    "day", "score", "words", "tags", "reason", "logged_at", "time_zone", "discuss",
  ]
  /// The header of the completions layout.
  public static let completionHeader = ["day", "habit_id", "habit", "done"]

  /// The entries as CSV text, header first, with a byte-order mark first when `bom` is set.
  public static func entries(_ entries: [MoodEntry], bom: Bool = false) -> String {
    var text = (bom ? CSVWriter.byteOrderMark : "") + CSVWriter.record(entryHeader)
    for entry in entries.sorted(by: { $0.day < $1.day }) {
      let offset = Zone(identifier: entry.timeZone)?.secondsFromGMT(for: entry.loggedAt) ?? 0
      text += CSVWriter.record([
        entry.day.description, entry.score.description, entry.words.joined(separator: " | "),
        entry.tags.joined(separator: " | "), entry.reason,
        Timestamp.format(entry.loggedAt, offsetSeconds: offset), entry.timeZone,
        entry.isMarkedToDiscuss ? "yes" : "no",
      ])
    }
    return text
  }

  /// The completions as CSV text, each with its habit's name from `habits`.
  public static func completions(
    _ completions: [HabitCompletion], habits: [Habit], bom: Bool = false
  ) -> String {
    let names = Dictionary(habits.map { ($0.id, $0.name) }) { first, _ in first }
    var text = (bom ? CSVWriter.byteOrderMark : "") + CSVWriter.record(completionHeader)
    for completion in completions.sorted(by: { ($0.day, $0.habitID) < ($1.day, $1.habitID) }) {
      text += CSVWriter.record([
        completion.day.description, String(completion.habitID),
        names[completion.habitID] ?? "", completion.isDone ? "yes" : "no",
      ])
    }
    return text
  }
}
