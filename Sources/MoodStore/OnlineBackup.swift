import CSQLite

/// One run of SQLite's online backup API (`sqlite3_backup`), copying the main database of one
/// connection into another's while other processes go on using the source.
///
/// The handle is finished in `deinit` as a safety net; call `finish()` to learn the result.
final class OnlineBackup {
  /// How long to wait, in total, while the source or destination is locked by another process.
  static let busyWaitMilliseconds: Int32 = 10_000
  private var handle: OpaquePointer?
  private let destination: Database

  /// Starts a backup of `source` into `destination`.
  init(from source: Database, to destination: Database) throws {
    self.destination = destination
    handle = try destination.withUnsafeHandle { target in
      try source.withUnsafeHandle { sqlite3_backup_init(target, "main", $0, "main") }
    }
    guard handle != nil else {
      // On failure the error is recorded on the destination connection (sqlite3_backup_init).
      let code = try destination.withUnsafeHandle { sqlite3_extended_errcode($0) }
      throw destination.error(code, context: .startingBackup)
    }
  }

  deinit { sqlite3_backup_finish(handle) }

  /// Copies every page in one step, so the copy is one consistent snapshot of the source;
  /// waits and retries while a lock is held elsewhere.
  func run() throws {
    var waited: Int32 = 0
    while true {
      let status = sqlite3_backup_step(handle, -1)
      switch status & 0xFF {
      case SQLITE_DONE: return
      case SQLITE_OK: continue
      case SQLITE_BUSY where waited < OnlineBackup.busyWaitMilliseconds,
        SQLITE_LOCKED where waited < OnlineBackup.busyWaitMilliseconds:
        sqlite3_sleep(20)
        waited += 20
      default:
        throw destination.error(status, context: .copying)
      }
    }
  }

  /// Releases the backup and reports its outcome.
  func finish() throws {
    let status = sqlite3_backup_finish(handle)
    handle = nil
    guard status == SQLITE_OK else {
      throw destination.error(status, context: .finishingBackup)
    }
  }
}
