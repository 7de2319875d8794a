import Foundation
import MoodCore
import TestSupport
import Testing

@testable import MoodStore

@Suite struct StoreFileTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory() }

  private func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func aNewStoreIsMigratedFromScratchAndPrivate() throws {
    let path = folder.file("new/deeper/mood.sqlite")
    let store = try Store(path: path)
    let (version, applicationID, migrations) = try store.read { db in
      (
        try db.query("PRAGMA user_version").first?.int(0),
        try db.query("PRAGMA application_id").first?.int(0),
        try db.query("SELECT name FROM moodcard_migrations ORDER BY name").map { try $0.text(0) }
      )
    }
    try store.close()
    #expect(version == Int64(Store.schemaVersion))
    #expect(applicationID == Int64(Store.applicationID))
    #expect(migrations == Store.migrations.map(\.name))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let folderAttributes = try FileManager.default.attributesOfItem(
      atPath: folder.file("new/deeper"))
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
  }

  @Test func anEmptyFileBecomesAStoreAndReopeningChangesNothing() throws {
    let path = folder.file("mood.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    try Store(path: path).close()
    let store = try Store(path: path)
    try store.write { db in _ = try db.save(try MoodEntry.sample("2026-11-29", score: 7)) }
    try store.close()
    #expect(try Store(path: path).read { db in try db.entryCount() } == 1)
  }

  @Test func aReadOnlyOpenOfAMissingStoreCreatesNoFile() throws {
    let path = folder.file("absent/mood.sqlite")
    let store = try Store(path: path, ifMissing: .useEmpty)
    #expect(try store.read { db in try db.entries() }.isEmpty)
    try store.close()
    #expect(!FileManager.default.fileExists(atPath: folder.file("absent")))
  }

  @Test func aTextFileIsRefusedAndLeftUntouched() throws {
    let path = folder.file("notes.txt")
    let text = Data("dear diary\n".utf8)
    #expect(FileManager.default.createFile(atPath: path, contents: text))
    #expect {
      try Store(path: path)
    } throws: { error in
      (error as? StoreError)
        == .notAMoodCardStore(path: path, reason: .rule(.notSQLite))
    }
    #expect(bytes(path) == text)
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
    let path = folder.file("other.sqlite")
    let other = try Database(path: path, flags: 0x06)  // SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    try other.execute("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello');")
    try other.close()
    let before = bytes(path)
    #expect {
      try Store(path: path)
    } throws: { error in
      "\(error)".contains("another program") && "\(error)".contains(path)
    }
    #expect(bytes(path) == before)
  }

  @Test func aStoreFromANewerMoodCardIsRefusedAndLeftUntouched() throws {
    let path = folder.file("mood.sqlite")
    try Store(path: path).close()
    let raw = try Database(path: path, flags: 0x02)
    try raw.execute("PRAGMA user_version = \(Store.schemaVersion + 1)")
    try raw.close()
    let before = bytes(path)
    #expect(
      throws: StoreError.newerSchema(
        path: path, version: Store.schemaVersion + 1, supported: Store.schemaVersion)
    ) {
      try Store(path: path)
    }
    #expect(bytes(path) == before)
  }

  @Test func aStoreInsideARegularFileCannotBeCreated() throws {
    let blocker = folder.file("blocker")
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    #expect {
      try Store(path: blocker + "/mood.sqlite")
    } throws: { error in
      if case .cannotCreate = error as? StoreError { return true }
      return false
    }
  }

  @Test func theDefaultLocationFollowsTheEnvironment() {
    #expect(
      StoreLocation.defaultPath(environment: ["MOODCARD_STORE": "/a/b.sqlite", "HOME": "/h"])
        == "/a/b.sqlite")
    #expect(
      StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"])
        == "/x/moodcard/mood.sqlite")
    #expect(
      StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
        == "/h/.local/share/moodcard/mood.sqlite")
    #expect(
      StoreLocation.defaultPath(environment: ["HOME": "/h"])
        == "/h/.local/share/moodcard/mood.sqlite")
  }
}
