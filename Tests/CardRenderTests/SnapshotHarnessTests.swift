import Foundation
import TestSupport
import Testing

@testable import SnapshotSupport

/// The snapshot helper itself: numbers, artifacts, record modes.
@Suite struct SnapshotHarnessTests {
  private func image(_ width: Int, _ height: Int, changing count: Int = 0, by delta: UInt8 = 0)
    throws -> SnapshotImage
  {
    try SnapshotImage(width: width, height: height) { x, y in
      y * width + x < count ? (100 + delta, 100, 100) : (100, 100, 100)
    }
  }

  @Test func theDifferenceCountsPixelsBeyondTheChannelDelta() throws {
    let tolerance = SnapshotTolerance(changedPixels: 0.005, channelDelta: 8)
    let reference = try image(100, 10)
    let small = try ImageDifference(
      reference: reference, actual: image(100, 10, changing: 40, by: 8), tolerance: tolerance)
    #expect(small.changedShare == 0)
    #expect(small.maxChannelDelta == 8)
    #expect(small.matches)
    let large = try ImageDifference(
      reference: reference, actual: image(100, 10, changing: 32, by: 41), tolerance: tolerance)
    #expect(large.changedShare == 0.032)
    #expect(!large.matches)
    #expect(large.summary == "3.2% of pixels changed, max channel delta 41; allowed 0.5%, 8")
  }

  @Test func aDifferentSizeNeverMatches() throws {
    let difference = try ImageDifference(
      reference: image(10, 10), actual: image(10, 11),
      tolerance: SnapshotTolerance(changedPixels: 1, channelDelta: 255))
    #expect(!difference.matches)
    #expect(difference.summary == "the size changed from 10 x 10 to 10 x 11")
  }

  @Test func aMismatchWritesTheActualAndADiffAndNamesBoth() throws {
    let root = try TemporaryDirectory(prefix: "moodcard-harness")
    try Data("// swift-tools-version:6.0".utf8).write(
      to: root.url.appendingPathComponent("Package.swift"))
    let file = SnapshotFile(
      suite: "Harness", name: "card", pathExtension: "png",
      filePath: root.file("Tests/X/HarnessTests.swift"),
      environment: ["SNAPSHOT_ARTIFACTS": root.file("artifacts")])
    #expect(file.reference.path == root.file("Snapshots/Harness/card.png"))
    let strategy = Snapshotting<Data, Data>.png(
      tolerance: SnapshotTolerance(changedPixels: 0.005, channelDelta: 8))

    let reference = try image(100, 10).pngData()
    let recorded = try file.verify(reference, diffing: strategy.diffing, mode: .missing)
    #expect(recorded?.hasPrefix("recorded a new reference at \(file.reference.path)") == true)
    #expect(try file.verify(reference, diffing: strategy.diffing, mode: .never) == nil)

    let changed = try image(100, 10, changing: 32, by: 41).pngData()
    let message = try #require(try file.verify(changed, diffing: strategy.diffing, mode: .never))
    #expect(message.contains("3.2% of pixels changed, max channel delta 41; allowed 0.5%, 8"))
    #expect(message.contains(file.actual.path) && message.contains(file.diff.path))
    #expect(try Data(contentsOf: file.actual) == changed)
    let diff = try SnapshotImage(png: Data(contentsOf: file.diff))
    #expect(diff.width == 100 && diff.height == 10)
    #expect(try Data(contentsOf: file.reference) == reference)

    let rerecorded = try file.verify(changed, diffing: strategy.diffing, mode: .failed)
    #expect(rerecorded?.contains("recorded the actual value as the new reference") == true)
    #expect(try Data(contentsOf: file.reference) == changed)
  }

  @Test func aMissingReferenceFailsWithoutRecordingUnderNever() throws {
    let root = try TemporaryDirectory(prefix: "moodcard-harness")
    let file = SnapshotFile(
      suite: "Harness", name: "absent", pathExtension: "txt",
      filePath: root.file("T.swift"), environment: [:])
    let message = try file.verify(
      "text", diffing: Snapshotting<String, String>.lines.diffing, mode: .never)
    #expect(message?.hasPrefix("no reference at \(file.reference.path)") == true)
    #expect(!FileManager.default.fileExists(atPath: file.reference.path))
  }

  @Test func recordingEverythingAlwaysFails() throws {
    let root = try TemporaryDirectory(prefix: "moodcard-harness")
    let file = SnapshotFile(
      suite: "Harness", name: "lines", pathExtension: "txt",
      filePath: root.file("T.swift"), environment: [:])
    let lines = Snapshotting<String, String>.lines.diffing
    _ = try file.verify("a\nb", diffing: lines, mode: .missing)
    #expect(try file.verify("a\nb", diffing: lines, mode: .missing) == nil)
    #expect(try file.verify("a\nb", diffing: lines, mode: .all)?.contains("recorded") == true)
    #expect(
      try file.verify("a\nc", diffing: lines, mode: .never)?.contains("line 2 differs") == true)
  }

  @Test func recordModeComesFromTheEnvironmentAndIsNeverUnderCI() throws {
    #expect(try SnapshotRecordMode(environment: [:]) == .missing)
    #expect(try SnapshotRecordMode(environment: ["SNAPSHOT_RECORD": "failed"]) == .failed)
    #expect(
      try SnapshotRecordMode(environment: ["SNAPSHOT_RECORD": "all", "CI": "true"]) == .never)
    #expect {
      try SnapshotRecordMode(environment: ["SNAPSHOT_RECORD": "sometimes"])
    } throws: {
      "\($0)" == "SNAPSHOT_RECORD is \"sometimes\"; expected missing, all, failed or never"
    }
  }
}
