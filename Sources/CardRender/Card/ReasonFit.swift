/// The size and line limit that make a paragraph fit a box: the largest size from a range at
/// which all of it fits, or else the smallest size with as many lines as fit, the last one
/// ellipsized.
struct ReasonFit: Sendable, Equatable {
  /// The text as it will be set: size and line limit chosen.
  let spec: TextSpec
  /// Its measured size.
  let metrics: TextMetrics

  /// Whether the text had to be cut.
  var isEllipsized: Bool { metrics.isEllipsized }

  /// Fits `text` into `maxHeight`.
  /// - Parameters:
  ///   - text: the paragraph, with its width, weight and language set; its size is replaced.
  ///   - maxHeight: the tallest the paragraph may be.
  ///   - sizes: the sizes to try, largest first; the last is the smallest allowed.
  ///   - measurer: measures the paragraph.
  init(
    _ text: TextSpec, maxHeight: Double, sizes: [Double], measurer: any TextMeasuring
  ) {
    let sizes = sizes.isEmpty ? [text.size] : sizes
    var spec = text
    spec.maxLines = nil
    // A paragraph is never shorter at a larger size, so the largest size that fits is found by
    // bisection: each size measured costs shaping and loading every glyph at that size.
    var measured: [Int: TextMetrics] = [:]
    func metrics(at index: Int) -> TextMetrics {
      if let known = measured[index] { return known }
      var sized = spec
      sized.size = sizes[index]
      let metrics = measurer.measure(sized)
      measured[index] = metrics
      return metrics
    }
    var low = 0, high = sizes.count  // the answer lies in low...high; high means none fits
    while low < high {
      let middle = (low + high) / 2
      if metrics(at: middle).height <= maxHeight { high = middle } else { low = middle + 1 }
    }
    if low < sizes.count {
      spec.size = sizes[low]
      self.spec = spec
      self.metrics = metrics(at: low)
      return
    }
    // Nothing fits whole: at the smallest size, keep the lines that fit and ellipsize the last.
    spec.size = sizes[sizes.count - 1]
    let full = metrics(at: sizes.count - 1)
    let lineHeight = full.height / Double(max(1, full.lineCount))
    var lines = max(1, Int((maxHeight / lineHeight).rounded(.down)))
    spec.maxLines = lines
    var metrics = measurer.measure(spec)
    while metrics.height > maxHeight, lines > 1 {
      lines -= 1
      spec.maxLines = lines
      metrics = measurer.measure(spec)
    }
    self.spec = spec
    self.metrics = metrics
  }
}
