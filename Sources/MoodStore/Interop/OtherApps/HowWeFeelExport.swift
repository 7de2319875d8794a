import FoundationEssentials
import MoodCore

/// How We Feel's CSV export (`HowWeFeelEmotions.csv`): one row a check-in, `Date` written like
/// `2026 Sun Feb 8 4:04 PM` with no zone (so placed in `--tz`), `Mood` as emotion words
/// separated by `;`, columns of people, places and events (or tags), and `Notes`.
///
/// | How We Feel | MoodCard |
/// |---|---|
/// | the emotion words | the score, by `HowWeFeelEmotions.table`; words where they match |
/// | an emotion word not in the table | nothing (named in the dry run) |
/// | people, places, events, tags (`;`-separated) | tags |
/// | notes | the reason |
public enum HowWeFeelExport {
  /// The columns read besides `Date`, `Mood` and `Notes`, as tags.
  static let tagColumns = ["people", "places", "events", "tags"]

  /// Reads every record of `reader`.
  /// - Throws: `ImportError.damagedRecord` naming the line and column.
  public static func read(
    _ reader: inout CSVReader, file: String, timeZone: Zone, vocabulary: Vocabulary
  ) throws -> OtherAppFile {
    guard let header = try reader.next() else {
      return OtherAppFile(format: .howWeFeel, checkIns: [], mapping: ImportMapping())
    }
    let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
    guard let date = names.firstIndex(of: "date"), let mood = names.firstIndex(of: "mood") else {
      throw ImportError.unrecognizedHeader(found: header.fields, accepted: ["Date,Mood,…,Notes"])
    }
    let notes = names.firstIndex { $0 == "notes" || $0 == "note" }
    let tagIndexes = names.indices.filter { tagColumns.contains(names[$0]) }
    var mapping = ImportMapping()
    var checkIns: [CheckIn] = []
    while let record = try reader.next() {
      guard record.fields.count == header.fields.count else {
        throw ImportError.raggedRow(
          line: record.line, found: record.fields.count, expected: header.fields.count)
      }
      let fields = record.fields
      guard let (day, time) = moment(fields[date], in: timeZone) else {
        throw ImportError.damagedRecord(
          path: file, place: .line(record.line), field: header.fields[date],
          value: .literal(fields[date]), expected: .written(like: "2026 Sun Feb 8 4:04 PM"))
      }
      let emotions = list(fields[mood])
      var words: [String] = []
      for emotion in emotions {
        guard let known = HowWeFeelEmotions.table[emotion.lowercased()] else {
          mapping.leave(.unknownEmotion(emotion))
          continue
        }
        mapping.note(emotion, to: "\(known.score)", in: .scores)
        if let word = known.word.flatMap({ vocabulary.word(id: $0)?.id }) {
          words.append(word)
          mapping.note(emotion, to: word, in: .words)
        }
      }
      var tags: [String] = []
      for index in tagIndexes {
        for tag in list(fields[index]) {
          tags.append(tag)
          mapping.note("\(header.fields[index].trimmingWhitespace()) › \(tag)", to: tag, in: .tags)
        }
      }
      checkIns.append(
        CheckIn(
          place: .line(record.line), day: day, time: time,
          score: HowWeFeelEmotions.score(of: emotions), words: words, tags: tags,
          note: notes.map { fields[$0].trimmingWhitespace() } ?? ""))
    }
    return OtherAppFile(format: .howWeFeel, checkIns: checkIns, mapping: mapping)
  }

  /// The parts of a list separated by `;`, `,` or `|` (Bearable's), trimmed, without empties.
  static func list(_ text: String) -> [String] {
    text.split { $0 == ";" || $0 == "," || $0 == "|" }.map { $0.trimmingWhitespace() }.filter {
      !$0.isEmpty
    }
  }

  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The day and moment of `2026 Sun Feb 8 4:04 PM` (or `Feb 08`, `16:04`) in `zone`.
  static func moment(_ text: String, in zone: Zone) -> (Day, Date)? {
    var parts = text.split(separator: " ").map { $0.lowercased() }
    guard parts.count >= 5, let year = Int(parts[0]) else { return nil }
    parts.removeFirst(2)  // the year and the weekday, which the date says again
    guard let month = months.firstIndex(of: String(parts[0].prefix(3))).map({ $0 + 1 }),
      let dayNumber = Int(parts[1]), let day = try? Day(year: year, month: month, day: dayNumber)
    else { return nil }
    let clock = parts[2].split(separator: ":")
    guard clock.count == 2, var hour = Int(clock[0]), let minute = Int(clock[1]),
      (0...59).contains(minute)
    else { return nil }
    switch parts.count > 3 ? parts[3] : "" {
    case "am" where (1...12).contains(hour): hour %= 12
    case "pm" where (1...12).contains(hour): hour = hour % 12 + 12
    case "" where (0...23).contains(hour): break
    default: return nil
    }
    guard
      let date = zone.date(
        year: year, month: month, day: dayNumber, hour: hour, minute: minute, second: 0)
    else { return nil }
    return (day, date)
  }
}
