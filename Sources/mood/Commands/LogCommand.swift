import FoundationEssentials
import MoodApp
import MoodCore

/// `mood log`: a day's score, words, tags and reason.
struct LogCommand: ParsableCommand {
  static let name = "log"
  static let abstract = "Log the score, words, tags and reason of a day"
  static let discussion = """
    Logging a day that has an entry updates it; a day never has two entries. Options left \
    out keep the day's earlier words, tags and reason; give an empty value to clear one. \
    --discuss marks the entry to talk about at the next session (see `mood sessions`) and \
    --no-discuss clears the mark; without either the mark stays as it was.
    Example: mood log 7 --words calm,grateful --tags work --reason "Long walk by the river"
    """
  static let score = Argument<Score>(
    "SCORE", "A whole number from 1 (worst) to 10 (best)",
    values: .choices(Score.all.map(\.description)), parse: Score.init(parsing:))
  static let words = Option<[String]>.list(
    "words", "W,W", "Mood words, by English or Chinese name (see `mood words`)",
    values: .dynamicList(.words))
  static let tags = Option<[String]>.list("tags", "T,T", "Context tags, separated by commas")
  static let reason = Option<String>("reason", "TEXT", "One line on why, at most 500 characters")
  static let discuss = Flag("discuss", "Mark the entry to talk about at the next session")
  static let noDiscuss = Flag("no-discuss", "Clear the entry's mark to discuss")
  static let tz = CommonOptions.tz.withHelp(
    "The time zone of today and of the entry (default: the system's)")
  static let arguments = [score.info]
  static let options: [any OptionDeclaring] = [
    words, tags, reason, discuss, noDiscuss, CommonOptions.date, tz,
  ]

  let score: Score
  let words: [String]?
  let tags: [String]?
  let reason: String?
  /// `--discuss` (true), `--no-discuss` (false), or neither (`nil`: the mark stays).
  let discuss: Bool?
  let date: DayArgument?
  let zone: Zone

  init(_ words: ParsedWords) throws {
    score = try words.required(Self.score)
    self.words = try words.value(Self.words)
    tags = try words.value(Self.tags)
    reason = try words.value(Self.reason)
    switch (words.contains(Self.discuss), words.contains(Self.noDiscuss)) {
    case (true, true): throw ValidationError(.discussOrNot)
    case (true, false): discuss = true
    case (false, true): discuss = false
    case (false, false): discuss = nil
    }
    date = try words.value(CommonOptions.date)
    zone = try words.valueOrSaved(Self.tz) ?? .current
  }

  func run(_ context: Context) throws {
    let now = try context.now
    let day = try (date ?? .today).recordableDay(
      today: Day(today: now, timeZone: zone))
    let journal = try context.openJournal()
    // Committed and closed before anything is printed: a reader that goes away early cannot
    // undo the entry.
    let change = EntryChange(
      score: score, words: words, tags: tags, reason: reason, discuss: discuss)
    let saved = try journal.save(
      change, on: day, today: Day(today: now, timeZone: zone), at: now, timeZone: zone)
    try journal.close()
    let messages = context.messages
    try Console.print(messages(saved.isNew ? .entryLogged : .entryUpdated))
    try Console.print(
      EntryText.block(saved.entry, vocabulary: saved.vocabulary, messages: messages))
  }
}
