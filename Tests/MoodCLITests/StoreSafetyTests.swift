import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// Issue 10: paths that cannot hold a store, stores that are only read, restores that fail.
@Suite struct StoreSafetyTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory() }

  private func files(_ path: String) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: path))
  }

  // MARK: - Paths that cannot hold a store

  @Test func aPathThatIsNotARegularFileIsRefusedNamingTheReason() throws {
    let fifo = folder.file("fifo.sqlite")
    #expect(mkfifo(fifo, 0o600) == 0)
    let blocker = folder.file("notes.txt")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("mine".utf8)))
    let loop = folder.file("loop.sqlite")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.sqlite")
    let cases: [(path: String, command: [String], status: Int32, message: String)] = [
      (
        fifo, ["list"], 66,
        "cannot open the store at \(fifo): it is a FIFO (named pipe), not a regular file"
      ),
      (fifo, ["log", "5"], 66, "it is a FIFO (named pipe), not a regular file"),
      (folder.path, ["show"], 66, "it is a folder, not a regular file"),
      ("", ["list"], 66, "cannot open the store at : the path is empty"),
      ("", ["log", "5"], 73, "cannot create the store at : the path is empty"),
      (loop, ["list"], 66, "too many levels of symbolic links"),
      (blocker + "/mood.sqlite", ["list"], 66, "\(blocker) is a file, not a folder"),
      (blocker + "/mood.sqlite", ["log", "5"], 73, "\(blocker) is a file, not a folder"),
    ]
    for item in cases {
      let result = try MoodBinary.run(item.command + ["--store", item.path])
      #expect(result.status == item.status, "\(item.command) \(item.path): \(result.stderr)")
      #expect(result.stderr.contains(item.message), "\(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: blocker) == Data("mine".utf8))
  }

  // MARK: - Reading only reads

  @Test func readingABackupLeavesItByteForByteAsItWas() throws {
    let live = folder.file("mood.sqlite"), backup = folder.file("backup.sqlite")
    for day in ["2026-11-27", "2026-11-28"] {
      try MoodBinary.run(["log", "6", "--date", day, "--words", "calm"], store: live).succeeded()
    }
    try MoodBinary.run(["backup", backup], store: live).succeeded()
    let before = try #require(FileManager.default.contents(atPath: backup))
    let listed = try files(folder.path)
    for command in [
      ["list"], ["show", "2026-11-28"], ["stats"], ["habit", "list"], ["words"],
      ["chart", "line", "-o", folder.file("line.svg")], ["export", "-o", folder.file("b.json")],
    ] {
      let result = try MoodBinary.run(command + ["--store", backup])
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    #expect(FileManager.default.contents(atPath: backup) == before)
    // No -wal or -shm beside it: it was never switched to WAL mode.
    #expect(try files(folder.path) == listed.union(["line.svg", "b.json"]))
  }

  @Test func readingAStoreInWALModeLeavesNoWALOrSharedMemoryFileBesideIt() throws {
    let live = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--words", "calm", "--reason", "Kept"], store: live).succeeded()
    #expect(try files(folder.path) == ["mood.sqlite"])
    for command in [
      ["list"], ["show"], ["stats"], ["habit", "list"], ["words"], ["remind"],
      ["card", "-o", folder.file("card.png")], ["chart", "line", "-o", folder.file("line.svg")],
      ["report", "-o", folder.file("report.pdf")], ["export", "-o", folder.file("b.json")],
    ] {
      let result = try MoodBinary.run(command, store: live)
      #expect(result.status == 0 || command == ["remind"], "\(command): \(result.stderr)")
      let outputs = try files(folder.path).subtracting([
        "card.png", "line.svg", "report.pdf", "b.json",
      ])
      #expect(outputs == ["mood.sqlite"], "after \(command)")
    }
    #expect(try MoodBinary.run(["show"], store: live).stdout.contains("Kept"))
  }

  // MARK: - What a person is told, never in SQLite's words

  /// Runs `mood` as the user nobody, for the permissions that root's ignore.
  private func runAsNobody(_ arguments: [String], store: String) throws -> CommandResult {
    try MoodBinary.runShell(
      #"exec setpriv --reuid=65534 --regid=65534 --clear-groups "$MOOD" "$@""#, arguments,
      store: store)
  }

  private func expectNoInternals(_ text: String, _ context: String) {
    for inner in ["SQLite error", "SELECT", "PRAGMA", "sqlite_schema", "malformed"] {
      #expect(!text.contains(inner), "\(context): \(text)")
    }
  }

  @Test func aTruncatedStoreIsCalledDamagedWithItsPathAndTheWayBack() throws {
    let live = folder.file("mood.sqlite")
    for index in 0..<200 {
      let day = Day.at("2026-01-01").adding(days: index).description
      try MoodBinary.run(
        ["log", "6", "--date", day, "--reason", String(repeating: "long day ", count: 20)],
        store: live
      ).succeeded()
    }
    let handle = try #require(FileHandle(forWritingAtPath: live))
    try handle.truncate(atOffset: 8192)
    try handle.close()
    for command in [["list", "--month", "2026-03"], ["stats"], ["log", "5"]] {
      let result = try MoodBinary.run(command, store: live)
      #expect(result.status == 65, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("the store at \(live) is damaged"), "\(command)")
      #expect(result.stderr.contains("mood restore FILE"), "\(command)")
      expectNoInternals(result.stderr, "\(command)")
    }
  }

  @Test func aStoreThatIsNotWritableForItsOwnerSaysSoAndStillReads() throws {
    let live = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "Mine"], store: live).succeeded()
    #expect(chown(live, 65534, 65534) == 0 && chmod(live, 0o444) == 0)
    #expect(chown(folder.path, 65534, 65534) == 0)
    let written = try runAsNobody(["log", "3"], store: live)
    #expect(written.status == 74, "\(written.stderr)")
    #expect(written.stderr.contains("the store at \(live) cannot be written: permission denied"))
    expectNoInternals(written.stderr, "log")
    let shown = try runAsNobody(["show"], store: live)
    #expect(shown.status == 0 && shown.stdout.contains("Mine"), "\(shown.stderr)")
  }

  @Test func aStoreInAFolderItsOwnerCannotWriteSaysWhyAndStillReads() throws {
    let live = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "Mine"], store: live).succeeded()
    #expect(chown(live, 65534, 65534) == 0 && chmod(folder.path, 0o755) == 0)
    for command in [["log", "3"], ["habit", "add", "Walk"]] {
      let result = try runAsNobody(command, store: live)
      #expect(result.status == 74, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains("its folder \(folder.path) cannot be written"), "\(result.stderr)")
      expectNoInternals(result.stderr, "\(command)")
    }
    let shown = try runAsNobody(["show"], store: live)
    #expect(shown.status == 0 && shown.stdout.contains("Mine"), "\(shown.stderr)")
    #expect(try files(folder.path) == ["mood.sqlite"])
  }

  @Test func aWriteOnAFullDiskSaysNoSpaceLeftAndKeepsTheStore() throws {
    let mount = try ScratchMount(kibibytes: 256)
    let live = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "6", "--reason", "Before"], store: live).succeeded()
    // Fill what is left of the disk.
    let filler = try #require(
      FileHandle(forWritingAtPath: mount.file("filler"))
        ?? {
          FileManager.default.createFile(atPath: mount.file("filler"), contents: nil)
          return FileHandle(forWritingAtPath: mount.file("filler"))
        }())
    let block = Data(repeating: 0, count: 4096)
    while (try? filler.write(contentsOf: block)) != nil {}
    try? filler.close()
    let result = try MoodBinary.run(
      ["log", "3", "--date", "2026-11-20", "--reason", String(repeating: "x", count: 400)],
      store: live)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("no space left on device"), "\(result.stderr)")
    expectNoInternals(result.stderr, "log")
    try FileManager.default.removeItem(atPath: mount.file("filler"))
    let shown = try MoodBinary.run(["list"], store: live)
    #expect(shown.stdout.contains("Before") || shown.stdout.contains("6/10"), "\(shown.stderr)")
    #expect(!shown.stdout.contains("2026-11-20"))
  }

  @Test func aStoreOnReadOnlyMediaCanBeReadButNotWritten() throws {
    let mount = try ScratchMount(kibibytes: 1024)
    let path = mount.file("mood.sqlite")
    try MoodBinary.run(["log", "8", "--reason", "On a stick"], store: path).succeeded()
    try mount.makeReadOnly()
    let shown = try MoodBinary.run(["show"], store: path)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("On a stick"))
    #expect(try MoodBinary.run(["stats", "--json"], store: path).status == 0)
    let written = try MoodBinary.run(["log", "3"], store: path)
    #expect(written.status == 74)
    #expect(
      written.stderr.contains(
        "the store at \(path) cannot be written: read-only file system; commands that only read "
          + "it still work"))
  }

  @Test func aReadIsOneSnapshotInWhichWritesFail() throws {
    let store = try Store(path: folder.file("mood.sqlite"))
    defer { try? store.close() }
    #expect(throws: StoreError.self) {
      try store.read { db in try db.execute("DELETE FROM entries") }
    }
    let reader = try Store(readingFrom: folder.file("mood.sqlite"))
    defer { try? reader.close() }
    #expect(
      throws: StoreError.readOnly(
        path: folder.file("mood.sqlite"), reason: .rule(.openedForReading))
    ) {
      try reader.write { _ in }
    }
  }

  @Test func aMissingStoreReadsAsEmptyAndIsNotCreated() throws {
    let path = folder.file("nothing/mood.sqlite")
    let result = try MoodBinary.run(["list"], store: path)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.file("nothing")))
  }

  // MARK: - Restore

  @Test func aSuccessfulRestoreLeavesNothingButTheStoreAndItsKeptCopy() throws {
    let live = folder.file("mood.sqlite"), backup = folder.file("backup.sqlite")
    try MoodBinary.run(["log", "4"], store: live).succeeded()
    try MoodBinary.run(["backup", backup], store: live).succeeded()
    try MoodBinary.run(["log", "9"], store: live).succeeded()
    let restored = try MoodBinary.run(["restore", backup, "--yes"], store: live)
    #expect(restored.status == 0, "\(restored.stderr)")
    let left = try files(folder.path).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
    #expect(left.count == 3)
    #expect(left.contains("mood.sqlite") && left.contains("backup.sqlite"))
    #expect(left.allSatisfy { !$0.hasSuffix(".tmp") && !$0.contains(".tmp-") })
    #expect(try files(folder.path).allSatisfy { !$0.contains(".tmp") })
  }

  @Test func aRestoreOntoAFullDiskBlamesTheDiskAndLeavesNothing() throws {
    // A backup larger than the room left beside the store.
    let big = folder.file("big.sqlite")
    let entries = (0..<300).map { index in
      try? MoodEntry.sample(
        Day.at("2025-01-01").adding(days: index).description, score: 5,
        reason: String(repeating: "x", count: 480))
    }.compactMap { $0 }
    let source = try Store(path: big)
    try source.write { db in for entry in entries { try db.save(entry) } }
    try source.close()
    // Room for a new store's schema steps in its WAL (the sync tables of step 4 among them),
    // and far less left beside it than the backup's ~180 KiB.
    let mount = try ScratchMount(kibibytes: 192)
    let live = mount.file("mood.sqlite")
    #expect(try MoodBinary.run(["log", "6", "--reason", "today"], store: live).status == 0)
    let before = try files(mount.path)
    let result = try MoodBinary.run(["restore", big, "--yes"], store: live)
    #expect(result.status == 74)
    #expect(result.stderr.contains("no space left on device"))
    #expect(!result.stderr.contains("not an error"))
    #expect(!result.stderr.contains("not a usable MoodCard store"))
    #expect(try files(mount.path) == before)
    #expect(try MoodBinary.run(["show"], store: live).stdout.contains("today"))
  }

  @Test func aKilledRestoresStagingCopyIsRemovedWhenTheStoreIsNextWritten() throws {
    let live = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "4"], store: live).succeeded()
    // What `kill -9` during a restore leaves: a full copy of someone's journal.
    let staging = folder.file(".mood.sqlite.\(UUID().uuidString).tmp")
    try FileManager.default.copyItem(atPath: live, toPath: staging)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: staging)
    #expect(try MoodBinary.run(["log", "5"], store: live).status == 0)
    #expect(!FileManager.default.fileExists(atPath: staging))
  }

  @Test func aReadSweepsOnlyStaleUnlockedTemporaryFilesOfOurNaming() throws {
    let live = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "4"], store: live).succeeded()
    let staging = folder.file(".mood.sqlite.\(UUID().uuidString).tmp")
    let stagingWAL = staging + "-wal"
    let fresh = folder.file(".card.png.\(UUID().uuidString).tmp")
    let held = folder.file(".mood.sqlite.\(UUID().uuidString).tmp")
    let foreign = folder.file(".mood.sqlite.notes.tmp")
    for path in [staging, stagingWAL, fresh, held, foreign] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("journal".utf8)))
    }
    let old = Date(timeIntervalSinceNow: -120)
    for path in [staging, stagingWAL, held, foreign] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    }
    // A live writer's lock, as `OutputFile` holds one on every temporary file it makes.
    let descriptor = open(held, O_RDONLY)
    #expect(flock(descriptor, LOCK_EX) == 0)
    defer { close(descriptor) }
    let shown = try MoodBinary.run(["show"], store: live)
    #expect(shown.status == 0, "\(shown.stderr)")
    let names = [fresh, held, foreign].map { ($0 as NSString).lastPathComponent }
    #expect(try files(folder.path).filter { $0.hasPrefix(".") } == Set(names))
  }

  @Test func aRestoreOfABadFileLeavesNoCopyOfAnything() throws {
    let live = folder.file("mood.sqlite"), bad = folder.file("bad.sqlite")
    try MoodBinary.run(["log", "4"], store: live).succeeded()
    var header = Data("SQLite format 3\0".utf8)
    header.append(Data(repeating: 0xAB, count: 4096))
    #expect(FileManager.default.createFile(atPath: bad, contents: header))
    let before = try files(folder.path)
    let result = try MoodBinary.run(["restore", bad, "--yes"], store: live)
    #expect(result.status == 65)
    #expect(try files(folder.path) == before)
  }

  // MARK: - Damaged rows

  @Test func aDamagedRowIsADataErrorNamingTheDayAndColumn() throws {
    let path = folder.file("mood.sqlite")
    try MoodBinary.run(["log", "7", "--date", "2026-11-03"], store: path).succeeded()
    let store = try Store(path: path)
    try store.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      try db.execute("UPDATE entries SET score = 'seven'")
    }
    try store.close()
    let result = try MoodBinary.run(["list"], store: path)
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "the entry for 2026-11-03: its score holds the text \"seven\", not a whole number"))
  }
}
