import FoundationEssentials
import Glibc
import Synchronization

/// Writes an output file by the rules every MoodCard output follows, whatever the path is:
///
/// - a new path, or a regular file, is replaced atomically: the bytes go to a private temporary
///   file in the same folder (`.NAME.UUID.tmp`), which is renamed over the path, so the path
///   holds the old file or the whole new one, never a part;
/// - a symbolic link is followed: the file it points to is replaced atomically, the link stays;
/// - a character device, FIFO or socket (`/dev/stdout`, a named pipe) is written straight
///   through, never renamed over;
/// - a folder, a block device, an empty path, a symbolic-link loop or a path through a file is
///   refused with the reason.
///
/// Temporary files of this naming left in a folder by a process that was killed are removed the
/// next time a file is written there, or a store there is opened, to read or to write.
/// ```swift
/// try OutputFile.write(png, to: "card.png")
/// ```
public enum OutputFile {
  /// Why an output file could not be written, naming the path as it was given.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// The path rule it breaks, so a translation need not read `reason` back; `nil` when the
    /// system refused.
    public let rule: Rule?
    /// What went wrong, in words: the rule's, else the system's (`permission denied`).
    public let reason: String
    /// The system's `errno` when the system refused, so a caller can tell a disk that took no
    /// more bytes (`meansWriteFailed`) from a path that cannot be made.
    public let code: Int32?

    /// A path that breaks `rule`.
    public init(path: String, _ rule: Rule) {
      self.path = path
      self.rule = rule
      reason = rule.rawValue
      code = nil
    }

    /// A path the system refused, for `reason` in its words, with its `errno` when known.
    public init(path: String, reason: String, code: Int32? = nil) {
      self.path = path
      rule = nil
      self.reason = reason
      self.code = code
    }

    /// Whether the path could be written but the bytes could not all be: a full disk or quota
    /// (ENOSPC, EDQUOT), a file-size limit (EFBIG, `ulimit -f`) or a device error (EIO). Such a
    /// failure is an I/O error (exit 74); any other is a file that cannot be made (exit 73).
    public var meansWriteFailed: Bool {
      code.map(OutputFile.writeFailureCodes.contains) ?? false
    }

    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// The reasons of the path rules, as `Failure.reason` words them; other failures give the
  /// system's reason (`permission denied`).
  public enum Rule: String, CaseIterable, Sendable {
    case emptyPath = "the path is empty"
    case folder = "it is a folder; give a file name"
    case specialFile = "it is a block device or special file, not an output"
    case notRegularFile = "it is not a regular file, so it cannot be replaced"
    case noFolder = "its folder does not exist"
    case folderTakesNoFiles = "its folder takes no new files (a system folder such as /proc)"
    case pathThroughFile = "a part of the path is a file, not a folder"
  }

  /// Writes `data` to `path`.
  /// - Parameters:
  ///   - permissions: the mode of a new file; a replaced regular file keeps its own.
  ///   - waitingForDisk: whether the bytes reach the disk (fsync) before the rename. Batches of
  ///     files that can be made again pass `false`.
  /// - Throws: `OutputFile.Failure`.
  public static func write(
    _ data: Data, to path: String, permissions: mode_t = 0o644, waitingForDisk: Bool = true
  ) throws {
    switch try target(of: path) {
    case .stream(let kind):
      try writeThrough(data, to: path, kind: kind)
    case .file(let resolved, let existingMode):
      try withTemporaryFile(beside: resolved, reportedAs: path) { temporary, descriptor in
        if let error = writeAll(data, to: descriptor) { throw Failure(path: path, errno: error) }
        if waitingForDisk, fsync(descriptor) != 0 { throw Failure(path: path, errno: errno) }
        if fchmod(descriptor, existingMode ?? permissions) != 0 {
          throw Failure(path: path, errno: errno)
        }
        try rename(temporary, over: resolved, reportedAs: path)
      }
    }
  }

  /// Lends `fill` the path of a new, empty, private (0600) temporary file beside where `path`
  /// leads, then renames it over that place, for writers that need a path of their own (an
  /// SQLite backup). The temporary file, and any `-wal`, `-shm` or `-journal` beside it, is
  /// removed when anything fails.
  /// - Throws: `OutputFile.Failure`, or what `fill` throws; only a regular file or a new path
  ///   can be replaced this way.
  public static func replace(_ path: String, fill: (String) throws -> Void) throws {
    guard case .file(let resolved, _) = try target(of: path) else {
      throw Failure(path: path, .notRegularFile)
    }
    try withTemporaryFile(beside: resolved, reportedAs: path) { temporary, _ in
      try fill(temporary)
      try rename(temporary, over: resolved, reportedAs: path)
    }
  }

  /// Lends `body` the path of a new, empty, private (0600) file in the folder of `path`, and
  /// removes it (with any SQLite side files) afterwards unless `body` renamed it away.
  /// - Throws: `OutputFile.Failure` when the file cannot be made, or what `body` throws.
  public static func withTemporaryFile<T>(beside path: String, _ body: (String) throws -> T)
    throws -> T
  {
    try withTemporaryFile(beside: path, reportedAs: path) { temporary, _ in try body(temporary) }
  }

  /// Removes temporary files of this naming that a killed process left in `folder` (once per
  /// process and folder), as writing a file there does.
  public static func sweepStaleTemporaryFiles(in folder: String) {
    StaleTemporaryFiles.sweepOnce(folder)
  }

  /// The `errno` values of a write the disk refused after the file was made, as
  /// `Failure.meansWriteFailed` reads them.
  public static let writeFailureCodes: Set<Int32> = [ENOSPC, EDQUOT, EFBIG, EIO]

  // MARK: - Where a path leads

  enum Target: Equatable {
    /// A regular file (or a new one) at the resolved path; the mode of the file there, if any.
    case file(String, existingMode: mode_t?)
    /// A character device, FIFO or socket, written in place.
    case stream(mode_t)
  }

  /// Classifies `path`, following symbolic links to where they lead.
  static func target(of path: String) throws -> Target {
    guard !path.isEmpty else { throw Failure(path: path, .emptyPath) }
    var info = stat()
    guard stat(path, &info) == 0 else {
      let error = errno
      guard error == ENOENT else { throw Failure(path: path, errno: error) }
      return .file(try placeForNewFile(path), existingMode: nil)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      // The real path, so the temporary file is made beside the file a link points to.
      guard let resolved = realpath(path, nil) else { throw Failure(path: path, errno: errno) }
      defer { free(resolved) }
      return .file(String(cString: resolved), existingMode: info.st_mode & 0o7777)
    case S_IFCHR, S_IFIFO, S_IFSOCK:
      return .stream(info.st_mode & S_IFMT)
    case S_IFDIR:
      throw Failure(path: path, .folder)
    default:
      throw Failure(path: path, .specialFile)
    }
  }

  /// Where a file that does not exist yet is made: at `path`, or where a dangling symbolic link
  /// there points, followed by hand. 40 hops is the kernel's own limit (MAXSYMLINKS).
  private static func placeForNewFile(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        try checkFolder(of: current, reportedAs: path)
        return current
      }
      current = try linkTarget(of: current, reportedAs: path)
    }
    throw Failure(path: path, errno: ELOOP)
  }

  private static func linkTarget(of link: String, reportedAs path: String) throws -> String {
    guard let destination = PathName.destination(ofLink: link) else {
      throw Failure(path: path, errno: errno)
    }
    return destination
  }

  private static func checkFolder(of path: String, reportedAs reported: String) throws {
    var info = stat()
    guard stat(folder(of: path), &info) == 0 else {
      let error = errno
      throw error == ENOENT
        ? Failure(path: reported, .noFolder) : Failure(path: reported, errno: error)
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw Failure(path: reported, .pathThroughFile)
    }
  }

  /// The folder `path` is in: `.` for a bare file name.
  public static func folder(of path: String) -> String {
    let folder = PathName.folder(of: path)
    return folder.isEmpty ? "." : folder
  }

  // MARK: - Writing

  private static func writeThrough(_ data: Data, to path: String, kind: mode_t) throws {
    let descriptor =
      kind == S_IFSOCK
      ? connectedSocket(path)
      : open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(path: path, errno: errno) }
    var error = writeAll(data, to: descriptor)
    if close(descriptor) != 0, error == nil { error = errno }
    if let error { throw Failure(path: path, errno: error) }
  }

  /// A stream socket connected to the Unix socket at `path`, or -1 with `errno` set.
  private static func connectedSocket(_ path: String) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      errno = ENAMETOOLONG
      return -1
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard status == 0 else {
      let error = errno
      close(descriptor)
      errno = error
      return -1
    }
    return descriptor
  }

  /// Writes all of `data` to `descriptor` with `write(2)`, retrying after a signal or a short
  /// write: the file writers here and the command's standard output and error.
  /// - Returns: `nil` when every byte was written, else the `errno` of the failure.
  public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if count > 0 {
          offset += count
        } else if count == 0 {
          return EIO
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }

  private static func rename(_ source: String, over destination: String, reportedAs path: String)
    throws
  {
    guard Glibc.rename(source, destination) == 0 else {
      throw Failure(path: path, errno: errno)
    }
  }

  // MARK: - Temporary files

  /// The side files SQLite may make beside a database file.
  public static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

  private static func withTemporaryFile<T>(
    beside path: String, reportedAs reported: String, _ body: (String, Int32) throws -> T
  ) throws -> T {
    let folder = folder(of: path)
    StaleTemporaryFiles.sweepOnce(folder)
    let name = ".\(PathName.lastPart(of: path)).\(UUID().uuidString).tmp"
    let temporary = PathName.joining(folder, name)
    let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      // The folder is there (checked, or the real path of a file in it), so "no such file"
      // means a folder of the kernel's (/proc, /sys) that makes no file but its own.
      let error = errno
      throw error == ENOENT
        ? Failure(path: reported, .folderTakesNoFiles) : Failure(path: reported, errno: error)
    }
    // The lock says "in use" to another process's sweep; it goes with the descriptor, whether
    // this process ends normally or is killed.
    _ = flock(descriptor, LOCK_EX)
    defer {
      for file in [temporary] + sideFileSuffixes.map({ temporary + $0 }) { unlink(file) }
      close(descriptor)
    }
    return try body(temporary, descriptor)
  }
}

extension OutputFile.Failure {
  init(path: String, errno code: Int32) {
    self.init(path: path, reason: SystemReason.text(errno: code), code: code)
  }
}

/// Removes temporary files of `OutputFile`'s naming that no live process holds: what a killed
/// process left behind. Each folder is swept once per process.
enum StaleTemporaryFiles {
  private static let swept = Mutex<Set<String>>([])
  /// How old, in seconds, a temporary file must be before a sweep removes it.
  static let minimumAge = 5

  /// Sweeps `folder` unless this process has swept it already.
  static func sweepOnce(_ folder: String) {
    let isNew = swept.withLock { $0.insert(folder).inserted }
    if isNew { sweep(folder) }
  }

  /// Whether `name` is one of ours: `.NAME.UUID.tmp`, or an SQLite side file of one.
  static func isTemporaryName(_ name: String) -> Bool {
    var base = Substring(name)
    if let suffix = OutputFile.sideFileSuffixes.first(where: { name.hasSuffix($0) }) {
      base = base.dropLast(suffix.count)
    }
    guard base.hasPrefix("."), base.hasSuffix(".tmp") else { return false }
    let parts = base.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let uuid = parts.last else { return false }
    return UUID(uuidString: String(uuid)) != nil
  }

  static func sweep(_ folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where isTemporaryName(name) {
      let path = PathName.joining(folder, name)
      // A side file goes with its database file: removed when that is gone.
      if let suffix = OutputFile.sideFileSuffixes.first(where: { name.hasSuffix($0) }) {
        if access(String(path.dropLast(suffix.count)), F_OK) != 0 { unlink(path) }
        continue
      }
      // A writer holds its lock from the moment the file exists, but a file made an instant
      // ago may not be locked yet: leave files younger than a few seconds, unopened, and
      // anything that is not a regular file.
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        time(nil) - info.st_mtim.tv_sec >= StaleTemporaryFiles.minimumAge
      else { continue }
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
      guard descriptor >= 0 else { continue }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        unlink(path)
        for suffix in OutputFile.sideFileSuffixes { unlink(path + suffix) }
      }
      close(descriptor)
    }
  }
}
