import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// `mood report`: a multi-page PDF of a range of days, to hand to someone.
struct ReportCommand: ParsableCommand {
  static let name = "report"
  static let abstract = "Write a multi-page PDF report of a range of days"
  static let discussion = """
    The first page is a summary to read in two minutes: the days logged, the mean, the \
    lowest and highest and the days at 3 or lower; the score line with its 7-day average and \
    each week's mean; the most chosen words and tags; the three largest with-and-without \
    differences, as counts; the habits' rates; and the entries marked with `mood log \
    --discuss`. An appendix follows: the charts of `mood chart` and a table of every entry \
    with its reason. It shows numbers and labels only. Without a range it covers the last 30 \
    days. Without -o it goes to mood-report-FROM-TO.pdf in the current folder; `-o -` writes it \
    to standard output.
    With --since-session it covers the days after the last session recorded with `mood \
    sessions add` through today, and its heading names that session.
    Example: mood report --month 2026-11 --paper letter --redact-reasons -o november.pdf
    """
  static let paper = Option(choice: ReportRequest.paper, "PAPER", "a4 (default) or letter")
  static let redactReasons = Flag(
    ReportRequest.redactReasons, "Leave every reason out, to share the numbers only")
  static let sinceSession = Flag(
    ReportRequest.sinceSession,
    "Cover the days after the last session (`mood sessions`) through today, instead of a range")
  static let options: [any OptionDeclaring] = [
    RangeGroup.pictures, sinceSession, paper, redactReasons, PictureOutputGroup.pdf,
    CommonOptions.tz,
  ]

  let request: ReportRequest
  let output: PictureOutput
  let zone: Zone

  init(_ words: ParsedWords) throws {
    request = try ReportRequest(words)
    output = try PictureOutputGroup.pdf.output(words)
    zone = try words.timeZone
  }

  func validate(_ context: Context) throws {
    try output.validate(noun: .pictureReport, context: context)
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let model = try journal.report(request, today: today)
    try journal.close()

    let report = try ReportRenderer().render(model)
    try output.deliver(
      report, noun: .pictureReport,
      defaultName: "mood-report-\(model.range.first)-\(model.range.last)",
      context: context)
  }
}
