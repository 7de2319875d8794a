import MoodStore

/// An import as a person asks for it: the file's format (else found from its content), what
/// to do with the days the store has already, a Daylio export's mood scores, and whether it is
/// a dry run. `mood import` and the web app's import read it the same way.
package struct ImportRequest: Sendable {
  /// The formats an import reads.
  package enum Format: String, CaseIterable, Sendable {
    case json, daylio
  }

  /// `format`: json or daylio, the older spelling of `from` for the two formats it had.
  package static let format = Parameter<Format>.choice("format")
  /// `from`: the format of the file, by the app it comes from (`daylio`, `pixels`, ...).
  package static let from = Parameter<ImportFormat>.choice("from")
  /// The names `from` takes, for help texts.
  package static let fromNames = ImportFormat.allCases.map(\.rawValue)
  /// `dry-run`: check the file and report what would change, writing nothing.
  package static let dryRun = "dry-run"
  /// `on-conflict`: keep, replace or merge the days the store has already.
  package static let onConflict = Parameter<ConflictPolicy>.choice(
    "on-conflict", noun: .nounConflictPolicy)
  /// `mood-map`: scores 1-10 for a Daylio export's mood labels.
  package static let moodMap = Parameter<MoodMap>("mood-map") { text, _ in
    try MoodMap(parsing: text)
  }

  /// The file's format, or `nil` to find it from the content.
  package let format: ImportFormat?
  /// Whether nothing is written.
  package let dryRun: Bool
  /// What happens to the days the store has already.
  package let policy: ConflictPolicy
  /// The scores of a Daylio export's mood labels beyond its own five.
  package let moodMap: MoodMap

  /// The import `words` ask for.
  /// - Throws: a `ValidationError` (or an import error for the mood map) naming a bad value.
  package init(_ words: some RequestWords) throws {
    policy = try words.value(Self.onConflict, default: .keep)
    let older: ImportFormat? =
      switch try words.value(Self.format) {
      case .json?: .moodcard
      case .daylio?: .daylioCSV
      case nil: nil
      }
    format = try words.value(Self.from) ?? older
    moodMap = try words.value(Self.moodMap) ?? MoodMap()
    dryRun = try words.isSet(Self.dryRun)
  }
}
