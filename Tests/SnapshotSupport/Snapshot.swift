import Foundation
import Testing

/// Checks `value` against the reference `Snapshots/<suite>/<name>.<ext>` of the package, and
/// records a test issue when it does not match, is missing or was recorded.
///
/// ```swift
/// assertSnapshot(of: pngBytes, as: .png(tolerance: .sameRenderer), named: "portrait-light")
/// assertSnapshot(of: model, as: .card, named: "portrait-light")
/// ```
/// - Parameters:
///   - suite: the folder under `Snapshots/`; by default the test file's name without `.swift`.
///   - filePath: locates the package: the first folder above it with a `Package.swift`.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  named name: String, suite: String? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let environment = ProcessInfo.processInfo.environment
  do {
    let snapshot = SnapshotFile(
      suite: suite ?? SnapshotFile.suiteName(forFile: filePath), name: name,
      pathExtension: strategy.pathExtension, filePath: filePath, environment: environment)
    if let failure = try snapshot.verify(
      try strategy.snapshot(value()), diffing: strategy.diffing,
      mode: SnapshotRecordMode(environment: environment))
    {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(
      Comment(rawValue: "snapshot \"\(name)\": \(error)"), sourceLocation: sourceLocation)
  }
}

/// Checks `value` against `reference`, a value of the strategy's format made by the test (the
/// PNG of the same card, say) rather than a file, and records a test issue naming the numbers
/// when they differ; the actual value and the difference go to the artifacts folder as
/// `assertSnapshot` puts them.
///
/// ```swift
/// assertMatches(of: svgBytes, as: .rasterized(.svg), reference: pngBytes, named: "card-svg")
/// ```
public func assertMatches<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>,
  reference: @autoclosure () throws -> Format, named name: String, suite: String? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let file = SnapshotFile(
      suite: suite ?? SnapshotFile.suiteName(forFile: filePath), name: name,
      pathExtension: strategy.pathExtension, filePath: filePath,
      environment: ProcessInfo.processInfo.environment)
    let actual = try strategy.snapshot(value())
    if let lines = try file.mismatch(
      actual, reference: reference(), diffing: strategy.diffing, writesReference: true)
    {
      Issue.record(
        Comment(
          rawValue: (["\(name) does not match: " + lines[0]] + lines.dropFirst())
            .joined(separator: "\n")), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(Comment(rawValue: "\(name): \(error)"), sourceLocation: sourceLocation)
  }
}

/// One reference file and where its failure artifacts go.
public struct SnapshotFile {
  /// The reference file.
  public let reference: URL
  /// Where the actual value goes when it does not match.
  public let actual: URL
  /// Where the difference picture goes when it does not match.
  public let diff: URL

  /// The files for `name` in `suite`.
  /// - Parameters:
  ///   - filePath: a file in the package (the test's `#filePath`).
  ///   - environment: reads `SNAPSHOT_ARTIFACTS`, the folder for failure artifacts (default:
  ///     `moodcard-snapshots` in the temporary folder).
  public init(
    suite: String, name: String, pathExtension: String, filePath: String,
    environment: [String: String]
  ) {
    reference = SnapshotFile.packageRoot(of: filePath)
      .appendingPathComponent("Snapshots").appendingPathComponent(suite)
      .appendingPathComponent("\(name).\(pathExtension)")
    let artifacts =
      environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("moodcard-snapshots")
    let folder = artifacts.appendingPathComponent(suite)
    actual = folder.appendingPathComponent("\(name).actual.\(pathExtension)")
    diff = folder.appendingPathComponent("\(name).diff.\(pathExtension)")
  }

  /// Compares `value` with the reference, recording per `mode`.
  /// - Returns: `nil` when it matches, else the failure message.
  public func verify<Value>(_ value: Value, diffing: Diffing<Value>, mode: SnapshotRecordMode)
    throws -> String?
  {
    let data = try diffing.toData(value)
    guard FileManager.default.fileExists(atPath: reference.path) else {
      if mode == .never {
        return "no reference at \(reference.path); record it with SNAPSHOT_RECORD=missing "
          + "outside CI, look at it, and commit it"
      }
      try record(data)
      return "recorded a new reference at \(reference.path); look at it, then run again"
    }
    if mode == .all {
      try record(data)
      return "recorded the reference at \(reference.path) again (SNAPSHOT_RECORD=all); "
        + "look at it, then run again"
    }
    let stored = try diffing.fromData(Data(contentsOf: reference))
    guard var lines = try mismatch(value, reference: stored, diffing: diffing) else { return nil }
    lines[0] = "snapshot \(reference.lastPathComponent) does not match: " + lines[0]
    lines.insert("reference: \(reference.path)", at: 1)
    if mode == .failed {
      try record(data)
      lines.append("recorded the actual value as the new reference (SNAPSHOT_RECORD=failed)")
    }
    return lines.joined(separator: "\n")
  }

  /// Compares `value` with `reference`; when they differ, writes the actual value and the
  /// difference picture to the artifacts folder, and the reference too when it is not a file.
  /// - Returns: `nil` when they match, else the difference and the paths, one per line.
  func mismatch<Value>(
    _ value: Value, reference stored: Value, diffing: Diffing<Value>, writesReference: Bool = false
  ) throws -> [String]? {
    guard let (message, artifact) = try diffing.diff(stored, value) else { return nil }
    let folder = actual.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try diffing.toData(value).write(to: actual, options: .atomic)
    var lines = [message]
    if writesReference {
      let file = folder.appendingPathComponent(
        reference.deletingPathExtension().lastPathComponent + ".reference."
          + reference.pathExtension)
      try diffing.toData(stored).write(to: file, options: .atomic)
      lines.append("reference: \(file.path)")
    }
    lines.append("actual:    \(actual.path)")
    if let artifact {
      try artifact.write(to: diff, options: .atomic)
      lines.append("diff:      \(diff.path)")
    }
    return lines
  }

  private func record(_ data: Data) throws {
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: reference, options: .atomic)
  }

  /// The file's name without its folder and `.swift`: the default suite folder.
  public static func suiteName(forFile filePath: String) -> String {
    URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
  }

  /// The nearest folder above `filePath` holding a `Package.swift`.
  static func packageRoot(of filePath: String) -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent()
  }
}
