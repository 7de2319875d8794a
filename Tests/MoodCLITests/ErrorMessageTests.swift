import CardRender
import Foundation
import MoodApp
import MoodStore
import MoodSystem
import Stats
import TestSupport
import Testing

@testable import MoodCore
@testable import mood

/// Every error the library can give a person has a message in every catalog: one sample of each
/// case, checked against the cases the library declares, so an error added without a
/// translation fails here.
@Suite struct ErrorMessageTests {
  static let day = Day.at("2026-03-04")

  /// One error of every case, by the case's name.
  static let samples: [(type: String, name: String, error: any Error)] = {
    let range = DayRange(last: day, count: 40)
    let domain: [DomainError] = [
      .invalidDay("2026-02-30", reason: .pastEndOfMonth(month: 2, year: 2026, days: 28)),
      .invalidRange(first: day, last: day.adding(days: -1)), .invalidScore("11"),
      .reasonTooLong(length: 501), .unknownWord("secure", suggestions: ["Insecure"]),
      .invalidWordName("Calm", reason: .taken(existing: "Calm")),
      .builtInWord(MoodWord(valence: .pleasant, english: "Calm", chinese: "平静")),
      .invalidValence("happy"), .invalidHabitName(""), .invalidColor("red"), .invalidIcon("ab"),
      .invalidCharacter(field: .reason, scalar: 0, lines: .multiple),
      .textTooLong(field: .reason, excess: .bytes(5000), limit: .reason),
      .textTooLong(field: .habitIcon, excess: .marks(17), limit: .habitIcon),
      .textTooLong(field: .tag(2), excess: .characters(61), limit: .tag),
      .dayAfterToday(day.adding(days: 1), today: day), .unknownTimeZone("Mars/Base"),
    ]
    let store: [StoreError] = [
      .cannotOpen(path: "/s", reason: .system("permission denied")),
      .cannotCreate(path: "/s", reason: .folderIsAFile("/tmp/x")),
      .notAMoodCardStore(path: "/s", reason: .rule(.notSQLite)),
      .newerSchema(path: "/s", version: 9, supported: 4), .busy(path: "/s"),
      .readOnly(path: "/s", reason: .readOnlyFile(reason: "Permission denied")), .closed,
      .entryNotFound(day), .sessionNotFound(day), .noSession, .nothingSinceSession(day),
      .unknownWordID("w9", day: day),
      .wordInUse(MoodWord(valence: .neutral, english: "Sleepy", chinese: "困"), entries: 2),
      .habitExists("Walk"),
      .habitNotFound("Walk", archived: false),
      .damagedRow(
        .entry(day: "2026-03-04"),
        problem: .column("score", holds: .storedText("high"), expected: .wholeNumber)),
      .sqlite(
        code: 1, message: "no such table", context: .statement("SELECT day FROM entries"),
        path: "/s"),
    ]
    let imports: [ImportError] = [
      .cannotRead(path: "a.csv", reason: .notRegularFile),
      .tooLarge(path: "a.csv", bytes: 300_000_000, limit: 268_435_456), .empty(path: "a.csv"),
      .notText(line: 3), .malformedCSV(line: 4, problem: .unclosedQuote),
      .raggedRow(line: 5, found: 3, expected: 4),
      .unrecognizedHeader(found: ["a", "b"], accepted: ["full_date,date"]),
      .invalidField(line: 6, column: "note", value: .character(7), expected: .plainText(.multiple)),
      .unmappedMoods(
        unmapped: ["okay"], counts: [MoodLabelCount(label: "okay", rows: 2, score: nil)]),
      .invalidMoodMap("okay", reason: .noEquals(part: "okay")),
      .malformedJSON(.invalid(JSONProblem.Place(path: "entries[1]", line: 4, character: 66))),
      .notABackup(format: "other"),
      .unsupportedVersion(9, supported: 1),
      .invalidValue(path: "entries[0].score", value: "11", expected: .wholeNumberIn(1...10)),
      .invalidValue(
        path: "habits[0].color", value: "\"red\"", expected: .color,
        because: .invalidColor("red")),
      .duplicate(path: "entries[1].day", value: "2026-03-04", firstPath: "entries[0].day"),
      .notAStore(path: "b.db", reason: .integrityCheck(["row 3 missing from index"])),
      .cannotWrite(
        path: "out.json",
        reason: .failed(
          .sqlite(
            code: 13, message: "database or disk is full", context: .copying, path: "out.json"))),
      .writeFailed(path: "out.json", reason: .system("no space left on device")),
      .daysAfterToday(places: (1...8).map { "line \($0)" }, today: day),
      .zipRefused(path: "a.daylio", entry: "../x", problem: .climbsOut),
      .zipRefused(path: "a.daylio", entry: nil, problem: .notAZip),
      .damagedRecord(
        path: "backup.daylio", place: .item("dayEntries[3]"), field: "note",
        value: .character(0x1B), expected: .plainText(.multiple)),
      .damagedRecord(
        path: "HowWeFeelEmotions.csv", place: .line(4), field: "Date", value: "2026\u{7}Feb",
        expected: .oneOf(["2026 Sun Feb 8 4:04 PM"])),
      .unrecognizedFormat(path: "x.txt", accepted: ["moodcard", "daylio"]),
      .malformedXML(path: "export.xml", line: 3, problem: .entityDeclared(name: "lol")),
    ]
    let render: [RenderError] = [
      .fontsNotFound(searched: ["/a", "/b"]), .fontsVariableInvalid(path: "/f"),
      .fontConfiguration(path: "/f", reason: "no fonts"),
      .cairo(operation: "cairo_create", status: "out of memory"), .invalidScale(8),
      .unknownFormat("gif"), .invalidChartSize(width: 10, height: 10),
      .tooManyDays(count: 100, limit: 92), .encodingFailed("zlib failed"),
      .cannotWrite(OutputFile.Failure(path: "card.png", .noFolder)),
    ]
    let stats: [StatsError] = [.rangeTooLong(range, maximumDays: 31)]
    return domain.map { ("DomainError", caseName($0), $0) }
      + store.map { ("StoreError", caseName($0), $0) }
      + imports.map { ("ImportError", caseName($0), $0) }
      + render.map { ("RenderError", caseName($0), $0) }
      + stats.map { ("StatsError", caseName($0), $0) }
  }()

  /// The name of an enum case: the label of its payload (`StoreError.closed` and `.noSession`
  /// have none).
  static func caseName(_ value: Any) -> String {
    Mirror(reflecting: value).children.first?.label
      ?? [(StoreError.closed, "closed"), (.noSession, "noSession")]
      .first { $0.0 == value as? StoreError }?.1 ?? "\(value)"
  }

  let english: Messages
  let chinese: Messages
  let sources: URL

  init() throws { (english, chinese, sources) = try Self.catalogs() }

  /// The built binary's catalogs in English and Chinese, and the package's `Sources` beside
  /// them, where the enums whose cases are walked are declared.
  static func catalogs() throws -> (english: Messages, chinese: Messages, sources: URL) {
    let finder = ResourceFinder(environment: [:], executable: MoodBinary.path)
    let messages = try finder.locate(.messages)
    return (
      Messages.load(.english, finder: finder),
      Messages.load(.simplifiedChinese, finder: finder),
      messages.deletingLastPathComponent().appendingPathComponent("Sources")
    )
  }

  /// The cases an enum declares, read from its source file.
  private func declaredCases(_ file: String) throws -> Set<String> {
    try Self.declaredCases(file, in: sources)
  }

  /// The cases an enum declares, read from its source file in `sources`.
  static func declaredCases(_ file: String, in sources: URL) throws -> Set<String> {
    let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
    return Set(text.matches(of: /\n  (?:indirect )?case (\w+)/).map { String($0.1) })
  }

  @Test(arguments: [
    ("DomainError", "MoodCore/DomainError.swift"), ("StoreError", "MoodStore/StoreError.swift"),
    ("ImportError", "MoodStore/Interop/ImportError.swift"),
    ("RenderError", "CardRender/RenderError.swift"), ("StatsError", "Stats/StatsError.swift"),
  ])
  func everyCaseOfTheLibrarysErrorsHasASample(type: String, file: String) throws {
    let declared = try declaredCases(file)
    #expect(declared.count > 0)
    let sampled = Set(Self.samples.filter { $0.type == type }.map(\.name))
    #expect(sampled == declared, "\(type): no sample of \(declared.subtracting(sampled).sorted())")
  }

  @Test func everyErrorReadsInEnglishAsTheLibrarySaysIt() {
    for sample in Self.samples {
      #expect(english.text(of: sample.error) == "\(sample.error)", "\(sample.name)")
    }
  }

  @Test func anSQLiteFailureNamesTheStoreAndNeverShowsSQLOrSQLitesWords() {
    // Corrupt, not a database, full, I/O, read-only folder, read-only, permission, cannot open,
    // out of memory, and a plain error.
    // The shared-memory file that cannot grow (4874) past ulimit -f and on a full disk.
    let codes: [(Int32, Int32)] = [
      (11, 0), (26, 0), (13, 0), (10, 0), (4874, EFBIG), (4874, ENOSPC), (1544, 0), (8, 0),
      (3, 0), (14, 0), (7, 0), (1, 0),
    ]
    for (code, errno) in codes {
      let error = StoreError.sqlite(
        code: code, message: "no such table: entries",
        context: .statement("SELECT count(*) FROM sqlite_schema"), path: "/home/a/mood.sqlite",
        errno: errno)
      for text in [english.text(of: error), chinese.text(of: error)] {
        #expect(text.contains("/home/a/mood.sqlite"), "\(code): \(text)")
        for inner in ["SQLite", "SELECT", "sqlite_schema", "no such table", "\(code)"] {
          #expect(!text.contains(inner), "\(code): \(text)")
        }
      }
      #expect(error.detail.contains("SQLite error \(code) (no such table: entries)"))
    }
    let tooLarge = StoreError.sqlite(
      code: 4874, message: "", context: .copying, path: "/s", errno: EFBIG)
    #expect(english.text(of: tooLarge).contains("file too large"))
    let full = StoreError.sqlite(
      code: 4874, message: "", context: .copying, path: "/s", errno: ENOSPC)
    #expect(english.text(of: full).contains("no space left on device"))
    let damaged = StoreError.sqlite(
      code: 11, message: "", context: .statement("SELECT 1"), path: "/s")
    #expect(english.text(of: damaged).contains("mood restore"))
  }

  @Test func everyErrorHasAWholeChineseMessage() {
    for sample in Self.samples {
      let text = chinese.text(of: sample.error)
      #expect(text != "\(sample.error)", "\(sample.name) is not translated: \(text)")
      #expect(text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(text)")
      #expect(!text.contains("{"), "\(sample.name) leaves a placeholder: \(text)")
    }
  }

  @Test func theDaysProblemsAndThePathAndStoreRulesAreSaidInChinese() {
    let problems: [Day.Problem] = [
      .notYYYYMMDD, .yearOutOfRange, .monthOutOfRange,
      .pastEndOfMonth(month: 2, year: 2026, days: 28),
    ]
    for problem in problems {
      let error = DomainError.invalidDay("x", reason: problem)
      #expect(english.text(of: error) == error.description)
      #expect(!chinese.text(of: error).contains(problem.description))
    }
    #expect(
      chinese.text(of: DomainError.invalidDay("2026-02-30", reason: problems[3]))
        == "无效的日期“2026-02-30”：2026年2月只有 28 天")
    #expect(
      chinese.text(of: DomainError.invalidCharacter(field: .tag(2), scalar: 0xFFFE, lines: .single))
        == "第 2 个标签含有 U+FFFE（Unicode 非字符）；文字中不能有控制字符，也不能有 Unicode 非字符")
    for field in [
      JournalText.Field.reason, .habitName, .habitIcon, .wordEnglishName, .wordChineseName,
    ] {
      let error = DomainError.invalidCharacter(field: field, scalar: 7, lines: .single)
      #expect(english.text(of: error) == error.description)
      #expect(!chinese.text(of: error).contains(field.description), "\(field)")
    }
    for problem in [WordNameProblem.length, .comma, .taken(existing: "Calm")] {
      let error = DomainError.invalidWordName("calm", reason: problem)
      #expect(english.text(of: error) == error.description)
      #expect(!chinese.text(of: error).contains(problem.description))
    }
    for rule in OutputFile.Rule.allCases {
      let failure = OutputFile.Failure(path: "out.png", rule)
      #expect(english.text(of: failure) == failure.description)
      #expect(!chinese.text(of: failure).contains(rule.rawValue), "\(rule)")
    }
    #expect(
      chinese.text(of: OutputFile.Failure(path: "/tmp", .folder))
        == "无法写入 /tmp：它是一个文件夹；请给出文件名")
    for rule in StoreRule.allCases {
      let error = StoreError.cannotOpen(path: "mood.sqlite", reason: .rule(rule))
      #expect(english.text(of: error) == error.description)
      #expect(!chinese.text(of: error).contains(rule.rawValue), "\(rule)")
    }
    #expect(
      chinese.text(of: ImportError.notAStore(path: "a.db", reason: .rule(.notSQLite)))
        == "“a.db”不是可用的 MoodCard 数据文件：它不是 SQLite 数据库；没有做任何更改")
  }
}
