import Foundation
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// A store holding text an older MoodCard took (noncharacters, control characters) exports a
/// backup that `mood import` takes back: such characters are written as U+FFFD, and the export
/// says so on standard error, naming the records.
@Suite struct OldTextExportTests {
  let store: TemporaryStore
  var folder: TemporaryDirectory { store.directory }

  init() throws { store = try TemporaryStore() }

  @Test func aBackupOfOldTextImportsAgainWithReplacementCharacters() throws {
    for day in ["2026-11-01", "2026-11-02", "2026-11-03"] {
      #expect(try MoodBinary.run(["log", "6", "--date", day], store: store.path).status == 0)
    }
    #expect(try MoodBinary.run(["habit", "add", "Walk"], store: store.path).status == 0)
    try store.write { db in
      // U+FFFE, U+FDD0 and U+0007, as SQLite's char() writes them, past the domain's door.
      try db.execute(
        "UPDATE entries SET reason = 'a' || char(65534) || 'b' || char(64976) "
          + "WHERE day = '2026-11-01'")
      try db.execute(
        "UPDATE entries SET tags = json_array('x' || char(7)) WHERE day = '2026-11-03'")
      try db.execute("UPDATE habits SET name = 'Walk' || char(65535)")
    }
    let path = folder.file("backup.json")
    let exported = try MoodBinary.run(["export", "-o", path, "--locale", "en"], store: store.path)
    #expect(exported.status == 0)
    #expect(
      exported.stderr
        == "Warning: 3 of the store's records hold text that an import refuses (control "
        + "characters, Unicode noncharacters or text longer than a field holds, which an older "
        + "MoodCard took): the entry for 2026-11-01, the entry for 2026-11-03, the habit "
        + "\"Walk\u{FFFD}\"; the backup has U+FFFD (�) for such characters and such text cut "
        + "to fit, ending in \"…\"; the store keeps them as they are\n")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("a\u{FFFD}b\u{FFFD}"))
    #expect(!text.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
    let other = try TemporaryStore()
    let imported = try MoodBinary.run(["import", path], store: other.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.read { try $0.entryCount() } == 3)
    // Exported again, the imported store's backup is the same bytes, and says nothing more.
    let again = folder.file("again.json")
    let second = try MoodBinary.run(["export", "-o", again], store: other.path)
    #expect(second.stderr.isEmpty)
    #expect(try String(contentsOfFile: again, encoding: .utf8) == text)
  }

  /// 500 family emoji (12,500 bytes) were a reason an older MoodCard took; a reason now holds
  /// 4096 bytes, so the backup keeps as many as fit and `…`, and imports again.
  @Test func aBackupOfTextOverTheLimitsNowImportsAgainCutToFit() throws {
    #expect(
      try MoodBinary.run(["log", "6", "--date", "2026-11-01"], store: store.path).status == 0)
    let family = "👨‍👩‍👧‍👦"
    try store.write { db in
      try db.execute(
        "UPDATE entries SET reason = '\(String(repeating: family, count: 500))', "
          + "tags = json_array('\(String(repeating: "t", count: 70))')")
    }
    let path = folder.file("long.json")
    let exported = try MoodBinary.run(["export", "-o", path, "--locale", "en"], store: store.path)
    #expect(exported.status == 0)
    #expect(exported.stderr.contains("the entry for 2026-11-01"), "\(exported.stderr)")
    let other = try TemporaryStore()
    let imported = try MoodBinary.run(["import", path], store: other.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    let entry = try #require(try other.read { try $0.entries() }.first)
    #expect(entry.reason == String(repeating: family, count: 163) + "…")
    #expect(entry.tags == [String(repeating: "t", count: 59) + "…"])
  }
}
