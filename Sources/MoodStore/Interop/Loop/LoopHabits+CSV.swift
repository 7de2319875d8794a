import MoodCore

extension LoopHabits {
  /// The most bytes an entry of Loop's CSV zip may inflate to: a habit marked every day for a
  /// hundred years is about 1 MB.
  static let entryLimit: Int64 = 16 << 20

  /// Reads Loop's CSV zip: `Habits.csv`, then each habit's `Checkmarks.csv` in its folder
  /// (`001 Meditate/`; Loop keeps only ASCII letters, digits, spaces and `._-` of the name, so a
  /// folder is found by its number, which is the habit's `Position`).
  /// - Throws: `ImportError.zipRefused` for a hostile or damaged zip;
  ///   `.unrecognizedHeader` for a `Habits.csv` without `Position` and `Name`;
  ///   `.damagedRecord` naming the entry, line and field of a bad date or mark.
  public init(archive: ZipArchive) throws {
    var habitsReader = CSVReader(
      text: String(
        decoding: try archive.contents(
          of: ImportFormat.loopHabitsEntry, limit: LoopHabits.entryLimit),
        as: UTF8.self))
    guard let header = try habitsReader.next() else {
      throw ImportError.unrecognizedHeader(found: [], accepted: ["Position,Name,Type,…"])
    }
    let columns = header.fields.map { $0.trimmingWhitespace().lowercased() }
    guard let positionColumn = columns.firstIndex(of: "position"),
      let nameColumn = columns.firstIndex(of: "name")
    else {
      throw ImportError.unrecognizedHeader(
        found: header.fields, accepted: ["Position,Name,Type,…,Archived?"])
    }
    let typeColumn = columns.firstIndex(of: "type")
    var habits: [Habit] = []
    while let record = try habitsReader.next() {
      let fields = record.fields
      guard fields.count > max(positionColumn, nameColumn) else {
        throw ImportError.raggedRow(
          line: record.line, found: fields.count, expected: header.fields.count)
      }
      let position = fields[positionColumn].trimmingWhitespace()
      var habit = Habit(
        name: fields[nameColumn],
        isNumeric: typeColumn.map { $0 < fields.count && fields[$0] == "NUMERICAL" } ?? false)
      let folder = archive.entries.map(\.name).first {
        $0.hasSuffix("/Checkmarks.csv")
          && ($0.hasPrefix(position + " ") || $0.hasPrefix(position + "/"))
      }
      if let folder, !habit.isNumeric {
        habit.marks = try LoopHabits.marks(
          try archive.contents(of: folder, limit: LoopHabits.entryLimit), entry: folder,
          archive: archive.name)
      }
      habits.append(habit)
    }
    self.init(habits: habits)
  }

  /// The marks of one `Checkmarks.csv`: `Date,Value[,Notes]`, with or without its header.
  private static func marks(_ bytes: [UInt8], entry: String, archive: String) throws
    -> [(place: RecordPlace, day: Day, mark: Mark)]
  {
    var reader = CSVReader(text: String(decoding: bytes, as: UTF8.self))
    var marks: [(place: RecordPlace, day: Day, mark: Mark)] = []
    while let record = try reader.next() {
      let fields = record.fields
      if record.line == 1, fields.first?.trimmingWhitespace() == "Date" { continue }
      let place = RecordPlace.item("\(entry), line \(record.line)")
      guard let dateText = fields.first, let day = try? Day(parsing: dateText.trimmingWhitespace())
      else {
        throw ImportError.damagedRecord(
          path: archive, place: place, field: "Date",
          value: fields.first.map(FoundValue.literal) ?? .missingField, expected: .day)
      }
      guard fields.count > 1, let mark = Mark(text: fields[1]) else {
        throw ImportError.damagedRecord(
          path: archive, place: place, field: "Value",
          value: fields.count > 1 ? .literal(fields[1]) : .missingField, expected: .loopMark)
      }
      marks.append((place, day, mark))
    }
    return marks
  }
}
