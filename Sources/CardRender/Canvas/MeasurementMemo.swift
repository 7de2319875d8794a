/// A measurer that measures each distinct text once: a layout that tries several arrangements
/// (a card's face sizes and rows of words, each fitting the same reason) asks for the same
/// paragraph at the same size and width again and again, and each measure shapes the whole
/// paragraph. The answers are those of the measurer it wraps.
///
/// Not `Sendable`: one per layout, dropped with it.
final class MeasurementMemo: TextMeasuring {
  private let measurer: any TextMeasuring
  private var known: [TextSpec: TextMetrics] = [:]

  init(_ measurer: any TextMeasuring) {
    self.measurer = measurer
  }

  func measure(_ text: TextSpec) -> TextMetrics {
    if let metrics = known[text] { return metrics }
    let metrics = measurer.measure(text)
    known[text] = metrics
    return metrics
  }

  // Asked once a layout, for a text just measured: not kept.
  func lineStarts(_ text: TextSpec) -> [Int] { measurer.lineStarts(text) }
}
