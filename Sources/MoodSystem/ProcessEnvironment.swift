import Glibc

/// This process's environment, read from the C library's `environ`.
///
/// `ProcessInfo.processInfo.environment` builds its dictionary a character at a time, each time
/// it is asked (about 17,000 instructions a variable); these read the bytes.
package enum ProcessEnvironment {
  /// Every variable, by name; of a name given twice, the first, as `getenv` reads it.
  package static func all() -> [String: String] {
    var found: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let bytes = UnsafeBufferPointer(
        start: UnsafeRawPointer(pointer)
          .assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
        if found[name] == nil {
          found[name] = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
        }
      }
      entry += 1
    }
    return found
  }

  /// The variables among `names` that are set, by name.
  package static func values(of names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
  }
}
