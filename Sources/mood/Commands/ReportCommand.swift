import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import Stats

/// `mood report`: a multi-page PDF of a range of days, to hand to someone.
struct ReportCommand: ParsableCommand {
  static let name = "report"
  static let abstract = "Write a multi-page PDF report of a range of days"
  static let discussion = """
    The report has the range's numbers (days logged, mean and median score, logging \
    streaks), the charts of `mood chart` (the score line, the scores, words, tags, habits \
    and a calendar of each month), and a table of every entry with its reason. It shows \
    numbers and labels only. Without a range it covers the last 30 days. Without -o it goes \
    to mood-report-FROM-TO.pdf in the current folder; `-o -` writes it to standard output.
    Example: mood report --month 2026-11 --paper letter --redact-reasons -o november.pdf
    """
  static let paper = Option<ReportPaper>.choice("paper", "PAPER", "a4 (default) or letter")
  static let redactReasons = Flag(
    "redact-reasons", "Leave every reason out, to share the numbers only")
  static let options: [any OptionDeclaring] = [
    RangeGroup.pictures, paper, redactReasons, PictureOutputGroup.pdf, CommonOptions.tz,
  ]

  let range: RangeRequest?
  let paper: ReportPaper
  let locale: UserLocale
  let redactsReasons: Bool
  let output: PictureOutput
  let zone: Zone

  init(_ words: ParsedWords) throws {
    paper = try words.value(Self.paper, default: .a4)
    locale = words.locale
    output = try PictureOutputGroup.pdf.output(words)
    range = try RangeGroup.pictures.request(words)
    redactsReasons = words.contains(Self.redactReasons)
    zone = try words.timeZone
  }

  func validate(_ context: Context) throws {
    try output.validate(noun: .pictureReport, context: context)
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let range = try resolvedRange(today: today)
    let store = try context.openStoreForReading()
    let model = try store.read { db in try reportModel(db: db, range: range, today: today) }
    try store.close()

    let report = try ReportRenderer().render(model)
    try output.deliver(
      report, noun: .pictureReport, defaultName: "mood-report-\(range.first)-\(range.last)",
      context: context)
  }

  /// The days asked for, else the last 30, at most `RangeRequest.maximumDrawnSpan` of them:
  /// a report draws every day's point and every month's calendar.
  func resolvedRange(today: Day) throws -> DayRange {
    try RangeRequest.drawable((range ?? .standard).resolved(today: today))
  }

  /// The report of `range` from what `db` holds now; `mood serve` draws the same report.
  func reportModel(db: Database, range: DayRange, today: Day) throws -> ReportModel {
    // The entries of the months the range touches (the calendars show them whole), the
    // range's completions and each habit's earliest record (which may move its first day
    // back), and the logged days beyond them that streaks reach.
    ReportModel(
      entries: try db.entries(in: ReportModel.calendarDays(of: range)),
      habits: try db.habits(includeArchived: true),
      completions: try db.completions(in: range) + db.earliestCompletions(),
      vocabulary: try db.vocabulary(), range: range, today: today,
      options: ReportOptions(
        paper: paper, locale: locale.language, firstWeekday: locale.firstWeekday,
        redactsReasons: redactsReasons),
      loggedBeyond: try db.loggedDays(reachedByStreaksOf: range, today: today))
  }
}
