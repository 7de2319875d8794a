import Foundation

/// Files the tests read: the team's shared samples, beside the checkout.
extension Fixtures {
  /// The team's `shared` folder: `$MOODCARD_SHARED`, else `shared` beside the package folder,
  /// as the developers' machines and CI lay it out.
  public static var shared: String {
    if let path = ProcessInfo.processInfo.environment["MOODCARD_SHARED"] { return path }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared").path
  }

  /// Real Daylio exports from `shared/interop/daylio` (see its README.md). They are read in
  /// place rather than copied into the repository, since two of them carry no licence.
  public enum Daylio {
    /// Old header `year,date,...`, BOM, 24-hour times, default moods, Hebrew and emoji notes.
    public static let noamelf = sample("noamelf-mood-stats_daylio_export.csv")
    /// `full_date,...` without `note_title`, BOM, 12-hour times, custom moods, several a day.
    public static let zhafen = sample("zhafen-moody_daylio_export.csv")
    /// `full_date,...,note_title,note`, no BOM, `10:00 pm`, custom moods with trailing space.
    public static let michaelcurrin = sample("michaelcurrin-daylio-csv-parser_sample.csv")

    private static func sample(_ name: String) -> String {
      Fixtures.shared + "/interop/daylio/" + name
    }
  }
}
