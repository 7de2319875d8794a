import FoundationEssentials
import MoodApp
import MoodCore

/// `mood import`: the entries of a JSON backup or a Daylio CSV export, checked whole first.
struct ImportCommand: ParsableCommand {
  static let name = "import"
  static let abstract = "Add the entries of a JSON backup or a Daylio CSV export"
  static let discussion = """
    The whole file is read and checked before anything is written, then applied in one \
    transaction. Daylio's moods score rad 9, good 7, meh 5, bad 3, awful 1; give other \
    labels a score with --mood-map. Several Daylio entries on one day become one: the \
    latest entry's score, all tags, and the notes in time order.
    An encrypted file (an age file, as `mood export --encrypt` writes) is decrypted in \
    memory, with the passphrase (asked, or --passphrase-file) or the key of --identity.
    Example: mood import daylio_export.csv --mood-map "okay=6,content=7" --dry-run
    """

  static let file = Argument<String>(
    "FILE", "A MoodCard JSON backup or a Daylio CSV export", values: .file)
  static let format = Option(
    choice: ImportRequest.format, "json|daylio",
    "The file's format (default: found from its content)")
  static let dryRun = Flag(
    ImportRequest.dryRun, "Check the file and report what would change, writing nothing")
  static let onConflict = Option(
    choice: ImportRequest.onConflict, "keep|replace",
    "For days the store has already (default: keep)")
  static let moodMap = Option(
    ImportRequest.moodMap, "L=N,L=N", "Daylio: scores 1-10 for mood labels, e.g. okay=6")
  static let tz = CommonOptions.tz.withHelp(
    "Daylio: the time zone of the entries' times (default: the system's)")
  static let arguments = [file.info]
  static let options: [any OptionDeclaring] =
    [format, dryRun, onConflict, moodMap, tz] + EncryptionGroup.opening

  let path: String
  let request: ImportRequest
  let zone: Zone
  let opening: Opening

  init(_ words: ParsedWords) throws {
    path = try words.required(Self.file)
    request = try ImportRequest(words)
    zone = try words.value(Self.tz) ?? .current
    opening = try Opening(words)
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let decrypted = try opening.decryptedFile(path, messages: context.messages)
    let file = decrypted == nil ? try PersonalFile.open(path) : nil
    var unread = decrypted?[...] ?? []
    let nextChunk = {
      guard let file else {
        defer { unread = [] }
        return Array(unread)
      }
      return try file.readChunk()
    }
    // The whole file is read and checked here, before the store is opened for writing.
    let plan = try ImportPlan(
      name: path, nextChunk: nextChunk, format: request.format?.rawValue,
      moodMap: request.moodMap,
      timeZone: zone, today: today, messages: context.messages
    ) {
      let current = try context.openJournalForReading()
      defer { try? current.close() }
      return try current.vocabulary()
    }
    Console.warnings(plan.warnings, messages: context.messages)
    try file?.close()
    let journal = try context.openJournal(ifMissing: request.dryRun ? .useEmpty : .create)
    let report = try journal.importing(
      plan, onConflict: request.policy, dryRun: request.dryRun)
    try journal.close()
    let lines =
      [plan.summary]
      + ImportPlan.lines(report, dryRun: request.dryRun, messages: context.messages)
    try Console.print(lines.joined(separator: "\n"))
  }
}
