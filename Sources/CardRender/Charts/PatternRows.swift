import Stats

/// The rows of a patterns chart: the items with enough days on each side, grouped by kind (tags,
/// words, habits), the largest differences of each kind kept up to a limit, and within a group
/// from the highest difference to the lowest, so the bars diverge in order.
struct PatternRows: Sendable {
  /// The kinds with an item shown, each with its items.
  let groups: [(kind: Pattern.Kind, items: [Pattern])]
  /// Items left out for having fewer than `Patterns.minimumDays` days on a side.
  let leftOut: Int
  /// Items with enough days left out for the limit.
  let notShown: Int
  /// Every item, drawn or not, tags, words and habits in that order.
  let all: [Pattern]

  /// - Parameter limit: The most items of each kind.
  init(_ patterns: Patterns, limit: Int) {
    let comparable = patterns.comparable
    groups = Pattern.Kind.allCases.compactMap { kind in
      let items = comparable.filter { $0.kind == kind }.prefix(max(limit, 0)).sorted {
        ($0.difference ?? 0, $1.label.lowercased()) > ($1.difference ?? 0, $0.label.lowercased())
      }
      return items.isEmpty ? nil : (kind, items)
    }
    leftOut = patterns.leftOutCount
    notShown = comparable.count - groups.reduce(0) { $0 + $1.items.count }
    all = patterns.all
  }

  private init(
    groups: [(kind: Pattern.Kind, items: [Pattern])], leftOut: Int, notShown: Int,
    all: [Pattern]
  ) {
    self.groups = groups
    self.leftOut = leftOut
    self.notShown = notShown
    self.all = all
  }

  /// The items not drawn, for too few days on a side, past the limit or for room, in the
  /// order of `all`.
  var missing: [Pattern] {
    let shown = Set(groups.flatMap(\.items).map(\.id))
    return all.filter { !shown.contains($0.id) }
  }

  /// These rows with only the `count` largest differences, in the same order; the others are
  /// counted as not shown.
  func keeping(_ count: Int) -> PatternRows {
    let kept = Set(
      Patterns.bySizeOfDifference(groups.flatMap(\.items)).prefix(max(count, 0)).map(\.id))
    let groups = self.groups.compactMap { group -> (kind: Pattern.Kind, items: [Pattern])? in
      let items = group.items.filter { kept.contains($0.id) }
      return items.isEmpty ? nil : (group.kind, items)
    }
    let dropped = itemCount - groups.reduce(0) { $0 + $1.items.count }
    return PatternRows(
      groups: groups, leftOut: leftOut, notShown: notShown + dropped, all: all)
  }

  /// The number of items shown.
  var itemCount: Int { groups.reduce(0) { $0 + $1.items.count } }

  /// The fewest days on each side (with and without) of an item drawn at full strength: a mean
  /// of fewer days moves a lot with one day, so its bar is faded, lest it be over-read.
  static let fewDays = 7

  /// Whether `pattern` has fewer than `fewDays` days with it or without it.
  static func hasFewDays(_ pattern: Pattern) -> Bool {
    min(pattern.with.days, pattern.without.days) < fewDays
  }

  /// Whether any item shown has few days on a side.
  var hasFewDays: Bool { groups.contains { $0.items.contains(where: PatternRows.hasFewDays) } }

  /// The height of the rows in item rows: a group heading takes three quarters of one.
  var height: Double { Double(itemCount) + 0.75 * Double(groups.count) }
}
