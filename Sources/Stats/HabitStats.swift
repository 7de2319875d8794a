import MoodCore

/// How often one habit was done in a range: done days over eligible days, and its streaks.
///
/// A habit's eligible days are the days of the range from its first day and not after today:
/// days before it existed, and days still to come, are not counted against it. Its first day is
/// the earlier of the day it was created and the first day recorded for it, so days recorded
/// before it was added (from a backup, or with `--date`) count. A completion on a day that is not
/// eligible is not counted. An archived habit keeps counting its
/// eligible days, as MoodCard does not record when it was archived.
///
/// ```swift
/// let rows = HabitStats.all(
///   habits: habits, completions: completions, range: month, today: today)
/// rows[0].rate  // 0.8 for 24 of 30 days
/// ```
public struct HabitStats: Sendable, Equatable, Codable {
  /// The habit's `Habit.id`, which tells apart an archived habit and an active one of the
  /// same name.
  public let habitID: Int64
  /// The habit's name as the person wrote it.
  public let name: String
  /// The habit's emoji, if any.
  public let icon: String?
  /// The habit's colour: its bar in the habits chart.
  public let color: HexColor
  /// Whether the habit is archived: counted only when asked for, and named "(archived)" in
  /// the chart.
  public let isArchived: Bool
  /// The number of eligible days on which it was done.
  public let done: Int
  /// The number of eligible days; always at least 1.
  public let eligible: Int
  /// `done / eligible`, 0...1.
  public let rate: Double
  /// Runs of done days (see `Streak` for how they are counted).
  public let streak: Streak

  /// The statistics of `habit` in `range`, or `nil` when it has no eligible day there.
  /// - Parameters:
  ///   - completions: Completions of any habits on any days; only done days of this habit count,
  ///     and its earliest recorded day may move its first day back.
  public init?(habit: Habit, completions: [HabitCompletion], range: DayRange, today: Day) {
    let own = completions.filter { $0.habitID == habit.id }
    let firstEligible = Swift.max(range.first, habit.firstDay(in: own))
    let lastEligible = Swift.min(range.last, today)
    guard firstEligible <= lastEligible else { return nil }
    let doneDays = Set(own.filter(\.isDone).map(\.day))
    habitID = habit.id
    name = habit.name
    icon = habit.icon
    color = habit.color
    isArchived = habit.isArchived
    eligible = firstEligible.days(to: lastEligible) + 1
    done = doneDays.filter { firstEligible <= $0 && $0 <= lastEligible }.count
    rate = Double(done) / Double(eligible)
    streak = Streak(days: doneDays, range: range, today: today)
  }

  /// The statistics of every habit with an eligible day in `range`, in the person's order.
  /// - Parameter includeArchived: Whether archived habits are included; by default they are not.
  public static func all(
    habits: [Habit], completions: [HabitCompletion], range: DayRange, today: Day,
    includeArchived: Bool = false
  ) -> [HabitStats] {
    habits.filter { includeArchived || !$0.isArchived }
      .sorted { ($0.order, $0.id) < ($1.order, $1.id) }
      .compactMap { HabitStats(habit: $0, completions: completions, range: range, today: today) }
  }
}
