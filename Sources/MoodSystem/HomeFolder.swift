import Glibc

/// The person's home folder: the one rule for every path under it.
package enum HomeFolder {
  /// `HOME` from `environment` when it is set and not empty, else the home folder of the
  /// user's entry in the password database, else `/`.
  package static func path(environment: [String: String]) -> String {
    if let home = environment["HOME"], !home.isEmpty { return home }
    return getpwuid(getuid()).map { String(cString: $0.pointee.pw_dir) } ?? "/"
  }
}
