import MoodCore
import MoodSystem

/// Where the store lives when no `--store` path is given, and MoodCard's data folder.
public enum StoreLocation {
  /// `$MOODCARD_STORE`, else `mood.sqlite` in the data folder.
  public static func defaultPath(environment: [String: String]) -> String {
    if let path = environment["MOODCARD_STORE"], !path.isEmpty { return path }
    return dataFolder(environment: environment) + "/mood.sqlite"
  }

  /// MoodCard's data folder: `$XDG_DATA_HOME/moodcard`, else `~/.local/share/moodcard` (see
  /// `HomeFolder`). What belongs to this computer and not to the journal lives here even when
  /// the store is elsewhere: a store in a synced folder must not carry the phone's keys.
  public static func dataFolder(environment: [String: String]) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/moodcard"
    }
    return HomeFolder.path(environment: environment) + "/.local/share/moodcard"
  }
}
