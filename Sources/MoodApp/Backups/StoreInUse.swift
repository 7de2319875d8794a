import Glibc
import MoodSystem

/// The files a backup must never replace, count or remove: the store this run backs up (the
/// same file by device and inode, whatever path names it, with its `-wal` and `-shm`), and any
/// file with SQLite's side files beside it (`-wal`, `-shm`, `-journal`), which SQLite makes only
/// while a connection has the file open, or after one ended without closing it.
///
/// A backup MoodCard wrote is renamed into place complete and has no side files, so a file of a
/// backup's name that has them is a store someone opened (`mood serve --store` on a backup).
package struct StoreInUse: Sendable {
  private let device: UInt64?
  private let inode: UInt64?

  /// The store at `storePath` (which may not exist yet) and every file open as a store.
  package init(storePath: String) {
    var info = stat()
    if stat(storePath, &info) == 0 {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    } else {
      (device, inode) = (nil, nil)
    }
  }

  /// Refuses `path` as where a backup goes when it is the store, or is open as one.
  /// - Throws: `FailureMessage` `.cannotCreate` naming the file.
  package func refuseAsTarget(_ path: String) throws {
    if contains(path) {
      throw FailureMessage(.cannotCreate, .backupNameIsAStore, ["path": .text(path)])
    }
  }

  /// Whether the file at `path` is the store, or is open as one.
  package func contains(_ path: String) -> Bool {
    var info = stat()
    if stat(path, &info) == 0, UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode {
      return true
    }
    return OutputFile.sideFileSuffixes.contains { suffix in
      var side = stat()
      return lstat(path + suffix, &side) == 0
    }
  }
}
