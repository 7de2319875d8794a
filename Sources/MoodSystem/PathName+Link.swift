import Glibc

extension PathName {
  /// Where the symbolic link at `link` points, a relative destination joined to the link's own
  /// folder as the kernel reads it; nil when `link` is no link or cannot be read (`errno` says
  /// why).
  package static func destination(ofLink link: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    let destination = String(
      decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return destination.hasPrefix("/") ? destination : joining(folder(of: link), destination)
  }
}
