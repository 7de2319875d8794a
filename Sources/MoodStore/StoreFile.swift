import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// Checks on the store's path made before SQLite opens it, so that a path which cannot hold a
/// store is refused with its reason instead of hanging (a FIFO) or reading as an empty journal
/// (an empty path, a link loop, a path through a file).
///
/// They look at the path with `stat` alone and never open the store: a `close()` of any
/// descriptor of it would drop the POSIX locks of this process's SQLite connections.
enum StoreFile {
  /// Whether a regular file is at `path` (links followed); `false` when nothing is there and a
  /// store could be made there.
  /// - Parameter creating: whether the caller will create the file, which changes the error for
  ///   a path that cannot hold one to `.cannotCreate`.
  /// - Throws: `StoreError.cannotOpen` (or `.cannotCreate`) naming the path and the reason.
  static func exists(at path: String, creating: Bool) throws -> Bool {
    func refuse(_ reason: FileProblem) -> StoreError {
      creating
        ? .cannotCreate(path: path, reason: reason) : .cannotOpen(path: path, reason: reason)
    }
    guard !path.isEmpty else { throw refuse(.path(.emptyPath)) }
    var info = stat()
    if stat(path, &info) == 0 {
      guard let kind = nonRegularKind(info.st_mode) else { return true }
      throw StoreError.cannotOpen(path: path, reason: .rule(kind))
    }
    let error = errno
    guard error == ENOENT || error == ENOTDIR else {
      throw refuse(.system(errno: error))
    }
    if lstat(path, &info) == 0 {
      throw refuse(.rule(.danglingLink))
    }
    // Each folder above must be a folder, or missing (made when the store is created).
    var folder = PathName.folder(of: path)
    while !folder.isEmpty {
      if stat(folder, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw refuse(.folderIsAFile(folder))
        }
        return false
      }
      guard errno == ENOENT || errno == ENOTDIR else {
        throw refuse(.system(errno: errno))
      }
      let parent = PathName.folder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    return false
  }

  private static func nonRegularKind(_ mode: mode_t) -> StoreRule? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return .folder
    case S_IFIFO: return .fifo
    case S_IFCHR, S_IFBLK: return .device
    case S_IFSOCK: return .socket
    default: return .specialFile
    }
  }

  /// Creates the folder (0700) if needed and an empty file with mode 0600, so the store is
  /// private from its first byte.
  static func createEmpty(_ path: String) throws {
    let folder = PathName.folder(of: path)
    do {
      if !folder.isEmpty {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      }
    } catch {
      throw StoreError.cannotCreate(path: path, reason: .system(of: error))
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor < 0 {
      let code = errno
      // Another process may have created it between the check and here; that is fine.
      guard code == EEXIST else {
        throw StoreError.cannotCreate(path: path, reason: .system(errno: code))
      }
    } else {
      Glibc.close(descriptor)
    }
  }
}
