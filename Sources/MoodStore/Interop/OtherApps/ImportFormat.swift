import MoodSystem

/// The files an import reads, each recognised by its content (`detect`), or forced by name
/// (`mood import --from NAME`).
public enum ImportFormat: String, CaseIterable, Sendable {
  /// A MoodCard JSON backup (`mood export`).
  case moodcard
  /// Daylio's CSV export.
  case daylioCSV = "daylio-csv"
  /// Daylio's backup: a `.daylio` zip holding `backup.daylio`.
  case daylio
  /// Pixels' JSON backup (`PIXELS-BACKUP-….json`).
  case pixels
  /// How We Feel's CSV export (`HowWeFeelEmotions.csv`).
  case howWeFeel = "how-we-feel"
  /// Bearable's CSV export (`bearable-export-DD-MM-YYYY.csv`).
  case bearable
  /// Apple Health's export (`export.zip`, or the `export.xml` in it): State of Mind.
  case appleHealth = "apple-health"
  /// Loop Habit Tracker's SQLite backup (`.db`) or CSV zip.
  case loop

  /// The entry of Loop's CSV zip that lists the habits.
  public static let loopHabitsEntry = "Habits.csv"

  /// The entry of an Apple Health `export.zip` that holds the data (`export.xml`, in the
  /// zip's folder, `apple_health_export/`): the shortest name that is `export.xml` or ends in
  /// `/export.xml`.
  public static func appleHealthEntry(in zipEntries: [String]) -> String? {
    zipEntries.filter { $0 == "export.xml" || $0.hasSuffix("/export.xml") }
      .min { $0.count < $1.count }
  }

  /// The entry of a Daylio backup zip that holds the journal.
  public static let daylioBackupEntry = "backup.daylio"

  /// The format of a file that starts with `head` (its first bytes, at least the first line),
  /// or `nil` when it is none of them.
  /// - Parameter zipEntries: the entry names when the file is a zip archive.
  public static func detect(head: [UInt8], zipEntries: [String]? = nil) -> ImportFormat? {
    if let zipEntries {
      if zipEntries.contains(daylioBackupEntry) { return .daylio }
      if zipEntries.contains(loopHabitsEntry) { return .loop }
      return appleHealthEntry(in: zipEntries) == nil ? nil : .appleHealth
    }
    if head.starts(with: Array("SQLite format 3\u{0}".utf8)) { return .loop }
    let text = head.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
    // Apple Health's export.xml: an XML declaration, its DTD, or its document element.
    if ["<?xml", "<!DOCTYPE HealthData", "<HealthData"].contains(where: {
      text.starts(with: Array($0.utf8))
    }) {
      return .appleHealth
    }
    switch text.first {
    case UInt8(ascii: "{"): return .moodcard
    case UInt8(ascii: "["): return .pixels
    default: break
    }
    let firstLine = String(decoding: text.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    let columns = Set(
      firstLine.split(separator: ",").map {
        $0.trimmingWhitespace().filter { $0 != "\"" }.lowercased()
      })
    if columns.isSuperset(of: ["category", "rating/amount", "time of day"]) { return .bearable }
    if columns.contains("mood"), columns.contains("activities") { return .daylioCSV }
    if columns.isSuperset(of: ["date", "mood"]),
      !columns.isDisjoint(with: ["people", "places", "events", "tags"])
    {
      return .howWeFeel
    }
    return nil
  }

  /// Whether `head` starts as a zip archive does (a local header, or the end record of an
  /// empty archive).
  public static func isZip(_ head: [UInt8]) -> Bool {
    head.count >= 4 && head[0] == 0x50 && head[1] == 0x4B
      && ((head[2], head[3]) == (3, 4) || (head[2], head[3]) == (5, 6))
  }
}
