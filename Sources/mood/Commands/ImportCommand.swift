import FoundationEssentials
import MoodApp
import MoodCore

/// `mood import`: the entries of a JSON backup or a Daylio CSV export, checked whole first.
struct ImportCommand: ParsableCommand {
  static let name = "import"
  static let abstract = "Add the entries of a backup or export, MoodCard's or another app's"
  static let discussion = """
    The whole file is read and checked before anything is written, then applied in one \
    transaction. It may be a MoodCard JSON backup, a Daylio CSV export or backup \
    (.daylio), a Pixels backup, a How We Feel or a Bearable export, Apple Health's export \
    (export.zip or export.xml, its State of Mind) or Loop Habit Tracker's backup or CSV \
    zip; the format is found from the content. --dry-run shows how another app's moods, labels, activities and \
    goals will come over, and what will not. Daylio's moods score rad 9, good 7, meh 5, \
    bad 3, awful 1; give other labels a score with --mood-map. Several check-ins on one \
    day become one entry: the day's own value where the app has one, else the last \
    score, all words and tags, and the notes in time order.
    An encrypted file (an age file, as `mood export --encrypt` writes) is decrypted in \
    memory, with the passphrase (asked, or --passphrase-file) or the key of --identity.
    Example: mood import backup.daylio --tz Europe/London --dry-run
    """

  static let file = Argument<String>(
    "FILE", "A backup or export of MoodCard or another app", values: .file)
  static let from = Option(
    choice: ImportRequest.from, "APP",
    "The file's format: " + ImportRequest.fromNames.joined(separator: ", ")
      + " (default: found from its content)")
  static let format = Option(
    choice: ImportRequest.format, "json|daylio", "The older spelling of --from moodcard|daylio-csv")
  static let dryRun = Flag(
    ImportRequest.dryRun, "Check the file and report what would change, writing nothing")
  static let onConflict = Option(
    choice: ImportRequest.onConflict, "keep|replace|merge",
    "Days already in the store (default: keep)")
  static let moodMap = Option(
    ImportRequest.moodMap, "L=N,L=N", "Daylio: scores 1-10 for mood labels, e.g. okay=6")
  static let tz = CommonOptions.tz.withHelp(
    "The time zone of the file's times, and of the entries (default: the system's)")
  static let arguments = [file.info]
  static let options: [any OptionDeclaring] =
    [from, format, dryRun, onConflict, moodMap, tz] + EncryptionGroup.opening

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
    let file =
      decrypted == nil ? try PersonalFile.open(path, maximumBytes: ImportInput.largestFile) : nil
    let input = file.map(ImportInput.init(file:)) ?? ImportInput(name: path, bytes: decrypted ?? [])
    // The whole file is read and checked here, before the store is opened for writing.
    let plan = try ImportPlan(
      input: input, format: request.format, moodMap: request.moodMap, timeZone: zone,
      today: today, messages: context.messages
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
      [plan.summary] + (request.dryRun ? plan.mapping : [])
      + ImportPlan.lines(
        report, dryRun: request.dryRun, policy: request.policy, messages: context.messages)
    try Console.print(lines.joined(separator: "\n"))
  }
}
