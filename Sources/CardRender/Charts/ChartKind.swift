/// The kinds of chart MoodCard draws, as `mood chart` names them.
public enum ChartKind: String, Sendable, Hashable, CaseIterable {
  /// The score of each day as a line.
  case line
  /// One bar per day in the score's colour: the 7- and 30-day bar chart.
  case days
  /// Mood words by count.
  case words
  /// Tags by count.
  case tags
  /// How many days had each score, 1 to 10.
  case scores
  /// The mean score of each weekday.
  case weekdays
  /// Tags, words and habits: the mean score with each against without, as diverging bars.
  case patterns
  /// Each habit's completion rate.
  case habits
  /// A month as a grid of days coloured by score.
  case calendar
  /// A year of month grids: "a year in pixels".
  case year
}
