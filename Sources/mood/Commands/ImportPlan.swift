import Foundation
import MoodCore
import MoodStore

/// A file to import, read and checked whole before the store is written: a MoodCard JSON
/// backup or a Daylio CSV export. `mood import` and the web app's upload both use it.
struct ImportPlan {
  /// The first line of the report: what the file is and holds.
  let summary: String
  /// Rows that were read with a caveat (Daylio).
  let warnings: [String]
  private let apply: (Store, ConflictPolicy, Bool) throws -> ImportReport

  /// Reads the whole file from its chunks.
  /// - Parameters:
  ///   - name: the file's name for the report.
  ///   - nextChunk: the file's bytes, a chunk per call, then an empty array.
  ///   - format: `json` or `daylio`; `nil` looks at the content: JSON when the first character
  ///     after a byte-order mark and white space is "{", else a Daylio CSV.
  ///   - today: no entry may be on a later day.
  ///   - vocabulary: the store's words, which a Daylio export's activities are matched with.
  /// - Throws: `ImportError` naming the line and value at fault.
  init(
    name: String, nextChunk: @escaping () throws -> [UInt8], format: String?, moodMap: MoodMap,
    timeZone: TimeZone, today: Day, vocabulary: () throws -> Vocabulary
  ) throws {
    var pending: [UInt8]? = try nextChunk()
    let start = pending?.first { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if format.map({ $0 == "json" }) ?? (start == UInt8(ascii: "{")) {
      var data = Data(pending ?? [])
      while case let chunk = try nextChunk(), !chunk.isEmpty { data.append(contentsOf: chunk) }
      let document = try BackupDocument(json: data)
      try document.checkNoDay(after: today)
      summary = "\(name): MoodCard backup with \(document.entries.count) entries"
      warnings = []
      apply = { try $0.importBackup(document, onConflict: $1, dryRun: $2) }
    } else {
      var reader = CSVReader {
        defer { pending = nil }
        return try pending ?? nextChunk()
      }
      let daylio = try DaylioImport(
        reading: &reader, moodMap: moodMap, timeZone: timeZone, today: today,
        vocabulary: try vocabulary())
      summary =
        "\(name): Daylio export with \(daylio.rowCount) rows on \(daylio.entries.count) days"
      warnings = daylio.warnings
      apply = { try $0.importEntries(daylio.entries, onConflict: $1, dryRun: $2) }
    }
  }

  /// Applies the file to `store` in one transaction, or only counts what would change when
  /// `dryRun` is set.
  func apply(to store: Store, onConflict policy: ConflictPolicy, dryRun: Bool) throws
    -> ImportReport
  {
    try apply(store, policy, dryRun)
  }

  /// The report's lines after the summary: the counts of each kind, and a dry run's note.
  static func lines(_ report: ImportReport, dryRun: Bool) -> [String] {
    var lines: [String] = []
    for (name, counts) in [
      ("entries", report.entries), ("habits", report.habits),
      ("completions", report.completions), ("words", report.words),
    ] where !counts.isEmpty || name == "entries" {
      lines.append(
        "  \(name): \(counts.added) added, \(counts.updated) updated, \(counts.skipped) skipped")
    }
    if dryRun { lines.append("Dry run: nothing was written.") }
    return lines
  }
}
