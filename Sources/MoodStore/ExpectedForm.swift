import MoodCore

/// What a field of an imported file, or a column of a stored row, must hold: named in
/// `ImportError.invalidField`, `.invalidValue` and `RowProblem.column`.
///
/// The library says each in English (`description`); `mood` gives each form a message of its
/// catalogs, so the whole error reads in the person's language.
public enum ExpectedForm: Equatable, Sendable {
  /// A real day written `YYYY-MM-DD`.
  case day
  /// A time written `2026-03-04T20:39:00.000Z`.
  case timestamp
  /// A time of day as Daylio writes it: `20:39`, `5:01 PM`.
  case clockTime
  /// A date as Apple Health's export writes it, `2026-03-04 20:39:00 +0100`.
  case appleHealthDate
  /// One of Loop Habit Tracker's marks of a day.
  case loopMark
  /// A Loop Habit Tracker day: milliseconds since 1970 at midnight UTC.
  case loopTimestamp
  /// The id of a habit of the Loop backup's `Habits`.
  case loopHabitID
  /// A Loop Habit Tracker backup SQLite can read.
  case loopBackup
  /// A time that exists on `day` in `timeZone` (not one skipped by a clock change).
  case existingTime(day: Day, timeZone: String)
  /// A year such as `2018`.
  case year
  /// An English month and day that exist in `year`: `June 22`.
  case monthAndDay(year: String)
  /// Any whole number.
  case wholeNumber
  /// A whole number within `range`: a score, or a number too large for the store.
  case wholeNumberIn(ClosedRange<Int>)
  /// A whole number greater than `lowest`.
  case wholeNumberAbove(Int)
  /// One of the listed values.
  case oneOf([String])
  /// Text in double quotes (a JSON string).
  case string
  /// `true` or `false`.
  case boolean
  /// A JSON array.
  case array
  /// A JSON object.
  case object
  /// Every field a backup of `version` has.
  case everyField(version: Int)
  /// Text in the SQL sense: a stored string.
  case text
  /// A JSON list of strings, as the store keeps words and tags.
  case listOfStrings
  /// Text without control characters or Unicode noncharacters; `lines` says whether line
  /// breaks and tabs are allowed.
  case plainText(JournalText.Lines)
  /// A colour written `#RRGGBB`.
  case color
  /// A UUID written in lowercase, like `0f8e…` (a habit's identity across computers).
  case uuid
  /// A habit's name of at most `maximumLength` characters and an icon of one emoji.
  case habitNameAndIcon(maximumLength: Int)
  /// Text within `TextLimit`: its characters, its bytes, the marks on a character.
  case textWithin(TextLimit)
  /// A reason of at most `maximumLength` characters.
  case reasonLength(maximumLength: Int)
  /// An IANA time zone name.
  case timeZone
  /// `id`, the id a word's English name `englishName` gives.
  case wordID(String, englishName: String)
  /// A word whose id and names no other word has.
  case newWord
  /// The id of a built-in word or of one of the backup's words.
  case knownWordID
  /// The id of one of the backup's habits, listed in `known` (no completions without habits).
  case habitID(known: [Int64])
  /// A mood label of a Daylio export.
  case moodLabel
  /// A mood label that has a score (from `--mood-map` or the built-in labels).
  case scoredMoodLabel
  /// Base64 text of a JSON document (Daylio's `backup.daylio`).
  case base64JSON
  /// A real day whose month is counted from 0 (January), as Daylio's backup writes it.
  case monthFromZero
  /// A date or time written like `example`.
  case written(like: String)
}

extension ExpectedForm: CustomStringConvertible {
  public var description: String {
    switch self {
    case .day: return "a real day written YYYY-MM-DD"
    case .base64JSON: return "base64 text of a JSON document"
    case .monthFromZero: return "a real day, its month counted from 0 (January)"
    case .written(let example): return "a value written like \(example)"
    case .timestamp: return "an ISO 8601 time like 2026-03-04T20:39:00.000Z"
    case .clockTime: return "a time like 20:39, 5:01 PM or 10:00 pm"
    case .appleHealthDate: return "a date like 2026-03-04 20:39:00 +0100"
    case .loopMark: return "YES_MANUAL, NO, YES_AUTO, SKIP or UNKNOWN (2, 0, 1, 3 or -1)"
    case .loopTimestamp: return "milliseconds since 1970 at midnight UTC, 0 or more"
    case .loopHabitID: return "the id of a habit in Habits"
    case .loopBackup: return "a Loop Habit Tracker backup that SQLite can read"
    case .existingTime(let day, let timeZone): return "a time that exists on \(day) in \(timeZone)"
    case .year: return "a year like 2018"
    case .monthAndDay(let year):
      return "an English month and day that exist in \(year), like June 22"
    case .wholeNumber: return "a whole number"
    case .wholeNumberIn(let range):
      return "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .wholeNumberAbove(let lowest): return "a whole number above \(lowest)"
    case .oneOf(let values): return ExpectedForm.alternatives(values)
    case .string: return "text in double quotes"
    case .boolean: return "true or false"
    case .array: return "a list in [ ]"
    case .object: return "an object in { }"
    case .everyField(let version): return "every field of a version \(version) backup"
    case .text: return "text"
    case .listOfStrings: return "a list of strings"
    case .plainText(let lines):
      return "text without control characters"
        + (lines == .multiple ? " (a tab and line breaks aside)" : "") + " or Unicode noncharacters"
    case .color: return "#RRGGBB, like #4F7CAC"
    case .uuid: return "a UUID like 3f2b8a61-5c4e-4d2f-9a7b-0c1d2e3f4a5b"
    case .habitNameAndIcon(let maximumLength):
      return "1 to \(maximumLength) characters on one line, and an icon that is one emoji"
    case .textWithin(let limit):
      return "text of at most \(limit.characters) characters and \(limit.bytes) bytes of UTF-8, "
        + "with at most \(TextLimit.marksPerCharacter) combining marks on a character"
    case .reasonLength(let maximumLength): return "at most \(maximumLength) characters"
    case .timeZone: return "an IANA time zone name, like Europe/London"
    case .wordID(let id, let englishName):
      return "\"\(id)\", the id of the English name \"\(englishName)\""
    case .newWord: return "a new word"
    case .knownWordID: return "the id of a built-in word or of one of the backup's words"
    case .habitID(let known) where known.isEmpty:
      return "no completions, since the backup has no habits"
    case .habitID(let known):
      return
        "the id of one of the backup's habits (\(known.map(String.init).joined(separator: ", ")))"
    case .moodLabel: return "a mood label"
    case .scoredMoodLabel: return "a label with a score"
    }
  }

  /// `a, b or c`: values as English lists alternatives.
  private static func alternatives(_ values: [String]) -> String {
    guard values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
  }
}
