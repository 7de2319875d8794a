import Foundation
import TestSupport

/// One computer of a synced journal in the tests: its store and its state folder, where
/// `mood sync` keeps the computer's name and the journal's key.
final class SyncComputer {
  let folder: TemporaryDirectory
  var store: String { folder.file("data/mood.sqlite") }
  var state: String { folder.file("state") }

  init(_ name: String) throws {
    folder = try TemporaryDirectory(prefix: "moodcard-\(name)")
    try FileManager.default.createDirectory(
      atPath: folder.file("data"), withIntermediateDirectories: true)
  }

  func mood(_ arguments: String..., input: String = "") throws -> CommandResult {
    try run(arguments, input: input)
  }

  func run(_ arguments: [String], input: String = "") throws -> CommandResult {
    try MoodBinary.run(arguments, store: store, environment: environment, input: input)
  }

  /// Its variables beyond `MoodBinary.environment`'s.
  var environment: [String: String] { ["XDG_STATE_HOME": state] }

  /// Starts `mood arguments` and returns at once, its output dropped.
  func launch(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: MoodBinary.path)
    process.arguments = arguments
    process.environment = MoodBinary.environment(store: store, adding: environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
