import FoundationEssentials

/// Programs found on `PATH`.
package enum Program {
  /// The full path of the executable `name` on the environment's `PATH`, or `nil`.
  package static func find(_ name: String, environment: [String: String]) -> String? {
    (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }
}
