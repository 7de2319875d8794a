import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood import` of Apple Health's export and Loop Habit Tracker's, through the built `mood`,
/// on the fixtures of `Tests/Fixtures/apple-health` and `Tests/Fixtures/loop` (see their
/// READMEs).
@Suite struct HealthAndLoopImportTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private func mood(_ arguments: String..., language: String = "C") throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, environment: ["LC_ALL": language])
  }

  private static let health = Fixtures.folder + "/apple-health/"
  private static let loop = Fixtures.folder + "/loop/"

  /// The entries the store holds, as the JSON export writes them.
  private func entries() throws -> [[String: Any]] {
    let document = try JSONSerialization.jsonObject(with: Data(try mood("export").stdout.utf8))
    return (document as? [String: Any])?["entries"] as? [[String: Any]] ?? []
  }

  @Test func theDryRunOfAnAppleHealthExportPrintsTheWholeTable() throws {
    let path = Self.health + "export.zip"
    let result = try mood("import", path, "--tz", "UTC", "--dry-run")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "\(path): Apple Health export, 8 check-ins on 6 days, 2026-03-01 to 2026-04-11")
    let expected: [String] = [
      "Not imported:",
      "  label \"disgusted\": 1 (no MoodCard word is near it)",
      "  attribute \"HKStateOfMindFeeling\": 1 (not understood)",
      "  element <Photo>: 1 (not understood)",
      "  label \"喜悦 😊\": 1 (not understood)",
      "  sample without a valence: 1 (not understood)",
      "  other health records (steps, heart rate, workouts…): 4",
      "Several check-ins on one day make one entry: the day's own value where the app has one, "
        + "else the last score of the day; all words and tags; the notes in time order, each "
        + "after its time.",
      OtherAppImportTests.keepRule,
      "  entries: 6 added, 0 updated, 0 skipped",
      "Dry run: nothing was written.",
      "",
    ]
    #expect(Array(lines.drop { $0 != "Not imported:" }).map(String.init) == expected)
    #expect(result.stdout.contains("  valence above 0.444 … 0.667 → 8 (1)\n"))
    #expect(result.stdout.contains("  classification 7 → 9 (1)\n"))
    #expect(result.stdout.contains("  worried → Anxious (1)\n"))
    #expect(result.stdout.contains("  selfCare → Self-care (1)\n"))
    #expect(try entries().isEmpty)
  }

  @Test func anAppleHealthExportImportsOnceAndTheSecondTimeChangesNothing() throws {
    let path = Self.health + "export.xml"
    let first = try mood("import", path, "--tz", "UTC")
    #expect(first.status == 0, "\(first.stderr)")
    let exported = try mood("export").stdout
    let second = try mood("import", path, "--tz", "UTC")
    #expect(second.stdout.hasSuffix("  entries: 0 added, 0 updated, 6 skipped\n"))
    #expect(try mood("export").stdout == exported)
    let entries = try entries()
    #expect(
      entries.map { $0["day"] as? String } == [
        "2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-04-10", "2026-04-11",
      ])
    // The daily mood's 8 wins on March 1; the last momentary emotion's 7 on March 2.
    #expect(entries.map { $0["score"] as? Int } == [8, 7, 5, 9, 10, 1])
    #expect(entries[0]["words"] as? [String] == ["happy", "grateful", "anxious"])
    #expect(entries[0]["tags"] as? [String] == ["Family", "Work"])
    // 23:30 in Los Angeles stays April 10, though it is April 11 in UTC.
    #expect(entries[4]["loggedAt"] as? String == "2026-04-11T06:30:00.000Z")
  }

  @Test func anExportPastTheLimitOfAFileReadWholeIsStreamedAndAJSONFileThatSizeRefused() throws {
    let folder = try TemporaryDirectory()
    // The fixture with 70 MB of step counts before its end: more than a file read whole may be.
    let fixture = try String(contentsOfFile: Self.health + "export.xml", encoding: .utf8)
    let end = try #require(fixture.range(of: "</HealthData>"))
    let step =
      " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"iPhone\" unit=\"count\" "
      + "startDate=\"2026-03-05 09:00:00 +0000\" endDate=\"2026-03-05 09:10:00 +0000\" "
      + "value=\"312\"/>\n"
    let padding = String(repeating: step, count: 70_000_000 / step.utf8.count)
    let large = folder.file("export.xml")
    try (fixture[..<end.lowerBound] + padding + fixture[end.lowerBound...])
      .write(toFile: large, atomically: false, encoding: .utf8)
    let streamed = try mood("import", large, "--tz", "UTC", "--dry-run")
    #expect(streamed.status == 0, "\(streamed.stderr)")
    #expect(
      streamed.stdout.hasPrefix(
        "\(large): Apple Health export, 8 check-ins on 6 days, 2026-03-01 to 2026-04-11\n"))

    let json = folder.file("backup.json")
    try
      ("{\"format\": \"moodcard-backup\", \"padding\": \""
      + String(repeating: "a", count: 70_000_000) + "\"}").write(
        toFile: json, atomically: false, encoding: .utf8)
    let refused = try mood("import", json)
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("64.0 MiB"), "\(refused.stderr)")
    #expect(try entries().isEmpty)
  }

  @Test func loopsRealBackupBringsItsHabitsAndTheirDays() throws {
    let path = Self.loop + "miscreaders-test.db"
    let dryRun = try mood("import", path, "--dry-run")
    #expect(
      dryRun.stdout.contains(
        "Habits:\n  b → b (1)\n  a → a (7)\n  d → d (1)\nNot imported:\n"
          + "  numeric habit \"c\": 1 (MoodCard's habits are done or not done)\n"))
    let result = try mood("import", path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        "  entries: 0 added, 0 updated, 0 skipped\n  habits: 3 added, 0 updated, 0 skipped\n"
          + "  completions: 9 added, 0 updated, 0 skipped\n"))
    let again = try mood("import", path)
    #expect(
      again.stdout.hasSuffix(
        "  habits: 0 added, 0 updated, 3 skipped\n  completions: 0 added, 0 updated, 9 skipped\n"))
    let habits = try mood("export", "--format", "csv", "--habits").stdout
    #expect(habits.contains("2014-02-25,") && habits.contains(",a,no"))
    #expect(!habits.contains(",c,"))
  }

  @Test func loopsCSVZipIsFoundAndReadToo() throws {
    let result = try mood("import", Self.loop + "loop-habits-csv.zip", "--dry-run")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Habits:\n  Meditate → Meditate (3)\n  写日记 ✍️ → 写日记 ✍️ (2)\n"))
    #expect(result.stdout.contains("  mark YES_AUTO: 1 (not a record of the day"))
  }

  @Test(arguments: [
    ("billion-laughs.xml", "line 15: an entity, which is refused", "第 15 行：一个实体，已拒绝"),
    ("external-entity.xml", "line 7: an entity, which is refused", "第 7 行：一个实体，已拒绝"),
    ("not-utf8.xml", "line 41: bytes that are not UTF-8", "第 41 行：有不是 UTF-8 的字节"),
  ])
  func aHostileOrDamagedExportIsRefusedInBothLanguages(
    file: String, english: String, chinese: String
  ) throws {
    let path = Self.health + file
    let result = try mood("import", path)
    #expect(result.status == 65)
    #expect(result.stderr.contains("\"\(path)\", " + english), "\(result.stderr)")
    #expect(result.stdout == "")
    let zh = try mood("import", path, language: "zh_CN.UTF-8")
    #expect(zh.status == 65)
    #expect(zh.stderr.contains(chinese), "\(zh.stderr)")
    #expect(try entries().isEmpty)
  }

  @Test func anOutsideDTDIsNeverFetched() throws {
    // A listener on a port of its own: a fetch would leave a connection waiting in its queue,
    // which the accept below would take after `mood` has exited.
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #expect(bound == 0)
    #expect(listen(listener, 8) == 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    let port = UInt16(bigEndian: address.sin_port)
    let folder = try TemporaryDirectory()
    let path = folder.path + "/export.xml"
    try """
    <?xml version="1.0"?>
    <!DOCTYPE HealthData SYSTEM "http://127.0.0.1:\(port)/health.dtd">
    <HealthData><StateOfMind startDate="2026-03-01 21:00:00 +0000" valence="0.5"/></HealthData>
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try mood("import", path)
    #expect(result.status == 65)
    #expect(result.stderr.contains("which is never fetched"), "\(result.stderr)")
    _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    #expect(accept(listener, nil, nil) == -1)
  }
}
