import FoundationEssentials
import MoodCore
import MoodSystem

/// A file that cannot be imported, restored or exported, with a message naming where the problem
/// is (a line and column, or a field path like `entries[12].score`), the offending value and what
/// would be accepted.
///
/// Every case is found before the store is written, so an `ImportError` always means the store is
/// exactly as it was.
public enum ImportError: Error, Equatable, Sendable {
  /// The file does not exist or cannot be read (a directory, no permission, an I/O error).
  case cannotRead(path: String, reason: FileProblem)
  /// The file is larger than an import reads.
  case tooLarge(path: String, bytes: Int64, limit: Int64)
  /// The file has no bytes at all.
  case empty(path: String)
  /// The bytes are not UTF-8 text (a NUL byte or an invalid sequence) on `line`.
  case notText(line: Int)
  /// The text breaks RFC 4180 on `line`.
  case malformedCSV(line: Int, problem: CSVProblem)
  /// A record with a different number of fields than the header.
  case raggedRow(line: Int, found: Int, expected: Int)
  /// A CSV header that is not one of the accepted layouts.
  case unrecognizedHeader(found: [String], accepted: [String])
  /// A field on `line` in `column` whose value is not accepted.
  case invalidField(line: Int, column: String, value: FoundValue, expected: ExpectedForm)
  /// Mood labels that no score is known for, with every label of the file and its row count.
  case unmappedMoods(unmapped: [String], counts: [MoodLabelCount])
  /// A `--mood-map` text that is not `label=score,...`.
  case invalidMoodMap(String, reason: MoodMapProblem)
  /// Text that is not well-formed JSON.
  case malformedJSON(JSONProblem)
  /// An XML file (Apple Health's `export.xml`) refused at `line`: not well-formed, or hostile.
  case malformedXML(path: String, line: Int, problem: XMLProblem)
  /// A JSON document whose `format` is not a MoodCard backup.
  case notABackup(format: String)
  /// A MoodCard backup of a version this build does not read.
  case unsupportedVersion(Int, supported: Int)
  /// A field of a backup document (`entries[3].score`) with a value that is not accepted, and
  /// the domain's reason when it has one.
  case invalidValue(
    path: String, value: FoundValue, expected: ExpectedForm, because: DomainError? = nil)
  /// A value that must be unique appearing a second time at `path`, first seen at `firstPath`.
  case duplicate(path: String, value: FoundValue, firstPath: String)
  /// A file given to `restore` that is not a sound MoodCard store.
  case notAStore(path: String, reason: FileProblem)
  /// An export or backup file that cannot be written; nothing was left at `path`.
  case cannotWrite(path: String, reason: FileProblem)
  /// Writing failed part way for a reason of the disk (full, read-only media, an I/O error);
  /// what was being replaced is as it was.
  case writeFailed(path: String, reason: FileProblem)
  /// Entries or records dated after today, each named by its place (`line 4 (2026-12-01)`,
  /// `entries[2].day`); the whole file is refused.
  case daysAfterToday(places: [String], today: Day)
  /// A zip archive refused before anything in it is read as a journal, for its entry `entry`
  /// or (`nil`) for the archive as a whole.
  case zipRefused(path: String, entry: String?, problem: ZipProblem)
  /// A record of another app's file, at `place`, whose `field` holds a value that is not
  /// accepted.
  case damagedRecord(
    path: String, place: RecordPlace, field: String, value: FoundValue, expected: ExpectedForm)
  /// A file that is none of the formats an import reads.
  case unrecognizedFormat(path: String, accepted: [String])
}

/// How many rows of an imported file carry a mood label, and the score it maps to if any.
public struct MoodLabelCount: Equatable, Sendable {
  /// The label as written in the file, trimmed.
  public let label: String
  /// The number of rows with the label.
  public let rows: Int
  /// The score the label maps to, or `nil` when it has none.
  public let score: Int?

  public init(label: String, rows: Int, score: Int?) {
    self.label = label
    self.rows = rows
    self.score = score
  }
}

extension ImportError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .cannotRead(let path, let reason):
      return "cannot read \"\(path)\": \(reason)"
    case .tooLarge(let path, let bytes, let limit):
      return "\"\(path)\" has \(NumberText.mebibytes(bytes)); an import reads files of at most "
        + "\(NumberText.mebibytes(limit)) (a lifetime of daily entries is a few MB)"
    case .empty(let path):
      return "\"\(path)\" is empty; expected a MoodCard JSON backup or a Daylio CSV export"
    case .notText(let line):
      return "line \(line): the bytes are not UTF-8 text; expected a MoodCard JSON backup or a "
        + "Daylio CSV export"
    case .malformedCSV(let line, let problem):
      return "line \(line): \(problem)"
    case .raggedRow(let line, let found, let expected):
      return "line \(line): \(found) field\(found == 1 ? "" : "s"), but the header has "
        + "\(expected); a field with a comma or line break must be in double quotes"
    case .unrecognizedHeader(let found, let accepted):
      return "unrecognized header \"\(found.joined(separator: ","))\"; expected one of: "
        + accepted.map { "\"\($0)\"" }.joined(separator: ", ")
    case .invalidField(let line, let column, let value, let expected):
      // The file's own text is quoted; a description of it (`text holding U+0007`) is not.
      let shown = value.isLiteral ? "\"\(value)\"" : "\(value)"
      return "line \(line), column \"\(column)\": \(shown) is not accepted; expected \(expected)"
    case .unmappedMoods(let unmapped, let counts):
      let found = counts.map { count in
        "\(count.label) \(count.rows)" + (count.score.map { " (=\($0))" } ?? "")
      }
      return "no score for the mood\(unmapped.count == 1 ? "" : "s") "
        + unmapped.map { "\"\($0)\"" }.joined(separator: ", ")
        + "; the file's moods and row counts are: \(found.joined(separator: ", "))"
        + "; give each a score from 1 to 10 with --mood-map \""
        + MoodMap.text(unmapped.map { ($0, "N") }) + "\""
    case .invalidMoodMap(let text, let reason):
      return "invalid --mood-map \"\(text)\": \(reason); expected label=score,... with scores "
        + "1 to 10, for example \"okay=6,content=7\""
    case .malformedJSON(let problem):
      return "the file is not well-formed JSON: \(problem)"
    case .malformedXML(let path, let line, let problem):
      return "\"\(path)\", line \(line): \(problem); nothing was imported"
    case .notABackup(let format):
      return "format \"\(format)\" is not a MoodCard backup; expected \"\(BackupDocument.format)\""
    case .unsupportedVersion(let version, let supported):
      return "backup version \(version) is not supported; this MoodCard reads version "
        + "\(supported)" + (version > supported ? " (the file is from a newer MoodCard)" : "")
    case .invalidValue(let path, let value, let expected, let cause):
      return "\(path): \(value) is not accepted; expected \(expected)"
        + (cause.map { " (\($0))" } ?? "")
    case .duplicate(let path, let value, let firstPath):
      return "\(path): \(value) appears again (first at \(firstPath)); each may appear once"
    case .notAStore(let path, let reason):
      return "\"\(path)\" is not a usable MoodCard store: \(reason); nothing was changed"
    case .cannotWrite(let path, let reason):
      return "cannot write \"\(path)\": \(reason); nothing was written there"
    case .writeFailed(let path, let reason):
      return "cannot write \"\(path)\": \(reason); it was left as it was"
    case .daysAfterToday(let places, let today):
      return "the file has days after today (\(today)): \(ImportError.summarized(places)); "
        + "a day can be imported once it has come. Nothing was imported"
    case .zipRefused(let path, let entry, let problem):
      return "\"\(path)\"" + (entry.map { ", entry \"\($0)\"" } ?? "")
        + ": \(problem); nothing was imported"
    case .damagedRecord(let path, let place, let field, let value, let expected):
      let shown =
        if case .literal(let text) = value {
          "\"\(JournalText.escapingControls(in: text))\""
        } else { "\(value)" }
      return "\"\(path)\", \(place), field \"\(field)\": \(shown) is not accepted; "
        + "expected \(expected)"
    case .unrecognizedFormat(let path, let accepted):
      return "\"\(path)\" is none of the formats an import reads: "
        + "\(ExpectedForm.oneOf(accepted))"
    }
  }

  /// `a, b, c, d, e and 95 more`: a long list of places shortened to its first few.
  /// - Parameters:
  ///   - joined: the items shown, as one list.
  ///   - andMore: the words of the shortened list and the number left out.
  package static func summarized(
    _ items: [String], keeping count: Int = 5,
    joined: ([String]) -> String = { $0.joined(separator: ", ") },
    andMore: (String, Int) -> String = { "\($0) and \($1) more" }
  ) -> String {
    guard items.count > count + 1 else { return joined(items) }
    return andMore(joined(Array(items.prefix(count))), items.count - count)
  }
}
