import Glibc
import MoodSystem

/// The folder of TZif files and the file access the zones need, through the C library alone.
enum ZoneFolder {
  /// The folder of this process: `$TZDIR`, as glibc reads it.
  static var path: String { path(tzdir: getenv("TZDIR").map { String(cString: $0) }) }

  /// `tzdir` (the value of `TZDIR`) when set and not empty, else `/usr/share/zoneinfo`.
  static func path(tzdir: String?) -> String {
    guard let tzdir, !tzdir.isEmpty else { return "/usr/share/zoneinfo" }
    return tzdir
  }

  /// Whether `name` looks like an IANA zone name outside the copies and links no program
  /// should name: `posix/`, `right/` (leap seconds counted), `posixrules`, `localtime`,
  /// `Factory`. A name never leaves the folder: with no `.` among its characters and no empty
  /// component, no component can be `.` or `..`, and no name starts at `/`.
  static func isZoneName(_ name: String) -> Bool {
    // One pass over the bytes: this runs on every `Zone(identifier:)`.
    var componentLength = 0
    var count = 0
    for byte in name.utf8 {
      count += 1
      if byte == UInt8(ascii: "/") {
        guard componentLength > 0 else { return false }
        componentLength = 0
      } else {
        guard byte.isASCIILetter || byte.isASCIIDigit || "_+-".utf8.contains(byte) else {
          return false
        }
        componentLength += 1
      }
    }
    return componentLength > 0 && count <= 255 && !name.hasPrefix("posix/")
      && !name.hasPrefix("right/") && !["posixrules", "localtime", "Factory"].contains(name)
  }

  /// The whole content of the regular file at `path`, read with one `read` call in the usual
  /// case; nil when it cannot be read or is larger than any zone file (1 MiB).
  static func contents(of path: String) -> [UInt8]? {
    // Without blocking, so that a FIFO is refused below instead of waiting for a writer.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= 1 << 20
    else { return nil }
    let size = Int(status.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      filled += count
    }
    return bytes
  }

  /// The zone name of the file at `path`, when that path (made absolute and with `.` and `..`
  /// resolved as text, not through links) lies inside `folder`.
  static func name(ofPath path: String, in folder: String) -> String? {
    let file = normalized(path)
    let root = normalized(folder)
    let prefix = root == "/" ? "/" : root + "/"
    guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
    return String(file.dropFirst(prefix.count))
  }

  private static func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }
}
