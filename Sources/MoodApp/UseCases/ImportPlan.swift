import FoundationEssentials
import MoodCore
import MoodStore

/// A file to import, read and checked whole before the store is written: a MoodCard JSON
/// backup or a Daylio CSV export. `mood import` and the web app's upload both use it.
package struct ImportPlan {
  /// The first line of the report: what the file is and holds.
  package let summary: String
  /// Rows that were read with a caveat (Daylio).
  package let warnings: [String]

  /// The moods of a Daylio export that have no score yet, with every mood of the file, when
  /// `error` is the refusal of one: what the Data page asks the missing scores with.
  package static func unmappedMoods(in error: any Error) -> [MoodLabelCount]? {
    guard case ImportError.unmappedMoods(_, let counts) = error else { return nil }
    return counts
  }
  /// A Daylio export's mood labels, with their row counts and scores; none for a backup.
  package let moods: [MoodLabelCount]
  private let apply: (Database, ConflictPolicy) throws -> ImportReport

  /// Reads the whole file from its chunks.
  /// - Parameters:
  ///   - name: the file's name for the report.
  ///   - nextChunk: the file's bytes, a chunk per call, then an empty array.
  ///   - format: `json` or `daylio`; `nil` looks at the content: JSON when the first character
  ///     after a byte-order mark and white space is "{", else a Daylio CSV.
  ///   - today: no entry may be on a later day.
  ///   - vocabulary: the store's words, which a Daylio export's activities are matched with.
  /// - Throws: `ImportError` naming the line and value at fault.
  package init(
    name: String, nextChunk: @escaping () throws -> [UInt8], format: String?, moodMap: MoodMap,
    timeZone: Zone, today: Day, messages: Messages, vocabulary: () throws -> Vocabulary
  ) throws {
    var pending: [UInt8]? = try nextChunk()
    let start = pending?.first { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if format.map({ $0 == "json" }) ?? (start == UInt8(ascii: "{")) {
      var data = Data(pending ?? [])
      while case let chunk = try nextChunk(), !chunk.isEmpty { data.append(contentsOf: chunk) }
      let document = try BackupDocument(json: data)
      try document.checkNoDay(after: today)
      summary = messages(.importBackupFound, ["file": name, "count": document.entries.count])
      warnings = []
      moods = []
      apply = { try $0.apply(document, onConflict: $1) }
    } else {
      var reader = CSVReader {
        defer { pending = nil }
        return try pending ?? nextChunk()
      }
      let daylio = try DaylioImport(
        reading: &reader, moodMap: moodMap, timeZone: timeZone, today: today,
        vocabulary: try vocabulary())
      summary = messages(
        .importDaylioFound, ["file": name, "rows": daylio.rowCount, "days": daylio.entries.count])
      warnings = daylio.warnings.map { messages($0.message) }
      moods = daylio.moods
      apply = { db, policy in
        var report = ImportReport()
        report.entries = try db.apply(entries: daylio.entries, onConflict: policy)
        return report
      }
    }
  }

  /// Applies the file to the journal in `db`; the caller (`Journal.importing`) holds the
  /// transaction.
  func apply(in db: Database, onConflict policy: ConflictPolicy) throws -> ImportReport {
    try apply(db, policy)
  }

  /// The report's lines after the summary: the counts of each kind, and a dry run's note.
  package static func lines(_ report: ImportReport, dryRun: Bool, messages: Messages) -> [String] {
    var lines: [String] = []
    for (kind, counts) in [
      (MessageKey.importEntries, report.entries), (.importHabits, report.habits),
      (.importCompletions, report.completions), (.importWords, report.words),
      (.importSessions, report.sessions),
    ] where !counts.isEmpty || kind == .importEntries {
      let numbers: [String: any CustomStringConvertible] = [
        "kind": messages(kind), "added": counts.added, "updated": counts.updated,
        "skipped": counts.skipped,
      ]
      lines.append("  " + messages(.importCounts, numbers))
    }
    if dryRun { lines.append(messages(.importDryRun)) }
    return lines
  }
}
