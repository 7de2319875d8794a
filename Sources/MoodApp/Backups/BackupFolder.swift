import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// The folder `mood backup --to` writes dated backups into, and keeps the newest of.
///
/// It only ever writes, replaces or removes regular files whose names are a `BackupFileName`;
/// anything else in the folder (other files, look-alike names, links, folders) is left as it is,
/// and so is a file of a backup's name that is a store in use (`StoreInUse`): the store itself
/// when it sits in the folder under such a name, or a backup someone opened as a store.
/// It never creates the folder: a folder that is missing usually means a disk that is not
/// connected, and making it would put the backups on the wrong disk.
package struct BackupFolder {
  /// The folder's absolute path.
  package let path: String
  /// The files never written, counted or removed.
  private let inUse: StoreInUse

  /// The folder at `path` (made absolute), which must exist, for backups of the store at
  /// `storePath`.
  /// - Throws: `FailureMessage` naming the folder: `.failed` (74) when it does not exist (a
  ///   disk that is not connected), `.cannotCreate` (73) when it is not a folder.
  package init(_ path: String, storePath: String) throws {
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    inUse = StoreInUse(storePath: storePath)
    var info = stat()
    guard stat(self.path, &info) == 0 else {
      throw FailureMessage(.failed, .backupFolderMissing, ["folder": .text(self.path)])
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FailureMessage(.cannotCreate, .backupFolderNotAFolder, ["folder": .text(self.path)])
    }
  }

  /// The path of the backup `name` in the folder.
  package func file(_ name: BackupFileName) -> String { PathName.joining(path, name.text) }

  /// The path where the backup `name` can be written: nothing is there yet, or a regular file
  /// that an earlier run wrote.
  /// - Throws: `FailureMessage` `.cannotCreate` when something else has the name (a link, a
  ///   folder), which a backup must not replace or write through.
  package func writablePath(for name: BackupFileName) throws -> String {
    let file = file(name)
    var info = stat()
    if lstat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw FailureMessage(.cannotCreate, .backupNameTaken, ["path": .text(file)])
    }
    return file
  }

  /// The backups in the folder: regular files with one of our names that are not a store in
  /// use, newest day first (of one day, the plain one first).
  package func backups() -> [BackupFileName] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.compactMap(BackupFileName.init)
      .filter { name in
        var info = stat()
        return lstat(file(name), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
          && !inUse.contains(file(name))
      }
      .sorted { $0.day != $1.day ? $0.day > $1.day : !$0.isEncrypted && $1.isEncrypted }
  }

  /// Removes the backups past the newest `count`, never `written`, the one this run made.
  /// - Returns: the names removed, and a message for each that could not be.
  package func prune(keeping count: Int, besides written: BackupFileName, _ messages: Messages)
    -> (removed: [String], problems: [String])
  {
    let others = backups().filter { $0 != written }
    var removed: [String] = [], problems: [String] = []
    for name in others.dropFirst(max(count - 1, 0)) {
      if unlink(file(name)) == 0 {
        removed.append(name.text)
      } else {
        problems.append(
          messages(
            .cannotRemoveFile, ["path": file(name), "reason": SystemReason.text(errno: errno)]))
      }
    }
    return (removed, problems)
  }
}
