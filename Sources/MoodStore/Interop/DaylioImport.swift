import FoundationEssentials
import MoodCore

/// The MoodCard entries of a Daylio CSV export, read and checked in full before anything is
/// written.
///
/// Accepted headers (compared ignoring case; other columns are ignored):
/// `year,date,weekday,time,mood,activities,note` (older exports, `date` like `June 22`),
/// `full_date,date,weekday,time,mood,activities,note` and
/// `full_date,date,weekday,time,mood,activities,note_title,note`.
/// Times may be 24-hour (`20:39`) or 12-hour (`5:01 PM`, `10:00 pm`).
///
/// Each row becomes part of the entry of its day:
/// - the mood label is scored through a `MoodMap`; a label that is the English name of a mood
///   word of the vocabulary (`anxious`, `content`) is kept as that word too;
/// - activities become tags;
/// - the note title and the note (`<br>`, CRLF and CR as a line break) become the reason.
///
/// Several rows on one day make one entry: the score and mood of the latest row (by time of day;
/// rows at the same minute count in Daylio's newest-first file order), the words of all rows,
/// the union of all tags, and the notes joined by line breaks from earliest to latest, shortened
/// to fit `TextLimit.reason` (its characters and its bytes) with a warning. The entry is logged at the
/// latest row's time and created at the earliest row's time, both on the row's own day in the
/// time zone given.
///
/// ```swift
/// var reader = CSVReader(file: try InputFile(path: "daylio_export.csv"))
/// let daylio = try DaylioImport(
///   reading: &reader, moodMap: try MoodMap(parsing: "okay=6"), timeZone: .current)
/// daylio.entries.count
/// ```
public struct DaylioImport: Sendable, Equatable {
  /// The header layouts Daylio has written, for error messages.
  public static let knownHeaders = [
    "year,date,weekday,time,mood,activities,note",
    "full_date,date,weekday,time,mood,activities,note",
    "full_date,date,weekday,time,mood,activities,note_title,note",
  ]

  /// One entry per day, by day.
  public let entries: [MoodEntry]
  /// The number of rows read (not counting the header).
  public let rowCount: Int
  /// Notes about changes made on the way, such as a shortened reason.
  public let warnings: [ImportWarning]
  /// The file's mood labels with their row counts and scores, most rows first.
  public let moods: [MoodLabelCount]

  /// Reads every record of `reader` as a Daylio export.
  /// - Parameters:
  ///   - moodMap: the score of each mood label.
  ///   - timeZone: the zone the rows' times of day are placed in.
  ///   - vocabulary: the words a mood label may match.
  ///   - today: the last day that may be imported; rows after it refuse the whole file.
  /// - Throws: `ImportError` naming the line, column, value and what is accepted; for labels
  ///   without a score, `.unmappedMoods` listing every label of the file with its row count;
  ///   `.daysAfterToday` naming every row dated after `today`.
  public init(
    reading reader: inout CSVReader, moodMap: MoodMap, timeZone: Zone, today: Day,
    vocabulary: Vocabulary = Vocabulary(custom: [])
  ) throws {
    guard let header = try reader.next() else {
      throw ImportError.unrecognizedHeader(found: [], accepted: DaylioImport.knownHeaders)
    }
    let columns = try Columns(header: header.fields)
    var rows: [Row] = []
    while let record = try reader.next() {
      guard record.fields.count == header.fields.count else {
        throw ImportError.raggedRow(
          line: record.line, found: record.fields.count, expected: header.fields.count)
      }
      rows.append(try Row(record, columns: columns))
    }
    let future = rows.filter { $0.day > today }
    guard future.isEmpty else {
      throw ImportError.daysAfterToday(
        places: future.map { "line \($0.line) (\($0.day))" }, today: today)
    }
    moods = try DaylioImport.scores(of: rows, in: moodMap)
    var warnings: [ImportWarning] = []
    let days = Dictionary(grouping: rows, by: \.day)
    entries = try days.keys.sorted().map { day in
      try DaylioImport.entry(
        day: day, rows: days[day] ?? [], moodMap: moodMap, zone: timeZone,
        vocabulary: vocabulary, warnings: &warnings)
    }
    rowCount = rows.count
    self.warnings = warnings
  }

  // MARK: - Merging a day

  private static func entry(
    day: Day, rows: [Row], moodMap: MoodMap, zone: Zone, vocabulary: Vocabulary,
    warnings: inout [ImportWarning]
  ) throws -> MoodEntry {
    // Daylio writes newest first, so of two rows at the same minute the lower line is later.
    let ordered = rows.sorted { ($0.secondOfDay, $1.line) < ($1.secondOfDay, $0.line) }
    let first = ordered[0], last = ordered[ordered.count - 1]
    guard let score = try? Score(moodMap.score(for: last.mood) ?? 0) else {
      throw ImportError.invalidField(
        line: last.line, column: "mood", value: .literal(last.mood), expected: .scoredMoodLabel)
    }
    var reason = ordered.map(\.note).filter { !$0.isEmpty }.joined(separator: "\n")
    if let fitted = TextLimit.reason.fitted(reason) {
      warnings.append(
        .notesShortened(
          day: day, lines: Set(rows.map(\.line)).sorted(), length: reason.count,
          kept: fitted.count - (fitted.hasSuffix("…") ? 1 : 0)))
      reason = fitted
    }
    if let scalar = JournalText.firstRefusedScalar(in: reason, lines: .multiple) {
      throw ImportError.invalidField(
        line: ordered.first {
          JournalText.firstRefusedScalar(in: $0.note, lines: .multiple) != nil
        }?
        .line ?? last.line,
        column: "note", value: .character(scalar.value), expected: .plainText(.multiple))
    }
    for row in ordered {
      for activity in row.activities {
        guard let scalar = JournalText.firstRefusedScalar(in: activity) else { continue }
        throw ImportError.invalidField(
          line: row.line, column: "activities",
          value: .character(scalar.value), expected: .plainText(.single))
      }
    }
    return try MoodEntry(
      day: day, score: score,
      words: ordered.compactMap { vocabulary.word(id: MoodWord.id(forName: $0.mood))?.id },
      tags: ordered.flatMap(\.activities), reason: reason,
      loggedAt: try instant(of: last, in: zone), timeZone: zone.identifier,
      createdAt: try instant(of: first, in: zone))
  }

  private static func instant(of row: Row, in zone: Zone) throws -> Date {
    guard
      let date = zone.date(
        year: row.day.year, month: row.day.month, day: row.day.day, hour: row.secondOfDay / 3600,
        minute: row.secondOfDay / 60 % 60, second: row.secondOfDay % 60)
    else {
      throw ImportError.invalidField(
        line: row.line, column: "time", value: .literal(row.timeText),
        expected: .existingTime(day: row.day, timeZone: zone.identifier))
    }
    return date
  }

  /// The labels of `rows` with their counts and scores.
  /// - Throws: `ImportError.unmappedMoods` when a label has no score.
  private static func scores(of rows: [Row], in moodMap: MoodMap) throws -> [MoodLabelCount] {
    var rowsByKey: [String: (label: String, rows: Int)] = [:]
    for row in rows {
      let key = MoodMap.key(row.mood)
      rowsByKey[key, default: (row.mood, 0)].rows += 1
    }
    let counts = rowsByKey.map { key, value in
      MoodLabelCount(label: value.label, rows: value.rows, score: moodMap.scores[key])
    }.sorted { ($1.rows, $0.label) < ($0.rows, $1.label) }
    let unmapped = counts.filter { $0.score == nil }.map(\.label)
    if !unmapped.isEmpty { throw ImportError.unmappedMoods(unmapped: unmapped, counts: counts) }
    return counts
  }
}

// MARK: - Columns and rows

extension DaylioImport {
  /// Where each needed column is in the header.
  private struct Columns {
    enum Dating {
      case fullDate(Int)
      case yearAndDate(year: Int, date: Int)
    }

    let dating: Dating
    let time: Int, mood: Int, activities: Int, note: Int
    let noteTitle: Int?

    init(header: [String]) throws {
      let names = header.map { $0.trimmingWhitespace().lowercased() }
      func index(_ name: String) -> Int? { names.firstIndex(of: name) }
      let dating: Dating? =
        if let fullDate = index("full_date") {
          .fullDate(fullDate)
        } else if let year = index("year"), let date = index("date") {
          .yearAndDate(year: year, date: date)
        } else { nil }
      guard let dating, let time = index("time"), let mood = index("mood"),
        let activities = index("activities"), let note = index("note")
      else {
        throw ImportError.unrecognizedHeader(found: header, accepted: DaylioImport.knownHeaders)
      }
      self.dating = dating
      self.time = time
      self.mood = mood
      self.activities = activities
      self.note = note
      self.noteTitle = index("note_title")
    }
  }

  /// One row, parsed.
  private struct Row: Sendable, Equatable {
    let line: Int
    let day: Day
    let secondOfDay: Int
    let timeText: String
    let mood: String
    let activities: [String]
    let note: String

    init(_ record: CSVRecord, columns: Columns) throws {
      let fields = record.fields
      line = record.line
      switch columns.dating {
      case .fullDate(let index):
        guard let day = try? Day(parsing: fields[index].trimmingWhitespace())
        else {
          throw ImportError.invalidField(
            line: line, column: "full_date", value: .literal(fields[index]), expected: .day)
        }
        self.day = day
      case .yearAndDate(let yearIndex, let dateIndex):
        day = try Row.day(year: fields[yearIndex], date: fields[dateIndex], line: line)
      }
      timeText = fields[columns.time]
      guard let second = Row.secondOfDay(timeText) else {
        throw ImportError.invalidField(
          line: line, column: "time", value: .literal(timeText), expected: .clockTime)
      }
      secondOfDay = second
      mood = fields[columns.mood].trimmingWhitespace()
      guard !mood.isEmpty else {
        throw ImportError.invalidField(
          line: line, column: "mood", value: .literal(fields[columns.mood]), expected: .moodLabel)
      }
      activities = fields[columns.activities].split(separator: "|").map {
        $0.trimmingWhitespace()
      }
      note = [columns.noteTitle.map { fields[$0] }, fields[columns.note]]
        .compactMap { $0.map(Row.text(ofNote:)) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The day of an older export's `year` and `date` columns (`2018`, `June 22` or `22 June`).
    private static func day(year: String, date: String, line: Int) throws -> Day {
      guard let yearNumber = Int(year.trimmingWhitespace()) else {
        throw ImportError.invalidField(
          line: line, column: "year", value: .literal(year), expected: .year)
      }
      // "June 22" in Daylio's English exports; "22 June" in some others.
      let words = date.split(separator: " ").map(String.init)
      var monthName = "", dayNumber = 0
      if words.count == 2, let number = Int(words[1]) {
        (monthName, dayNumber) = (words[0], number)
      } else if words.count == 2, let number = Int(words[0]) {
        (monthName, dayNumber) = (words[1], number)
      }
      guard let month = month(named: monthName),
        let day = try? Day(year: yearNumber, month: month, day: dayNumber)
      else {
        throw ImportError.invalidField(
          line: line, column: "date", value: .literal(date), expected: .monthAndDay(year: year))
      }
      return day
    }

    private static func month(named name: String) -> Int? {
      let key = name.lowercased()
      guard key.count >= 3 else { return nil }
      return [
        "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december",
      ].firstIndex { $0.hasPrefix(key) }.map { $0 + 1 }
    }

    /// Seconds since midnight for `20:39`, `20:39:05`, `5:01 PM` or `10:00 pm`.
    private static func secondOfDay(_ text: String) -> Int? {
      var clock = text.trimmingWhitespace().lowercased()
      var meridiem: Int?
      for (suffix, offset) in [("am", 0), ("pm", 12)] where clock.hasSuffix(suffix) {
        meridiem = offset
        clock = String(clock.dropLast(2)).trimmingWhitespace()
      }
      let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
      guard (2...3).contains(parts.count),
        parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy(\.isASCIIDigit) }),
        parts.dropFirst().allSatisfy({ $0.count == 2 }),
        var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60
      else { return nil }
      let second = parts.count == 3 ? Int(parts[2]) ?? 60 : 0
      guard second < 60 else { return nil }
      if let meridiem {
        guard (1...12).contains(hour) else { return nil }
        hour = hour % 12 + meridiem
      }
      guard hour < 24 else { return nil }
      return hour * 3600 + minute * 60 + second
    }

    /// A note's text: `<br>` (any case, with or without a slash), CRLF and CR as a line break
    /// (`\n`), trimmed. A file saved with CRLF keeps CRLF inside its quoted notes.
    private static func text(ofNote note: String) -> String {
      var text = note.replacingEvery("\r\n", with: "\n").replacingEvery("\r", with: "\n")
      for tag in ["<br>", "<br/>", "<br />"] {
        text = text.replacingEvery(tag, with: "\n", ignoringASCIICase: true)
      }
      return text.trimmingWhitespace()
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
