/// The mapping table a dry run prints, for a person to check before anything is written: how
/// the file's levels became scores, its labels words, its activities tags and its goals habits,
/// each with the number of check-ins it came from, and what will not be imported and why.
///
/// Rows keep the order they were first noted in, so a format notes its whole scale first (with
/// a count of 0 for a level no check-in used), and the table reads the same on every run.
///
/// ```swift
/// var mapping = ImportMapping()
/// mapping.note("rad", to: "9", in: .scores)
/// mapping.leave(.photos, count: 12)
/// ```
public struct ImportMapping: Sendable, Equatable {
  /// A part of the table.
  public enum Section: CaseIterable, Sendable {
    /// The source's levels (or values) to MoodCard scores.
    case scores
    /// The source's labels and emotions to MoodCard word ids.
    case words
    /// The source's activities, tags, people and places to MoodCard tags.
    case tags
    /// The source's goals and habits to MoodCard habits.
    case habits
  }

  /// One line of a section: `rad → 9`, used by `count` check-ins.
  public struct Row: Sendable, Equatable {
    /// The source's name for it, as the file writes it.
    public let source: String
    /// What MoodCard makes of it: a score, a word id, a tag, a habit's name.
    public let target: String
    /// The number of check-ins (or records) it came from.
    public var count: Int
  }

  /// The rows of each section, in the order first noted.
  public private(set) var rows: [Section: [Row]] = [:]
  /// What is not imported, with its count, in the order first noted.
  public private(set) var leftOut: [(reason: LeftOut, count: Int)] = []

  public init() {}

  /// Notes `count` more uses of `source` becoming `target`; a new pair adds a row.
  public mutating func note(
    _ source: String, to target: String, in section: Section, count: Int = 1
  ) {
    if let index = rows[section]?.firstIndex(where: { $0.source == source && $0.target == target })
    {
      rows[section]?[index].count += count
    } else {
      rows[section, default: []].append(Row(source: source, target: target, count: count))
    }
  }

  /// Notes `count` more of something that is not imported.
  public mutating func leave(_ reason: LeftOut, count: Int = 1) {
    guard count > 0 else { return }
    if let index = leftOut.firstIndex(where: { $0.reason == reason }) {
      leftOut[index].count += count
    } else {
      leftOut.append((reason, count))
    }
  }

  /// The rows of `section`, in the order first noted.
  public func rows(_ section: Section) -> [Row] { rows[section] ?? [] }

  public static func == (lhs: ImportMapping, rhs: ImportMapping) -> Bool {
    lhs.rows == rhs.rows
      && lhs.leftOut.map(\.reason) == rhs.leftOut.map(\.reason)
      && lhs.leftOut.map(\.count) == rhs.leftOut.map(\.count)
  }
}

/// Something of another app's file that an import leaves behind, and why; the dry run names
/// each with its count, so nothing is dropped unseen.
public enum LeftOut: Sendable, Equatable {
  /// Photos: MoodCard keeps no pictures of a day.
  case photos
  /// The app's PIN or password lock, which is never imported.
  case pin
  /// Days with check-ins but no score: an entry needs one (their habits still count).
  case daysWithoutScore
  /// A goal of the app that is not a habit done on a day (a goal of a mood, a count a week),
  /// by its name.
  case goal(String)
  /// Records of a kind MoodCard has no place for yet (Bearable's sleep, symptoms, energy), by
  /// the kind's name in the file.
  case category(String)
  /// An emotion word the format's table does not know: no word, no part of the score.
  case unknownEmotion(String)
  /// A label the format's table knows but no MoodCard word is near (Apple's `disgusted`).
  case labelWithoutWord(String)
  /// A name or value of the file that was not understood (`attribute "mood"`), described.
  case notUnderstood(String)
  /// Records of everything else an export holds (Apple Health's steps, heart rate, workouts).
  case otherRecords
  /// A habit counted in numbers (Loop's numeric habits), by its name: MoodCard's habits are
  /// done or not done.
  case numericHabit(String)
  /// A habit mark that is not a person's record of the day (Loop's `YES_AUTO`, `SKIP`,
  /// `UNKNOWN`), by its name.
  case habitMark(String)
}
