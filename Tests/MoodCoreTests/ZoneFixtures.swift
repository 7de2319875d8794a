import Foundation
import MoodCore
import TestSupport
import Testing

/// A temporary zone folder for the zone tests, given to `Zone` as its folder (never through
/// `TZDIR`, which is process-wide).
final class ZoneFolderFixture {
  let directory: TemporaryDirectory
  var path: String { directory.path }

  init() throws { directory = try TemporaryDirectory(prefix: "moodcard-zones") }

  /// Compiles zic source text into the folder, `slim` (the future only in the footer, as
  /// Debian's files may be) or `fat`.
  func compile(_ source: String, size: String = "slim") throws {
    let sourceFile = directory.file("source-\(UUID().uuidString).zi")
    try (source + "\n").write(toFile: sourceFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: sourceFile) }
    let result = try ChildProcess.run(
      "/usr/sbin/zic", ["-b", size, "-d", path, sourceFile], environment: [:])
    try #require(result.status == 0, "zic: \(result.stderr)")
  }

  /// Writes `bytes` as the file `name` in the folder, making its folders.
  func write(_ name: String, _ bytes: [UInt8]) throws {
    let file = directory.file(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
  }

  func bytes(of name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.file(name))))
  }
}

/// The bytes of a TZif file (RFC 8536) made by hand, for files zic would not write.
struct TZifFile {
  /// 0 for version 1 (32-bit data, no footer), else the ASCII digit.
  var version: UInt8 = UInt8(ascii: "2")
  var transitions: [(time: Int64, type: UInt8)] = []
  /// UTC offsets and daylight flags.
  var types: [(offset: Int32, isDaylight: Bool)] = [(0, false)]
  var footer = ""

  var bytes: [UInt8] {
    var bytes = block(timeSize: 4)
    guard version != 0 else { return bytes }
    bytes += block(timeSize: 8)
    bytes += Array("\n\(footer)\n".utf8)
    return bytes
  }

  private func block(timeSize: Int) -> [UInt8] {
    var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
    for count in [0, 0, 0, transitions.count, types.count, 4] {
      bytes += bigEndian(Int64(count), size: 4)
    }
    for transition in transitions { bytes += bigEndian(transition.time, size: timeSize) }
    bytes += transitions.map(\.type)
    for type in types {
      bytes += bigEndian(Int64(type.offset), size: 4) + [type.isDaylight ? 1 : 0, 0]
    }
    return bytes + Array("ABC\0".utf8)
  }

  private func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}

/// The instant written `text` in ISO 8601 (`2026-03-29T01:00:00Z`).
func instant(_ text: String) throws -> Date {
  try #require(ISO8601DateFormatter().date(from: text), "not ISO 8601: \(text)")
}

/// Midnight UTC starting `day` of the proleptic Gregorian calendar, for years a formatter
/// would take as Julian.
func midnightUTC(_ year: Int, _ month: Int, _ day: Int) throws -> Date {
  let day = try Day(year: year, month: month, day: day)
  return Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
}
