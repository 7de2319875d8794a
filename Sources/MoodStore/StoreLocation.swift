import MoodCore
import MoodSystem

/// Where the store lives when no `--store` path is given.
public enum StoreLocation {
  /// `$MOODCARD_STORE`, else `$XDG_DATA_HOME/moodcard/mood.sqlite`, else
  /// `~/.local/share/moodcard/mood.sqlite` (see `HomeFolder`).
  public static func defaultPath(environment: [String: String]) -> String {
    if let path = environment["MOODCARD_STORE"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/moodcard/mood.sqlite"
    }
    return HomeFolder.path(environment: environment) + "/.local/share/moodcard/mood.sqlite"
  }
}
