import FoundationEssentials
import MoodCore

/// Bearable's CSV export (`bearable-export-DD-MM-YYYY.csv`): long rows of
/// `date, weekday, time of day, category, rating/amount, detail, notes` (newer files add
/// `date formatted`, which is read first when present).
///
/// | Bearable | MoodCard |
/// |---|---|
/// | a `Mood` row's rating, 1 to 5 | the score, 1, 3, 5, 7, 9 (`FivePointScale`) |
/// | a `Factors`, `Activities` or `Tags` row's detail | a tag |
/// | a `Habits`, `Meds/Supplements` or `Medication` row's detail | a habit, done unless its amount is 0 |
/// | any row's notes | the reason |
/// | `Sleep`, `Symptoms`, `Energy` and any other category | nothing yet: counted and named |
///
/// The time of day is Bearable's part of the day (`am`, `mid`, `pm`, `pre` for before bed),
/// placed at 09:00, 13:00, 18:00 and 22:00 in `--tz`, or a clock time `HH:MM`.
public enum BearableExport {
  static let tagCategories: Set<String> = ["factors", "activities", "tags"]
  static let habitCategories: Set<String> = ["habits", "meds/supplements", "medication", "meds"]
  static let partsOfDay = ["am": 9, "mid": 13, "pm": 18, "pre": 22]

  /// Reads every record of `reader`.
  /// - Throws: `ImportError.damagedRecord` naming the line and column.
  public static func read(_ reader: inout CSVReader, file: String, timeZone: Zone) throws
    -> OtherAppFile
  {
    guard let header = try reader.next() else {
      return OtherAppFile(format: .bearable, checkIns: [], mapping: ImportMapping())
    }
    let names = header.fields.map { $0.trimmingWhitespace().lowercased() }
    func column(_ name: String) -> Int? { names.firstIndex(of: name) }
    guard let date = column("date formatted") ?? column("date"), let category = column("category"),
      let rating = column("rating/amount"), let detail = column("detail")
    else {
      throw ImportError.unrecognizedHeader(
        found: header.fields,
        accepted: ["date,weekday,time of day,category,rating/amount,detail,notes"])
    }
    let partOfDay = column("time of day")
    let notes = column("notes")
    var mapping = ImportMapping()
    FivePointScale.declare(in: &mapping)
    var checkIns: [CheckIn] = []
    while let record = try reader.next() {
      guard record.fields.count == header.fields.count else {
        throw ImportError.raggedRow(
          line: record.line, found: record.fields.count, expected: header.fields.count)
      }
      let fields = record.fields
      func damaged(_ index: Int, _ expected: ExpectedForm) -> ImportError {
        .damagedRecord(
          path: file, place: .line(record.line), field: header.fields[index],
          value: .literal(fields[index]), expected: expected)
      }
      guard let day = BearableExport.day(fields[date]) else {
        throw damaged(date, .written(like: "2026-02-08 or 08-02-2026"))
      }
      let time =
        try partOfDay.map { index -> Date? in
          let text = fields[index].trimmingWhitespace().lowercased()
          if text.isEmpty { return nil }
          guard let (hour, minute) = BearableExport.clock(text),
            let instant = timeZone.date(
              year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: 0)
          else { throw damaged(index, .oneOf(["am", "mid", "pm", "pre", "HH:MM"])) }
          return instant
        } ?? nil
      let kind = fields[category].trimmingWhitespace()
      let amount = fields[rating].trimmingWhitespace()
      let what = fields[detail].trimmingWhitespace()
      var score: Score?
      var tags: [String] = []
      var habits: [HabitRecord] = []
      switch kind.lowercased() {
      case "mood":
        guard let point = Int(amount), let mood = FivePointScale.score(point) else {
          throw damaged(rating, .wholeNumberIn(FivePointScale.points))
        }
        score = mood
        mapping.note(amount, to: "\(mood.value)", in: .scores)
      case let name where tagCategories.contains(name) && !what.isEmpty:
        tags = HowWeFeelExport.list(what)
        for tag in tags { mapping.note("\(kind) › \(tag)", to: tag, in: .tags) }
      case let name where habitCategories.contains(name) && !what.isEmpty:
        habits = [HabitRecord(name: what, isDone: amount != "0")]
        mapping.note("\(kind) › \(what)", to: what, in: .habits)
      default:
        mapping.leave(.category(kind.isEmpty ? "?" : kind))
      }
      checkIns.append(
        CheckIn(
          place: .line(record.line), day: day, time: time, score: score, tags: tags,
          note: notes.map { fields[$0].trimmingWhitespace() } ?? "", habits: habits))
    }
    return OtherAppFile(format: .bearable, checkIns: checkIns, mapping: mapping)
  }

  /// The day of `2026-02-08` (or with a time after it), `08-02-2026` or `08/02/2026`.
  static func day(_ text: String) -> Day? {
    let date = text.trimmingWhitespace().prefix { $0 != " " && $0 != "T" }
    let parts = date.split { $0 == "-" || $0 == "/" }.compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    let (year, month, day) =
      date.split(separator: date.contains("/") ? "/" : "-").first?.count == 4
      ? (parts[0], parts[1], parts[2]) : (parts[2], parts[1], parts[0])
    return try? Day(year: year, month: month, day: day)
  }

  /// The hour and minute of a part of the day or of `HH:MM`.
  static func clock(_ text: String) -> (Int, Int)? {
    if let hour = partsOfDay[text] { return (hour, 0) }
    let parts = text.split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else {
      return nil
    }
    return (parts[0], parts[1])
  }
}
