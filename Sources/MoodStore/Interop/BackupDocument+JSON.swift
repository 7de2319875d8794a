import FoundationEssentials
import MoodCore

extension BackupDocument {
  /// The document as UTF-8 JSON: pretty-printed, keys sorted, ending with a line break. Text
  /// that an import refuses, which a store written before its rules may hold, is written as
  /// `importable` makes it (U+FFFD for a refused character, cut to fit its `TextLimit`), so that
  /// the backup imports again; the items are `itemsWithRefusedText`, for the command to say so.
  /// - Throws: `EncodingError` only if Foundation fails to encode plain strings and numbers.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(Wire(self))
    data.append(0x0A)
    return data
  }

  /// The entries, habits and custom words whose text `jsonData` writes changed (see
  /// `importable`), named as the backup names them.
  public var itemsWithRefusedText: [StoredItem] {
    let wire = Wire(self)
    let entryDays = zip(entries, wire.entries).filter { entry, written in
      entry.reason != written.reason || entry.tags != written.tags || entry.words != written.words
    }.map { StoredItem.entry(day: $0.0.day.description) }
    let habitNames = zip(habits, wire.habits).filter { habit, written in
      habit.name != written.name || habit.icon != written.icon
    }.map { StoredItem.habit(name: $0.1.name, id: String($0.0.id)) }
    let wordIDs = zip(words, wire.words).filter { word, written in
      word.id != written.id || word.english != written.english || word.chinese != written.chinese
    }.map { StoredItem.customWord(id: $0.1.id) }
    return entryDays + habitNames + wordIDs
  }

  /// `text` as an import takes it back: each character `JournalText` refuses as U+FFFD, and
  /// cut to fit `limit` (`TextLimit.fitted`), for text a store took before those rules.
  static func importable(
    _ text: String, _ limit: TextLimit? = nil, lines: JournalText.Lines = .single
  ) -> String {
    let replaced = JournalText.replacingRefused(in: text, lines: lines)
    return limit?.fitted(replaced) ?? replaced
  }

  /// Reads and validates a whole document, before anything is written anywhere.
  /// - Throws: `ImportError` naming the first problem: `.malformedJSON`, `.notABackup`,
  ///   `.unsupportedVersion`, `.invalidValue` or `.duplicate` with the field's path
  ///   (`entries[12].score`), the value and what is accepted.
  public init(json: Data) throws {
    let decoder = JSONDecoder()
    // A byte-order mark is accepted, as the CSV reader accepts it: editors on Windows add one.
    let mark = JSONWalk.byteOrderMark
    let text = json.starts(with: mark) ? json.dropFirst(mark.count) : json
    guard text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    else {
      throw ImportError.malformedJSON(.notAnObject)
    }
    // The walk passes the mark over itself, so that a break is placed on the file's own byte.
    let findings = JSONWalk.walk(
      json, wholeNumbersAt: Wire.wholeNumberPaths, passingOverAByteOrderMark: true)
    if let problem = findings.problem { throw ImportError.malformedJSON(problem) }
    // Foundation's decoder refuses a number that is not whole without a place: the walk names
    // it, once the document is known to be a backup of this version.
    let notWhole = findings.notWhole.map { path, literal in
      ImportError.invalidValue(
        path: path, value: .literal(literal),
        expected: path.hasSuffix(".score")
          ? .wholeNumberIn(Score.minimum...Score.maximum) : .wholeNumber)
    }
    let header: Wire.Header
    do { header = try decoder.decode(Wire.Header.self, from: text) } catch {
      throw notWhole ?? BackupDocument.importError(error)
    }
    guard header.format == BackupDocument.format else {
      throw ImportError.notABackup(format: header.format ?? "")
    }
    guard header.version == BackupDocument.version else {
      throw ImportError.unsupportedVersion(header.version ?? 0, supported: BackupDocument.version)
    }
    if let notWhole { throw notWhole }
    let wire: Wire
    do { wire = try decoder.decode(Wire.self, from: text) } catch {
      throw BackupDocument.importError(error)
    }
    self = try BackupDocument.validated(wire)
  }

  /// The `ImportError` for a Foundation decoding error, naming the field's path.
  private static func importError(_ error: any Error) -> ImportError {
    guard let error = error as? DecodingError else { return .malformedJSON(.unplaced) }
    switch error {
    case .keyNotFound(let key, let context):
      return .invalidValue(
        path: path(context.codingPath + [key]), value: .missingField,
        expected: .everyField(version: BackupDocument.version))
    case .valueNotFound(let type, let context):
      return .invalidValue(
        path: path(context.codingPath), value: .literal("null"), expected: expectation(for: type))
    case .typeMismatch(let type, let context):
      return .invalidValue(
        path: path(context.codingPath), value: .otherType, expected: expectation(for: type))
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .malformedJSON(.unplaced)
    case .dataCorrupted(let context):
      // Every number of a backup is an Int or Int64: what the decoder cannot read is too large.
      return .invalidValue(
        path: path(context.codingPath), value: .unreadable,
        expected: .wholeNumberIn(Int.min...Int.max))
    @unknown default:
      return .malformedJSON(.unplaced)
    }
  }

  /// `entries[3].score` for the coding path entries, 3, score.
  private static func path(_ codingPath: [any CodingKey]) -> String {
    let text = codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the document" : text)
  }

  private static func expectation(for type: Any.Type) -> ExpectedForm {
    switch type {
    case is Int.Type, is Int64.Type: return .wholeNumber
    case is String.Type: return .string
    case is Bool.Type: return .boolean
    case is [Any].Type: return .array
    default: return .object
    }
  }
}

// MARK: - Wire format

/// The document exactly as it is written: plain strings and numbers, so that validation can
/// name each bad value itself.
struct Wire: Codable {
  /// The paths of the document's whole numbers, as `JSONWalk` takes them.
  static let wholeNumberPaths: Set<String> = [
    "version", "entries[].score", "habits[].id", "habits[].order", "completions[].habit",
  ]

  struct Header: Decodable {
    let format: String?
    let version: Int?
  }

  struct Entry: Codable {
    let day: String
    let score: Int
    let words: [String]
    let tags: [String]
    let reason: String
    /// Absent from a backup made before the mark was kept: not marked.
    let discuss: Bool?
    let loggedAt: String
    let timeZone: String
    let createdAt: String
    let updatedAt: String
  }

  struct Habit: Codable {
    let id: Int64
    /// The habit's identity across computers (sync); absent from a backup made before habits
    /// had one, and then the store gives the habit a new one.
    let uuid: String?
    let name: String
    let icon: String?
    let color: String
    let archived: Bool
    let createdDay: String
    let order: Int
  }

  struct Completion: Codable {
    let habit: Int64
    let day: String
    let done: Bool
  }

  struct Word: Codable {
    let id: String
    let english: String
    let chinese: String?
    let valence: String
  }

  let format: String
  let version: Int
  let entries: [Entry]
  let habits: [Habit]
  let completions: [Completion]
  let words: [Word]
  /// The sessions' days; absent from a backup made before sessions were kept.
  let sessions: [String]?

  init(_ document: BackupDocument) {
    let accepted = { (text: String) in BackupDocument.importable(text) }
    format = BackupDocument.format
    version = BackupDocument.version
    entries = document.entries.map { entry in
      Entry(
        day: entry.day.description, score: entry.score.value, words: entry.words.map(accepted),
        tags: entry.tags.map { BackupDocument.importable($0, .tag) },
        reason: BackupDocument.importable(entry.reason, .reason, lines: .multiple),
        discuss: entry.isMarkedToDiscuss, loggedAt: Timestamp.format(entry.loggedAt),
        timeZone: entry.timeZone, createdAt: Timestamp.format(entry.createdAt),
        updatedAt: Timestamp.format(entry.updatedAt))
    }
    habits = document.habits.map { habit in
      Habit(
        id: habit.id, uuid: habit.uuid.isEmpty ? nil : habit.uuid,
        name: BackupDocument.importable(habit.name, .habitName),
        icon: habit.icon.map(accepted),
        color: habit.color.description,
        archived: habit.isArchived, createdDay: habit.createdDay.description, order: habit.order)
    }
    completions = document.completions.map {
      Completion(habit: $0.habitID, day: $0.day.description, done: $0.isDone)
    }
    words = document.words.map {
      Word(
        id: accepted($0.id), english: accepted($0.english), chinese: $0.chinese.map(accepted),
        valence: $0.valence.rawValue)
    }
    sessions = document.sessions.map(\.description)
  }
}
