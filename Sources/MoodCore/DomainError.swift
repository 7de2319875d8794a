/// A value that the MoodCard domain does not accept, with a message naming the value and
/// what would be accepted.
public enum DomainError: Error, Equatable, Sendable {
  /// A text or parts that do not name a real calendar day.
  case invalidDay(String, reason: Day.Problem)
  /// A range whose last day comes before its first.
  case invalidRange(first: Day, last: Day)
  /// A score text that is not a whole number from 1 to 10.
  case invalidScore(String)
  /// A reason longer than `MoodEntry.maximumReasonLength` characters.
  case reasonTooLong(length: Int)
  /// A mood word that is not in the vocabulary, with the closest known words.
  case unknownWord(String, suggestions: [String])
  /// A custom word whose name is empty, too long or already taken.
  case invalidWordName(String, reason: WordNameProblem)
  /// One of MoodCard's own words, where only a person's own will do.
  case builtInWord(MoodWord)
  /// A valence name other than pleasant, neutral or unpleasant.
  case invalidValence(String)
  /// A habit name that is empty or too long.
  case invalidHabitName(String)
  /// A colour not written `#RRGGBB`.
  case invalidColor(String)
  /// An icon that is not a single emoji or symbol.
  case invalidIcon(String)
  /// A text over its field's `TextLimit` by `excess`.
  case textTooLong(field: JournalText.Field, excess: TextLimit.Excess, limit: TextLimit)
  /// A text holding a character the journal does not accept (see `JournalText`).
  case invalidCharacter(field: JournalText.Field, scalar: UInt32, lines: JournalText.Lines)
  /// A day after today, which cannot be logged yet.
  case dayAfterToday(Day, today: Day)
  /// A time zone identifier unknown to the system's time zone database.
  case unknownTimeZone(String)
}

extension DomainError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidDay(let text, let reason):
      return "invalid day \"\(text)\": \(reason)"
    case .invalidRange(let first, let last):
      return "the range \(first)...\(last) ends before it starts"
    case .invalidScore(let text):
      return "invalid score \"\(text)\": expected a whole number from 1 to 10"
    case .reasonTooLong(let length):
      return "the reason has \(length) characters; at most \(MoodEntry.maximumReasonLength) fit"
    case .unknownWord(let word, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "; `mood words` lists them, `mood words add` adds one"
        : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: ", "))?"
      return "unknown mood word \"\(word)\"\(hint)"
    case .invalidWordName(let name, let reason):
      return "cannot use \"\(name)\" as a mood word: \(reason)"
    case .builtInWord(let word):
      return
        "\"\(word.english)\" is one of MoodCard's words; only your own can be renamed or deleted"
    case .invalidValence(let text):
      return "invalid valence \"\(text)\": expected pleasant, neutral or unpleasant"
    case .textTooLong(let field, .bytes(let count), let limit):
      return "\(field) has \(count) bytes of UTF-8; at most \(limit.bytes) fit"
    case .textTooLong(let field, .marks(let count), _):
      return "\(field) has a character with \(count) combining marks; at most "
        + "\(TextLimit.marksPerCharacter) fit on one character"
    case .textTooLong(let field, .characters(let count), let limit):
      return "\(field) has \(count) characters; at most \(limit.characters) fit"
    case .invalidCharacter(let field, let scalar, let lines):
      let allowed = lines == .multiple ? " other than a tab or a line break" : ""
      return "\(field) holds \(JournalText.describe(scalar)); "
        + "text may hold no control character\(allowed) and no Unicode noncharacter"
    case .invalidHabitName(let name):
      return "invalid habit name \"\(name)\": expected 1 to \(Habit.maximumNameLength) characters"
    case .invalidColor(let text):
      return "invalid colour \"\(text)\": expected #RRGGBB, for example #4FB58A"
    case .invalidIcon(let text):
      return "invalid icon \"\(text)\": expected a single emoji, for example 🏃"
    case .dayAfterToday(let day, let today):
      return "\(day) is after today (\(today)); a day can be logged once it has come"
    case .unknownTimeZone(let name):
      return "unknown time zone \"\(name)\": expected an IANA name such as Europe/London"
    }
  }
}
