import Foundation
import MoodCore
import MoodStore
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// `mood report` run as a person runs it: the built binary on a temporary store.
@Suite struct ReportCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// Runs `mood` on the test's store with today 2026-04-01, the last day of `Fixtures.week`.
  private func mood(_ arguments: String..., directory: String? = nil) throws -> CommandResult {
    try MoodBinary.run(
      arguments, store: store.path, now: "2026-04-01T12:00:00Z", directory: directory)
  }

  /// `Fixtures.week` with a reason on each entry.
  private func fillWithReasons() throws -> [MoodEntry] {
    try store.fill(with: Fixtures.week)
    let entries = try Fixtures.week.entries.enumerated().map { index, entry in
      try MoodEntry(
        day: entry.day, score: entry.score, words: entry.words, tags: entry.tags,
        reason: "Reason number \(index) for the report", loggedAt: entry.loggedAt,
        timeZone: entry.timeZone)
    }
    try store.write { db in for entry in entries { try db.save(entry) } }
    return entries
  }

  @Test func theDefaultReportCoversTheLast30DaysInANamedFile() throws {
    _ = try fillWithReasons()
    let folder = try TemporaryDirectory(prefix: "moodcard-report-out")
    let result = try mood("report", directory: folder.path)
    let name = "mood-report-2026-03-03-2026-04-01.pdf"
    #expect(result.status == 0)
    #expect(result.stdout == "Wrote \(name)\n")
    #expect(result.stderr.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    let pdf = try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
    #expect(pdf.starts(with: Data("%PDF".utf8)))
    let text = try ExternalTool.pdfText(pdf)
    #expect(text.contains("3 Mar – 1 Apr 2026 · 30 days"))
    #expect(text.contains("page 1 of "))
  }

  @Test func theReportHoldsEveryDateAndReasonAndRedactingLeavesTheReasonsOut() throws {
    let entries = try fillWithReasons()
    let file = store.directory.file("week.pdf")
    #expect(try mood("report", "--days", "7", "-o", file).status == 0)
    let text = try ExternalTool.pdfText(Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(!entries.isEmpty)
    for entry in entries {
      #expect(text.contains(entry.day.description))
      #expect(text.contains(entry.reason))
    }
    let redacted = store.directory.file("redacted.pdf")
    let result = try mood("report", "--days", "7", "--redact-reasons", "-o", redacted)
    #expect(result.status == 0)
    let numbersOnly = try ExternalTool.pdfText(Data(contentsOf: URL(fileURLWithPath: redacted)))
    for entry in entries {
      #expect(numbersOnly.contains(entry.day.description))
      #expect(!numbersOnly.contains(entry.reason))
    }
    #expect(!numbersOnly.contains("Reason number"))
  }

  @Test func rangesLocalesAndPapersAreTheOnesAskedFor() throws {
    _ = try fillWithReasons()
    let file = store.directory.file("march.pdf")
    let result = try mood(
      "report", "--month", "2026-03", "--locale", "zh-Hans", "--paper", "LETTER", "-o", file)
    #expect(result.status == 0)
    let pdf = try Data(contentsOf: URL(fileURLWithPath: file))
    let raw = String(decoding: pdf, as: UTF8.self)
    #expect(try ExternalTool.pdfInfo(pdf)["Title"] == "心情报告：2026年3月1日–31日")
    #expect(raw.contains("/MediaBox [ 0 0 612 792 ]"))
    let text = try ExternalTool.pdfText(pdf)
    #expect(text.contains("心情报告"))
    #expect(text.contains("第 1 页，共"))
  }

  @Test func theSameStoreGivesTheSameBytes() throws {
    _ = try fillWithReasons()
    let first = store.directory.file("first.pdf"), second = store.directory.file("second.pdf")
    #expect(try mood("report", "--days", "30", "-o", first).status == 0)
    #expect(try mood("report", "--days", "30", "-o", second).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: first))
        == Data(contentsOf: URL(fileURLWithPath: second)))
  }

  @Test func dashWritesThePDFToStandardOutput() throws {
    _ = try fillWithReasons()
    let result = try mood("report", "--days", "7", "-o", "-")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("%PDF-"))
  }

  @Test func anEmptyStoreGivesAReportSayingSoAndMakesNoStore() throws {
    let file = store.directory.file("empty.pdf")
    let result = try mood("report", "-o", file)
    #expect(result.status == 0)
    let text = try ExternalTool.pdfText(Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(text.contains("No entries in this range"))
    #expect(!FileManager.default.fileExists(atPath: store.path))
  }

  @Test(arguments: [
    (["--paper", "a5"], "unknown paper \"a5\"; expected a4 or letter"),
    (["--days", "0"], "--days \"0\": expected a whole number from 1 to 366"),
    (["--from", "2026-04-02"], "the range 2026-04-02 to 2026-04-01 ends before it starts"),
    (["--month", "2026-13"], "--month \"2026-13\""),
    (["--days", "7", "--month", "2026-03"], "--days and --month"),
    (["--locale", "fr"], "unknown locale \"fr\""),
  ])
  func badArgumentsAreUsageErrorsNamingTheValue(arguments: [String], message: String) throws {
    let file = store.directory.file("never.pdf")
    let result = try MoodBinary.run(
      ["report"] + arguments + ["-o", file], store: store.path, now: "2026-04-01T12:00:00Z")
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(result.stderr.contains("Usage: mood report"))
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func anOutputThatCannotBeCreatedExitsSeventyThreeAndLeavesNoFile() throws {
    _ = try fillWithReasons()
    let file = store.directory.file("missing/report.pdf")
    let result = try mood("report", "-o", file)
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("Error: cannot write \(file)"))
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func anExistingFileIsReplacedWholeWithNoTemporaryFilesLeft() throws {
    _ = try fillWithReasons()
    let folder = try TemporaryDirectory(prefix: "moodcard-report-out")
    let file = folder.file("report.pdf")
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    #expect(try mood("report", "--days", "7", "-o", file).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).starts(with: Data("%PDF".utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.pdf"])
  }

  @Test func aPDFIsNotPouredOntoATerminal() throws {
    let result = try MoodBinary.runOnTerminal(
      ["report", "-o", "-"], store: store.path, input: "")
    #expect(result.status == 64)
    #expect(result.stdout.contains("refusing to write a PDF report to the terminal"))
  }

  @Test func helpListsTheOptions() throws {
    let result = try mood("report", "--help")
    #expect(result.status == 0)
    for text in [
      "--days N", "--from DAY", "--month YYYY-MM", "--paper PAPER", "--locale LANG",
      "--redact-reasons", "-o, --output FILE",
    ] {
      #expect(result.stdout.contains(text), "\(text)")
    }
  }
}
