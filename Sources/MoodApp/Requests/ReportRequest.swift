import CardRender
import MoodCore
import MoodStore
import Stats

/// A report as a person asks for it: its range, paper and language, and whether it leaves the
/// reasons out. `mood report` and the web app's report read it the same way.
package struct ReportRequest: Sendable {
  /// `paper`: a4 or letter.
  package static let paper = Parameter<ReportPaper>.choice("paper")
  /// `redact-reasons`: leave every reason out.
  package static let redactReasons = "redact-reasons"

  /// The range asked for, or `nil` for the last 30 days.
  package let range: RangeRequest?
  /// The paper size.
  package let paper: ReportPaper
  /// The language and first weekday.
  package let locale: UserLocale
  /// Whether every reason is left out.
  package let redactsReasons: Bool
  /// How the person named the values, for the refusals that come after reading.
  package let spelling: Spelling

  /// The report `words` ask for.
  /// - Throws: a `ValidationError` naming a bad value.
  package init(_ words: some RequestWords) throws {
    paper = try words.value(Self.paper, default: .a4)
    locale = words.locale
    range = try RangeForm.pictures.request(words)
    redactsReasons = words.isSet(Self.redactReasons)
    spelling = words.spelling
  }

  /// The days asked for, else the last 30, at most `RangeRequest.maximumDrawnSpan` of them:
  /// a report draws every day's point and every month's calendar.
  /// - Parameter firstLogged: where `all` starts.
  package func resolvedRange(today: Day, firstLogged: () throws -> Day?) throws -> DayRange {
    try RangeRequest.drawable(
      (range ?? .standard).resolved(today: today, firstLogged: firstLogged), spelling: spelling)
  }

  /// The report of `range` from what `db` holds now.
  package func model(db: Database, range: DayRange, today: Day) throws -> ReportModel {
    // The entries of the months the range touches (the calendars show them whole), the
    // range's completions and each habit's earliest record (which may move its first day
    // back), and the logged days beyond them that streaks reach.
    ReportModel(
      entries: try db.entries(in: ReportModel.calendarDays(of: range)),
      habits: try db.habits(includeArchived: true),
      completions: try db.completionsCountingFirstDays(in: range),
      vocabulary: try db.vocabulary(), range: range, today: today,
      options: ReportOptions(
        paper: paper, locale: locale.language, firstWeekday: locale.firstWeekday,
        redactsReasons: redactsReasons),
      loggedBeyond: try db.loggedDays(reachedByStreaksOf: range, today: today))
  }
}
