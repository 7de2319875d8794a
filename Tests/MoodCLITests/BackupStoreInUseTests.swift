import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// A backup folder that also holds a store, under a backup's name: `mood backup --to` never
/// counts, replaces or removes the store, its `-wal` and `-shm`, or a backup open as a store.
@Suite struct BackupStoreInUseTests {
  let folder: TemporaryDirectory
  let state: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodcard-backups")
    state = try TemporaryDirectory(prefix: "moodcard-state")
  }

  private func mood(_ arguments: [String], store: String) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store, environment: ["XDG_STATE_HOME": state.path])
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func theStoreUnderABackupsNameIsNeverCountedOrRemoved() throws {
    let store = folder.file("moodcard-2026-01-01.sqlite")
    try mood(["log", "5", "--date", "2026-01-01"], store: store).succeeded()
    try mood(["log", "6"], store: store).succeeded()

    let result = try mood(["backup", "--to", folder.path, "--keep", "1"], store: store)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "Backed up 2 entries to \(folder.file("moodcard-2026-11-29.sqlite")).\n")
    #expect(try names() == ["moodcard-2026-01-01.sqlite", "moodcard-2026-11-29.sqlite"])
    let listed = try mood(["list", "--json", "--days", "400"], store: store)
    #expect(listed.stdout.contains("2026-01-01") && listed.stdout.contains("2026-11-29"))
  }

  @Test func theStoreUnderTodaysBackupNameIsNeverReplaced() throws {
    let store = folder.file("moodcard-2026-11-29.sqlite")
    try mood(["log", "5", "--reason", "kept"], store: store).succeeded()
    let before = try Data(contentsOf: URL(fileURLWithPath: store))

    let result = try mood(["backup", "--to", folder.path, "--keep", "1"], store: store)
    #expect(result.status == 73)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: \(store) is a store in use (the store being backed up, or a file open as one); "
          + "MoodCard never replaces it, so the backup was not made: move the store out of the "
          + "backup folder\n"), "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    #expect(try names() == ["moodcard-2026-11-29.sqlite"])
  }

  @Test func aBackupToTheStoresOwnFileIsRefused() throws {
    let store = folder.file("journal.sqlite")
    try mood(["log", "5"], store: store).succeeded()
    let link = folder.file("link.sqlite")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: store)
    for target in [store, link] {
      let result = try mood(["backup", target], store: store)
      #expect(result.status == 73, "\(target): \(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: \(target) is a store in use"), "\(result.stderr)")
    }
    #expect(try names() == ["journal.sqlite", "link.sqlite"])
  }

  /// `mood serve` holds its store open, with the `-wal` and `-shm` SQLite keeps beside it.
  @Test func aBackupOpenAsAStoreIsNeverCountedOrRemoved() throws {
    let store = try TemporaryStore()
    try mood(["log", "7"], store: store.path).succeeded()
    let opened = folder.file("moodcard-2026-11-01.sqlite")
    try mood(["backup", opened], store: store.path).succeeded()
    for old in ["moodcard-2026-11-02.sqlite", "moodcard-2026-11-03.sqlite"] {
      try mood(["backup", folder.file(old)], store: store.path).succeeded()
    }
    let server = try ServeProcess(store: opened)
    #expect(try server.get("/api/entries?from=2026-11-01&to=2026-11-29").status == 200)
    #expect(FileManager.default.fileExists(atPath: opened + "-wal"))

    let result = try mood(["backup", "--to", folder.path, "--keep", "2"], store: store.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("Removed 1 older backup: moodcard-2026-11-02.sqlite.\n"))
    #expect(
      try names() == [
        "moodcard-2026-11-01.sqlite", "moodcard-2026-11-01.sqlite-shm",
        "moodcard-2026-11-01.sqlite-wal", "moodcard-2026-11-03.sqlite",
        "moodcard-2026-11-29.sqlite",
      ])
    #expect(try server.get("/api/entries?from=2026-11-01&to=2026-11-29").status == 200)
  }
}
