import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// `mood chart`: a chart of a range of days, in PNG, SVG or PDF.
struct ChartCommand: ParsableCommand {
  static let name = "chart"
  static let abstract = "Draw a chart of a range of days (PNG, SVG or PDF)"
  static let discussion = """
    KIND is line (each day's score), days (a bar per day, up to \
    \(DayBarChartLayout.maximumDays) days), words, tags, scores (how many days had each \
    score), weekdays (the mean score of each weekday), patterns (the mean score of the days \
    with each tag, word and habit against the days without it), habits (how often each was \
    done) or calendar (a month coloured by score; with --year, the whole year in pixels). \
    Without a range a chart covers the last 30 days, and the \
    calendar the current month (or the month of the range's last day). The format follows \
    the file's extension unless --format says otherwise. Without -o the chart goes to \
    mood-KIND-FROM-TO.png (or .svg, .pdf) in the current folder; `-o -` writes it to \
    standard output. Charts show counts, averages and rates only.
    Example: mood chart line --days 7 --average --theme dark -o week.png
    """

  static let kind = Argument(choice: ChartRequest.kind, "KIND", cases: ChartRequest.namedKinds)
  static let width = Option(
    ChartRequest.width, "W", "The width in pixels, 320 to 4000 (default: by kind)")
  static let height = Option(
    ChartRequest.height, "H", "The height in pixels, 320 to 4000 (default: by kind)")
  static let average = Flag(
    ChartRequest.average,
    "line: add the \(ScoreSeries.movingAverageDays)-day moving average (always on from \(ScoreSeries.averagedRangeDays) days)"
  )
  static let limit = Option(
    ChartRequest.limit, "N",
    "words, tags: the most bars; patterns: of each kind; 1 to 30 (default: 10)")
  static let archived = Flag(ChartRequest.archived, "habits, patterns: include archived habits")
  static let arguments = [kind.info]
  static let options: [any OptionDeclaring] = [
    RangeGroup.pictures, PictureOutputGroup.pictures, PictureOptions.theme, width, height,
    average, limit, archived, CommonOptions.alt, CommonOptions.tz,
  ]

  let request: ChartRequest
  let output: PictureOutput
  let zone: Zone
  let alt: Bool

  init(_ words: ParsedWords) throws {
    alt = words.contains(CommonOptions.alt)
    request = try ChartRequest(try words.required(Self.kind), words)
    output = try PictureOutputGroup.pictures.output(words)
    zone = try words.timeZone
  }

  func validate(_ context: Context) throws {
    if !alt { try output.validate(noun: .pictureChart, context: context) }
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let model = try journal.chart(request, today: today)
    try journal.close()

    if alt {
      try Console.print(ChartRenderer().altText(for: model).description)
      return
    }
    let chart = try ChartRenderer().render(model, as: output.format)
    let name = model.content.kind == .year ? "year" : request.kind.rawValue
    try output.deliver(
      chart, noun: .pictureChart,
      defaultName: "mood-\(name)-\(model.range.first)-\(model.range.last)",
      context: context)
  }
}
