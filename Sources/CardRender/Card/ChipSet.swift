import MoodCore

/// Measured chips waiting to be arranged into rows; makes the `+N` chip when needed.
struct ChipSet {
  /// The room a valence dot and its space take before a label.
  static let dotSpace = 26.0
  /// The diameter of a valence dot.
  static let dotSize = 14.0

  let items: [PlacedChip]
  let content: Double
  let height: Double
  /// The space between two chips in a row, and between two rows.
  let gap: Double
  let padding: Double
  let textSize: Double
  let language: String
  let color: HexColor
  let measurer: any TextMeasuring

  var isEmpty: Bool { items.isEmpty }

  /// The chips in at most `rows` rows.
  func arranged(rows: Int) -> Arranged {
    let widths = items.map(\.frame.width)
    let layout = ChipRows(
      widths: widths, maxWidth: content, gap: gap, maxRows: rows,
      moreWidth: { moreChip($0).frame.width })
    let rowItems = layout.rows.map { row in
      row.map { item -> PlacedChip in
        switch item {
        case .chip(let index): return items[index]
        case .narrowed(let index, let width): return narrowed(items[index], to: width)
        case .more(let count): return moreChip(count)
        }
      }
    }
    return Arranged(rows: rowItems, chipHeight: height, gap: gap, padding: padding)
  }

  /// `chip` at `width`, its label ellipsized to the room left inside.
  private func narrowed(_ chip: PlacedChip, to width: Double) -> PlacedChip {
    var chip = chip
    let inner = width - 2 * padding - (chip.dot == nil ? 0 : ChipSet.dotSpace)
    chip.label.spec.width = inner
    chip.label.spec.maxLines = 1
    chip.label.spec.alignment = .left
    chip.label.metrics = measurer.measure(chip.label.spec)
    chip.frame.width = width
    return chip
  }

  private func moreChip(_ count: Int) -> PlacedChip {
    let spec = TextSpec("+\(count)", size: textSize, weight: .bold, language: language)
    let metrics = measurer.measure(spec)
    return PlacedChip(
      frame: Rect(x: 0, y: 0, width: metrics.width + 2 * padding, height: height),
      label: PlacedText(spec: spec, origin: Point(x: 0, y: 0), metrics: metrics, color: color),
      dot: nil)
  }

  /// Chips arranged in rows, ready to place.
  struct Arranged {
    let rows: [[PlacedChip]]
    let chipHeight: Double
    let gap: Double
    let padding: Double

    var isEmpty: Bool { rows.isEmpty }

    /// The height of all rows.
    var height: Double {
      rows.isEmpty ? 0 : Double(rows.count) * chipHeight + Double(rows.count - 1) * gap
    }

    /// The chips with their places: rows from `top`, each centred on `center`; labels centred
    /// vertically, after the padding and the dot when there is one.
    func placed(top: Double, center: Double) -> [PlacedChip] {
      var placed: [PlacedChip] = []
      var y = top
      for row in rows {
        let rowWidth =
          row.reduce(0) { $0 + $1.frame.width } + gap * Double(max(0, row.count - 1))
        var x = center - rowWidth / 2
        for var chip in row {
          chip.frame.x = x
          chip.frame.y = y
          chip.label.origin = Point(
            x: x + padding + (chip.dot == nil ? 0 : ChipSet.dotSpace),
            y: y + (chipHeight - chip.label.metrics.height) / 2)
          placed.append(chip)
          x += chip.frame.width + gap
        }
        y += chipHeight + gap
      }
      return placed
    }
  }
}
