import CardRender
import MoodCore
import MoodStore
import Stats

/// A report as a person asks for it: its range (or the days since the last session), paper and
/// language, and whether it leaves the reasons out. `mood report` and the web app's report read
/// it the same way.
package struct ReportRequest: Sendable {
  /// `paper`: a4 or letter.
  package static let paper = Parameter<ReportPaper>.choice("paper")
  /// `redact-reasons`: leave every reason out.
  package static let redactReasons = "redact-reasons"
  /// `since-session`: from the day after the last recorded session through today, in place of
  /// a range.
  package static let sinceSession = "since-session"

  /// The range asked for, or `nil` for the last 30 days (or the days since the last session).
  package let range: RangeRequest?
  /// Whether the report covers the days after the last session through today.
  package let startsAfterSession: Bool
  /// The paper size.
  package let paper: ReportPaper
  /// The language and first weekday.
  package let locale: UserLocale
  /// Whether every reason is left out.
  package let redactsReasons: Bool
  /// How the person named the values, for the refusals that come after reading.
  package let spelling: Spelling

  /// The report `words` ask for.
  /// - Throws: a `ValidationError` naming a bad value, or `since-session` with a range.
  package init(_ words: some RequestWords) throws {
    paper = try words.value(Self.paper, default: .a4)
    locale = words.locale
    range = try RangeForm.pictures.request(words)
    startsAfterSession = try words.isSet(Self.sinceSession)
    if startsAfterSession, range != nil {
      let given = try RangeForm.names.filter { try words.isGiven($0) }.map { words.spelling($0) }
      throw ValidationError(
        .sinceSessionWithRange,
        ["since": .text(words.spelling(Self.sinceSession)), "options": .allOf(given)])
    }
    redactsReasons = try words.isSet(Self.redactReasons)
    spelling = words.spelling
  }

  /// The days asked for, else the last 30, at most `RangeRequest.maximumDrawnSpan` of them (a
  /// report draws every day's point and every month's calendar), and the session they follow
  /// when the report starts after the last one.
  /// - Throws: `StoreError.noSession` when none is recorded, `.nothingSinceSession` when the
  ///   last is today, a `ValidationError` for too many days.
  package func resolvedRange(today: Day, in db: Database) throws
    -> (range: DayRange, session: Day?)
  {
    guard startsAfterSession else {
      let range = try (range ?? .standard).resolved(today: today, firstLogged: db.firstLoggedDay)
      return (try RangeRequest.drawable(range, spelling: spelling), nil)
    }
    guard let session = try db.lastSession(onOrBefore: today) else {
      throw StoreError.noSession
    }
    guard session < today else { throw StoreError.nothingSinceSession(session) }
    let range = try DayRange(first: session.adding(days: 1), last: today)
    return (try RangeRequest.drawable(range, spelling: spelling), session)
  }

  /// The report `db` holds now of the days asked for.
  /// - Throws: as `resolvedRange(today:in:)`.
  package func model(db: Database, today: Day) throws -> ReportModel {
    let (range, session) = try resolvedRange(today: today, in: db)
    // The entries of the months the range touches (the calendars show them whole), the
    // range's completions and each habit's earliest record (which may move its first day
    // back).
    return ReportModel(
      entries: try db.entries(in: ReportModel.calendarDays(of: range)),
      habits: try db.habits(includeArchived: true),
      completions: try db.completionsCountingFirstDays(in: range),
      vocabulary: try db.vocabulary(), range: range, today: today,
      options: ReportOptions(
        paper: paper, locale: locale.language, firstWeekday: locale.firstWeekday,
        redactsReasons: redactsReasons),
      sinceSession: session)
  }
}
