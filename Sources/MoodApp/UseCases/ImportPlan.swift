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

  /// The dry run's mapping table: how another app's levels, labels, activities and goals
  /// become MoodCard's, and what is not imported; empty for MoodCard's and Daylio's CSV files.
  package let mapping: [String]

  /// Reads the whole file.
  /// - Parameters:
  ///   - input: the file's bytes.
  ///   - format: the format, or `nil` to find it from the content (`ImportFormat.detect`).
  ///   - today: no entry may be on a later day.
  ///   - vocabulary: the store's words, which moods and emotions are matched with.
  /// - Throws: `ImportError` naming the line or entry and the value at fault.
  package init(
    input: ImportInput, format: ImportFormat?, moodMap: MoodMap, timeZone: Zone, today: Day,
    messages: Messages, vocabulary: () throws -> Vocabulary
  ) throws {
    let name = input.name
    let head = try input.head()
    let isZip = ImportFormat.isZip(head)
    let archive = isZip ? try input.archive() : nil
    // Text that is none of them is read as Daylio's CSV, the oldest format, whose errors name
    // the headers it takes; a zip must be one of the formats.
    let found =
      format ?? ImportFormat.detect(head: head, zipEntries: archive?.entries.map(\.name))
      ?? (isZip ? nil : .daylioCSV)
    guard let format = found else {
      throw ImportError.unrecognizedFormat(
        path: name, accepted: ImportFormat.allCases.map(\.rawValue))
    }
    if !isZip, format != .appleHealth { try input.checkReadable() }
    switch format {
    case .moodcard:
      let document = try BackupDocument(json: Data(try input.whole()))
      try document.checkNoDay(after: today)
      summary = messages(.importBackupFound, ["file": name, "count": document.entries.count])
      warnings = []
      moods = []
      mapping = []
      apply = { try $0.apply(document, onConflict: $1) }
    case .daylioCSV:
      var reader = CSVReader { try input.nextChunk() }
      let daylio = try DaylioImport(
        reading: &reader, moodMap: moodMap, timeZone: timeZone, today: today,
        vocabulary: try vocabulary())
      summary = messages(
        .importDaylioFound, ["file": name, "rows": daylio.rowCount, "days": daylio.entries.count])
      warnings = daylio.warnings.map { messages($0.message) }
      moods = daylio.moods
      mapping = []
      apply = { db, policy in
        var report = ImportReport()
        report.entries = try db.apply(entries: daylio.entries, onConflict: policy)
        return report
      }
    case .daylio, .pixels, .howWeFeel, .bearable, .appleHealth, .loop:
      let words = try vocabulary()
      let read = try ImportPlan.read(
        format, input: input, archive: archive, moodMap: moodMap, timeZone: timeZone,
        vocabulary: words)
      let days = try CheckInDays(read.checkIns, file: name, timeZone: timeZone, today: today)
      var table = read.mapping
      table.leave(.daysWithoutScore, count: days.daysWithoutScore.count)
      let entries = days.document.entries
      summary =
        if let first = entries.first, let last = entries.last {
          messages(
            .importFound,
            [
              "file": name, "format": messages(format.messageKey), "checkIns": days.checkInCount,
              "days": entries.count, "first": first.day, "last": last.day,
            ])
        } else {
          messages(.importFoundEmpty, ["file": name, "format": messages(format.messageKey)])
        }
      warnings = days.warnings.map { messages($0.message) }
      moods = []
      mapping = table.lines(messages: messages, vocabulary: words)
      apply = { try $0.apply(days.document, onConflict: $1) }
    }
  }

  /// The check-ins of a file of another app.
  private static func read(
    _ format: ImportFormat, input: ImportInput, archive: ZipArchive?, moodMap: MoodMap,
    timeZone: Zone, vocabulary: Vocabulary
  ) throws -> OtherAppFile {
    switch format {
    case .daylio:
      return try DaylioBackup.read(
        archive ?? input.archive(), moodMap: moodMap, timeZone: timeZone, vocabulary: vocabulary)
    case .pixels:
      return try PixelsBackup.read(try input.whole(), file: input.name, vocabulary: vocabulary)
    case .howWeFeel:
      var reader = CSVReader { try input.nextChunk() }
      return try HowWeFeelExport.read(
        &reader, file: input.name, timeZone: timeZone, vocabulary: vocabulary)
    case .bearable:
      var reader = CSVReader { try input.nextChunk() }
      return try BearableExport.read(&reader, file: input.name, timeZone: timeZone)
    case .appleHealth:
      let export =
        try archive.map(AppleHealthExport.init(archive:))
        ?? AppleHealthExport(name: input.name) { try input.nextChunk() }
      return OtherAppFile(format: .appleHealth, checkIns: export.checkIns, mapping: export.mapping)
    case .loop:
      let loop =
        try archive.map(LoopHabits.init(archive:))
        ?? LoopHabits(sqliteImage: try input.whole(), name: input.name)
      return OtherAppFile(format: .loop, checkIns: loop.checkIns, mapping: loop.mapping)
    case .moodcard, .daylioCSV:
      preconditionFailure("MoodCard's backup and Daylio's CSV are read by the plan itself")
    }
  }

  /// Applies the file to the journal in `db`; the caller (`Journal.importing`) holds the
  /// transaction.
  func apply(in db: Database, onConflict policy: ConflictPolicy) throws -> ImportReport {
    try apply(db, policy)
  }

  /// The report's lines after the summary: a dry run's rule for the days the store has
  /// already (with `policy`), the counts of each kind, and a dry run's note.
  package static func lines(
    _ report: ImportReport, dryRun: Bool, policy: ConflictPolicy? = nil, messages: Messages
  ) -> [String] {
    var lines: [String] = []
    if dryRun, let policy { lines.append(messages(policy.messageKey)) }
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

extension ConflictPolicy {
  /// The rule for the days the store has already, as a dry run states it.
  var messageKey: MessageKey {
    switch self {
    case .keep: .importConflictKeep
    case .replace: .importConflictReplace
    case .merge: .importConflictMerge
    }
  }
}
