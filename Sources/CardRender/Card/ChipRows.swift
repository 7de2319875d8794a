/// How chips are arranged in centred rows: which chips go on which row, and how many are left
/// over for a `+N` chip at the end of the last row.
///
/// Pure arithmetic on widths; the caller measures the labels.
struct ChipRows: Sendable, Equatable {
  /// One chip in a row.
  enum Item: Sendable, Equatable {
    /// The chip at this index of the input.
    case chip(Int)
    /// The chip at this index, narrowed to this width (its label ellipsized) so that the `+N`
    /// chip fits beside it.
    case narrowed(Int, width: Double)
    /// The `+N` chip standing for `N` chips that did not fit.
    case more(Int)
  }

  /// The rows, top to bottom, each left to right.
  let rows: [[Item]]

  /// The number of chips left off (shown as the `+N` chip), 0 when all fit.
  var hiddenCount: Int {
    rows.last?.reduce(0) { count, item in
      if case .more(let n) = item { return count + n }
      return count
    } ?? 0
  }

  /// Arranges chips of `widths` into at most `maxRows` rows no wider than `maxWidth`.
  ///
  /// Rows fill greedily in order. When the chips do not all fit, chips are taken off the end of
  /// the last row until a `+N` chip (of width `moreWidth(N)`) fits there; the `+N` chip never
  /// stands alone: the row's first chip stays, narrowed if need be. Every width is expected to
  /// be at most `maxWidth`; the caller ellipsizes longer labels first.
  /// - Parameters:
  ///   - widths: each chip's width.
  ///   - maxWidth: the widest a row may be.
  ///   - gap: the space between two chips in a row.
  ///   - maxRows: the most rows, at least 1.
  ///   - moreWidth: the width of the `+N` chip for `N`.
  init(
    widths: [Double], maxWidth: Double, gap: Double, maxRows: Int,
    moreWidth: (Int) -> Double
  ) {
    var rows: [[Int]] = []
    var rowWidth = 0.0
    for (index, width) in widths.enumerated() {
      if let last = rows.last, !last.isEmpty, rowWidth + gap + width <= maxWidth {
        rows[rows.count - 1].append(index)
        rowWidth += gap + width
      } else {
        rows.append([index])
        rowWidth = width
      }
    }
    guard rows.count > max(1, maxRows) else {
      self.rows = rows.map { $0.map(Item.chip) }
      return
    }
    var kept = Array(rows.prefix(max(1, maxRows)))
    var last = kept.removeLast()
    func width(of row: [Int], hidden: Int) -> Double {
      row.reduce(0) { $0 + widths[$1] + gap } + moreWidth(hidden)
    }
    var hidden = widths.count - kept.joined().count - last.count
    while last.count > 1, width(of: last, hidden: hidden) > maxWidth {
      last.removeLast()
      hidden += 1
    }
    var lastRow = last.map(Item.chip)
    if let first = last.first, width(of: last, hidden: hidden) > maxWidth {
      lastRow = [.narrowed(first, width: maxWidth - gap - moreWidth(hidden))]
    }
    self.rows = kept.map { $0.map(Item.chip) } + [lastRow + [.more(hidden)]]
  }

  /// The width of each row, chips and gaps included, for centring.
  func rowWidths(widths: [Double], gap: Double, moreWidth: (Int) -> Double) -> [Double] {
    rows.map { row in
      row.reduce(0) { total, item in
        switch item {
        case .chip(let index): return total + widths[index]
        case .narrowed(_, let width): return total + width
        case .more(let n): return total + moreWidth(n)
        }
      } + gap * Double(max(0, row.count - 1))
    }
  }
}
