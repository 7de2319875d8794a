import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
import Stats

/// What a run of `mood` takes from outside its arguments: the saved preferences and the
/// language they and the environment choose, and the catalog of that language.
struct RunSettings: Sendable {
  /// What `mood config set` saved, read once at the start of the run.
  let preferences: Preferences
  /// The language and first weekday of the run.
  let locale: UserLocale
  /// The texts of the run's language.
  let messages: Messages
  /// The `--locale` given when MoodCard does not speak it; the run then speaks the language of
  /// the preferences or the environment, and refuses the option once it knows the command.
  let refusedLocale: String?
  /// `--locale` as given, when MoodCard speaks it.
  let localeOption: String?

  /// The settings for `--locale` as given (`option`), the saved preferences and `environment`,
  /// in that order of precedence; English when none says.
  /// - Throws: `Failure` with the messages of the language to report it in.
  init(option: String?, environment: [String: String]) throws(Failure) {
    let preferences: Preferences
    do {
      preferences = try Preferences.load(environment: environment)
    } catch let error as Preferences.Failure {
      let ambient = RunSettings.environmentLocale(environment)
      throw Failure.preferences(error, Messages.load(ambient.language))
    } catch {
      throw Failure.preferences(
        .unreadable(
          path: Preferences.path(environment: environment), reason: SystemReason.text(of: error)),
        Messages.load(.english))
    }
    // A saved locale has been checked on loading.
    var locale =
      preferences[.locale].flatMap(UserLocale.init(identifier:))
      ?? RunSettings.environmentLocale(environment)
    let chosen = option.map(UserLocale.init(identifier:))
    if let chosen = chosen ?? nil { locale = chosen }
    refusedLocale = chosen == .some(nil) ? option : nil
    localeOption = refusedLocale == nil ? option : nil
    // A saved week start wins over a region, except one given with --locale on this call.
    if let weekStart = preferences[.weekStart], !(chosen??.hasRegion ?? false) {
      locale.firstWeekday = weekStart == "sunday" ? .sunday : .monday
    }
    self.preferences = preferences
    self.locale = locale
    self.messages = Messages.load(locale.language)
  }

  /// Why the settings could not be made, with the messages to say it in.
  enum Failure: Error {
    /// The preferences file is damaged or unreadable.
    case preferences(Preferences.Failure, Messages)
  }

  /// The locale of the environment, in POSIX order: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty; English when that one names a language MoodCard does not
  /// speak, as other programs fall back to the C locale.
  static func environmentLocale(_ environment: [String: String]) -> UserLocale {
    let identifier = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    return identifier.flatMap(UserLocale.init(identifier:)) ?? .standard
  }
}
