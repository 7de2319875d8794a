import Foundation

/// Files the tests read: the package's own in `Tests/Fixtures`, and the team's shared samples
/// beside the checkout where they exist.
extension Fixtures {
  /// The package's `Tests/Fixtures` folder.
  public static var folder: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").path
  }

  /// The team's `shared` folder: `$MOODCARD_SHARED`, else `shared` beside the package folder,
  /// as the developers' machines and CI lay it out. A fresh clone has none.
  public static var shared: String {
    if let path = ProcessInfo.processInfo.environment["MOODCARD_SHARED"] { return path }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared").path
  }

  /// Daylio exports written by hand for the tests, in `Tests/Fixtures/daylio` (its README.md
  /// lists what each one holds), and the real exports of the team's shared folder.
  public enum Daylio {
    /// Old header `year,date,...`, BOM, LF, 24-hour times with `0:00`, default moods, a
    /// day-first date (`1 May`), two rows on one day, a Hebrew note with an emoji.
    public static let oldHeader = file("old-header-bom-24-hour.csv")
    /// `full_date,...,note` without `note_title`, BOM, CRLF, `9:07 AM`, `12:00 PM` and
    /// `12:00 AM`, custom moods, three rows on one day, a two-line Arabic note.
    public static let fullDate = file("full-date-bom-crlf-12-hour.csv")
    /// `full_date,...,note_title,note`, no BOM, LF, `10:00 pm` and midnight as `12:00 am`,
    /// custom moods with a trailing space, a quoted note over two lines with `<br>` and `""`.
    public static let noteTitle = file("note-title-12-hour-lowercase.csv")

    private static func file(_ name: String) -> String {
      Fixtures.folder + "/daylio/" + name
    }

    /// Real Daylio exports from `shared/interop/daylio` (see its README.md), read in place
    /// rather than copied into the repository, since two of them carry no licence. They are an
    /// extra check where that folder exists; the hand-written fixtures cover every variant.
    public enum Real {
      /// `shared/interop/daylio`.
      public static var folder: String { Fixtures.shared + "/interop/daylio" }

      /// Whether the folder exists here; a fresh clone has none.
      public static var arePresent: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
          && isFolder.boolValue
      }

      /// Old header `year,date,...`, BOM, 24-hour times, default moods, Hebrew and emoji notes.
      public static var noamelf: String { sample("noamelf-mood-stats_daylio_export.csv") }
      /// `full_date,...` without `note_title`, BOM, 12-hour times, custom moods, several a day.
      public static var zhafen: String { sample("zhafen-moody_daylio_export.csv") }
      /// `full_date,...,note_title,note`, no BOM, `10:00 pm`, custom moods with trailing space.
      public static var michaelcurrin: String {
        sample("michaelcurrin-daylio-csv-parser_sample.csv")
      }

      private static func sample(_ name: String) -> String { folder + "/" + name }
    }
  }
}
