import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

/// `mood export`: every entry, habit and word as a JSON backup, or entries as CSV.
struct ExportCommand: ParsableCommand {
  static let name = "export"
  static let abstract = "Write every entry, habit and word to a JSON backup or CSV"
  static let discussion = """
    JSON is a full backup that `mood import` reads back. CSV has one row per entry (or per \
    habit completion with --habits), for spreadsheets; a range limits it to those days. \
    Without -o the output goes to standard output.
    Example: mood export --format csv --from 2026-01-01 -o mood-2026.csv --bom
    """

  /// The formats `export` writes.
  enum Format: String, CaseIterable, Sendable {
    case json, csv
  }

  static let format = Option<Format>.choice("format", "json|csv", "The file format (default: json)")
  static let output = Option<String>(
    "output", short: "o", "FILE", "Write to FILE, or standard output for -", values: .file)
  static let habits = Flag("habits", "CSV: write the habit completions instead of the entries")
  static let bom = Flag("bom", "CSV: start with a byte-order mark, for spreadsheets that need one")
  static let options: [any OptionDeclaring] = [
    format, output, habits, bom, RangeGroup.entries, CommonOptions.tz,
  ]

  let format: Format
  let output: String?
  let habits: Bool
  let bom: Bool
  let range: RangeRequest?
  /// The options given that only CSV takes, for `validate`.
  let csvOptions: [String]
  let zone: Zone

  init(_ words: ParsedWords) throws {
    format = try words.value(Self.format, default: .json)
    output = try words.value(Self.output)
    habits = words.contains(Self.habits)
    bom = words.contains(Self.bom)
    csvOptions = ([Self.habits.info, Self.bom.info] + RangeGroup.entries.optionInfos)
      .filter(words.isGiven).map(\.name)
    zone = try words.timeZone
    range = format == .csv ? try RangeGroup.entries.request(words) : nil
  }

  func validate(_ context: Context) throws {
    if format == .json, let option = csvOptions.first {
      throw ValidationError(.exportOptionIsForCSV, ["option": .text(option)])
    }
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let store = try context.openStoreForReading()
    let messages = context.messages
    let (data, summary): (Data, String) = try store.read { db in
      let range = try range?.resolved(today: today, firstLogged: db.firstLoggedDay)
      switch format {
      case .json:
        let document = try db.backupDocument()
        let replaced = document.itemsWithRefusedText
        if !replaced.isEmpty {
          let items = MessageValue.summary(replaced.map { $0.message.text(messages) })
          Console.error(
            messages(
              .warningLine,
              [
                "message": messages(
                  .exportReplacedText,
                  values: ["count": .text("\(replaced.count)"), "items": items])
              ]))
        }
        return (
          try document.jsonData(),
          messages(
            .exportedBackup,
            [
              "entries": document.entries.count, "habits": document.habits.count,
              "completions": document.completions.count, "words": document.words.count,
            ])
        )
      case .csv where habits:
        let completions = try db.completions(in: range)
        let text = CSVExport.completions(
          completions, habits: try db.habits(includeArchived: true), bom: bom)
        return (Data(text.utf8), messages(.exportedCompletions, ["count": completions.count]))
      case .csv:
        let entries = try db.entries(in: range)
        return (
          Data(CSVExport.entries(entries, bom: bom).utf8),
          messages(.exportedEntries, ["count": entries.count])
        )
      }
    }
    try store.close()
    guard let output, output != "-" else {
      try Console.write(data)
      return
    }
    try AtomicFile.write(data, to: output)
    try Console.report(
      messages(.exported, ["summary": summary, "path": output]), writtenTo: output)
  }
}
