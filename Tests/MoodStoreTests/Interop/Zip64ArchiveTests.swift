import Foundation
import MoodCore
import MoodStore
import TestSupport
import Testing

/// The zip reader on Zip64 archives, which `Tests/Fixtures/zip/make-zip64.py` writes with
/// Python's zipfile (`force_zip64=True`) into each test's own folder: the Zip64 end record of
/// an archive of over 65,535 entries, the Zip64 extra fields of an archive past 4 GiB, and the
/// limits, which hold for a Zip64 archive as for any other.
@Suite struct Zip64ArchiveTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory() }

  /// Writes the archive `kind` (see the script) and returns its path.
  private func make(_ kind: String, from source: String? = nil) throws -> String {
    let path = folder.file(kind + ".zip")
    let result = try ChildProcess.run(
      "/usr/bin/python3",
      [Fixtures.folder + "/zip/make-zip64.py", kind, path] + (source.map { [$0] } ?? []),
      environment: [:])
    #expect(result.status == 0, "\(result.stderr)")
    return path
  }

  private func refusal(_ path: String, reading entry: String? = nil) -> ImportError? {
    do {
      let zip = try ZipArchive(file: InputFile(path: path))
      if let entry { _ = try zip.contents(of: entry, limit: 64 << 20) }
      return nil
    } catch let error as ImportError {
      return error
    } catch {
      return nil
    }
  }

  @Test func aDaylioBackupOfOver65535EntriesIsReadThroughItsZip64EndRecord() throws {
    let source = Fixtures.folder + "/daylio-backup/edge-cases.daylio"
    let path = try make("many", from: source)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    // The end record's count is full: only the Zip64 end record has the number.
    #expect(bytes.count > 22 && Array(bytes[(bytes.count - 22 + 10)...].prefix(2)) == [0xFF, 0xFF])
    let zip = try ZipArchive(file: InputFile(path: path))
    #expect(zip.entries.count == 70_001)
    #expect(zip.entries.first?.name == "backup.daylio")
    #expect(zip.entries.last?.name == "photos/69999.jpg")
    let original = try ZipArchive(file: InputFile(path: source))
    #expect(
      try zip.contents(of: "backup.daylio", limit: 64 << 20)
        == original.contents(of: "backup.daylio", limit: 64 << 20))
    let read = try DaylioBackup.read(
      zip, moodMap: MoodMap(), timeZone: try #require(Zone(identifier: "Europe/London")),
      vocabulary: Vocabulary(custom: []))
    #expect(read.mapping.leftOut.map(\.reason) == [.goal("Drink water"), .photos, .pin])
    #expect(read.mapping.leftOut.map(\.count) == [1, 70_000, 1])
    #expect(read.checkIns.count == 6)
  }

  @Test func sizesAndOffsetsAreReadFromZip64ExtraFields() throws {
    let path = try make("wide")
    let zip = try ZipArchive(file: InputFile(path: path))
    #expect(zip.entries.map(\.name) == ["notes/", "notes/hello.txt", "stored.bin"])
    #expect(zip.entries.map(\.size) == [0, Int64("Hello, 你好 🙂\n".utf8.count * 200), 256])
    let hello = try zip.contents(of: "notes/hello.txt", limit: 64 << 20)
    #expect(
      String(decoding: hello, as: UTF8.self) == String(repeating: "Hello, 你好 🙂\n", count: 200))
    #expect(try zip.contents(of: "stored.bin", limit: 64 << 20) == Array(0...255))
    #expect(try zip.contents(of: "notes/", limit: 64 << 20) == [])
  }

  @Test func appleHealthsZip64ExportReadsAsThePlainOne() throws {
    let plain = Fixtures.folder + "/apple-health/export.zip"
    let wide = try ZipArchive(file: InputFile(path: try make("repack", from: plain)))
    let expected = try AppleHealthExport(archive: ZipArchive(file: InputFile(path: plain)))
    let found = try AppleHealthExport(archive: wide)
    #expect(!expected.checkIns.isEmpty)
    #expect(found.checkIns == expected.checkIns)
    #expect(found.mapping == expected.mapping)
  }

  @Test func aZip64CountPastTheLimitIsRefusedBeforeTheDirectoryIsRead() throws {
    let path = try make("many-claimed")
    #expect(
      refusal(path)
        == .zipRefused(
          path: path, entry: nil, problem: .tooManyEntries(200_000, limit: 100_000)))
  }

  @Test func aZip64SizePastTheLimitIsRefusedFromTheDirectory() throws {
    let path = try make("huge-entry")
    #expect(
      refusal(path, reading: "notes/hello.txt")
        == .zipRefused(path: path, entry: "notes/hello.txt", problem: .expandsPast(limit: 64 << 20))
    )
    // The other entries, whose fields are true, still read.
    #expect(refusal(path, reading: "stored.bin") == nil)
  }

  @Test(arguments: [
    ("lost-locator", "the end record says Zip64, but there is no Zip64 locator"),
    ("locator-outside", "the Zip64 end record lies outside the file"),
  ])
  func aZip64ArchiveWhoseRecordsAreMissingOrOutsideIsDamaged(kind: String, detail: String)
    throws
  {
    let path = try make(kind)
    #expect(refusal(path) == .zipRefused(path: path, entry: nil, problem: .damaged(detail)))
  }
}
