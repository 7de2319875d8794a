import CSQLite
import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

@Suite struct BackupStoreTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  let now = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30T00:53:20Z
  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
  }

  private func document(_ path: String) throws -> BackupDocument {
    let opened = try Store(path: path)
    defer { try? opened.close() }
    return try opened.read { try $0.backupDocument() }
  }

  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  private func files(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  @Test func aBackupIsOnePrivateFileWithTheWholeStore() throws {
    try store.write(ImportStoreTests.fill)
    let path = folder.file("copy.sqlite")
    let opened = try store.open()
    try opened.backup(to: path)
    try opened.close()
    #expect(try files(in: folder.path) == ["copy.sqlite"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    // Byte 18 of the header is 1 for a rollback journal, 2 for WAL (opening it as a store,
    // below, turns WAL on again).
    #expect(bytes(path).map { $0[18] } == 1)
    #expect(try document(path) == document(store.path))
  }

  @Test func aBackupReplacesAnOldOneOnlyWhenComplete() throws {
    let path = folder.file("copy.sqlite")
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try store.write { db in try db.save(try MoodEntry.sample("2026-03-04", score: 4)) }
    try store.open().backup(to: path)
    #expect(try document(path).entries.count == 1)

    let unwritable = folder.file("missing-folder/copy.sqlite")
    #expect {
      try store.open().backup(to: unwritable)
    } throws: { error in
      guard case .cannotWrite(let where_, let reason) = error as? ImportError else { return false }
      return where_ == unwritable && reason == .path(.noFolder)
    }
    #expect(throws: ImportError.cannotWrite(path: store.path, reason: .rule(.theStoreItself))) {
      try store.open().backup(to: store.path)
    }
    #expect(try files(in: folder.path) == ["copy.sqlite"])
  }

  @Test func restoreKeepsTheCurrentStoreAsADatedBak() throws {
    try store.write(ImportStoreTests.fill)
    let backup = folder.file("backup.sqlite")
    try store.open().backup(to: backup)
    let saved = try document(store.path)
    try store.write { db in
      try db.deleteEntry(on: .at("2026-02-01"))
      try db.save(try MoodEntry.sample("2030-01-01", score: 1))
    }
    let changed = try document(store.path)

    let outcome = try Store.restore(from: backup, to: store.path, now: now)
    let kept = store.path + ".2026-11-30T005320Z.bak"
    #expect(outcome == RestoreOutcome(previousStore: kept, entryCount: 40))
    #expect(try document(store.path) == saved)
    #expect(try document(kept) == changed)

    let again = try Store.restore(from: backup, to: store.path, now: now)
    #expect(again.previousStore == store.path + ".2026-11-30T005320Z-2.bak")
  }

  @Test func restoreCreatesAMissingStore() throws {
    try store.write(ImportStoreTests.fill)
    let backup = folder.file("backup.sqlite")
    try store.open().backup(to: backup)
    let target = folder.file("new/place/mood.sqlite")
    let outcome = try Store.restore(from: backup, to: target, now: now)
    #expect(outcome == RestoreOutcome(previousStore: nil, entryCount: 40))
    #expect(try document(target) == document(store.path))
  }

  @Test func restoreReplacesAStoreThatCannotBeOpenedKeepingItsBytes() throws {
    try store.write(ImportStoreTests.fill)
    let backup = folder.file("backup.sqlite")
    try store.open().backup(to: backup)
    let broken = Data("SQLite format 3\0 but then nothing sensible".utf8)
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: store.path + suffix)
    }
    try broken.write(to: URL(fileURLWithPath: store.path))
    let outcome = try Store.restore(from: backup, to: store.path, now: now)
    let kept = try #require(outcome.previousStore)
    #expect(bytes(kept) == broken)
    #expect(outcome.entryCount == 40)
    #expect(try document(store.path) == document(backup))
  }

  /// Restores `file` over a store with one entry and checks that the attempt changed nothing.
  private func expectRefused(
    _ file: String, _ check: (ImportError) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try store.write { db in try db.save(try MoodEntry.sample("2026-03-04", score: 4)) }
    try store.open().close()
    let before = try files(in: store.directory.path)
    let content = bytes(store.path)
    #expect(sourceLocation: sourceLocation) {
      try Store.restore(from: file, to: store.path, now: now)
    } throws: { error in
      (error as? ImportError).map(check) ?? false
    }
    #expect(try files(in: store.directory.path) == before, sourceLocation: sourceLocation)
    #expect(bytes(store.path) == content, sourceLocation: sourceLocation)
  }

  @Test func aDamagedBackupIsRefusedAndTheStoreKept() throws {
    let other = try TemporaryStore()
    try other.write(ImportStoreTests.fill)
    let backup = folder.file("backup.sqlite")
    try other.open().backup(to: backup)
    var data = try #require(bytes(backup))
    #expect(data.count > 4 * 4096)
    // Overwrite the middle of the second page, a b-tree page of the schema's tables.
    for offset in 4096 + 8..<4096 + 2048 { data[offset] = UInt8(truncatingIfNeeded: offset &* 31) }
    try data.write(to: URL(fileURLWithPath: backup))
    try expectRefused(backup) { error in
      guard case .notAStore(let path, _) = error else { return false }
      return path == backup
    }
  }

  @Test func filesThatAreNotMoodCardStoresAreRefused() throws {
    let text = folder.file("notes.txt")
    try Data("dear diary\n".utf8).write(to: URL(fileURLWithPath: text))
    try expectRefused(text) { $0 == .notAStore(path: text, reason: .rule(.notSQLite)) }

    let foreign = folder.file("foreign.sqlite")
    var handle: OpaquePointer?
    #expect(sqlite3_open(foreign, &handle) == SQLITE_OK)
    #expect(
      sqlite3_exec(handle, "CREATE TABLE t (x); INSERT INTO t VALUES (1)", nil, nil, nil)
        == SQLITE_OK)
    sqlite3_close(handle)
    try expectRefused(foreign) {
      $0 == .notAStore(path: foreign, reason: .rule(.otherProgram))
    }

    let newer = folder.file("newer.sqlite")
    try store.open().backup(to: newer)
    #expect(sqlite3_open(newer, &handle) == SQLITE_OK)
    #expect(sqlite3_exec(handle, "PRAGMA user_version = 99", nil, nil, nil) == SQLITE_OK)
    sqlite3_close(handle)
    try expectRefused(newer) {
      $0
        == .notAStore(
          path: newer,
          reason: .schemaVersion(99, supported: Store.schemaVersion))
    }

    let empty = folder.file("empty.sqlite")
    try Data().write(to: URL(fileURLWithPath: empty))
    try expectRefused(empty) { $0 == .notAStore(path: empty, reason: .rule(.emptyFile)) }

    let missing = folder.file("gone.sqlite")
    try expectRefused(missing) {
      $0 == .cannotRead(path: missing, reason: .system("no such file or directory"))
    }
    try expectRefused(folder.path) {
      $0 == .cannotRead(path: folder.path, reason: .notRegularFile)
    }
  }
}
