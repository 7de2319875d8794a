import Foundation
import MoodCore
import MoodStore

/// `mood export`, `import`, `backup` and `restore`: taking data out and putting it back.
enum PortabilityCommands {
  static let export = Command(
    name: "export", abstract: "Write every entry, habit and word to a JSON backup or CSV",
    discussion: """
      JSON is a full backup that `mood import` reads back. CSV has one row per entry (or per \
      habit completion with --habits), for spreadsheets. Without -o the output goes to \
      standard output.
      Example: mood export --format csv --from 2026-01-01 -o mood-2026.csv --bom
      """,
    options: [
      .value("format", "json|csv", "The file format (default: json)"),
      .value("output", short: "o", "FILE", "Write to FILE, or standard output for -"),
      .flag("habits", "CSV: write the habit completions instead of the entries"),
      .flag("bom", "CSV: start with a byte-order mark, for spreadsheets that need one"),
      .value("days", "N", "CSV: only the last N days, ending today"),
      .value("from", "DAY", "CSV: only from DAY"),
      .value("to", "DAY", "CSV: only up to DAY (default: today)"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let format = try invocation.choice("format", among: ["json", "csv"]) ?? "json"
      let csvOnly =
        ["habits", "bom"].filter(invocation.flag)
        + ["days", "from", "to"].filter { invocation.value($0) != nil }
      if format == "json", let option = csvOnly.first {
        throw invocation.usageError(
          "--\(option) is for --format csv; a JSON backup always holds everything")
      }
      let range =
        csvOnly.contains { ["days", "from", "to"].contains($0) }
        ? try invocation.listRange() : nil
      let store = try invocation.openStoreForReading()
      let (data, summary): (Data, String) = try store.read { db in
        switch format {
        case "json":
          let document = try db.backupDocument()
          return (
            try document.jsonData(),
            "\(document.entries.count) entries, \(document.habits.count) habits, "
              + "\(document.completions.count) completions and \(document.words.count) words"
          )
        case _ where invocation.flag("habits"):
          let completions = try db.completions(in: range)
          let text = CSVExport.completions(
            completions, habits: try db.habits(includeArchived: true),
            bom: invocation.flag("bom"))
          return (Data(text.utf8), "\(completions.count) completions")
        default:
          let entries = try db.entries(in: range)
          return (
            Data(CSVExport.entries(entries, bom: invocation.flag("bom")).utf8),
            "\(entries.count) entries"
          )
        }
      }
      try store.close()
      try invocation.writeOutput(data, summary: summary)
    })

  static let `import` = Command(
    name: "import", abstract: "Add the entries of a JSON backup or a Daylio CSV export",
    discussion: """
      The whole file is read and checked before anything is written, then applied in one \
      transaction. Daylio's moods score rad 9, good 7, meh 5, bad 3, awful 1; give other \
      labels a score with --mood-map. Several Daylio entries on one day become one: the \
      latest entry's score, all tags, and the notes in time order.
      Example: mood import daylio_export.csv --mood-map "okay=6,content=7" --dry-run
      """,
    arguments: [.required("FILE", "A MoodCard JSON backup or a Daylio CSV export")],
    options: [
      .value("format", "json|daylio", "The file's format (default: found from its content)"),
      .flag("dry-run", "Check the file and report what would change, writing nothing"),
      .value("on-conflict", "keep|replace", "For days the store has already (default: keep)"),
      .value("mood-map", "L=N,L=N", "Daylio: scores 1-10 for mood labels, e.g. okay=6"),
      .value("tz", "ZONE", "Daylio: the time zone of the entries' times (default: the system's)"),
    ],
    run: { invocation in
      let path = invocation.argument(0) ?? ""
      let policy =
        try invocation.choice("on-conflict", among: ConflictPolicy.allCases.map(\.rawValue))
        .flatMap(ConflictPolicy.init(rawValue:)) ?? .keep
      let format = try invocation.choice("format", among: ["json", "daylio"])
      let moodMap = try invocation.value("mood-map").map(MoodMap.init(parsing:)) ?? MoodMap()
      let zone = try invocation.timeZone()
      let today = try invocation.today()
      let dryRun = invocation.flag("dry-run")
      let file = try InputFile(path: path)
      var pending: [UInt8]? = try file.readChunk()
      // Without --format: JSON when the first character after a byte-order mark and white
      // space is "{", else a Daylio CSV.
      let start = pending?.first { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let isJSON = format.map { $0 == "json" } ?? (start == UInt8(ascii: "{"))
      var lines: [String] = []
      let apply: (Store) throws -> ImportReport
      // The whole file is read and checked here, before the store is opened for writing.
      if isJSON {
        let document = try BackupDocument(json: Data(pending ?? []) + (try file.readAll()))
        try document.checkNoDay(after: today)
        lines.append("\(path): MoodCard backup with \(document.entries.count) entries")
        apply = { try $0.importBackup(document, onConflict: policy, dryRun: dryRun) }
      } else {
        var reader = CSVReader {
          defer { pending = nil }
          return try pending ?? file.readChunk()
        }
        let current = try invocation.openStoreForReading()
        let vocabulary = try current.read { try $0.vocabulary() }
        try current.close()
        let daylio = try DaylioImport(
          reading: &reader, moodMap: moodMap, timeZone: zone, today: today,
          vocabulary: vocabulary)
        lines.append(
          "\(path): Daylio export with \(daylio.rowCount) rows on \(daylio.entries.count) days")
        for warning in daylio.warnings { Console.error("warning: \(warning)") }
        apply = { try $0.importEntries(daylio.entries, onConflict: policy, dryRun: dryRun) }
      }
      try file.close()
      let store = try invocation.openStore(ifMissing: dryRun ? .useEmpty : .create)
      let report = try apply(store)
      try store.close()
      for (name, counts) in [
        ("entries", report.entries), ("habits", report.habits),
        ("completions", report.completions), ("words", report.words),
      ] where !counts.isEmpty || name == "entries" {
        lines.append(
          "  \(name): \(counts.added) added, \(counts.updated) updated, \(counts.skipped) skipped")
      }
      if dryRun { lines.append("Dry run: nothing was written.") }
      try Console.print(lines.joined(separator: "\n"))
    })

  static let backup = Command(
    name: "backup", abstract: "Copy the store to a file, safely even while it is in use",
    discussion: """
      Uses SQLite's online backup API: the copy is one consistent snapshot even while another \
      process writes. The file is written beside FILE and renamed into place when complete.
      """,
    arguments: [.required("FILE", "Where to write the copy (replaced if it exists)")],
    run: { invocation in
      let path = invocation.argument(0) ?? ""
      let store = try invocation.openStoreForReading()
      guard FileManager.default.fileExists(atPath: store.path) else {
        throw CommandError.noInput("there is no store at \(store.path) to back up")
      }
      let count = try store.read { try $0.entryCount() }
      try store.backup(to: path)
      try store.close()
      try Console.print("Backed up \(count) entries to \(path).")
    })

  static let restore = Command(
    name: "restore", abstract: "Replace the store with a backup made by `mood backup`",
    discussion: """
      The file is checked first (SQLite's integrity check, that it is a MoodCard store, its \
      schema version); the current store is then kept beside it as STORE.<time>.bak.
      """,
    arguments: [.required("FILE", "A store file written by `mood backup`")],
    options: [.flag("yes", short: "y", "Replace without asking")],
    run: { invocation in
      let path = invocation.argument(0) ?? ""
      let storePath =
        invocation.value("store")
        ?? StoreLocation.defaultPath(environment: invocation.environment)
      try invocation.confirm("replace the store at \(storePath) with \(path)")
      let outcome = try Store.restore(from: path, to: storePath, now: try invocation.now)
      try Console.print("Restored \(outcome.entryCount) entries from \(path) into \(storePath).")
      if let previous = outcome.previousStore {
        try Console.print("The previous store is kept at \(previous).")
      }
    })
}

extension Invocation {
  /// The value of `--name` if it is one of `choices`.
  /// - Throws: a usage error naming the value and the choices.
  func choice(_ name: String, among choices: [String]) throws -> String? {
    guard let text = value(name) else { return nil }
    guard choices.contains(text) else {
      throw usageError(
        "invalid --\(name) \"\(text)\": expected \(choices.joined(separator: " or "))")
    }
    return text
  }

  /// Writes `data` to `-o FILE` atomically and says what was written, or to standard output.
  func writeOutput(_ data: Data, summary: String) throws {
    guard let path = value("output"), path != "-" else {
      try Console.write(data)
      return
    }
    try AtomicFile.write(data, to: path)
    try Console.report("Exported \(summary) to \(path).", writtenTo: path)
  }
}
