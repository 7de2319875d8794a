import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// Issue 10: what a command writes never costs data, and never replaces a file that is not ours.
@Suite struct OutputSafetyTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
    try MoodBinary.run(
      ["log", "7", "--words", "calm", "--reason", "A walk"], store: store.path
    ).succeeded()
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  // MARK: - A reader that goes away, an output that cannot be written

  @Test func aReaderThatClosesEarlyNeverCostsTheEntry() throws {
    let result = try MoodBinary.runShell(
      """
      for day in 01 02 03 04 05 06 07 08 09 10; do
        "$MOOD" log 6 --date 2026-11-$day --reason "a reason long enough to fill a pipe" \
          | head -c 1 >/dev/null
      done
      """, store: store.path)
    #expect(result.status == 0, "\(result.stderr)")
    let days = try store.read { try $0.entries() }.map(\.day.description)
    #expect(days.filter { $0.hasPrefix("2026-11-0") || $0 == "2026-11-10" }.count == 10)
  }

  @Test func aReaderThatIsGoneEndsTheCommandQuietlyAfterTheWork() throws {
    // A pipe whose reading end is closed before the command starts: every write fails (EPIPE).
    let process = Process()
    process.executableURL = URL(fileURLWithPath: MoodBinary.path)
    process.arguments = ["log", "9", "--date", "2026-11-20"]
    process.environment = MoodBinary.environment(store: store.path)
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try output.fileHandleForReading.close()
    try process.run()
    try output.fileHandleForWriting.close()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 141)
    #expect(message == "")
    #expect(try store.read { try $0.entry(on: Day.at("2026-11-20")) }?.score.value == 9)
  }

  @Test func aFullOrClosedStandardOutputIsAnIOErrorWithAMessage() throws {
    let full = try MoodBinary.runShell(#""$MOOD" export > /dev/full"#, store: store.path)
    #expect(full.status == 74)
    #expect(full.stderr == "Error: cannot write to standard output: no space left on device\n")
    let closed = try MoodBinary.runShell(#""$MOOD" list >&-"#, store: store.path)
    #expect(closed.status == 74)
    #expect(closed.stderr == "Error: cannot write to standard output: bad file descriptor\n")
    let picture = try MoodBinary.runShell(#""$MOOD" card -o - > /dev/full"#, store: store.path)
    #expect(picture.status == 74)
    let chinese = try MoodBinary.runShell(
      #""$MOOD" export > /dev/full"#, store: store.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.status == 74)
    #expect(chinese.stderr == "错误：无法写入标准输出：no space left on device\n")
  }

  // MARK: - Output paths

  @Test func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
    // The device is made here, never touched under /dev: 1,3 is the null device.
    let device = folder.file("null")
    // glibc's makedev(1, 3) for major and minor numbers this small.
    #expect(mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    let result = try mood("chart", "words", "--days", "7", "-o", device)
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(device, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
  }

  @Test func aFIFOIsWrittenThroughToItsReader() throws {
    let fifo = folder.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = try MoodBinary.runShell(
      #"cat "$1" > "$2" & "$MOOD" card -o "$1" >/dev/null; wait"#, [fifo, folder.file("got")],
      store: store.path)
    #expect(result.status == 0, "\(result.stderr)")
    let got = try #require(FileManager.default.contents(atPath: folder.file("got")))
    #expect(got.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aSymbolicLinkIsFollowedAndStays() throws {
    let target = folder.file("target.svg"), link = folder.file("link.svg")
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.svg")
    #expect(try mood("chart", "line", "--days", "7", "-o", link).status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.svg")
    let written = try #require(FileManager.default.contents(atPath: target))
    #expect(String(decoding: written.prefix(5), as: UTF8.self) == "<?xml")

    // A link to a file that does not exist yet makes that file.
    let dangling = folder.file("dangling.png")
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "made.png")
    #expect(try mood("card", "-o", dangling).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.file("made.png")))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "made.png")
  }

  @Test func aRegularFileIsReplacedAtomicallyKeepingItsMode() throws {
    let path = folder.file("week.png")
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o640]))
    #expect(try mood("chart", "line", "--days", "7", "-o", path).status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["week.png"])
  }

  @Test func aFolderOrALinkLoopIsRefusedWithTheReason() throws {
    let directory = folder.file("out.png")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    let refused = try mood("card", "-o", directory)
    #expect(refused.status == 73)
    #expect(refused.stderr.contains("cannot write \(directory): it is a folder; give a file name"))

    let loop = folder.file("loop.png")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.png")
    let looped = try mood("card", "-o", loop)
    #expect(looped.status == 73)
    #expect(looped.stderr.contains("too many levels of symbolic links"))
  }

  @Test func devStdoutCarriesThePictureAndNothingElse() throws {
    let result = try MoodBinary.runShell(
      #""$MOOD" card -o /dev/stdout | od -An -tx1 -N4"#, store: store.path)
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "89 50 4e 47")
    let file = folder.file("card.png")
    try MoodBinary.runShell(#""$MOOD" card -o /dev/stdout > "$1""#, [file], store: store.path)
      .succeeded()
    let data = try #require(FileManager.default.contents(atPath: file))
    // No "Wrote" line inside the file: it ends with the PNG's IEND chunk.
    #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
  }

  // MARK: - Temporary files

  @Test func staleTemporaryFilesOfOurNamingAreRemovedAndOthersKept() throws {
    let stale = folder.file(".card.png.\(UUID().uuidString).tmp")
    let staleWAL = folder.file(".mood.sqlite.\(UUID().uuidString).tmp-wal")
    let fresh = folder.file(".other.png.\(UUID().uuidString).tmp")
    let foreign = folder.file(".notes.tmp")
    for path in [stale, staleWAL, fresh, foreign] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    }
    // Older than a few seconds and locked by no process: left by one that was killed.
    let old = Date(timeIntervalSinceNow: -60)
    for path in [stale, staleWAL, foreign] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    }
    #expect(try mood("card", "-o", folder.file("card.png")).status == 0)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(left == ["card.png", (fresh as NSString).lastPathComponent, ".notes.tmp"])
  }

  @Test func aBatchKilledPartWayLeavesNoTemporaryFileAfterTheNextRun() throws {
    for day in 1...28 {
      try mood("log", "\(day % 10 + 1)", "--date", "2026-11-\(day < 10 ? "0" : "")\(day)")
        .succeeded()
    }
    let cards = folder.file("cards")
    let arguments = ["batch", "--month", "2026-11", "-o", cards, "--quiet"]
    let killed = Process()
    killed.executableURL = URL(fileURLWithPath: MoodBinary.path)
    killed.arguments = arguments
    killed.environment = MoodBinary.environment(store: store.path)
    try killed.run()
    // Killed once the first cards are in place, part way through the month.
    while killed.isRunning
      && ((try? FileManager.default.contentsOfDirectory(atPath: cards))?.count ?? 0) < 3
    {
      usleep(2_000)
    }
    kill(killed.processIdentifier, SIGKILL)
    killed.waitUntilExit()
    // Whatever it left is from a process that is gone, and older than a running batch's files.
    for name in try FileManager.default.contentsOfDirectory(atPath: cards) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: cards + "/" + name)
    }
    let again = try MoodBinary.run(arguments, store: store.path)
    #expect(again.status == 0, "\(again.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: cards)
    #expect(names.filter { $0.hasSuffix(".png") }.count == 29)
    #expect(names.allSatisfy { !$0.contains(".tmp") }, "\(names)")
  }
}
