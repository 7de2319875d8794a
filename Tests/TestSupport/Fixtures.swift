import Foundation
import MoodCore

/// Shared domain values for tests: a week, a month and a year of entries with gaps, with habits.
///
/// Each sample's comment lists the numbers computed by hand from it, so tests can assert them.
public enum Fixtures {
  /// A range, its "today", and the entries, habits and completions around it.
  public struct Sample: Sendable {
    /// The days the sample is about.
    public let range: DayRange
    /// The day the sample treats as today.
    public let today: Day
    /// Entries, one per logged day.
    public let entries: [MoodEntry]
    /// Habits, archived ones included.
    public let habits: [Habit]
    /// Habit completions, done and not done.
    public let completions: [HabitCompletion]

    /// A sample from its parts.
    public init(
      range: DayRange, today: Day, entries: [MoodEntry], habits: [Habit],
      completions: [HabitCompletion]
    ) {
      self.range = range
      self.today = today
      self.entries = entries
      self.habits = habits
      self.completions = completions
    }
  }

  /// The time zone every fixture entry is logged in; it has a daylight-saving change.
  public static let timeZone = "Europe/London"

  /// The day written `YYYY-MM-DD`; a bad literal stops the test run.
  public static func day(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("bad fixture day \(text)") }
    return day
  }

  /// The instant of `hour:minute` local time on `day` in `timeZone`.
  public static func instant(
    on day: Day, hour: Int, minute: Int, timeZone: String = Fixtures.timeZone
  ) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    guard let zone = TimeZone(identifier: timeZone) else {
      preconditionFailure("unknown fixture time zone \(timeZone)")
    }
    calendar.timeZone = zone
    let parts = DateComponents(
      year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
    guard let date = calendar.date(from: parts) else {
      preconditionFailure("no instant for \(day) \(hour):\(minute) in \(timeZone)")
    }
    return date
  }

  /// An entry logged at 23:30 local time on `day` (late, so a wrong day step would show).
  public static func entry(
    _ day: String, _ score: Int, words: [String] = [], tags: [String] = []
  ) -> MoodEntry {
    entry(Fixtures.day(day), score, words: words, tags: tags)
  }

  /// An entry logged at 23:30 local time on `day`.
  public static func entry(
    _ day: Day, _ score: Int, words: [String] = [], tags: [String] = []
  ) -> MoodEntry {
    do {
      return try MoodEntry(
        day: day, score: Score(score), words: words, tags: tags,
        loggedAt: instant(on: day, hour: 23, minute: 30), timeZone: timeZone)
    } catch {
      preconditionFailure("bad fixture entry \(day) \(score): \(error)")
    }
  }

  /// A habit with a default colour.
  public static func habit(
    id: Int64, _ name: String, created: String, archived: Bool = false, order: Int
  ) -> Habit {
    do {
      return try Habit(
        id: id, name: name, icon: nil,
        color: Habit.defaultColors[Int(id) % Habit.defaultColors.count],
        isArchived: archived, createdDay: day(created), order: order)
    } catch {
      preconditionFailure("bad fixture habit \(name): \(error)")
    }
  }

  /// Completions of habit `id` on `days`, done or (with `done: false`) recorded as not done.
  public static func completions(_ id: Int64, _ days: [String], done: Bool = true)
    -> [HabitCompletion]
  {
    days.map { HabitCompletion(habitID: id, day: day($0), isDone: done) }
  }

  // MARK: - A week

  /// 2026-03-26 (Thu) to 2026-04-01 (Wed), today 2026-04-01, across the start of British Summer
  /// Time (2026-03-29); entries at 23:30 local time. A gap in the middle (03-28) and at the end
  /// (today, not yet logged).
  ///
  /// | day   | score | words           | tags              |
  /// | 03-26 | 6     | calm, tired     | work              |
  /// | 03-27 | 7     | happy, calm     | friends           |
  /// | 03-29 | 4     | anxious, tired  | Work, sleep       |
  /// | 03-30 | 5     | calm            | work              |
  /// | 03-31 | 8     | happy, grateful | friends, outdoors |
  ///
  /// By hand: 5 of 7 days logged; mean 6, median 6, min 4, max 8; moving average
  /// 6, 6.5, -, 17/3, 5.5, 6, -; logging streak current 3 (03-29...03-31, today open), longest 3.
  /// Words calm 3, happy 2, tired 2, anxious 1, grateful 1 (pleasant 6, neutral 2, unpleasant 1).
  /// Tags work 3, friends 2, outdoors 1, sleep 1.
  ///
  /// Habits: Walk (id 1, created 03-01) done 03-25...03-28, 03-30, 03-31, not done 03-29:
  /// 5 of 7, current 2, longest 3 (03-26...03-28: the range's days only). Read (id 2, created 03-29, in
  /// the middle of the range) done 03-28 (recorded before it was added, which moves its first
  /// day back to 03-28), 03-29, 04-01: 3 of 5, current 1, longest 2. Stretch (id 3, archived) done 03-26, 03-27: 2 of 7, current 0, longest 2.
  public static let week = Sample(
    range: DayRange(last: day("2026-04-01"), count: 7),
    today: day("2026-04-01"),
    entries: [
      entry("2026-03-26", 6, words: ["calm", "tired"], tags: ["work"]),
      entry("2026-03-27", 7, words: ["happy", "calm"], tags: ["friends"]),
      entry("2026-03-29", 4, words: ["anxious", "tired"], tags: ["Work", "sleep"]),
      entry("2026-03-30", 5, words: ["calm"], tags: ["work"]),
      entry("2026-03-31", 8, words: ["happy", "grateful"], tags: ["friends", "outdoors"]),
    ],
    habits: [
      habit(id: 1, "Walk", created: "2026-03-01", order: 0),
      habit(id: 2, "Read", created: "2026-03-29", order: 1),
      habit(id: 3, "Stretch", created: "2026-01-01", archived: true, order: 2),
    ],
    completions: completions(
      1, ["2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-30", "2026-03-31"])
      + completions(1, ["2026-03-29"], done: false)
      + completions(2, ["2026-03-28", "2026-03-29", "2026-04-01"])
      + completions(3, ["2026-03-26", "2026-03-27"]))

  /// The `mood stats --json` of `week` (archived habits left out), computed by hand from the
  /// table above: numbers rounded to two decimals, keys sorted, one line.
  ///
  /// Patterns by hand (5 logged days, sum 30): work 6+4+5 = 15/3 = 5, without 7+8 = 15/2 = 7.5;
  /// friends 15/2 = 7.5, without 15/3 = 5; outdoors 8/1, without 22/4 = 5.5; sleep 4/1, without
  /// 26/4 = 6.5. calm 6+7+5 = 18/3 = 6, without 4+8 = 12/2 = 6; happy 7.5 (2), without 5 (3);
  /// tired 6+4 = 5 (2), without 20/3 = 6.67 (3); anxious 4 (1), without 6.5 (4); grateful
  /// 8 (1), without 5.5 (4). Walk's logged days 03-26 ... 03-31: done 6+7+5+8 = 26/4 = 6.5, not
  /// done 03-29 4; Read's (from 03-28, its first recorded day): done 03-29 4 (03-28 and 04-01
  /// are not logged), not done 5+8 = 6.5 (2). Weekdays: Mon 03-30
  /// 5, Tue 03-31 8, Wed none, Thu 03-26 6, Fri 03-27 7, Sat none, Sun 03-29 4.
  public static let weekSummaryJSON = """
    {"coverage":0.71,"currentStreak":3,"days":7,"daysLogged":5,"elapsedDays":7,\
    "from":"2026-03-26","habits":[{"done":5,"eligible":7,"name":"Walk","rate":0.71},\
    {"done":3,"eligible":5,"name":"Read","rate":0.6}],"longestStreak":3,"max":8,"mean":6,\
    "median":6,"min":4,\
    "patterns":{"habits":[{"done":{"days":4,"mean":6.5},"name":"Walk",\
    "notDone":{"days":1,"mean":4}},{"done":{"days":1,"mean":4},"name":"Read",\
    "notDone":{"days":2,"mean":6.5}}],\
    "tags":[{"tag":"work","with":{"days":3,"mean":5},"without":{"days":2,"mean":7.5}},\
    {"tag":"friends","with":{"days":2,"mean":7.5},"without":{"days":3,"mean":5}},\
    {"tag":"outdoors","with":{"days":1,"mean":8},"without":{"days":4,"mean":5.5}},\
    {"tag":"sleep","with":{"days":1,"mean":4},"without":{"days":4,"mean":6.5}}],\
    "words":[{"name":"Calm","with":{"days":3,"mean":6},"without":{"days":2,"mean":6},\
    "word":"calm"},\
    {"name":"Happy","with":{"days":2,"mean":7.5},"without":{"days":3,"mean":5},"word":"happy"},\
    {"name":"Tired","with":{"days":2,"mean":5},"without":{"days":3,"mean":6.67},\
    "word":"tired"},\
    {"name":"Anxious","with":{"days":1,"mean":4},"without":{"days":4,"mean":6.5},\
    "word":"anxious"},\
    {"name":"Grateful","with":{"days":1,"mean":8},"without":{"days":4,"mean":5.5},\
    "word":"grateful"}]},\
    "scores":[{"days":0,"score":1},{"days":0,"score":2},{"days":0,"score":3},\
    {"days":1,"score":4},{"days":1,"score":5},{"days":1,"score":6},{"days":1,"score":7},\
    {"days":1,"score":8},{"days":0,"score":9},{"days":0,"score":10}],\
    "tags":[{"count":3,"tag":"work"},{"count":2,"tag":"friends"},\
    {"count":1,"tag":"outdoors"},{"count":1,"tag":"sleep"}],"to":"2026-04-01",\
    "weekdays":[{"days":1,"mean":5,"weekday":"monday"},{"days":1,"mean":8,"weekday":"tuesday"},\
    {"days":0,"mean":null,"weekday":"wednesday"},{"days":1,"mean":6,"weekday":"thursday"},\
    {"days":1,"mean":7,"weekday":"friday"},{"days":0,"mean":null,"weekday":"saturday"},\
    {"days":1,"mean":4,"weekday":"sunday"}],\
    "words":[{"count":3,"name":"Calm","word":"calm"},{"count":2,"name":"Happy","word":"happy"},\
    {"count":2,"name":"Tired","word":"tired"},{"count":1,"name":"Anxious","word":"anxious"},\
    {"count":1,"name":"Grateful","word":"grateful"}]}

    """

  // MARK: - A month

  /// November 2026 (the 1st is a Sunday), today 2026-11-30. Gaps at the start (1-3), in the
  /// middle (7, 13-14, 24) and at the end (29-30). Scores by day of month:
  ///
  /// `-, -, -, 5, 6, 7, -, 7, 8, 8, 6, 5, -, -, 4, 5, 6, 7, 7, 8, 9, 8, 7, -, 6, 6, 7, 8, -, -`
  ///
  /// Words: "happy" on scores of 7 or more, "calm" on 5 and 6, "low" on 4.
  ///
  /// By hand: 21 of 30 days logged (coverage 0.7); sum 140, mean 20/3, median 7, min 4, max 9;
  /// histogram 4:1, 5:3, 6:5, 7:6, 8:5, 9:1; logging streak current 0, longest 9 (15-23).
  /// Words happy 12, calm 8, low 1. Habit Meditate (id 1, created 11-15) done 15-20 and 25-29:
  /// 11 of 16 days, current 5 (ending yesterday), longest 6.
  public static let month: Sample = {
    let scores: [Int?] = [
      nil, nil, nil, 5, 6, 7, nil, 7, 8, 8, 6, 5, nil, nil, 4,
      5, 6, 7, 7, 8, 9, 8, 7, nil, 6, 6, 7, 8, nil, nil,
    ]
    let first = day("2026-11-01")
    let entries = scores.enumerated().compactMap { offset, score in
      score.map { score in
        entry(
          first.adding(days: offset), score,
          words: [score >= 7 ? "happy" : score >= 5 ? "calm" : "low"])
      }
    }
    let meditated = (15...20).map { "2026-11-\($0)" } + (25...29).map { "2026-11-\($0)" }
    return Sample(
      range: DayRange(monthOf: first), today: day("2026-11-30"), entries: entries,
      habits: [habit(id: 1, "Meditate", created: "2026-11-15", order: 0)],
      completions: completions(1, meditated))
  }()

  // MARK: - A year

  /// The leap year 2024, today 2024-12-31. Every day is logged except the 10th, 20th and 30th of
  /// each month (so 2024-02-29 is logged); the score is the month number, wrapping after 10
  /// (January 1 ... October 10, November 1, December 2). No words, tags or habits.
  ///
  /// By hand: 331 of 366 days logged; sum 1602, mean 1602/331, median 5, min 1, max 10;
  /// histogram 1:55, 2:55, 3:28, 4:27, 5:28, 6:27, 7:28, 8:28, 9:27, 10:28; logging streak
  /// current 1 (12-31 alone), longest 18 (2024-02-21 ... 2024-03-09, across February 29).
  public static let year: Sample = {
    let range = DayRange(last: day("2024-12-31"), count: 366)
    let entries = range.filter { $0.day % 10 != 0 }.map { entry($0, ($0.month - 1) % 10 + 1) }
    return Sample(
      range: range, today: range.last, entries: entries, habits: [], completions: [])
  }()

  // MARK: - Fourteen months

  /// 1 Nov 2025 to 31 Dec 2026 (426 days), today 31 Dec 2026: more months than a report's first
  /// page lists (13), so a page that listed the oldest months instead of the newest is caught.
  /// Every day is logged but the 9th, 18th and 27th of each month; the score is the day of the
  /// month wrapped to 1...10; the 15th and the 28th are marked to discuss, with a reason naming
  /// the day. Walk (id 1) was added on 2026-06-01, but its every other day from 2025-11-02 was
  /// recorded before that (from a backup).
  ///
  /// By hand: 384 of 426 days logged (42 left out); 28 entries marked to discuss; Walk done on
  /// 213 days, eligible 426.
  public static let fourteenMonths: Sample = {
    let range = DayRange(last: day("2026-12-31"), count: 426)
    let entries = range.filter { $0.day % 9 != 0 }.map { logged in
      do {
        return try MoodEntry(
          day: logged, score: Score((logged.day - 1) % 10 + 1), reason: "Note of \(logged)",
          isMarkedToDiscuss: logged.day == 15 || logged.day == 28,
          loggedAt: instant(on: logged, hour: 23, minute: 30), timeZone: timeZone)
      } catch {
        preconditionFailure("bad fixture entry \(logged): \(error)")
      }
    }
    let walked = range.filter { range.first.days(to: $0) % 2 == 1 }.map(\.description)
    return Sample(
      range: range, today: range.last, entries: entries,
      habits: [habit(id: 1, "Walk", created: "2026-06-01", order: 0)],
      completions: completions(1, walked))
  }()
}
