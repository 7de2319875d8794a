import FoundationEssentials
import MoodCore

/// The one rule every importer of another app's file follows to make MoodCard days of its
/// check-ins, so that several check-ins on one day come over the same way from every app:
/// - the score is the source's own daily value where it has one (the last such, by time), else
///   the score of the day's last check-in that has one;
/// - the words and the tags of all the day's check-ins, joined;
/// - the notes in time order, each after its time (`08:15 `) when the day has several notes
///   with times, joined by line breaks, shortened to fit a reason with a warning;
/// - logged at the last check-in's time and created at the first's; a day-only record is
///   placed at noon in the time zone;
/// - a habit is done on a day when any of its records that day says done, else not done.
///
/// A day whose check-ins have no score makes no entry (an entry needs one); its habits still
/// count. Check-ins at the same moment keep the file's order, the later in the file last.
///
/// ```swift
/// let days = try CheckInDays(checkIns, file: "backup.daylio", timeZone: zone, today: today)
/// days.document.entries   // one per day
/// ```
public struct CheckInDays: Sendable, Equatable {
  /// The entries, habits and completions to import: what `Database.apply` takes.
  public let document: BackupDocument
  /// The days that had check-ins but no score, so no entry, oldest first.
  public let daysWithoutScore: [Day]
  /// Notes shortened to fit a reason.
  public let warnings: [ImportWarning]
  /// The number of check-ins read.
  public let checkInCount: Int

  /// Makes the days of `checkIns`, in file order.
  /// - Parameters:
  ///   - file: the file's name, for errors.
  ///   - timeZone: where times are shown in notes, day-only records placed, and entries kept.
  ///   - today: the last day that may be imported.
  /// - Throws: `ImportError.damagedRecord` naming the check-in and field of text MoodCard does
  ///   not accept (a control character, a tag or habit name too long);
  ///   `.daysAfterToday` naming every check-in dated after `today`.
  public init(_ checkIns: [CheckIn], file: String, timeZone: Zone, today: Day) throws {
    let future = checkIns.filter { $0.day > today }
    guard future.isEmpty else {
      throw ImportError.daysAfterToday(
        places: future.map { "\($0.place) (\($0.day))" }, today: today)
    }
    for checkIn in checkIns { try CheckInDays.check(checkIn, file: file) }
    let numbered = checkIns.enumerated().map { (order: $0.offset, checkIn: $0.element) }
    let byDay = Dictionary(grouping: numbered) { $0.checkIn.day }
    var entries: [MoodEntry] = []
    var withoutScore: [Day] = []
    var warnings: [ImportWarning] = []
    var completions: [String: [Day: Bool]] = [:]
    var habitOrder: [String] = []
    var habitNames: [String: String] = [:]
    var firstDays: [String: Day] = [:]
    for day in byDay.keys.sorted() {
      let ordered = (byDay[day] ?? []).sorted {
        ($0.checkIn.time ?? .distantPast, $0.order) < ($1.checkIn.time ?? .distantPast, $1.order)
      }.map(\.checkIn)
      for record in ordered.flatMap(\.habits) {
        let key = Habit.nameKey(record.name)
        if habitNames[key] == nil {
          habitNames[key] = record.name
          habitOrder.append(key)
          firstDays[key] = day
        }
        completions[key, default: [:]][day] = (completions[key]?[day] ?? false) || record.isDone
      }
      guard let entry = try CheckInDays.entry(day, ordered, zone: timeZone, warnings: &warnings)
      else {
        withoutScore.append(day)
        continue
      }
      entries.append(entry)
    }
    var habits: [Habit] = []
    var done: [HabitCompletion] = []
    for (index, key) in habitOrder.enumerated() {
      let id = Int64(index + 1)
      habits.append(
        try Habit(
          id: id, name: habitNames[key] ?? key, icon: nil,
          color: Habit.defaultColor(notIn: habits.map(\.color), count: habits.count),
          createdDay: firstDays[key] ?? today, order: index))
      for (day, isDone) in completions[key] ?? [:] {
        done.append(HabitCompletion(habitID: id, day: day, isDone: isDone))
      }
    }
    document = BackupDocument(entries: entries, habits: habits, completions: done, words: [])
    daysWithoutScore = withoutScore
    self.warnings = warnings
    checkInCount = checkIns.count
  }

  // MARK: - One day

  /// The entry of one day's check-ins in time order, or `nil` when none has a score.
  private static func entry(
    _ day: Day, _ ordered: [CheckIn], zone: Zone, warnings: inout [ImportWarning]
  ) throws -> MoodEntry? {
    let daily = ordered.last { $0.isDailyValue && $0.score != nil }
    guard let score = (daily ?? ordered.last { $0.score != nil })?.score else { return nil }
    let noted = ordered.filter { !$0.note.isEmpty }
    let stamped = noted.count > 1 && noted.allSatisfy { $0.time != nil }
    var reason = noted.map { checkIn in
      guard stamped, let time = checkIn.time else { return checkIn.note }
      return clock(time, in: zone) + " " + checkIn.note
    }.joined(separator: "\n")
    if let fitted = TextLimit.reason.fitted(reason) {
      warnings.append(
        .noteShortened(
          day: day, length: reason.count, kept: fitted.count - (fitted.hasSuffix("…") ? 1 : 0)))
      reason = fitted
    }
    let noon = zone.date(
      year: day.year, month: day.month, day: day.day, hour: 12, minute: 0, second: 0)
    let first = ordered.first?.time ?? noon ?? .distantPast
    let last = ordered.last?.time ?? noon ?? .distantPast
    return try MoodEntry(
      day: day, score: score, words: ordered.flatMap(\.words), tags: ordered.flatMap(\.tags),
      reason: reason, loggedAt: last, timeZone: zone.identifier, createdAt: first)
  }

  /// `08:15`: a time of day in `zone`, as notes are stamped.
  static func clock(_ time: Date, in zone: Zone) -> String {
    let seconds = (Int(time.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: time))
    let minuteOfDay = ((seconds / 60) % 1440 + 1440) % 1440
    let (hour, minute) = (minuteOfDay / 60, minuteOfDay % 60)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  // MARK: - Checks

  /// Refuses text of `checkIn` that MoodCard does not keep, naming where it is.
  private static func check(_ checkIn: CheckIn, file: String) throws {
    func refuse(_ field: String, _ value: FoundValue, _ expected: ExpectedForm) -> ImportError {
      .damagedRecord(
        path: file, place: checkIn.place, field: field, value: value, expected: expected)
    }
    if let scalar = JournalText.firstRefusedScalar(in: checkIn.note, lines: .multiple) {
      throw refuse("note", .character(scalar.value), .plainText(.multiple))
    }
    for tag in checkIn.tags {
      if let scalar = JournalText.firstRefusedScalar(in: tag) {
        throw refuse("tags", .character(scalar.value), .plainText(.single))
      }
      if TextLimit.tag.excess(in: tag) != nil {
        throw refuse("tags", .literal(tag), .textWithin(.tag))
      }
    }
    for habit in checkIn.habits {
      if let scalar = JournalText.firstRefusedScalar(in: habit.name) {
        throw refuse("habit", .character(scalar.value), .plainText(.single))
      }
      guard (try? Habit.validatedName(habit.name)) != nil else {
        throw refuse("habit", .literal(habit.name), .textWithin(.habitName))
      }
    }
  }
}
