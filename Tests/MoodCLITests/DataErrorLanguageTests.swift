import Foundation
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// A refused file or store, whole, through the built binary: in Simplified Chinese under
/// `LANG=zh_CN.UTF-8`, and in English when `--locale en` overrides it; every part of the
/// message (what a field must hold, what was found, why a file is no store) in the language,
/// only the file's own values and the system's words as they are given.
@Suite struct DataErrorLanguageTests {
  let store: TemporaryStore
  var folder: TemporaryDirectory { store.directory }

  init() throws {
    store = try TemporaryStore()
    #expect(
      try MoodBinary.run(["log", "7", "--date", "2026-11-03"], store: store.path).status == 0)
  }

  /// Runs `arguments` under a Chinese `LANG`, then with `--locale en`, and checks the exit code
  /// and the whole of standard error in each language.
  private func expectRefused(
    _ arguments: [String], storePath: String? = nil, status: Int32, english: String,
    chinese: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (options, message) in [([], "错误：" + chinese), (["--locale", "en"], "Error: " + english)] {
      let result = try MoodBinary.run(
        arguments + options, store: storePath ?? store.path,
        environment: ["LANG": "zh_CN.UTF-8"])
      #expect(result.status == status, "\(arguments + options)", sourceLocation: sourceLocation)
      #expect(result.stderr == message + "\n", sourceLocation: sourceLocation)
      #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    }
  }

  /// A backup of the store with `change` made to its JSON object.
  private func backup(_ name: String, _ change: (inout [String: Any]) -> Void) throws -> String {
    let path = folder.file(name)
    #expect(try MoodBinary.run(["export", "-o", path], store: store.path).status == 0)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aBadFieldOfABackup() throws {
    let day = try backup("day.json") { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[0]["day"] = "2026-02-30"
      object["entries"] = entries
    }
    try expectRefused(
      ["import", day], status: 65,
      english: #"entries[0].day: "2026-02-30" is not accepted; expected a real day written "#
        + #"YYYY-MM-DD (invalid day "2026-02-30": February 2026 has 28 days)"#,
      chinese: #"entries[0].day：不接受 "2026-02-30"；应为写成 YYYY-MM-DD 的真实日期"#
        + "（无效的日期“2026-02-30”：2026年2月只有 28 天）")
    let missing = try backup("missing.json") { object in
      var entries = object["entries"] as? [[String: Any]] ?? []
      entries[0]["score"] = nil
      object["entries"] = entries
    }
    try expectRefused(
      ["import", missing], status: 65,
      english: "entries[0].score: a missing field is not accepted; expected every field of a "
        + "version 1 backup",
      chinese: "entries[0].score：不接受 缺少的字段；应为备份版本 1 的所有字段")
    let valence = try backup("valence.json") { object in
      object["words"] = [["id": "zesty", "english": "Zesty", "valence": "great"]]
    }
    try expectRefused(
      ["import", valence], status: 65,
      english: #"words[0].valence: "great" is not accepted; expected pleasant, neutral or "#
        + "unpleasant",
      chinese: #"words[0].valence：不接受 "great"；应为以下之一：pleasant、neutral 或 unpleasant"#)
  }

  @Test func aMalformedJSONFile() throws {
    let path = folder.file("broken.json")
    try Data(
      "{\n  \"format\": \"moodcard-backup\",\n  \"version\": 1,\n  \"entries\": [1, }\n".utf8
    )
    .write(to: URL(fileURLWithPath: path))
    try expectRefused(
      ["import", path], status: 65,
      english:
        "the file is not well-formed JSON: invalid JSON at entries[1], line 4 (character 66)",
      chinese: "文件不是格式正确的 JSON：JSON 无效，位于 entries[1]，第 4 行（第 66 个字符）")
    try Data("{\"format\": \"moodcard-backup\", \"version\": 1, \"entries\": [".utf8)
      .write(to: URL(fileURLWithPath: path))
    try expectRefused(
      ["import", path], status: 65,
      english: "the file is not well-formed JSON: the text ends before the JSON does",
      chinese: "文件不是格式正确的 JSON：JSON 还没有结束，文字就结束了")
  }

  /// A Daylio export of `rows` under Daylio's header, in the test's folder.
  private func daylioExport(_ rows: String...) throws -> String {
    let path = folder.file("daylio.csv")
    let lines = ["full_date,date,weekday,time,mood,activities,note_title,note"] + rows
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aBadValueOfADaylioExport() throws {
    let path = try daylioExport("2026-11-02,November 2,Monday,25:99,good,,,")
    try expectRefused(
      ["import", path], status: 65,
      english: #"line 2, column "time": "25:99" is not accepted; expected a time like 20:39, "#
        + "5:01 PM or 10:00 pm",
      chinese: "第 2 行“time”列：不接受“25:99”；应为形如 20:39、5:01 PM 或 10:00 pm 的时间")
  }

  @Test func aControlCharacterInADaylioNoteIsDescribedNotQuoted() throws {
    let path = try daylioExport("2026-11-02,November 2,Monday,20:00,good,,,bad\u{7}bell")
    try expectRefused(
      ["import", path], status: 65,
      english: #"line 2, column "note": text holding U+0007 (a control character) is not "#
        + "accepted; expected text without control characters (a tab and line breaks aside) or "
        + "Unicode noncharacters",
      chinese: "第 2 行“note”列：不接受含有 U+0007（控制字符）的文字；应为不含控制字符（制表符和换行除外）和 Unicode 非字符的文字")
  }

  @Test func aDamagedRow() throws {
    try store.write { db in
      try db.execute("PRAGMA ignore_check_constraints = ON")
      try db.execute("UPDATE entries SET words = 'calm'")
    }
    try expectRefused(
      ["list"], status: 65,
      english: #"the store holds a damaged row: the entry for 2026-11-03: its words holds the "#
        + #"text "calm", not a list of strings. MoodCard did not write it; restore a backup "#
        + "with `mood restore`, or fix the row with the sqlite3 tool",
      chinese: "数据中有一行已损坏：2026-11-03 的记录：它的 words 列是文字“calm”，而不是字符串列表。"
        + "这一行不是 MoodCard 写入的；请用 `mood restore` 恢复备份，或用 sqlite3 工具修正这一行")
  }

  @Test func aFileThatIsNoStoreGivenToRestore() throws {
    let notes = folder.file("notes.txt")
    try Data("dear diary\n".utf8).write(to: URL(fileURLWithPath: notes))
    try expectRefused(
      ["restore", notes, "--yes"], status: 65,
      english: "\"\(notes)\" is not a usable MoodCard store: it is not an SQLite database; "
        + "nothing was changed",
      chinese: "“\(notes)”不是可用的 MoodCard 数据文件：它不是 SQLite 数据库；没有做任何更改")
    let newer = folder.file("newer.sqlite")
    #expect(try MoodBinary.run(["backup", newer], store: store.path).status == 0)
    let backup = try Store(path: newer)
    try backup.write { db in try db.execute("PRAGMA user_version = 99") }
    try backup.close()
    try expectRefused(
      ["restore", newer, "--yes"], status: 65,
      english: "\"\(newer)\" is not a usable MoodCard store: its schema version is 99; this "
        + "MoodCard reads 1 to \(Store.schemaVersion); update MoodCard; nothing was changed",
      chinese: "“\(newer)”不是可用的 MoodCard 数据文件：它的数据结构版本为 99；此版本的 MoodCard 能读取版本 1 到 "
        + "\(Store.schemaVersion)；请更新 MoodCard；没有做任何更改")
  }

  @Test func aStorePathThroughAFile() throws {
    let blocker = folder.file("blocker")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: blocker))
    let path = blocker + "/mood.sqlite"
    try expectRefused(
      ["list"], storePath: path, status: 66,
      english: "cannot open the store at \(path): \(blocker) is a file, not a folder",
      chinese: "无法打开 \(path) 处的数据：\(blocker) 是文件，不是文件夹")
    try expectRefused(
      ["log", "5"], storePath: path, status: 73,
      english: "cannot create the store at \(path): \(blocker) is a file, not a folder; choose "
        + "another place with --store",
      chinese: "无法在 \(path) 创建数据文件：\(blocker) 是文件，不是文件夹；请用 --store 选择别的位置")
  }
}
