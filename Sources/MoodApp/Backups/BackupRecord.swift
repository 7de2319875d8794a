import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// What `mood backup --status` reports: the last backup `mood backup --to` made, and the last
/// attempt when it failed, kept in `$XDG_STATE_HOME/moodcard/backup-status`
/// (`~/.local/state/moodcard/backup-status` by default).
///
/// The file is `KeyValueText` (`last-backup-at = 2026-11-29T20:00:00.000Z`, ...), private
/// (0600) and replaced atomically. It is only a record: one that is missing or cannot be read
/// reads as no record, and a backup whose record cannot be saved is still a backup.
package struct BackupRecord: Equatable {
  /// A backup that was written.
  package struct Success: Equatable {
    /// When it was made.
    package var at: Date
    /// The file written.
    package var file: String
    /// Its size.
    package var bytes: Int64

    package init(at: Date, file: String, bytes: Int64) {
      self.at = at
      self.file = file
      self.bytes = bytes
    }

    /// Whether it is an age file, by its name.
    package var isEncrypted: Bool {
      BackupFileName(PathName.lastPart(of: file))?.isEncrypted ?? false
    }
  }

  /// An attempt that failed.
  package struct Failure: Equatable {
    /// When it failed.
    package var at: Date
    /// The folder it was to write into.
    package var folder: String
    /// The error message, in the language of that run.
    package var reason: String

    package init(at: Date, folder: String, reason: String) {
      self.at = at
      self.folder = folder
      self.reason = reason
    }
  }

  /// The last backup made, if any.
  package var lastBackup: Success?
  /// The last attempt, when it failed; a backup made since clears it.
  package var lastFailure: Failure?

  /// The file's path for `environment`: `$XDG_STATE_HOME/moodcard/backup-status` when
  /// `XDG_STATE_HOME` is absolute, else `$HOME/.local/state/moodcard/...` (`StateFolder`).
  package static func path(environment: [String: String]) -> String {
    StateFolder.path(environment: environment) + "/backup-status"
  }

  /// The record in the file at `path`; an empty one when there is none or it cannot be read.
  package static func load(from path: String) -> BackupRecord {
    guard let data = FileManager.default.contents(atPath: path),
      let text = try? KeyValueText(parsing: String(decoding: data, as: UTF8.self))
    else { return BackupRecord() }
    var record = BackupRecord()
    if let at = text["last-backup-at"].flatMap(Timestamp.parse),
      let file = text["last-backup-file"],
      let bytes = text["last-backup-bytes"].flatMap({ Int64($0) })
    {
      record.lastBackup = Success(at: at, file: file, bytes: bytes)
    }
    if let at = text["last-failure-at"].flatMap(Timestamp.parse),
      let folder = text["last-failure-folder"], let reason = text["last-failure-reason"]
    {
      record.lastFailure = Failure(at: at, folder: folder, reason: reason)
    }
    return record
  }

  /// Writes the record to `path`, making its folder (0700) when needed.
  /// - Throws: `OutputFile.Failure`, or the folder's error.
  package func save(to path: String) throws {
    var text = KeyValueText()
    if let lastBackup {
      text["last-backup-at"] = Timestamp.format(lastBackup.at)
      text["last-backup-file"] = lastBackup.file
      text["last-backup-bytes"] = String(lastBackup.bytes)
    }
    if let lastFailure {
      text["last-failure-at"] = Timestamp.format(lastFailure.at)
      text["last-failure-folder"] = lastFailure.folder
      text["last-failure-reason"] = lastFailure.reason
    }
    try FileManager.default.createDirectory(
      atPath: OutputFile.folder(of: path), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let header = ["What `mood backup --to` did last, for `mood backup --status`."]
    try OutputFile.write(Data(text.text(header: header).utf8), to: path, permissions: 0o600)
  }

  /// The record as `mood backup --status --json` prints it, with whether the timer is
  /// installed.
  package func json(timerInstalled: Bool) -> JSONValue {
    .object([
      "lastBackup": lastBackup.map {
        .object([
          "at": .string(Timestamp.format($0.at)), "file": .string($0.file),
          "bytes": .integer(Int($0.bytes)), "encrypted": .bool($0.isEncrypted),
        ])
      } ?? .null,
      "lastFailure": lastFailure.map {
        .object([
          "at": .string(Timestamp.format($0.at)), "folder": .string($0.folder),
          "reason": .string($0.reason),
        ])
      } ?? .null,
      "timerInstalled": .bool(timerInstalled),
    ])
  }
}
