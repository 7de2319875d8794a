import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// Issue 10: text and numbers that used to be cut, crash a picture, reach the terminal raw or
/// be misread: each refused or shown with a message that names it.
@Suite struct InputSafetyTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  private func backup(entry: String = "", habit: String = "", word: String = "") -> String {
    let entries =
      entry.isEmpty
      ? ""
      : """
      {"day": "2026-11-20", "score": 7, "words": [], \(entry) \
      "loggedAt": "2026-11-20T10:00:00Z", "timeZone": "UTC", \
      "createdAt": "2026-11-20T10:00:00Z", "updatedAt": "2026-11-20T10:00:00Z"}
      """
    return """
      {"format": "moodcard-backup", "version": 1, "entries": [\(entries)], \
      "habits": [\(habit)], "completions": [], "words": [\(word)]}
      """
  }

  private func importing(_ json: String, _ extra: String...) throws -> CommandResult {
    let path = folder.file("backup-\(UUID().uuidString).json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
    return try MoodBinary.run(["import", path] + extra, store: store.path)
  }

  // MARK: - Text at the domain's door

  @Test func aNULInImportedTextIsRefusedNamingTheField() throws {
    for (json, field) in [
      (backup(entry: #""reason": "kept\u0000 lost", "tags": [],"#), "entries[0].reason"),
      (backup(entry: #""reason": "", "tags": ["a\u0000b"],"#), "entries[0].tags[0]"),
      (
        backup(word: #"{"id": "cozy", "valence": "pleasant", "english": "Co\u0000zy"}"#),
        "words[0].english"
      ),
      (
        backup(
          habit:
            ##"{"id": 1, "name": "Wa\u0000lk", "color": "#2FA39A", "archived": false, "createdDay": "2026-11-01", "order": 0}"##
        ), "habits[0].name"
      ),
    ] {
      for dryRun in [true, false] {
        let result = try importing(json, dryRun ? "--dry-run" : "--on-conflict=keep")
        #expect(result.status == 65, "\(field): \(result.stderr)")
        #expect(result.stderr.contains("\(field): text holding U+0000 (a control character)"))
        #expect(!result.stderr.contains("SQLite"))
      }
    }
    #expect(try store.read { try $0.entryCount() } == 0)
  }

  @Test func controlCharactersAndNoncharactersAreRefusedByEveryCommandThatTakesText() throws {
    let cases: [[String]] = [
      ["log", "7", "--reason", "bad " + Noncharacter.fffe + " here"],
      ["log", "7", "--reason", "bad " + Noncharacter.fdd0 + " here"],
      ["log", "7", "--tags", "a\u{1B}]0;pwned\u{07}"],
      ["habit", "add", "Wa\u{1}lk"],
      ["words", "add", "Co\u{85}zy", "--valence", "pleasant"],
      ["words", "add", "Cozy", "--valence", "pleasant", "--zh", "舒" + Noncharacter.ffff + "适"],
    ]
    for arguments in cases {
      let result = try MoodBinary.run(arguments, store: store.path)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains("text may hold no control character"), "\(result.stderr)")
    }
    // A tab and line breaks are fine in a reason.
    #expect(try mood("log", "7", "--reason", "one\ttwo\nthree").status == 0)
    #expect(try store.read { try $0.entryCount() } == 1)
  }

  @Test func textWrittenBeforeTheRuleIsShownEscapedNeverRaw() throws {
    try mood("log", "6", "--tags", "work").succeeded()
    let write = try store.open()
    try write.write { db in
      try db.execute(
        "UPDATE entries SET reason = 'title' || char(27) || ']0;pwned' || char(7) || ' end', "
          + "tags = json_array('a' || char(27) || '[31m')")
    }
    try write.close()
    for command in [["show"], ["list"]] {
      let result = try MoodBinary.run(command, store: store.path)
      #expect(result.status == 0)
      #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
      #expect(result.stdout.contains(#"title\x1B]0;pwned\x07 end"#))
      #expect(result.stdout.contains(#"a\x1B[31m"#))
    }
  }

  @Test func aHabitIconTypedWithoutTheEmojiSelectorIsAcceptedAndStoredAsEmoji() throws {
    for (icon, name) in [("🕰", "Clock"), ("❤", "Love"), ("☺", "Smile"), ("🚶", "Walk")] {
      let result = try mood("habit", "add", name, "--icon", icon)
      #expect(result.status == 0, "\(icon): \(result.stderr)")
    }
    let icons = try store.read { try $0.habits() }.map(\.icon)
    #expect(icons == ["🕰\u{FE0F}", "❤\u{FE0F}", "☺\u{FE0F}", "🚶"])
    #expect(try mood("habit", "add", "Digit", "--icon", "7").status == 64)
    #expect(try mood("habit", "add", "Two", "--icon", "🚶🚶").status == 64)
  }

  // MARK: - JSON that is well-formed

  @Test func aBackupStartingWithAByteOrderMarkIsRead() throws {
    let result = try importing("\u{FEFF}" + backup(entry: #""reason": "bom", "tags": [],"#))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try store.read { try $0.entryCount() } == 1)
  }

  @Test func numbersThatAreNotWholeAreNamedWithTheirField() throws {
    for literal in ["7.5", "123456789012345678901234567890", "1e400"] {
      let json = backup(entry: #""reason": "", "tags": [],"#).replacingOccurrences(
        of: #""score": 7"#, with: #""score": \#(literal)"#)
      let result = try importing(json)
      #expect(result.status == 65)
      #expect(
        result.stderr.contains(
          "entries[0].score: \(literal) is not accepted; expected a whole number from 1 to 10"),
        "\(result.stderr)")
      #expect(!result.stderr.contains("well-formed"))
    }
  }

  // MARK: - Days after today

  @Test func daysAfterTodayAreRefusedEverywhere() throws {
    let log = try mood("log", "7", "--date", "2026-11-30")
    #expect(log.status == 64)
    #expect(log.stderr.contains("2026-11-30 is after today (2026-11-29)"))
    // Today is a day later a few hours east.
    #expect(
      try MoodBinary.run(
        ["log", "7", "--date", "2026-11-30", "--tz", "Pacific/Auckland"], store: store.path
      ).status == 0)
    try mood("habit", "add", "Walk").succeeded()
    #expect(try mood("habit", "done", "walk", "--date", "2026-12-01").status == 64)

    let future = backup(entry: #""reason": "", "tags": [],"#).replacingOccurrences(
      of: "2026-11-20", with: "2026-12-24")
    let imported = try importing(future)
    #expect(imported.status == 65)
    #expect(imported.stderr.contains("entries[0].day (2026-12-24)"))
    let csv = folder.file("daylio.csv")
    let rows = [
      "2026-11-28,November 28,Saturday,8:00 pm,good,,",
      "2026-12-02,December 2,Wednesday,9:00 am,rad,,",
    ]
    #expect(
      FileManager.default.createFile(
        atPath: csv,
        contents: Data(
          (["full_date,date,weekday,time,mood,activities,note"] + rows).joined(separator: "\n").utf8
        )))
    let daylio = try MoodBinary.run(["import", csv], store: store.path)
    #expect(daylio.status == 65)
    #expect(daylio.stderr.contains("line 3 (2026-12-02)"))
    #expect(try store.read { try $0.entries() }.map(\.day.description) == ["2026-11-30"])
  }

  // MARK: - Messages

  @Test func repeatedDaylioWarningsAreSummarized() throws {
    let csv = folder.file("daylio.csv")
    var text = "full_date,date,weekday,time,mood,activities,note\n"
    let note = String(repeating: "n", count: 40)
    for minute in 0..<2000 {
      text +=
        "2026-11-01,November 1,Sunday,\(minute / 60 % 12 + 1):\(String(format: "%02d", minute % 60)) am,good,,\(note)\n"
    }
    #expect(FileManager.default.createFile(atPath: csv, contents: Data(text.utf8)))
    let result = try MoodBinary.run(["import", csv, "--dry-run"], store: store.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.count < 400, "\(result.stderr.count) characters")
    #expect(result.stderr.contains("lines 2, 3, 4, 5, 6 and 1995 more"))

    // Many days with a warning each: the first five, then a count.
    var days = "full_date,date,weekday,time,mood,activities,note\n"
    for day in 1...20 {
      let date = "2026-10-\(day < 10 ? "0" : "")\(day)"
      days += "\(date),October \(day),Monday,8:00 pm,good,,\(String(repeating: "m", count: 300))\n"
      days += "\(date),October \(day),Monday,7:00 pm,good,,\(String(repeating: "e", count: 300))\n"
    }
    #expect(FileManager.default.createFile(atPath: csv, contents: Data(days.utf8)))
    let many = try MoodBinary.run(["import", csv, "--dry-run"], store: store.path)
    #expect(many.status == 0, "\(many.stderr)")
    let lines = many.stderr.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.last == "warning: and 15 more warnings like these")
  }

  @Test func chineseWordsKeepTheStatsColumnsAligned() throws {
    try mood("words", "add", "Homesick", "--valence", "unpleasant", "--zh", "想家").succeeded()
    try mood("log", "7", "--words", "平静,想家", "--tags", "工作,walk").succeeded()
    let text = try mood("stats").stdout
    // In each section, every count starts at the same terminal column.
    for section in ["Words", "Tags"] {
      let lines =
        text.components(separatedBy: "\n\n").first { $0.hasPrefix(section) }?
        .split(separator: "\n").dropFirst() ?? []
      #expect(lines.count == 2, "\(section): \(text)")
      let starts = lines.map { line in line.prefix { !$0.isNumber }.displayWidth }
      #expect(Set(starts).count == 1, "\(section): \(lines)")
    }
  }

  @Test func everyHabitArchivedSaysHowManyAndHowToListThem() throws {
    try mood("habit", "add", "Walk").succeeded()
    try mood("habit", "add", "Read").succeeded()
    try mood("habit", "archive", "walk").succeeded()
    try mood("habit", "archive", "read").succeeded()
    let result = try mood("habit", "list")
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "No active habits; 2 habits archived: `mood habit list --all` lists them, "
        + "`mood habit unarchive NAME` brings one back.\n")
  }

  @Test func anEnormousRangeIsRefusedAtOnce() throws {
    let result = try mood("chart", "line", "--from", "0001-01-01", "--to", "9999-12-31")
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "the range 0001-01-01 to 9999-12-31 has 3652059 days; a line chart or a report draws at "
          + "most 3660 days"))
    #expect(try mood("stats", "--from", "2016-12-01", "--to", "2026-11-29").status == 0)
  }
}
