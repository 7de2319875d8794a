import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood import` of other apps' files, through the built `mood`, on the fixtures of
/// `Tests/Fixtures/daylio-backup` and `Tests/Fixtures/other-apps` (see their READMEs).
@Suite struct OtherAppImportTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private func mood(_ arguments: String..., language: String = "C") throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, environment: ["LC_ALL": language])
  }

  private static let backups = Fixtures.folder + "/daylio-backup/"
  private static let others = Fixtures.folder + "/other-apps/"
  private static let dayRule =
    "Several check-ins on one day make one entry: the day's own value where the app has one, "
    + "else the last score of the day; all words and tags; the notes in time order, each after "
    + "its time."
  static let keepRule =
    "A day the store has already keeps its entry, and the file's is skipped (--on-conflict "
    + "keep); a habit done or not done on it stays as the store has it."

  @Test func theDryRunOfADaylioBackupPrintsTheWholeMappingTable() throws {
    let path = Self.backups + "edge-cases.daylio"
    let result = try mood("import", path, "--tz", "Europe/London", "--dry-run")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        \(path): Daylio backup, 6 check-ins on 3 days, 2026-02-01 to 2026-03-29
        Scores:
          rad → 9 (1)
          Content → 7 (1)
          good → 7 (1)
          meh → 5 (0)
          okay → 5 (1)
          bad → 3 (1)
          awful → 1 (1)
        Words:
          Content → Content (1)
        Tags:
          Work › 工作 → 工作 (2)
          Social › family → family (2)
          Health › run 🏃 → run 🏃 (2)
          reading → reading (1)
        Habits:
          Run three times a week → Run three times a week (2)
        Not imported:
          goal "Drink water": 1 (not a habit done on a day)
          photos: 2 (MoodCard keeps no pictures)
          the app's PIN lock: never imported
        \(Self.dayRule)
        \(Self.keepRule)
          entries: 3 added, 0 updated, 0 skipped
          habits: 1 added, 0 updated, 0 skipped
          completions: 1 added, 0 updated, 0 skipped
        Dry run: nothing was written.

        """)
    #expect(try mood("export").stdout.contains("\"entries\" : [\n\n  ]"))
  }

  @Test func aDaylioBackupImportsOnceAndTheSecondTimeChangesNothing() throws {
    let path = Self.backups + "edge-cases.daylio"
    let first = try mood("import", path, "--tz", "Europe/London")
    #expect(first.status == 0, "\(first.stderr)")
    let exported = try mood("export").stdout
    let second = try mood("import", path, "--tz", "Europe/London")
    #expect(
      second.stdout.hasSuffix(
        "  entries: 0 added, 0 updated, 3 skipped\n  habits: 0 added, 0 updated, 1 skipped\n"
          + "  completions: 0 added, 0 updated, 1 skipped\n"))
    #expect(try mood("export").stdout == exported)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])
    let entries = try #require(document["entries"] as? [[String: Any]])
    #expect(entries.map { $0["day"] as? String } == ["2026-02-01", "2026-02-08", "2026-03-29"])
    #expect(entries.map { $0["score"] as? Int } == [1, 9, 3])
    #expect(
      entries[1]["reason"] as? String
        == "08:15 Good start\nwith tea\n12:05 午饭很好吃 🍜\n21:40 Evening\nLong run & dinner\n"
        + "Slept well")
    #expect(entries[1]["words"] as? [String] == ["content"])
    #expect(entries[1]["tags"] as? [String] == ["family", "reading", "run 🏃", "工作"])
    // The clocks went forward at 01:00 on March 29: 22:30 local is 21:30 UTC.
    #expect(entries[2]["loggedAt"] as? String == "2026-03-29T21:30:00.000Z")
    #expect(entries[2]["reason"] as? String == "00:30 Before the change\n22:30 Clocks went forward")
    #expect(!exported.contains("4321"))
  }

  @Test func mergeKeepsTheStoresScoreAndJoinsTheBackupsWordsTagsAndNotes() throws {
    let path = Self.backups + "edge-cases.daylio"
    try mood("log", "4", "--date", "2026-02-08", "--words", "calm", "--tags", "Work", "--tz", "UTC")
      .succeeded()
    let dry = try mood(
      "import", path, "--tz", "Europe/London", "--on-conflict", "merge", "--dry-run")
    #expect(
      dry.stdout.contains(
        "\nA day the store has already keeps its score, reason and times (the file's reason "
          + "where the store has none) and gains the file's words and tags; a habit is done on "
          + "it when either says so (--on-conflict merge).\n  entries: 2 added, 1 updated, "
          + "0 skipped\n"), "\(dry.stdout)")
    let merged = try mood("import", path, "--tz", "Europe/London", "--on-conflict", "merge")
    #expect(merged.status == 0, "\(merged.stderr)")
    let days = try entries()
    #expect(days.map { $0["day"] as? String } == ["2026-02-01", "2026-02-08", "2026-03-29"])
    #expect(days.map { $0["score"] as? Int } == [1, 4, 3])
    #expect(days[1]["words"] as? [String] == ["calm", "content"])
    #expect(days[1]["tags"] as? [String] == ["family", "reading", "run 🏃", "Work", "工作"])
    #expect(days[1]["timeZone"] as? String == "UTC")
    #expect(
      days[1]["reason"] as? String
        == "08:15 Good start\nwith tea\n12:05 午饭很好吃 🍜\n21:40 Evening\nLong run & dinner\n"
        + "Slept well")
    let again = try mood("import", path, "--tz", "Europe/London", "--on-conflict", "merge")
    #expect(again.stdout.contains("  entries: 0 added, 0 updated, 3 skipped\n"))
  }

  /// The entries the store holds, as the JSON export writes them.
  private func entries() throws -> [[String: Any]] {
    let document = try JSONSerialization.jsonObject(with: Data(try mood("export").stdout.utf8))
    return (document as? [String: Any])?["entries"] as? [[String: Any]] ?? []
  }

  @Test func pixelsHowWeFeelAndBearableFollowTheSameDayRule() throws {
    for file in [
      "PIXELS-BACKUP-edge-cases.json", "HowWeFeelEmotions.csv", "bearable-export-10-02-2026.csv",
    ] {
      let store = try TemporaryStore()
      let result = try MoodBinary.run(
        ["import", Self.others + file, "--tz", "Europe/London"], store: store.path,
        environment: ["LC_ALL": "C"])
      #expect(result.status == 0, "\(file): \(result.stderr)")
      let again = try MoodBinary.run(
        ["import", Self.others + file, "--tz", "Europe/London"], store: store.path,
        environment: ["LC_ALL": "C"])
      #expect(again.stdout.contains(" 0 added, 0 updated"), "\(file): \(again.stdout)")
    }
    let pixels = try MoodBinary.run(
      ["import", Self.others + "PIXELS-BACKUP-edge-cases.json"], store: store.path)
    #expect(pixels.status == 0)
    let days = try entries()
    #expect(days.map { $0["day"] as? String } == ["2026-02-08", "2026-02-09", "2026-03-01"])
    // Scores 2 then 4 on February 8: the last, 4, is 7 on MoodCard's scale.
    #expect(days.map { $0["score"] as? Int } == [7, 9, 1])
    #expect(days[0]["words"] as? [String] == ["happy", "calm"])
    #expect(days[0]["tags"] as? [String] == ["giddy", "work", "跑步"])
    #expect(days[0]["reason"] as? String == "Two moods today 🙂")
  }

  @Test func howWeFeelScoresADayFromItsLastCheckInsWords() throws {
    let result = try mood("import", Self.others + "HowWeFeelEmotions.csv", "--tz", "Europe/London")
    #expect(result.status == 0, "\(result.stderr)")
    let days = try entries()
    #expect(days.map { $0["day"] as? String } == ["2026-02-08", "2026-02-09", "2026-03-29"])
    // Feb 8: 08:05 Calm 7, Grateful 8; 21:15 Anxious 3, Tired 4: the last, (3 + 4) / 2 = 3.5 → 4.
    #expect(days.map { $0["score"] as? Int } == [4, 8, 2])
    #expect(days[0]["words"] as? [String] == ["calm", "grateful", "anxious", "tired"])
    #expect(days[0]["reason"] as? String == "08:05 Morning walk 🌳\n21:15 Late night\nthinking")
    #expect(days[2]["loggedAt"] as? String == "2026-03-29T22:30:00.000Z")
  }

  @Test func theRealEmptyDaylioBackupImportsNothing() throws {
    let path = Self.backups + "dayligo-empty_diary.daylio"
    let result = try mood("import", path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(path): Daylio backup, no check-ins\n"))
    #expect(result.stdout.hasSuffix("  entries: 0 added, 0 updated, 0 skipped\n"))
  }

  @Test(arguments: [
    (
      "daylio-backup/damaged-month.daylio",
      "dayEntries[0], field \"month\": \"2026/12/1\" is not accepted; expected a real day, its "
        + "month counted from 0 (January)",
      "dayEntries[0]，字段“month”：不接受“2026/12/1”；应为真实存在的日期，月份从 0（一月）算起"
    ),
    (
      "daylio-backup/control-character.daylio",
      "dayEntries[1], field \"note\": text holding U+001B",
      "dayEntries[1]，字段“note”"
    ),
    (
      "zip/climbs-out.zip",
      "entry \"../evil.txt\": the entry's name climbs out of the archive",
      "中的“../evil.txt”：条目名称会跳出压缩包"
    ),
    (
      "zip/bomb.zip", "entry \"backup.daylio\": the entry expands past 64.0 MiB",
      "中的“backup.daylio”：该条目解压后超过 64.0 MiB"
    ),
    (
      "zip/link.zip", "entry \"backup.daylio\": the entry is a symbolic link",
      "中的“backup.daylio”：该条目是符号链接"
    ),
    (
      "other-apps/PIXELS-BACKUP-damaged.json",
      "[0], field \"date\": \"2026-2-30\" is not accepted; expected a value written like 2026-2-8",
      "[0]，字段“date”：不接受“2026-2-30”；应为形如 2026-2-8 的值"
    ),
    (
      "other-apps/HowWeFeelEmotions-damaged.csv",
      "line 2, field \"Date\": \"2026 Sun Feb 8 25:15 PM\" is not accepted",
      "第 2 行，字段“Date”：不接受“2026 Sun Feb 8 25:15 PM”"
    ),
    (
      "other-apps/bearable-export-damaged.csv",
      "line 2, field \"rating/amount\": \"7\" is not accepted; expected a whole number from 1 to 5",
      "第 2 行，字段“rating/amount”：不接受“7”"
    ),
  ])
  func aDamagedOrHostileFileIsRefusedInBothLanguagesAndNothingIsWritten(
    file: String, english: String, chinese: String
  ) throws {
    let path = Fixtures.folder + "/" + file
    let result = try mood("import", path)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: \"\(path)\""))
    #expect(result.stderr.contains(english), "\(result.stderr)")
    #expect(result.stdout == "")
    let zh = try mood("import", path, language: "zh_CN.UTF-8")
    #expect(zh.status == 65)
    #expect(zh.stderr.contains(chinese), "\(zh.stderr)")
    #expect(try mood("export").stdout.contains("\"entries\" : [\n\n  ]"))
  }

  /// `kill -9` while the import holds its write transaction. Each attempt is a new store,
  /// and the kill waits on that state (SQLite's write lock held, `StoreWriteLock`), never on a
  /// delay; an import that ends between the look and the kill is whole and tried again.
  @Test(.timeLimit(.minutes(10)))
  func aKilledImportLeavesTheStoreAsItWas() throws {
    var landed = false
    for _ in 0..<20 where !landed {
      let store = try TemporaryStore()
      let mood = { (arguments: [String]) in try MoodBinary.run(arguments, store: store.path) }
      try mood(["log", "6", "--date", "2015-06-01", "--reason", "Before the import"]).succeeded()
      let before = try mood(["export"]).succeeded().stdout
      let process = Process()
      process.executableURL = URL(fileURLWithPath: MoodBinary.path)
      process.arguments = ["import", Self.backups + "ten-years.daylio", "--tz", "UTC"]
      process.environment = MoodBinary.environment(store: store.path)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      while process.isRunning {
        if try StoreWriteLock.isHeld(store.path) {
          kill(process.processIdentifier, SIGKILL)
          break
        }
        // Each look is a process of its own: spaced a little, so that the looks leave the
        // importer the CPU (its transaction lasts far longer than this).
        usleep(10_000)
      }
      process.waitUntilExit()
      let after = try mood(["export"]).succeeded().stdout
      if process.terminationReason == .uncaughtSignal {
        landed = true
        #expect(after == before, "the store is as it was, byte for byte in its export")
      } else {
        // It committed and ended between the look and the kill: one transaction, all of it.
        #expect(process.terminationStatus == 0)
        let document = try JSONSerialization.jsonObject(with: Data(after.utf8))
        #expect(((document as? [String: Any])?["entries"] as? [Any])?.count == 3654)
      }
    }
    #expect(landed, "no kill landed inside the import's transaction in 20 attempts")
  }
}
