import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

@Suite struct PortabilityCommandTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  private func write(_ text: String, to name: String) throws -> String {
    let path = folder.file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A few days, a habit, a custom word and awkward text, made through the command.
  private func fill() throws {
    for arguments in [
      ["words", "add", "Mellow", "--valence", "pleasant", "--zh", "醇和"],
      ["log", "7", "--date", "2026-11-27", "--words", "calm,mellow", "--tags", "work,a \"b\""],
      [
        "log", "3", "--date", "2026-11-28", "--reason", "rain, \"cold\"; שלום 👋🏽", "--tz",
        "Asia/Tokyo",
      ],
      ["log", "9", "--tags", "friends", "--tz", "America/New_York"],
      ["habit", "add", "Run", "--icon", "🏃"],
      ["habit", "done", "run", "--date", "2026-11-28"],
      ["habit", "undo", "run"],
    ] {
      let result = try MoodBinary.run(arguments, store: store.path)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
  }

  /// The store's whole content, as the JSON export prints it.
  private func snapshot() throws -> String {
    let result = try mood("export")
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  // MARK: - Export and import

  @Test func jsonExportImportIntoAnEmptyStoreAndExportAgainIsIdentical() throws {
    try fill()
    let path = folder.file("backup.json")
    let exported = try mood("export", "--format", "json", "-o", path)
    #expect(
      exported.stdout == "Exported 3 entries, 1 habits, 2 completions and 1 words to \(path).\n")
    let other = try TemporaryStore()
    let imported = try MoodBinary.run(["import", path], store: other.path)
    #expect(
      imported.stdout == """
        \(path): MoodCard backup with 3 entries
          entries: 3 added, 0 updated, 0 skipped
          habits: 1 added, 0 updated, 0 skipped
          completions: 2 added, 0 updated, 0 skipped
          words: 1 added, 0 updated, 0 skipped

        """)
    let again = try MoodBinary.run(["export", "-o", "-"], store: other.path)
    #expect(Data(again.stdout.utf8) == FileManager.default.contents(atPath: path))
    // Importing the same file again changes nothing.
    let twice = try MoodBinary.run(["import", path, "--on-conflict", "replace"], store: other.path)
    #expect(twice.stdout.contains("entries: 0 added, 0 updated, 3 skipped"))
  }

  @Test func csvExportQuotesAwkwardTextAndCanCarryAByteOrderMark() throws {
    try fill()
    let entries = try mood("export", "--format", "csv", "--from", "2026-11-28", "--bom")
    #expect(
      entries.stdout
        == "\u{FEFF}day,score,words,tags,reason,logged_at,time_zone,discuss\r\n"
        + "2026-11-28,3,,,\"rain, \"\"cold\"\"; שלום 👋🏽\",2026-11-30T05:00:00.000+09:00,Asia/Tokyo,no\r\n"
        + "2026-11-29,9,,friends,,2026-11-29T15:00:00.000-05:00,America/New_York,no\r\n")
    let habits = try mood("export", "--format", "csv", "--habits", "-o", "-")
    #expect(
      habits.stdout
        == "day,habit_id,habit,done\r\n2026-11-28,1,Run,yes\r\n2026-11-29,1,Run,no\r\n")
    let path = folder.file("all.csv")
    #expect(
      try mood("export", "--format", "csv", "-o", path).stdout
        == "Exported 3 entries to \(path).\n")
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("2026-11-27,7,calm | mellow,\"a \"\"b\"\" | work\",,"))
  }

  @Test func daylioExportsImportWithTheirCountsAndADryRunWritesNothing() throws {
    let map = "okay=6,content=7,anxious=4,beyond anxious=2"
    let export = Fixtures.Daylio.fullDate
    let dry = try mood("import", export, "--mood-map", map, "--dry-run")
    #expect(
      dry.stdout == """
        \(export): Daylio export with 5 rows on 3 days
        \(OtherAppImportTests.keepRule)
          entries: 3 added, 0 updated, 0 skipped
        Dry run: nothing was written.

        """)
    #expect(!FileManager.default.fileExists(atPath: store.path))
    let real = try mood("import", export, "--mood-map", map, "--tz", "Asia/Tokyo")
    #expect(real.status == 0, "\(real.stderr)")
    #expect(try store.read { try $0.entryCount() } == 3)
    let day = try #require(try store.read { try $0.entry(on: .at("2025-06-15")) })
    #expect(day.timeZone == "Asia/Tokyo")
    // 11:58 PM in Tokyo (UTC+9); the earliest row's note comes first.
    #expect(day.loggedAt == ISO8601DateFormatter().date(from: "2025-06-15T14:58:00Z"))
    #expect(day.reason == "Slow start\nDeadline moved up")

    // The same days placed in the zone of TZ this time: kept unless replaced.
    let kept = try mood("import", export, "--mood-map", map, "--format", "daylio")
    #expect(
      kept.stdout == """
        \(export): Daylio export with 5 rows on 3 days
          entries: 0 added, 0 updated, 3 skipped

        """)
    let replaced = try mood("import", export, "--mood-map", map, "--on-conflict", "replace")
    #expect(replaced.stdout.contains("entries: 0 added, 3 updated, 0 skipped"))
    #expect(try store.read { try $0.entry(on: .at("2025-06-15")) }?.timeZone == "Etc/UTC")

    let older = try mood("import", Fixtures.Daylio.oldHeader)
    #expect(older.stdout.contains("5 rows on 4 days\n  entries: 4 added, 0 updated, 0 skipped"))
    let titled = try mood("import", Fixtures.Daylio.noteTitle, "--mood-map", "tired=4,so-so=5")
    #expect(titled.stdout.contains("3 rows on 2 days\n  entries: 2 added, 0 updated, 0 skipped"))
    #expect(try store.read { try $0.entryCount() } == 9)
  }

  // MARK: - Bad input

  /// Runs `mood import` with `arguments` on a filled store and checks that it failed with
  /// `status`, a message containing `message`, and no change at all to the store.
  private func expectImportRefused(
    _ arguments: [String], status: Int32, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if try store.read({ try $0.entryCount() }) == 0 { try fill() }
    let before = try snapshot()
    let files = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    let result = try MoodBinary.run(["import"] + arguments, store: store.path)
    #expect(result.status == status, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("Error: "), sourceLocation: sourceLocation)
    #expect(result.stderr.contains(message), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(try snapshot() == before, sourceLocation: sourceLocation)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted() == files,
      sourceLocation: sourceLocation)
  }

  private func backupJSON(_ change: (inout [String: Any]) -> Void) throws -> String {
    let path = folder.file("backup-\(UUID().uuidString).json")
    #expect(try mood("export", "-o", path).status == 0)
    let data = try #require(FileManager.default.contents(atPath: path))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func anEmptyFileIsRefused() throws {
    let path = try write("", to: "empty.json")
    try expectImportRefused(
      [path], status: 65,
      message: "\"\(path)\" is empty; expected a MoodCard JSON backup or a Daylio CSV export")
  }

  @Test func binaryGarbageIsRefused() throws {
    let path = folder.file("garbage.bin")
    // The start of a PNG file, then noise.
    let bytes =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + (0..<4096).map {
        UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13)
      }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    try expectImportRefused([path], status: 65, message: "line 1: the bytes are not UTF-8 text")
    try expectImportRefused(
      [path, "--format", "json"], status: 65, message: "it does not start with \"{\"")
  }

  @Test func truncatedJSONIsRefused() throws {
    try fill()
    let whole = try snapshot()
    let path = try write(String(whole.prefix(whole.count / 2)), to: "cut.json")
    try expectImportRefused([path], status: 65, message: "the file is not well-formed JSON: ")
  }

  @Test func anUnknownFormatVersionIsRefused() throws {
    try fill()
    let path = try backupJSON { $0["version"] = 7 }
    try expectImportRefused(
      [path], status: 65,
      message: "backup version 7 is not supported; this MoodCard reads version 1")
  }

  @Test func duplicateDaysAreRefused() throws {
    try fill()
    let path = try backupJSON { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[2]["day"] = entries[0]["day"]
      object["entries"] = entries
    }
    try expectImportRefused(
      [path], status: 65,
      message: "entries[2].day: \"2026-11-27\" appears again (first at entries[0])")
  }

  @Test func aScoreOutOfRangeIsRefused() throws {
    try fill()
    let path = try backupJSON { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[1]["score"] = 11
      object["entries"] = entries
    }
    try expectImportRefused(
      [path, "--on-conflict", "replace"], status: 65,
      message: "entries[1].score: 11 is not accepted; expected a whole number from 1 to 10")
  }

  @Test func entriesInFoundationsFixedOffsetZonesImportAndExportWithTheirOffset() throws {
    // Before MoodCard read the zone files itself, `--tz UTC+8` was Foundation's zone named
    // GMT+0800, and stores and backups hold that name.
    try fill()
    let path = try backupJSON { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[1]["timeZone"] = "GMT+0800"
      object["entries"] = entries
    }
    let other = try TemporaryStore()
    let imported = try MoodBinary.run(["import", path], store: other.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    let logged = try MoodBinary.run(
      ["log", "5", "--date", "2026-11-20", "--tz", "UTC+8"], store: other.path)
    #expect(logged.status == 0, "\(logged.stderr)")
    let csv = try MoodBinary.run(["export", "--format", "csv"], store: other.path).stdout
    let rows = csv.split(separator: "\r\n").filter {
      $0.hasPrefix("2026-11-20,") || $0.hasPrefix("2026-11-28,")
    }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.hasSuffix("+08:00,GMT+0800,no") }, "\(rows)")
  }

  @Test func aCompletionForAnUnknownHabitIsRefused() throws {
    try fill()
    let path = try backupJSON { object in
      object["completions"] = [["habit": 42, "day": "2026-11-01", "done": true]]
    }
    try expectImportRefused(
      [path], status: 65,
      message: "completions[0].habit: 42 is not accepted; expected the id of one of the "
        + "backup's habits (1)")
  }

  @Test func aCSVWithAWrongHeaderIsRefused() throws {
    let path = try write("date,mood,notes\n2026-01-01,good,hi\n", to: "other.csv")
    try expectImportRefused(
      [path], status: 65,
      message: "unrecognized header \"date,mood,notes\"; expected one of: "
        + "\"year,date,weekday,time,mood,activities,note\"")
  }

  @Test func unmappedMoodsAndBadMoodMapsAreRefused() throws {
    try expectImportRefused(
      [Fixtures.Daylio.noteTitle], status: 65,
      message: "no score for the moods \"tired\", \"so-so\"; the file's moods and row counts "
        + "are: tired 2, so-so 1; give each a score from 1 to 10 with --mood-map "
        + "\"tired=N,so-so=N\"")
    try expectImportRefused(
      [Fixtures.Daylio.noteTitle, "--mood-map", "tired=low"], status: 64,
      message: "invalid --mood-map \"tired=low\": \"low\" in \"tired=low\" is not a whole number")
    try expectImportRefused(
      [Fixtures.Daylio.noteTitle, "--on-conflict", "overwrite"], status: 64,
      message: "unknown conflict policy \"overwrite\"; expected keep, replace or merge")
  }

  @Test func aHundredMegabyteFileIsRefusedBeforeItIsRead() throws {
    let path = folder.file("huge.csv")
    #expect(FileManager.default.createFile(atPath: path, contents: Data("full_date,".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 * 1_048_576)
    try handle.close()
    try expectImportRefused(
      [path], status: 65,
      message: "\"\(path)\" has 100.0 MiB; an import reads files of at most 64.0 MiB")
  }

  @Test func aMissingOrUnreadableFileIsRefused() throws {
    let gone = try write("x", to: "gone.json")
    try FileManager.default.removeItem(atPath: gone)
    try expectImportRefused(
      [gone], status: 66, message: "cannot read \"\(gone)\": no such file or directory")
    try expectImportRefused(
      [folder.path], status: 66,
      message: "cannot read \"\(folder.path)\": it is not a regular file")
  }

  @Test func exportOptionsAreChecked() throws {
    let json = try mood("export", "--from", "2026-01-01")
    #expect(json.status == 64)
    #expect(
      json.stderr.contains("--from is for --format csv; a JSON backup always holds everything"))
    let unwritable = try mood("export", "-o", folder.file("no/such/folder/x.json"))
    #expect(unwritable.status == 73)
    #expect(unwritable.stderr.contains("its folder does not exist; nothing was written there"))
  }

  // MARK: - Backup and restore

  @Test func aBackupTakenWhileAnotherProcessWritesIsAlwaysConsistent() throws {
    // The writer logs 2026-01-01, 01-02, ... in order, one process per day; every backup must
    // hold an unbroken run of those days from the first, and no fewer than the one before.
    try store.write { db in try db.save(try MoodEntry.sample("2025-12-31", score: 5)) }
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = [
      "-c",
      "i=0; while [ $i -lt 40 ]; do \"$MOOD\" log $((i % 10 + 1)) --date "
        + "$(date -u -d \"2026-01-01 + $i days\" +%F) --reason \"entry $i\" >/dev/null || exit 1;"
        + " i=$((i + 1)); done",
    ]
    writer.environment = MoodBinary.environment(
      store: store.path, adding: ["MOOD": MoodBinary.path])
    try writer.run()
    var backups: [String] = []
    repeat {
      let path = folder.file("backup-\(backups.count).sqlite")
      let result = try mood("backup", path)
      #expect(result.status == 0, "\(result.stderr)")
      backups.append(path)
    } while writer.isRunning
    writer.waitUntilExit()
    #expect(writer.terminationStatus == 0)
    backups.append(folder.file("backup-last.sqlite"))
    #expect(try mood("backup", backups[backups.count - 1]).status == 0)

    var previous = 0
    #expect(backups.count >= 2)
    for path in backups {
      let copy = try Store(path: path)
      let days = try copy.read { try $0.entries() }.map(\.day)
      try copy.close()
      let expected = (0..<days.count).map { Day.at("2025-12-31").adding(days: $0) }
      #expect(days == expected, "\(path)")
      #expect(days.count >= previous)
      previous = days.count
    }
    #expect(previous == 41)
  }

  @Test func restoreChecksTheFileKeepsABakAndReplacesTheStore() throws {
    try fill()
    let backup = folder.file("mood-backup.sqlite")
    #expect(try mood("backup", backup).stdout == "Backed up 3 entries to \(backup).\n")
    let saved = try snapshot()
    #expect(try mood("delete", "2026-11-27", "--yes").status == 0)
    let changed = try snapshot()

    let unconfirmed = try mood("restore", backup)
    #expect(unconfirmed.status == 64)
    #expect(unconfirmed.stderr.contains("without confirmation; add --yes"))

    let restored = try mood("restore", backup, "--yes")
    let kept = store.path + ".2026-11-29T200000Z.bak"
    #expect(
      restored.stdout
        == "Restored 3 entries from \(backup) into \(store.path).\n"
        + "The previous store is kept at \(kept).\n")
    #expect(try snapshot() == saved)
    #expect(try MoodBinary.run(["export"], store: kept).stdout == changed)
  }

  @Test func restoringADamagedFileIsRefusedAndChangesNothing() throws {
    try fill()
    let backup = folder.file("mood-backup.sqlite")
    #expect(try mood("backup", backup).status == 0)
    var data = try #require(FileManager.default.contents(atPath: backup))
    for offset in 4096 + 8..<min(data.count, 4096 + 3000) {
      data[offset] = UInt8(truncatingIfNeeded: offset &* 131)
    }
    try data.write(to: URL(fileURLWithPath: backup))
    let before = try snapshot()
    let files = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    let result = try mood("restore", backup, "--yes")
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: \"\(backup)\" is not a usable MoodCard store: "))
    #expect(result.stderr.contains("nothing was changed"))
    #expect(try snapshot() == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted() == files)
  }

  @Test func backingUpWithoutAStoreSaysSo() throws {
    let result = try mood("backup", folder.file("x.sqlite"))
    #expect(result.status == 66)
    #expect(result.stderr == "Error: there is no store at \(store.path) to back up\n")
  }
}
