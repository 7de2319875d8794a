import Foundation
import MoodStore
import TestSupport
import Testing

/// The zip reader on the archives of `Tests/Fixtures/zip` (see its `make-zips.py`).
@Suite struct ZipArchiveTests {
  private static let limit: Int64 = 64 << 20

  private func archive(_ name: String) throws -> ZipArchive {
    try ZipArchive(file: InputFile(path: Fixtures.folder + "/zip/" + name))
  }

  private func refusal(_ name: String, entry: String? = nil, reading: String? = nil)
    -> ImportError?
  {
    do {
      let zip = try archive(name)
      if let reading { _ = try zip.contents(of: reading, limit: Self.limit) }
      return nil
    } catch let error as ImportError {
      return error
    } catch {
      return nil
    }
  }

  @Test func readsDeflatedAndStoredEntriesByName() throws {
    let zip = try archive("two-entries.zip")
    #expect(zip.entries.map(\.name) == ["notes/", "notes/hello.txt", "stored.bin"])
    #expect(zip.entries.map(\.isFolder) == [true, false, false])
    let hello = try zip.contents(of: "notes/hello.txt", limit: Self.limit)
    #expect(
      String(decoding: hello, as: UTF8.self) == String(repeating: "Hello, 你好 🙂\n", count: 200))
    #expect(try zip.contents(of: "stored.bin", limit: Self.limit) == Array(0...255))
  }

  @Test func anArchiveInMemoryReadsAsTheFileDoes() throws {
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Fixtures.folder + "/zip/two-entries.zip")))
    let zip = try ZipArchive(name: "upload", bytes: bytes)
    #expect(try zip.contents(of: "stored.bin", limit: Self.limit) == Array(0...255))
  }

  @Test func aStreamGivesChunksOfAtMostSixtyFourKiB() throws {
    let zip = try archive("two-entries.zip")
    let stream = try zip.stream(of: "notes/hello.txt", limit: Self.limit)
    var total = 0
    while case let chunk = try stream.next(), !chunk.isEmpty {
      #expect(chunk.count <= 64 << 10)
      total += chunk.count
    }
    #expect(total == "Hello, 你好 🙂\n".utf8.count * 200)
    #expect(try stream.next() == [])
  }

  @Test func anEmptyArchiveHasNoEntries() throws {
    #expect(try archive("empty.zip").entries.isEmpty)
  }

  @Test(arguments: [
    ("climbs-out.zip", "../evil.txt", ZipProblem.climbsOut),
    ("absolute.zip", "/etc/evil.txt", .climbsOut),
    ("backslash.zip", "..\\evil.txt", .climbsOut),
    ("link.zip", "backup.daylio", .link),
    ("encrypted.zip", "backup.daylio", .encrypted),
  ])
  func aHostileEntryRefusesTheWholeArchiveOnOpening(
    file: String, entry: String, problem: ZipProblem
  ) {
    #expect(
      refusal(file)
        == .zipRefused(path: Fixtures.folder + "/zip/" + file, entry: entry, problem: problem))
  }

  @Test func aBombIsRefusedFromItsDirectoryBeforeInflating() {
    let path = Fixtures.folder + "/zip/bomb.zip"
    #expect(
      refusal("bomb.zip", reading: "backup.daylio")
        == .zipRefused(path: path, entry: "backup.daylio", problem: .expandsPast(limit: Self.limit))
    )
  }

  @Test func aBombThatLiesAboutItsSizeStopsAtTheLimit() throws {
    let zip = try archive("lying-bomb.zip")
    #expect(zip.entry(named: "backup.daylio")?.size == 100)
    let stream = try zip.stream(of: "backup.daylio", limit: 1 << 20)
    var total = 0
    let error = #expect(throws: ImportError.self) {
      while case let chunk = try stream.next(), !chunk.isEmpty { total += chunk.count }
    }
    #expect(
      error
        == .zipRefused(
          path: Fixtures.folder + "/zip/lying-bomb.zip", entry: "backup.daylio",
          problem: .expandsPast(limit: 1 << 20)))
    #expect(total <= 1 << 20)
  }

  @Test func aWrongChecksumIsRefusedAtTheEnd() {
    #expect(
      refusal("bad-crc.zip", reading: "backup.daylio")
        == .zipRefused(
          path: Fixtures.folder + "/zip/bad-crc.zip", entry: "backup.daylio",
          problem: .checksumMismatch))
  }

  @Test func aCutShortFileIsNotAZip() {
    #expect(
      refusal("cut-short.zip")
        == .zipRefused(path: Fixtures.folder + "/zip/cut-short.zip", entry: nil, problem: .notAZip))
  }

  @Test func onlyTheEntriesAskedForAreRead() throws {
    // The hostile name is refused on opening; a harmless archive's other entries are never
    // inflated, so a missing one is named, not searched for elsewhere.
    let zip = try archive("two-entries.zip")
    #expect(
      throws: ImportError.zipRefused(
        path: Fixtures.folder + "/zip/two-entries.zip", entry: "backup.daylio",
        problem: .missingEntry)
    ) { try zip.contents(of: "backup.daylio", limit: Self.limit) }
  }

  @Test func theMessageNamesTheArchiveTheEntryAndTheLimit() {
    let error = ImportError.zipRefused(
      path: "a.zip", entry: "backup.daylio", problem: .expandsPast(limit: 64 << 20))
    #expect(
      "\(error)"
        == "\"a.zip\", entry \"backup.daylio\": the entry expands past 64.0 MiB, the most an "
        + "import reads (a zip bomb?); nothing was imported")
  }
}
