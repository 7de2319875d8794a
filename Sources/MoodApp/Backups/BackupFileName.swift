import MoodCore

/// The name of a backup that `mood backup --to` writes into a folder and may later remove:
/// `moodcard-YYYY-MM-DD.sqlite`, or `moodcard-YYYY-MM-DD.sqlite.age` when it is encrypted.
///
/// Only a name of exactly this form, with a real calendar day, is one of ours: rotation never
/// counts or removes `moodcard-2026-13-01.sqlite`, `moodcard-2026-11-01.sqlite.bak` or
/// `notes.txt`.
/// ```swift
/// BackupFileName(day: today, isEncrypted: false).text   // "moodcard-2026-11-29.sqlite"
/// BackupFileName("moodcard-2026-11-29.sqlite.age")?.isEncrypted   // true
/// ```
package struct BackupFileName: Equatable, Sendable {
  /// What every name starts with.
  package static let prefix = "moodcard-"
  /// The end of the name of a plain SQLite backup.
  package static let plainSuffix = ".sqlite"
  /// The end of the name of a backup encrypted in the age format.
  package static let encryptedSuffix = ".sqlite.age"

  /// The calendar day the backup was made on, in the person's time zone.
  package let day: Day
  /// Whether it is an age file.
  package let isEncrypted: Bool

  package init(day: Day, isEncrypted: Bool) {
    self.day = day
    self.isEncrypted = isEncrypted
  }

  /// The name `text` when it is exactly one of ours, else `nil`.
  package init?(_ text: String) {
    guard text.hasPrefix(Self.prefix) else { return nil }
    let rest = text.dropFirst(Self.prefix.count)
    let dayText = String(rest.prefix(10))
    // The day must be written as MoodCard writes it: a real date, zero-padded.
    guard let day = Day(dayText), day.description == dayText else { return nil }
    switch rest.dropFirst(10) {
    case Self.plainSuffix: isEncrypted = false
    case Self.encryptedSuffix: isEncrypted = true
    default: return nil
    }
    self.day = day
  }

  /// The file name.
  package var text: String {
    Self.prefix + day.description + (isEncrypted ? Self.encryptedSuffix : Self.plainSuffix)
  }
}
