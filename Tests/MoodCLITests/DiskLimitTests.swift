import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// Issue 25: a disk that takes no more bytes (full, or past `ulimit -f`) is an I/O error, exit
/// 74, in the system's words, and the output's temporary file goes; a folder that makes no
/// files of ours (/proc) is named as such, exit 73.
@Suite struct DiskLimitTests {
  let store: TemporaryStore

  /// Every command that writes a file of its own, run in the folder it writes to, each writing
  /// far more than 16 KiB: the store's 200 entries as JSON, the store copied, and pictures.
  static let writers: [[String]] = [
    ["export", "-o", "mood.json"],
    ["backup", "mood-copy.sqlite"],
    ["card", "-o", "card.png"],
    ["chart", "line", "-o", "chart.png", "--days", "90"],
    ["report", "-o", "report.pdf", "--days", "90"],
    ["batch", "-o", "cards", "--days", "5"],
  ]

  init() throws {
    store = try TemporaryStore()
    let reason = String(repeating: "A long walk by the river, then tea. ", count: 4)
    let last = Day.at("2026-11-29")
    try store.write { db in
      for back in 0..<200 {
        try db.save(
          try MoodEntry.sample(
            "\(last.adding(days: -back))", score: 1 + back % 10, words: ["calm"],
            tags: ["walk"], reason: reason))
      }
    }
  }

  /// The regular files anywhere under `folder`: none when nothing was left behind.
  private func files(under folder: String) throws -> [String] {
    let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
    return names.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
  }

  @Test(arguments: writers)
  func aFullDiskIsAnIOErrorInTheSystemsWordsAndLeavesNoFile(_ arguments: [String]) throws {
    let name = arguments[0]
    // A mount that fails (no root, no tmpfs) throws: the test fails, it never skips.
    let mount = try ScratchMount(kibibytes: 16)
    let result = try MoodBinary.run(arguments, store: store.path, directory: mount.path)
    #expect(result.status == 74, "\(name): \(result.stderr)")
    #expect(result.stderr.contains("no space left on device"), "\(name): \(result.stderr)")
    #expect(!result.stderr.contains("SQLite"), "\(name): \(result.stderr)")
    #expect(try files(under: mount.path) == [], "\(name)")
  }

  @Test(arguments: writers)
  func aFileSizeLimitIsAnIOErrorNotADeathBySIGXFSZ(_ arguments: [String]) throws {
    let name = arguments[0]
    let folder = try TemporaryDirectory()
    // `ulimit -f 16`: 16 blocks of 512 bytes in Debian's sh (dash), 8 KiB.
    let result = try MoodBinary.runShell(
      #"ulimit -f 16; exec "$MOOD" "$@""#, arguments, store: store.path, directory: folder.path)
    #expect(result.status == 74, "\(name): \(result.stderr)")
    #expect(result.stderr.contains("file too large"), "\(name): \(result.stderr)")
    #expect(!result.stderr.contains("SQLite"), "\(name): \(result.stderr)")
    #expect(try files(under: folder.path) == [], "\(name)")
  }

  @Test func aFileSizeLimitIsSaidInChineseToo() throws {
    let folder = try TemporaryDirectory()
    let result = try MoodBinary.runShell(
      #"ulimit -f 16; exec "$MOOD" --locale zh-Hans "$@""#, ["export", "-o", folder.file("x")],
      store: store.path)
    #expect(result.status == 74)
    #expect(result.stderr.contains("无法写入"), "\(result.stderr)")
    #expect(result.stderr.contains("file too large"), "the system's words: \(result.stderr)")
  }

  @Test func standardOutputPastAFileSizeLimitIsAnIOErrorToo() throws {
    let folder = try TemporaryDirectory()
    let result = try MoodBinary.runShell(
      #"ulimit -f 16; exec "$MOOD" export > mood.json"#, store: store.path,
      directory: folder.path)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output: file too large"))
  }

  @Test(arguments: writers)
  func anOutputOnReadOnlyMediaCannotBeMadeExit73InTheSystemsWords(_ arguments: [String]) throws {
    let mount = try ScratchMount(kibibytes: 1024)
    try mount.makeReadOnly()
    let result = try MoodBinary.run(arguments, store: store.path, directory: mount.path)
    #expect(result.status == 73, "\(arguments[0]): \(result.stderr)")
    #expect(result.stderr.contains("read-only file system"), "\(arguments[0]): \(result.stderr)")
    #expect(try files(under: mount.path) == [])
  }

  @Test func aFileInAFolderOfTheKernelsIsRefusedAsSuchWithExit73() throws {
    let result = try MoodBinary.run(["card", "-o", "/proc/version"], store: store.path)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "cannot write /proc/version: its folder takes no new files (a system folder such as "
          + "/proc)"), "\(result.stderr)")
    #expect(!result.stderr.contains("no such file"))
    let chinese = try MoodBinary.run(
      ["--locale", "zh-Hans", "export", "-o", "/proc/version"], store: store.path)
    #expect(chinese.status == 73)
    #expect(chinese.stderr.contains("它所在的文件夹不接受新文件"), "\(chinese.stderr)")
  }
}
