import MoodSystem

/// The one grammar of a list typed as text (`mood log --tags`, `--words`, the check-in's tags):
/// items separated by a comma, ASCII `,` or the full-width `，` a Chinese keyboard types,
/// each trimmed, empty ones dropped, so `""` is the empty list.
package enum ListText {
  /// The separators between items.
  package static let separators: Set<Character> = [",", "，"]

  /// The items of `text`.
  package static func items(_ text: some StringProtocol) -> [String] {
    text.split(whereSeparator: separators.contains).map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
  }

  /// `list` with each item split again and trimmed: what a list that came as JSON holds once
  /// it follows the same grammar (a tag `"工作，家"` is two tags).
  package static func normalized(_ list: [String]) -> [String] {
    list.flatMap(items)
  }
}
