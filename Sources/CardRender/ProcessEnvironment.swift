import FoundationEssentials
import Glibc

/// Variables of this process's environment, read by name.
///
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable each time it is
/// asked; the font search reads two or three of them, in every process that draws.
enum ProcessEnvironment {
  /// The variables among `names` that are set, by name.
  static func values(of names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
  }
}
