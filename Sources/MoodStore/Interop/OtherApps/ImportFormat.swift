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

  /// The entry of a Daylio backup zip that holds the journal.
  public static let daylioBackupEntry = "backup.daylio"

  /// The format of a file that starts with `head` (its first bytes, at least the first line),
  /// or `nil` when it is none of them.
  /// - Parameter zipEntries: the entry names when the file is a zip archive.
  public static func detect(head: [UInt8], zipEntries: [String]? = nil) -> ImportFormat? {
    if let zipEntries {
      return zipEntries.contains(daylioBackupEntry) ? .daylio : nil
    }
    let text = head.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
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
    if columns.isSuperset(of: ["date", "mood"]) { return .howWeFeel }
    return nil
  }

  /// Whether `head` starts as a zip archive does (a local header, or the end record of an
  /// empty archive).
  public static func isZip(_ head: [UInt8]) -> Bool {
    head.count >= 4 && head[0] == 0x50 && head[1] == 0x4B
      && ((head[2], head[3]) == (3, 4) || (head[2], head[3]) == (5, 6))
  }
}
