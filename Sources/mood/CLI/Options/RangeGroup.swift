import MoodApp
import MoodCore

/// The range options, one grammar for every command that covers a range of days:
/// `--days N`, `--from DAY [--to DAY]`, `--month YYYY-MM` or `--year YYYY` (or `--all`, where
/// the group takes it), exactly one form. The grammar is MoodApp's `RangeForm`, which the web
/// app reads its queries with too; this adds the help.
struct RangeGroup: OptionDeclaring {
  /// The grammar.
  let form: RangeForm

  /// The range of `batch`: at most a year of days by count.
  static let cards = RangeGroup(form: .cards)
  /// The range of `chart` and `report`: as `cards`, and `--all`.
  static let pictures = RangeGroup(form: .pictures)
  /// The range of `list`, `stats` and `export`: up to ten years by count, any range by
  /// `--from`, and `--all`.
  static let entries = RangeGroup(form: .entries)

  /// `--all`: every logged day, where the group takes it.
  static let all = Flag(RangeForm.all, "All entries, from the first logged day through today")

  var days: Option<Int> {
    Option(form.days, "N", "The last N days, ending today (1 to \(form.maximumDays))")
  }
  static let from = Option(RangeForm.from, "DAY", "The first day of the range")
  static let to = Option(RangeForm.to, "DAY", "The last day of the range (default: today)")
  static let month = Option(RangeForm.month, "YYYY-MM", "A whole month")
  static let year = Option(RangeForm.year, "YYYY", "A whole year")

  var sectionTitle: String? { "RANGE OPTIONS" }

  var optionInfos: [OptionInfo] {
    [days.info, Self.from.info, Self.to.info, Self.month.info, Self.year.info]
      + (form.takesAll ? [Self.all.info] : [])
  }

  /// The range the words ask for, or `nil` when they give none.
  /// - Throws: a `ValidationError` naming a bad value, or the options that cannot be combined.
  func request(_ words: ParsedWords) throws -> RangeRequest? { try form.request(words) }
}
