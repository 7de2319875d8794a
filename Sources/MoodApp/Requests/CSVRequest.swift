import FoundationEssentials
import MoodCore
import MoodStore

/// A CSV export as a person asks for it: the entries, or the habit completions, of a range,
/// with or without a byte-order mark. `mood export --format csv` and the web app's CSV
/// download write it the same way.
package struct CSVRequest: Sendable {
  /// `habits`: the habit completions instead of the entries.
  package static let habits = "habits"
  /// `bom`: start with a byte-order mark, for spreadsheets that need one.
  package static let bom = "bom"
  /// The names only the CSV takes, for the refusal of a JSON export given one.
  package static let names = [habits, bom] + RangeForm.names

  /// The range asked for, or `nil` for every day.
  package let range: RangeRequest?
  /// Whether the rows are habit completions.
  package let habits: Bool
  /// Whether the text starts with a byte-order mark.
  package let bom: Bool

  /// The export `words` ask for.
  /// - Throws: a `ValidationError` naming a bad value.
  package init(_ words: some RequestWords) throws {
    habits = try words.isSet(Self.habits)
    bom = try words.isSet(Self.bom)
    range = try RangeForm.entries.request(words)
  }

  /// The CSV of what `db` holds now, and how many rows it has.
  package func text(db: Database, today: Day) throws -> (text: String, rows: Int) {
    let range = try range?.resolved(today: today, firstLogged: db.firstLoggedDay)
    if habits {
      let completions = try db.completions(in: range)
      let text = CSVExport.completions(
        completions, habits: try db.habits(includeArchived: true), bom: bom)
      return (text, completions.count)
    }
    let entries = try db.entries(in: range)
    return (CSVExport.entries(entries, bom: bom), entries.count)
  }
}
