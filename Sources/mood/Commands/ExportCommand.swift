import FoundationEssentials
import MoodApp
import MoodCore

/// `mood export`: every entry, habit and word as a JSON backup, or entries as CSV.
struct ExportCommand: ParsableCommand {
  static let name = "export"
  static let abstract = "Write every entry, habit and word to a JSON backup or CSV"
  static let discussion = """
    JSON is a full backup that `mood import` reads back. CSV has one row per entry (or per \
    habit completion with --habits), for spreadsheets; a range limits it to those days. \
    Without -o the output goes to standard output. --encrypt writes an age file, which \
    `mood import` and `age -d` read.
    Example: mood export --format csv --from 2026-01-01 -o mood-2026.csv --bom
    """

  /// The formats `export` writes.
  enum Format: String, CaseIterable, Sendable {
    case json, csv
  }

  static let format = Option<Format>.choice("format", "json|csv", "The file format (default: json)")
  static let output = Option<String>(
    "output", short: "o", "FILE", "Write to FILE, or standard output for -", values: .file)
  static let habits = Flag(
    CSVRequest.habits, "CSV: write the habit completions instead of the entries")
  static let bom = Flag(
    CSVRequest.bom, "CSV: start with a byte-order mark, for spreadsheets that need one")
  static let options: [any OptionDeclaring] =
    [
      format, output, habits, bom, RangeGroup.entries, CommonOptions.tz,
    ] + EncryptionGroup.sealing

  let format: Format
  let output: String?
  /// The CSV asked for, with `--format csv`.
  let csv: CSVRequest?
  /// The options given that only CSV takes, for `validate`.
  let csvOptions: [String]
  let zone: Zone
  let sealing: Sealing

  init(_ words: ParsedWords) throws {
    sealing = try Sealing(words)
    format = try words.value(Self.format, default: .json)
    output = try words.value(Self.output)
    csvOptions = try CSVRequest.names.filter { try words.isGiven($0) }
    zone = try words.timeZone
    csv = format == .csv ? try CSVRequest(words) : nil
  }

  func validate(_ context: Context) throws {
    if format == .json, let option = csvOptions.first {
      throw ValidationError(.exportOptionIsForCSV, ["option": .text(option)])
    }
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let messages = context.messages
    let (data, summary): (Data, String) = try {
      guard let csv else {
        let document = try journal.backupDocument()
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
      }
      let (text, rows) = try journal.csv(csv, today: today)
      let summary = csv.habits ? MessageKey.exportedCompletions : .exportedEntries
      return (Data(text.utf8), messages(summary, ["count": rows]))
    }()
    try journal.close()
    guard let output, output != "-" else {
      // Sealed for keys, an export may go to a pipe; a passphrase needs the terminal only.
      try Console.write(
        sealing.isRequested
          ? Data(
            try EncryptedFile.seal(
              [UInt8](data), for: sealing.ageRecipients(for: "-", messages: messages), path: "-"))
          : data)
      return
    }
    var lines = [messages(.exported, ["summary": summary, "path": output])]
    if sealing.isRequested {
      let recipients = try sealing.ageRecipients(for: output, messages: messages)
      try EncryptedFile.write([UInt8](data), to: output, for: recipients)
      lines.append(Sealing.note(recipients, messages: messages))
    } else {
      try PersonalFile.write(data, to: output)
    }
    try Console.report(lines.joined(separator: "\n"), writtenTo: output)
  }
}
