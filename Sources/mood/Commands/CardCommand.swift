import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// `mood card`: a day's entry as a picture to share, in PNG, SVG or PDF.
struct CardCommand: ParsableCommand {
  static let name = "card"
  static let abstract = "Draw a day's entry as a card to share (PNG, SVG or PDF)"
  static let discussion = """
    The format follows the file's extension unless --format says otherwise. Without -o the \
    card goes to mood-YYYY-MM-DD.png (or .svg, .pdf) in the current folder; `-o -` writes it \
    to standard output; --copy puts it on the clipboard instead. Leave out what you keep to \
    yourself with --no-reason, --no-words and --no-tags, and the footer with --no-footer.
    Example: mood card yesterday --size story --theme dark -o today.png
    """
  static let day = Argument<DayArgument>.day(
    "YYYY-MM-DD, today or yesterday (default: today)", optional: true)
  static let look = CardLookGroup()
  static let arguments = [day.info]
  static let options: [any OptionDeclaring] = [
    PictureOutputGroup.pictures, look, CommonOptions.alt, CommonOptions.tz,
  ]

  let day: DayArgument?
  let output: PictureOutput
  let look: CardLook
  let zone: Zone
  let alt: Bool

  init(_ words: ParsedWords) throws {
    alt = words.contains(CommonOptions.alt)
    look = try Self.look.look(words)
    output = try PictureOutputGroup.pictures.output(words)
    day = try words.value(Self.day)
    zone = try words.timeZone
  }

  func validate(_ context: Context) throws {
    if !alt { try output.validate(noun: .pictureCard, context: context) }
  }

  func run(_ context: Context) throws {
    let day = (day ?? .today).day(today: try context.today(in: zone))
    let journal = try context.openJournalForReading()
    let model = try journal.card(on: day, look: look)
    try journal.close()
    if alt {
      try Console.print(CardRenderer().altText(for: model).description)
      return
    }
    let card = try CardRenderer().render(model, as: output.format)
    try output.deliver(
      card, noun: .pictureCard, defaultName: "mood-\(day)", context: context)
  }
}
