/// When references are (re)written, from `SNAPSHOT_RECORD`. Recording always fails the test,
/// so a recorded reference is looked at before it is trusted.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record references that do not exist yet (the default).
  case missing
  /// Record every reference anew.
  case all
  /// Record references that are missing or do not match.
  case failed
  /// Never record: a missing reference is a failure. Forced when `CI=true`.
  case never

  /// The mode `environment` asks for; `never` whenever `CI` is `true`.
  /// - Throws: a message naming a `SNAPSHOT_RECORD` value that is not a mode.
  public init(environment: [String: String]) throws {
    if environment["CI"]?.lowercased() == "true" {
      self = .never
      return
    }
    guard let value = environment["SNAPSHOT_RECORD"], !value.isEmpty else {
      self = .missing
      return
    }
    guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
      throw SnapshotConfigurationError(
        "SNAPSHOT_RECORD is \"\(value)\"; expected missing, all, failed or never")
    }
    self = mode
  }
}

/// A snapshot setting that cannot be used.
public struct SnapshotConfigurationError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
