import Foundation
import MoodCore
import MoodStore

/// `mood import`: the entries of a JSON backup or a Daylio CSV export, checked whole first.
struct ImportCommand: ParsableCommand {
  static let name = "import"
  static let abstract = "Add the entries of a JSON backup or a Daylio CSV export"
  static let discussion = """
    The whole file is read and checked before anything is written, then applied in one \
    transaction. Daylio's moods score rad 9, good 7, meh 5, bad 3, awful 1; give other \
    labels a score with --mood-map. Several Daylio entries on one day become one: the \
    latest entry's score, all tags, and the notes in time order.
    Example: mood import daylio_export.csv --mood-map "okay=6,content=7" --dry-run
    """

  /// The formats `import` reads.
  enum Format: String, CaseIterable, Sendable {
    case json, daylio
  }

  static let file = Argument<String>(
    "FILE", "A MoodCard JSON backup or a Daylio CSV export", values: .file)
  static let format = Option<Format>.choice(
    "format", "json|daylio", "The file's format (default: found from its content)")
  static let dryRun = Flag(
    "dry-run", "Check the file and report what would change, writing nothing")
  static let onConflict = Option<ConflictPolicy>.choice(
    "on-conflict", "keep|replace", "For days the store has already (default: keep)",
    noun: "conflict policy")
  static let moodMap = Option<MoodMap>(
    "mood-map", "L=N,L=N", "Daylio: scores 1-10 for mood labels, e.g. okay=6",
    parse: MoodMap.init(parsing:))
  static let tz = CommonOptions.tz.withHelp(
    "Daylio: the time zone of the entries' times (default: the system's)")
  static let arguments = [file.info]
  static let options: [any OptionDeclaring] = [format, dryRun, onConflict, moodMap, tz]

  let path: String
  let format: Format?
  let dryRun: Bool
  let policy: ConflictPolicy
  let moodMap: MoodMap
  let zone: TimeZone

  init(_ words: ParsedWords) throws {
    path = try words.required(Self.file)
    policy = try words.value(Self.onConflict, default: .keep)
    format = try words.value(Self.format)
    moodMap = try words.value(Self.moodMap) ?? MoodMap()
    zone = try words.value(Self.tz) ?? .current
    dryRun = words.contains(Self.dryRun)
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let file = try InputFile(path: path)
    var pending: [UInt8]? = try file.readChunk()
    // Without --format: JSON when the first character after a byte-order mark and white
    // space is "{", else a Daylio CSV.
    let start = pending?.first { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
    let isJSON = format.map { $0 == .json } ?? (start == UInt8(ascii: "{"))
    var lines: [String] = []
    let apply: (Store) throws -> ImportReport
    // The whole file is read and checked here, before the store is opened for writing.
    if isJSON {
      let document = try BackupDocument(json: Data(pending ?? []) + (try file.readAll()))
      try document.checkNoDay(after: today)
      lines.append("\(path): MoodCard backup with \(document.entries.count) entries")
      apply = { [policy, dryRun] in
        try $0.importBackup(document, onConflict: policy, dryRun: dryRun)
      }
    } else {
      var reader = CSVReader {
        defer { pending = nil }
        return try pending ?? file.readChunk()
      }
      let current = try context.openStoreForReading()
      let vocabulary = try current.read { try $0.vocabulary() }
      try current.close()
      let daylio = try DaylioImport(
        reading: &reader, moodMap: moodMap, timeZone: zone, today: today,
        vocabulary: vocabulary)
      lines.append(
        "\(path): Daylio export with \(daylio.rowCount) rows on \(daylio.entries.count) days")
      Console.warnings(daylio.warnings)
      apply = { [policy, dryRun] in
        try $0.importEntries(daylio.entries, onConflict: policy, dryRun: dryRun)
      }
    }
    try file.close()
    let store = try context.openStore(ifMissing: dryRun ? .useEmpty : .create)
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
  }
}
