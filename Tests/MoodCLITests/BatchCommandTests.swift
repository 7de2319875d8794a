import Foundation
import MoodCore
import MoodStore
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// `mood batch` run as a person runs it: the built binary, a real store filled with the month
/// fixture (21 logged days of November 2026), real files in a temporary folder.
@Suite struct BatchCommandTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  /// The fixture's logged days, as card file names.
  let cardNames: [String]

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-batch")
    try store.fill(with: Fixtures.month)
    cardNames = Fixtures.month.entries.map { "\($0.day).png" }
  }

  /// Runs `mood` in the test's folder.
  private func mood(_ arguments: String...) throws -> CommandResult {
    try mood(arguments)
  }

  private func mood(_ arguments: [String]) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, directory: folder.path)
  }

  private func files(in name: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.file(name)).sorted()
  }

  private func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: folder.file(path)))
  }

  @Test func oneWorkerAndFourWorkersWriteTheSameBytes() throws {
    let one = try mood("batch", "--month", "2026-11", "-o", "one", "--jobs", "1")
    let four = try mood("batch", "--month", "2026-11", "-o", "four", "--jobs", "4")
    #expect(one.status == 0)
    #expect(four.status == 0)
    #expect(one.stdout == "Drew 21 cards into one\n")
    #expect(try files(in: "one") == [".mood-batch.json"] + cardNames)
    #expect(try files(in: "four") == files(in: "one"))
    for name in try files(in: "one") {
      #expect(try bytes("one/\(name)") == bytes("four/\(name)"), "\(name) differs")
    }
  }

  @Test func theDefaultFolderIsNamedAfterTheMonthOrTheRange() throws {
    #expect(
      try mood("batch", "--month", "2026-11", "--quiet").stdout
        == "Drew 21 cards into mood-2026-11\n")
    let range = try mood("batch", "--from", "2026-11-08", "--to", "2026-11-10", "--format", "svg")
    #expect(range.stdout == "Drew 3 cards into mood-2026-11-08-2026-11-10\n")
    #expect(
      try files(in: "mood-2026-11-08-2026-11-10")
        == [".mood-batch.json", "2026-11-08.svg", "2026-11-09.svg", "2026-11-10.svg"])
  }

  @Test func aRerunSkipsUpToDateCardsAndRedrawsWhatChanged() throws {
    #expect(try mood("batch", "--month", "2026-11", "-o", "out").status == 0)
    let before = try bytes("out/2026-11-08.png")
    let untouched = try bytes("out/2026-11-09.png")

    let again = try mood("batch", "--month", "2026-11", "-o", "out")
    #expect(again.stdout == "Drew 0 cards into out; skipped 21 up to date\n")
    #expect(again.stderr.isEmpty)

    // A changed entry redraws its card only.
    try store.write { db in
      try db.save(MoodEntry.sample("2026-11-08", score: 3, reason: "Rain all day"))
    }
    let changed = try mood("batch", "--month", "2026-11", "-o", "out")
    #expect(changed.stdout == "Drew 1 card into out; skipped 20 up to date\n")
    #expect(changed.stderr == "[1/1] 2026-11-08.png\n")
    #expect(try bytes("out/2026-11-08.png") != before)
    #expect(try bytes("out/2026-11-09.png") == untouched)

    // A changed option redraws every card; so does --force, and so does a missing file.
    let dark = try mood("batch", "--month", "2026-11", "-o", "out", "--theme", "dark", "--quiet")
    #expect(dark.stdout == "Drew 21 cards into out\n")
    #expect(try bytes("out/2026-11-09.png") != untouched)
    let forced = try mood("batch", "--month", "2026-11", "-o", "out", "--theme", "dark", "--force")
    #expect(forced.stdout == "Drew 21 cards into out\n")
    try FileManager.default.removeItem(atPath: folder.file("out/2026-11-09.png"))
    let missing = try mood("batch", "--month", "2026-11", "-o", "out", "--theme", "dark")
    #expect(missing.stdout == "Drew 1 card into out; skipped 20 up to date\n")
  }

  @Test func plainProgressListsEveryCardOnStandardErrorAndQuietNone() throws {
    let plain = try mood("batch", "--from", "2026-11-04", "--to", "2026-11-08", "--jobs", "1")
    #expect(plain.status == 0)
    #expect(
      plain.stderr
        == "[1/4] 2026-11-04.png\n[2/4] 2026-11-05.png\n[3/4] 2026-11-06.png\n"
        + "[4/4] 2026-11-08.png\n")
    let quiet = try mood("batch", "--month", "2026-11", "--quiet", "--force", "-o", "q")
    #expect(quiet.status == 0)
    #expect(quiet.stderr.isEmpty)
  }

  @Test func theProgressBarOnATerminalCountsUpInPlaceWithoutColourUnderNoColor() throws {
    let result = try MoodBinary.runOnTerminal(
      [
        "batch", "--from", "2026-11-04", "--to", "2026-11-06", "-o", folder.file("bar"),
      ],
      store: store.path, input: "", environment: ["NO_COLOR": "1"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\r[░░░░░░░░░░░░░░░░░░░░░░░░] 0/3\u{1B}[K"))
    #expect(result.stdout.contains("\r[████████████████████████] 3/3  "))
    #expect(result.stdout.contains(" cards/s  0s left\u{1B}[K"))
    #expect(!result.stdout.contains("\u{1B}[32m"))
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalStopsTheRunAndLeavesOnlyWholeCards(signal: Int32, status: Int32) throws {
    // Large cards on one worker, so that the signal comes while most are still to draw.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: MoodBinary.path)
    process.arguments = [
      "batch", "--month", "2026-11", "-o", folder.file("out"), "--jobs", "1", "--scale", "4",
      "--store", store.path,
    ]
    process.environment = MoodBinary.environment(store: store.path)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    // Wait for the first card's progress line, then signal mid-run.
    var stderr = Data()
    while !String(decoding: stderr, as: UTF8.self).contains("[1/21]") {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      stderr += chunk
    }
    kill(process.processIdentifier, signal)
    stderr += errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    #expect(process.terminationStatus == status)
    let message = String(decoding: stderr, as: UTF8.self)
    #expect(message.contains("Error: interrupted after "))
    let names = try files(in: "out")
    let cards = names.filter { $0.hasSuffix(".png") }
    // Nothing but whole cards and the manifest: no temporary file is left behind.
    #expect(names == [".mood-batch.json"] + cards)
    #expect(!cards.isEmpty)
    #expect(cards.count < 21)
    for name in cards {
      let image = try SnapshotImage(png: try bytes("out/\(name)"))
      #expect(image.width == 4320 && image.height == 5400, "\(name)")
    }
    // The next run draws the rest only.
    let rest = try mood(
      "batch", "--month", "2026-11", "-o", "out", "--scale", "4", "--quiet")
    #expect(rest.status == 0)
    #expect(
      rest.stdout
        == "Drew \(21 - cards.count) cards into out; skipped \(cards.count) up to date\n")
  }

  @Test func aMonthWithoutEntriesSaysSoAndExitsSixtySix() throws {
    let result = try mood("batch", "--month", "2026-10")
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "Error: no entries from 2026-10-01 to 2026-10-31, so no cards to draw; log a day "
        + "with `mood log SCORE --date DAY`\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: [
    (["--jobs", "0"], "--jobs \"0\": expected a whole number from 1 to 64"),
    (
      ["--from", "2026-09-01", "--to", "2026-11-30", "--sheet"],
      "the range 2026-09-01 to 2026-11-30 has 91 days; a sheet shows at most 42 (a month)"
    ),
    (["--theme", "sepia"], "unknown theme \"sepia\"; expected light or dark"),
    (
      ["--sheet-size", "poster"],
      "unknown sheet size \"poster\"; expected a4, letter or social"
    ),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try MoodBinary.run(["batch"] + arguments, store: store.path)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"))
    #expect(result.stderr.contains("Usage: mood batch [options]"))
  }

  @Test func theSheetShowsTheWeeksWithEachLoggedDaysThumbnail() throws {
    // --sheet-size alone asks for the sheet.
    let week = ["batch", "--from", "2026-11-09", "--to", "2026-11-15", "-o", "week", "--quiet"]
    let result = try mood(week + ["--sheet-size", "social"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Drew 5 cards into week\nWrote week/sheet-2026-11-09-2026-11-15.png\n")
    assertSnapshot(
      of: try bytes("week/sheet-2026-11-09-2026-11-15.png"),
      as: .png(tolerance: .sameRenderer),
      named: "sheet-week-social")
    let again = try mood(week + ["--sheet-size", "social"])
    #expect(
      again.stdout
        == "Drew 0 cards into week; skipped 5 up to date\n"
        + "The sheet week/sheet-2026-11-09-2026-11-15.png is up to date\n")
    // Another page is another sheet: --sheet is A4, at 300 dpi.
    let a4 = try mood(week + ["--sheet"])
    #expect(
      a4.stdout
        == "Drew 0 cards into week; skipped 5 up to date\n"
        + "Wrote week/sheet-2026-11-09-2026-11-15.png\n")
    let header = [UInt8](try bytes("week/sheet-2026-11-09-2026-11-15.png").prefix(24))
    // 2480 x 3508 pixels.
    #expect(header[16..<24].map { $0 } == [UInt8]([0, 0, 0x09, 0xB0, 0, 0, 0x0D, 0xB4]))
  }
}
