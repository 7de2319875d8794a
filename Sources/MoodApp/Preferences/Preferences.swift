import FoundationEssentials
import MoodCore
import MoodSystem
import Stats

/// The preferences a person saved with `mood config set`, in
/// `$XDG_CONFIG_HOME/moodcard/config` (`~/.config/moodcard/config` by default).
///
/// The file is `KeyValueText`: one `key = value` per line, `#` comments. A value given as an
/// option on the command line wins over the saved one, which wins over the environment, which
/// wins over the default.
package struct Preferences: Sendable {
  /// The keys a person can save.
  package enum Key: String, CaseIterable, Sendable {
    /// The language: `en`, `zh-Hans`, with a region (`en-US`, `zh-CN`) or in POSIX form.
    case locale
    /// The pictures' theme: `light` or `dark`.
    case theme
    /// The card size: `portrait`, `square` or `story`.
    case size
    /// The first day of the week in calendars: `monday` or `sunday`.
    case weekStart = "week-start"
    /// The time zone that decides today: an IANA name such as `Europe/London`.
    case tz
    /// The time of the evening reminder `mood remind --install` sets up: `HH:MM`.
    case reminderTime = "reminder-time"
  }

  /// Why the preferences cannot be read or changed.
  package enum Failure: Error, Equatable {
    /// A line of the file is not `key = value`, names no key, or holds a value that is refused.
    case damaged(path: String, line: Int, problem: Problem)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// `mood config` was given a key that does not exist.
    case unknownKey(String)
    /// `mood config set` was given a value the key does not accept.
    case invalidValue(Key, String)
  }

  /// What is wrong with a damaged line.
  package enum Problem: Equatable {
    case malformed(KeyValueText.Malformed.Reason)
    case unknownKey(String)
    case invalidValue(Key, String)
  }

  /// Where the preferences are saved (`path(environment:)`); the file may not exist yet.
  package let path: String
  private var text: KeyValueText

  /// The file's path for `environment`: `$XDG_CONFIG_HOME/moodcard/config`, else
  /// `$HOME/.config/moodcard/config`.
  package static func path(environment: [String: String]) -> String {
    configHome(environment: environment) + "/moodcard/config"
  }

  /// The person's configuration folder: `$XDG_CONFIG_HOME` when it is an absolute path (the
  /// XDG rule: a relative one is ignored), else `$HOME/.config`.
  package static func configHome(environment: [String: String]) -> String {
    environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? HomeFolder.path(environment: environment) + "/.config"
  }

  /// The saved preferences; none when the file does not exist.
  /// - Throws: `Failure.damaged` naming the first bad line, `Failure.unreadable`.
  package static func load(environment: [String: String]) throws -> Preferences {
    let path = path(environment: environment)
    guard FileManager.default.fileExists(atPath: path) else {
      return Preferences(path: path, text: KeyValueText())
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure.unreadable(path: path, reason: "permission denied or not a file")
    }
    let text: KeyValueText
    do {
      text = try KeyValueText(parsing: String(decoding: data, as: UTF8.self))
    } catch let error as KeyValueText.Malformed {
      throw Failure.damaged(path: path, line: error.line, problem: .malformed(error.reason))
    }
    for (name, value) in text.pairs {
      let line = text.lines[name] ?? 0
      guard let key = Key(rawValue: name) else {
        throw Failure.damaged(path: path, line: line, problem: .unknownKey(name))
      }
      guard key.accepts(value) else {
        throw Failure.damaged(path: path, line: line, problem: .invalidValue(key, value))
      }
    }
    return Preferences(path: path, text: text)
  }

  /// The saved value of `key`, or `nil`.
  package subscript(key: Key) -> String? { text[key.rawValue] }

  /// Every saved key and value, in the file's order.
  package var saved: [(key: Key, value: String)] {
    text.pairs.compactMap { pair in Key(rawValue: pair.key).map { ($0, pair.value) } }
  }

  /// Saves `value` for `key` (or removes `key` when `nil`), replacing the file atomically.
  /// - Throws: `Failure.invalidValue` before anything is written; `ImportError.cannotWrite`.
  package mutating func set(_ key: Key, to value: String?) throws {
    if let value, !key.accepts(value) { throw Failure.invalidValue(key, value) }
    var changed = text
    changed[key.rawValue] = value
    let folder = PathName.folder(of: path)
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw PersonalFile.folderRefused(folder, error: error)
    }
    try PersonalFile.write(Data(changed.text(header: Preferences.header).utf8), to: path)
    text = changed
  }

  /// The comment at the top of the file.
  private static let header = [
    "MoodCard's saved preferences, written by `mood config set`; one key = value per line.",
    "An option given on the command line wins over these. See `mood config --help`.",
  ]
}

extension Preferences.Key {
  /// Whether `value` is one this key accepts.
  package func accepts(_ value: String) -> Bool {
    switch self {
    case .locale: return UserLocale(identifier: value) != nil
    case .theme: return CardTheme(rawValue: value) != nil
    case .size: return CardSize(rawValue: value) != nil
    case .weekStart: return ["monday", "sunday"].contains(value)
    case .tz: return Zone(identifier: value) != nil
    case .reminderTime: return ReminderTime(value) != nil
    }
  }

  /// The accepted values as a person reads them (`light, dark`), for error messages; `nil` for
  /// keys whose values are described by a message instead.
  package var choices: [String]? {
    switch self {
    case .locale: return UserLocale.spoken
    case .theme: return CardTheme.allCases.map(\.rawValue)
    case .size: return CardSize.allCases.map(\.rawValue)
    case .weekStart: return ["monday", "sunday"]
    case .tz, .reminderTime: return nil
    }
  }
}
