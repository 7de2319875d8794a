import Foundation

/// Files under `Tests/Fixtures`, found from this source file's place in the checkout.
extension Fixtures {
  /// The path of `name` under `Tests/Fixtures` (`"Daylio/noamelf-mood-stats_daylio_export.csv"`).
  public static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// The Daylio samples (see `Tests/Fixtures/Daylio/README.md`).
  public enum Daylio {
    /// Old header `year,date,...`, BOM, 24-hour times, default moods, Hebrew and emoji notes.
    public static let noamelf = Fixtures.path("Daylio/noamelf-mood-stats_daylio_export.csv")
    /// `full_date,...` without `note_title`, BOM, 12-hour times, custom moods, several a day.
    public static let zhafen = Fixtures.path("Daylio/zhafen-moody_daylio_export.csv")
    /// `full_date,...,note_title,note`, no BOM, `10:00 pm`, custom moods with trailing space.
    public static let michaelcurrin = Fixtures.path(
      "Daylio/michaelcurrin-daylio-csv-parser_sample.csv")
  }
}
