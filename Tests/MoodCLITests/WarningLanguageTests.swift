import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Warnings, whole, through the built binary, in Simplified Chinese under `LANG=zh_CN.UTF-8`
/// and in English with `--locale en`: a card whose reason is cut to fit, a Daylio day whose
/// notes are shortened.
@Suite struct WarningLanguageTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// Runs `arguments` in both languages; each exits 0 and writes `chinese` or `english` as the
  /// whole of standard error.
  private func expectWarned(
    _ arguments: [String], english: String, chinese: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (options, message) in [([], chinese), (["--locale", "en"], english)] {
      let result = try MoodBinary.run(
        arguments + options, store: store.path, environment: ["LANG": "zh_CN.UTF-8"],
        directory: store.directory.path)
      #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
      #expect(result.stderr == message + "\n", sourceLocation: sourceLocation)
    }
  }

  @Test func aCardWhoseReasonIsCutSaysSo() throws {
    let reason = String(repeating: "word ", count: 100)
    let logged = try MoodBinary.run(
      ["log", "6", "--date", "2026-11-28", "--reason", reason], store: store.path)
    #expect(logged.status == 0)
    try expectWarned(
      ["card", "2026-11-28", "--size", "square", "-o", "card.png"],
      english: "Warning: the reason was cut to 394 of 499 characters to fit the square card",
      chinese: "警告：原因共 499 个字符，为放进方形卡片，已截短为 394 个")
  }

  @Test func aDaylioDayWhoseNotesAreShortenedSaysSo() throws {
    let note = String(repeating: "a", count: 300)
    let path = store.directory.file("daylio.csv")
    try Data(
      ("full_date,date,weekday,time,mood,activities,note_title,note\n"
        + "2026-11-02,November 2,Monday,20:00,good,,,\(note)\n"
        + "2026-11-02,November 2,Monday,08:00,good,,,\(note)\n").utf8
    ).write(to: URL(fileURLWithPath: path))
    try expectWarned(
      ["import", path, "--dry-run"],
      english: "warning: 2026-11-02 (lines 2, 3): the notes have 601 characters; kept the first "
        + "499 and added \"…\"",
      chinese: "警告：2026-11-02（第 2、3 行）：备注共有 601 个字符；保留了前 499 个，并加上“…”")
  }
}
