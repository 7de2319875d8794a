import CardRender
import Foundation
import MoodCore
import Stats
import StoreTestSupport
import TestSupport
import Testing

/// `mood card` run as a person runs it: the built binary, a real store, real files.
@Suite struct CardCommandTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-card")
    let logged = try mood(
      "log", "8", "--words", "calm,grateful", "--tags", "family", "--reason", "Pancakes 🥞")
    #expect(logged.status == 0)
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  /// Runs `mood` in the test's folder and returns standard output as bytes.
  private func moodBytes(_ arguments: [String], environment: [String: String] = [:]) throws
    -> (stdout: Data, stderr: String, status: Int32)
  {
    let result = try MoodBinary.run(
      arguments, store: store.path, environment: environment, directory: folder.path)
    return (result.stdoutBytes, result.stderr, result.status)
  }

  private func pngSize(_ data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }

  /// What `mood card` must write for the logged day with `options`: the library's card of the
  /// stored entry, so a picture checked by the card's snapshot tests.
  private func expected(
    _ options: CardOptions = CardOptions(), habitsDone: [String] = [], as format: CardFormat = .png
  ) throws -> Data {
    let (entry, vocabulary, habits) = try store.read { db in
      (
        try db.entry(on: Day.at("2026-11-29")), try db.vocabulary(),
        try db.habits().filter { habitsDone.contains($0.name) }
      )
    }
    let model = CardModel(
      entry: try #require(entry), vocabulary: vocabulary, habitsDone: habits, options: options)
    return try CardRenderer().render(model, as: format).data
  }

  private func contents(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))
  }

  @Test func theDefaultCardIsTodaysPortraitPNGNamedAfterTheDay() throws {
    let result = try moodBytes(["card"])
    #expect(result.status == 0)
    #expect(String(decoding: result.stdout, as: UTF8.self) == "Wrote mood-2026-11-29.png\n")
    #expect(result.stderr.isEmpty)
    #expect(pngSize(try contents("mood-2026-11-29.png")) ?? (0, 0) == (1080, 1350))
    #expect(try contents("mood-2026-11-29.png") == expected())
  }

  @Test func altPrintsTheCardsDescriptionAndWritesNothing() throws {
    let result = try moodBytes(["card", "--alt", "--no-reason", "--locale", "zh-Hans"])
    #expect(result.status == 0)
    #expect(
      String(decoding: result.stdout, as: UTF8.self)
        == "2026年11月29日 星期日。心情 8 分（满分 10 分），眯眼开心的脸。心情词：平静、感激。标签：#family。\n")
    #expect(result.stderr.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let chart = try moodBytes(["chart", "scores", "--days", "7", "--alt"])
    #expect(chart.status == 0)
    #expect(
      String(decoding: chart.stdout, as: UTF8.self).hasPrefix(
        "Scores · 23–29 Nov 2026. 1 of 7 days logged · mean 8.0. Days per score: 1: 0 days,"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func dashWritesTheCardToStandardOutput() throws {
    let result = try moodBytes(["card", "2026-11-29", "-o", "-", "--size", "story"])
    #expect(result.status == 0)
    #expect(pngSize(result.stdout) ?? (0, 0) == (1080, 1920))
    #expect(result.stdout == (try expected(CardOptions(size: .story))))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func theFormatFollowsTheExtensionUnlessFormatSaysOtherwise() throws {
    #expect(try moodBytes(["card", "-o", "card.pdf"]).status == 0)
    #expect(String(decoding: try contents("card.pdf").prefix(5), as: UTF8.self) == "%PDF-")
    #expect(try contents("card.pdf") == expected(as: .pdf))
    #expect(try moodBytes(["card", "-o", "card.png", "--format", "svg"]).status == 0)
    #expect(String(decoding: try contents("card.png").prefix(5), as: UTF8.self) == "<?xml")
    #expect(try contents("card.png") == expected(as: .svg))
    #expect(try moodBytes(["card", "--format", "svg"]).status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.file("mood-2026-11-29.svg")))
  }

  @Test func sizeAndScaleSetThePixels() throws {
    let square = try moodBytes(["card", "-o", "-", "--size", "square", "--scale", "2"])
    #expect(pngSize(square.stdout) ?? (0, 0) == (2160, 2160))
    #expect(square.stdout == (try expected(CardOptions(size: .square, scale: 2))))
  }

  @Test func darkThemeDrawsTheDarkCard() throws {
    let dark = try moodBytes(["card", "-o", "-", "--theme", "dark"])
    #expect(dark.status == 0)
    #expect(dark.stdout == (try expected(CardOptions(theme: .dark))))
    #expect(dark.stdout != (try expected(CardOptions(theme: .light))))
  }

  @Test func noReasonDrawsTheCardOfTheSameEntryWithoutAReason() throws {
    let hidden = try moodBytes(["card", "-o", "-", "--no-reason"])
    let shown = try moodBytes(["card", "-o", "-"])
    #expect(hidden.stdout == (try expected(CardOptions(showsReason: false))))
    #expect(shown.stdout == (try expected()))
    #expect(hidden.stdout != shown.stdout)
    #expect(try mood("log", "8", "--reason", "").status == 0)
    let cleared = try moodBytes(["card", "-o", "-"])
    #expect(hidden.stdout == cleared.stdout)
  }

  @Test func noWordsAndNoTagsDrawTheCardWithoutThem() throws {
    let hidden = try moodBytes(["card", "-o", "-", "--no-words", "--no-tags", "--theme", "dark"])
    #expect(
      hidden.stdout
        == (try expected(CardOptions(theme: .dark, showsWords: false, showsTags: false))))
    #expect(try mood("log", "8", "--words", "", "--tags", "").status == 0)
    let cleared = try moodBytes(["card", "-o", "-", "--theme", "dark"])
    #expect(hidden.stdout == cleared.stdout)
  }

  @Test func noFooterDrawsTheCardWithoutTheFooter() throws {
    let bare = try moodBytes(["card", "-o", "-", "--no-footer", "--theme", "dark"])
    let shown = try moodBytes(["card", "-o", "-", "--theme", "dark"])
    #expect(bare.status == 0)
    #expect(bare.stdout == (try expected(CardOptions(theme: .dark, showsFooter: false))))
    #expect(bare.stdout != shown.stdout)
  }

  @Test func habitsDoneThatDayAreDrawnOnlyWithHabits() throws {
    #expect(try mood("habit", "add", "Run", "--icon", "🏃").status == 0)
    #expect(try mood("habit", "done", "run").status == 0)
    let without = try moodBytes(["card", "-o", "-"])
    let with = try moodBytes(["card", "-o", "-", "--habits"])
    #expect(without.stdout == (try expected()))
    #expect(with.stdout == (try expected(habitsDone: ["Run"])))
    #expect(without.stdout != with.stdout)
    #expect(try mood("habit", "undo", "run").status == 0)
    #expect(try moodBytes(["card", "-o", "-", "--habits"]).stdout == without.stdout)
  }

  @Test func theChineseCardIsADifferentPicture() throws {
    let english = try moodBytes(["card", "-o", "-"])
    let chinese = try moodBytes(["card", "-o", "-", "--locale", "zh-Hans"])
    #expect(chinese.status == 0)
    #expect(english.stdout == (try expected()))
    #expect(chinese.stdout == (try expected(CardOptions(locale: .simplifiedChinese))))
    #expect(english.stdout != chinese.stdout)
  }

  @Test func aDayWithoutAnEntryNamesTheDayAndSuggestsLogging() throws {
    let result = try mood("card", "2026-11-01")
    #expect(result.status == 66)
    #expect(
      result.stderr == "Error: no entry for 2026-11-01; add one with `mood log SCORE --date "
        + "2026-11-01`\n")
  }

  @Test(arguments: [
    (["--size", "huge"], "unknown size \"huge\"; expected portrait, square or story"),
    (["--theme", "sepia"], "unknown theme \"sepia\"; expected light or dark"),
    (
      ["--locale", "fr"],
      "unknown locale \"fr\"; MoodCard speaks en, zh-Hans, with a region if you like "
        + "(en-US, zh-CN)"
    ),
    (["--format", "jpg"], "unknown format \"jpg\"; expected png, svg or pdf"),
    (["--scale", "8"], "--scale \"8\": expected a number from 1 to 4"),
  ])
  func badOptionsAreUsageErrorsNamingTheValue(arguments: [String], message: String) throws {
    let result = try MoodBinary.run(["card"] + arguments, store: store.path)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: mood card [DAY] [options]"))
    #expect(result.stdout.isEmpty)
  }

  @Test func anOutputThatCannotBeCreatedExitsSeventyThreeAndLeavesNoFile() throws {
    let path = folder.file("missing/card.png")
    let result = try mood("card", "-o", path)
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("Error: cannot write \(path)"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func missingFontsSayWhereToPointMoodcardFonts() throws {
    let result = try moodBytes(["card"], environment: ["MOODCARD_FONTS": folder.path])
    #expect(result.status == 69)
    #expect(result.stderr.contains("MOODCARD_FONTS is \"\(folder.path)\""))
    #expect(result.stdout.isEmpty)
  }

  @Test func aCardIsNeverPouredOntoATerminal() throws {
    let result = try MoodBinary.runOnTerminal(["card", "-o", "-"], store: store.path, input: "")
    #expect(result.status == 64)
    #expect(
      result.stdout.contains(
        "Error: refusing to write a PNG card to the terminal; pipe it somewhere or give -o FILE"))
    #expect(!result.stdout.contains("PNG\r\n"))
  }
}
