import Foundation
import MoodCore
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// One store, one range, one set of numbers: for every chart kind and range, the numbers of
/// the chart's alt text equal those of `mood stats --json` and of the report, on generated
/// stores (one of 14 months) whose habits were added after days recorded for them.
@Suite struct NumbersAgreeTests {
  /// The day every store is read on.
  static let today = Fixtures.day("2026-12-06")
  static let now = "2026-12-06T20:00:00Z"
  /// The ranges asked for, each as `mood chart`, `mood stats` and `mood report` take it.
  static let ranges = [
    ["--days", "7"], ["--days", "30"], ["--days", "90"], ["--days", "365"],
    ["--month", "2026-11"],
  ]

  /// A store of `days` days up to `today`, from `seed`: entries with gaps (a few missed weeks
  /// and single days), words, tags and marked days; Walk added long ago, Read added on the
  /// last day with every third day recorded before (from a backup), Stretch archived.
  static func generated(seed: UInt64, days: Int) -> Fixtures.Sample {
    var random = SplitMix(seed: seed)
    let range = DayRange(last: today, count: days)
    let words = ["calm", "happy", "tired", "anxious", "grateful"]
    let tags = ["work", "friends", "sleep", "outdoors"]
    let gapStart = Int.random(in: 0..<days, using: &random)
    var entries: [MoodEntry] = []
    for (offset, day) in range.enumerated() {
      if (gapStart..<gapStart + 7).contains(offset) || Int.random(in: 0..<100, using: &random) < 8 {
        continue
      }
      let score = Int.random(in: 1...10, using: &random)
      do {
        entries.append(
          try MoodEntry(
            day: day, score: Score(score),
            words: [words[Int.random(in: 0..<words.count, using: &random)]],
            tags: Int.random(in: 0..<3, using: &random) == 0
              ? [] : [tags[Int.random(in: 0..<tags.count, using: &random)]],
            reason: "Day \(offset)", isMarkedToDiscuss: Int.random(in: 0..<20, using: &random) == 0,
            loggedAt: Fixtures.instant(on: day, hour: 21, minute: 0),
            timeZone: Fixtures.timeZone))
      } catch {
        preconditionFailure("bad generated entry \(day): \(error)")
      }
    }
    func done(_ id: Int64, every: Int) -> [HabitCompletion] {
      range.filter { _ in Int.random(in: 0..<every, using: &random) == 0 }.map {
        HabitCompletion(habitID: id, day: $0, isDone: true)
      }
    }
    return Fixtures.Sample(
      range: range, today: today, entries: entries,
      habits: [
        Fixtures.habit(id: 1, "Walk", created: range.first.description, order: 0),
        Fixtures.habit(id: 2, "Read", created: today.description, order: 1),
        Fixtures.habit(
          id: 3, "Stretch", created: range.first.description, archived: true, order: 2),
      ],
      completions: done(1, every: 2) + done(2, every: 3) + done(3, every: 4))
  }

  /// The stores: 45 days, 200 days, and 14 months (more months than a report's first page lists).
  static let stores: [(seed: UInt64, days: Int)] = [(11, 45), (23, 200), (37, 426)]

  @Test(arguments: stores)
  func everyChartAndTheReportPrintTheNumbersOfStats(seed: UInt64, days: Int) throws {
    let store = try TemporaryStore()
    try store.fill(with: Self.generated(seed: seed, days: days))
    func mood(_ arguments: [String]) throws -> String {
      let result = try MoodBinary.run(arguments, store: store.path, now: Self.now)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return result.stdout
    }
    for range in Self.ranges {
      let stats = try #require(
        try JSONSerialization.jsonObject(with: Data(mood(["stats", "--json"] + range).utf8))
          as? [String: Any])
      let numbers = try Numbers(stats)
      // The report lists archived habits too.
      let withArchived = try Numbers(
        try #require(
          try JSONSerialization.jsonObject(
            with: Data(mood(["stats", "--json", "--archived"] + range).utf8)) as? [String: Any]))
      let context = "store \(days) days, \(range)"
      func alt(_ kind: String) throws -> String {
        try mood(["chart", kind, "--alt"] + range)
      }
      // The days logged and their mean.
      var kinds = ["line", "scores", "weekdays", "calendar"]
      if numbers.days <= 92 { kinds.append("days") }
      for kind in kinds {
        let text = try alt(kind)
        let logged = try #require(
          Self.captures(#"(\d+) of (\d+) days logged"#, in: text).first, "\(kind) \(context)")
        #expect(
          logged == ["\(numbers.logged)", "\(numbers.elapsed)"], "\(kind) \(context): \(text)")
        if let mean = numbers.mean {
          let shown = try #require(
            Self.captures(#"days logged · mean (\d+\.\d)"#, in: text).first?.first, "\(kind)")
          #expect(abs((Double(shown) ?? 0) - mean) <= 0.051, "\(kind) \(context): \(text)")
        }
      }
      // Days per score.
      let histogram = Self.captures(#"(\d+): (\d+) days?"#, in: try alt("scores")).map {
        [Int($0[0]) ?? 0, Int($0[1]) ?? 0]
      }
      #expect(histogram == numbers.scores, "\(context)")
      // Each weekday's days.
      let weekdays = Self.captures(#"\w+ \d+\.\d · (\d+) days?"#, in: try alt("weekdays")).map {
        Int($0[0]) ?? 0
      }
      #expect(weekdays == numbers.weekdays.filter { $0 > 0 }, "\(context)")
      // Words and tags: each shown count is stats' count.
      for (kind, counts) in [("words", numbers.words), ("tags", numbers.tags)] {
        let shown = Self.captures(#"(#?[A-Za-z]+) (\d+)(?:,|\.$)"#, in: try alt(kind))
        #expect(!shown.isEmpty || counts.isEmpty, "\(kind) \(context)")
        for pair in shown {
          #expect(counts[pair[0]] == Int(pair[1]), "\(kind) \(pair) \(context)")
        }
      }
      // Habits: done of eligible, every habit stats lists, in its order.
      let habits = Self.captures(#"([A-Za-z]+) (\d+)/(\d+) · \d+%"#, in: try alt("habits"))
      #expect(habits == numbers.habits, "\(context)")
      // With and without: the days on each side of every row stats lists.
      let patterns = Self.captures(
        #"(#?[A-Za-z]+) [+−]\d+\.\d · (?:with|done) \d+\.\d · (\d+) days? · (?:without|not done) \d+\.\d · (\d+) days?"#,
        in: try alt("patterns"))
      #expect(!patterns.isEmpty || numbers.days <= 7, "\(context)")
      for row in patterns {
        #expect(
          numbers.patterns[row[0]] == [Int(row[1]) ?? 0, Int(row[2]) ?? 0], "\(row) \(context)")
      }

      // The report of the same range.
      let file = store.directory.file("report.pdf")
      _ = try mood(["report", "-o", file] + range)
      let report = try ExternalTool.pdfText(Data(contentsOf: URL(fileURLWithPath: file)))
      #expect(
        Self.captures(#"^(\d+) ?/ ?(\d+)$"#, in: report).first
          == ["\(numbers.logged)", "\(numbers.elapsed)"], "\(context)")
      #expect(
        Self.captures(#"Longest streak (\d+) days?"#, in: report).first == ["\(numbers.longest)"],
        "\(context)")
      if range.first == "--days" {
        #expect(
          Self.captures(#"Current streak (\d+) days?"#, in: report).first
            == ["\(numbers.current)"], "\(context)")
      }
      #expect(
        // Two columns, which the text of the page reads column by column.
        Self.captures(#"([A-Za-z]+) · (\d+) of (\d+) days? · \d+%"#, in: report).sorted {
          $0[0] < $1[0]
        } == withArchived.habits.sorted { $0[0] < $1[0] },
        "\(context)")
      if numbers.days > 92 {
        // The year in pixels counts the range's days, as page 1 does.
        let year = Self.captures(
          #"(?:A year in pixels|Mood calendar) · [^\n]+\n(\d+) of (\d+) days logged"#, in: report)
        #expect(year.count == 1, "\(context)")
        let counted = year.reduce(into: [0, 0]) {
          $0[0] += Int($1[0]) ?? 0
          $0[1] += Int($1[1]) ?? 0
        }
        #expect(counted == [numbers.logged, numbers.elapsed], "\(context): \(year)")
      }
    }
  }

  /// The numbers of `mood stats --json` the pictures print.
  struct Numbers {
    let days, logged, elapsed, longest, current: Int
    let mean: Double?
    /// `[score, days]` for the ten scores.
    let scores: [[Int]]
    /// The days of each weekday, Monday first.
    let weekdays: [Int]
    /// Counts by the name a chart prints: `Calm`, `#work`.
    let words: [String: Int]
    let tags: [String: Int]
    /// `[name, done, eligible]`, in the person's order.
    let habits: [[String]]
    /// `[days with, days without]` by the name a chart prints.
    let patterns: [String: [Int]]

    init(_ json: [String: Any]) throws {
      func int(_ key: String) throws -> Int { try #require(json[key] as? Int) }
      func list(_ key: String) throws -> [[String: Any]] {
        try #require(json[key] as? [[String: Any]])
      }
      days = try int("days")
      logged = try int("daysLogged")
      elapsed = try int("elapsedDays")
      longest = try int("longestStreak")
      current = try int("currentStreak")
      mean = json["mean"] as? Double
      scores = try list("scores").map { [$0["score"] as? Int ?? 0, $0["days"] as? Int ?? 0] }
      weekdays = try list("weekdays").map { $0["days"] as? Int ?? 0 }
      var words: [String: Int] = [:]
      for row in try list("words") { words[row["name"] as? String ?? ""] = row["count"] as? Int }
      self.words = words
      var tags: [String: Int] = [:]
      for row in try list("tags") {
        tags["#" + (row["tag"] as? String ?? "")] = row["count"] as? Int
      }
      self.tags = tags
      habits = try list("habits").map {
        ["\($0["name"] ?? "")", "\($0["done"] ?? "")", "\($0["eligible"] ?? "")"]
      }
      let patterns = try #require(json["patterns"] as? [String: [[String: Any]]])
      func sideDays(_ side: Any?) -> Int { (side as? [String: Any])?["days"] as? Int ?? -1 }
      var rows: [String: [Int]] = [:]
      for row in patterns["tags"] ?? [] {
        rows["#" + (row["tag"] as? String ?? "")] = [
          sideDays(row["with"]), sideDays(row["without"]),
        ]
      }
      for row in patterns["words"] ?? [] {
        rows[row["name"] as? String ?? ""] = [sideDays(row["with"]), sideDays(row["without"])]
      }
      for row in patterns["habits"] ?? [] {
        rows[row["name"] as? String ?? ""] = [sideDays(row["done"]), sideDays(row["notDone"])]
      }
      self.patterns = rows
    }
  }

  /// The capture groups of every match of `pattern` in `text`.
  static func captures(_ pattern: String, in text: String) -> [[String]] {
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    else { preconditionFailure("bad pattern \(pattern)") }
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).map { match in
      (1..<match.numberOfRanges).map { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
