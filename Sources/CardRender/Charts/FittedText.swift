import MoodCore
import Stats

/// A line of text fitted into a width: set at its size when it fits, else at the largest
/// smaller size that fits (down to a minimum), else, when more lines are allowed, wrapped at
/// the minimum size, else at the minimum size and cut at a character, ended with the
/// language's ellipsis (`…`, `……`).
/// Text is never clipped by its box and never spills out of it.
///
/// ```swift
/// let label = FittedText(
///   TextSpec("Overwhelmed", size: 22), maxWidth: 120, minimumSize: 16, measurer: fonts)
/// label.spec.size        // the size it was set at
/// label.metrics.width    // <= 120
/// ```
struct FittedText: Sendable, Equatable {
  /// How the text is set: its size, and when it was cut, its shortened text, a width and one
  /// line.
  let spec: TextSpec
  /// Its measured size.
  let metrics: TextMetrics

  /// How much each shrinking step scales the size.
  static let shrinkStep = 0.92

  /// Fits `spec` into `maxWidth`, on one line or up to `maxLines`.
  /// - Parameters:
  ///   - minimumSize: The smallest size to shrink to before wrapping or ellipsizing.
  ///   - maxLines: The most lines to wrap to at the minimum size before cutting.
  init(
    _ spec: TextSpec, maxWidth: Double, minimumSize: Double, maxLines: Int = 1,
    measurer: any TextMeasuring
  ) {
    var spec = spec
    spec.width = nil
    spec.maxLines = nil
    var metrics = measurer.measure(spec)
    let floor = min(minimumSize, spec.size)
    while metrics.width > maxWidth, spec.size > floor {
      spec.size = max(floor, spec.size * FittedText.shrinkStep)
      metrics = measurer.measure(spec)
    }
    let lineHeight = metrics.height
    if metrics.width > maxWidth, maxLines > 1 {
      spec.width = max(1, maxWidth)
      spec.alignment = .left
      metrics = measurer.measure(spec)
      if metrics.lineCount > maxLines {
        spec =
          ReasonFit(
            spec, maxHeight: lineHeight * (Double(maxLines) + 0.5), sizes: [spec.size],
            ellipsis: CardLocale.ellipsis(ending: spec.text), measurer: measurer
          ).spec
        spec.maxLines = maxLines
        metrics = measurer.measure(spec)
      }
    } else if metrics.width > maxWidth {
      // Cut at a character and ended with the ellipsis of the text's script, the space or stop before the
      // cut dropped, as the card cuts a reason: Pango's own ellipsis keeps that space, and "No
      // phone after …" reads as three full stops. Anything under two lines is one line.
      spec.width = max(1, maxWidth)
      spec.alignment = .left
      spec =
        ReasonFit(
          spec, maxHeight: lineHeight * 1.5, sizes: [spec.size],
          ellipsis: CardLocale.ellipsis(ending: spec.text), measurer: measurer
        ).spec
      // One line whatever the measure: Pango would end it with its own ellipsis.
      spec.maxLines = 1
      metrics = measurer.measure(spec)
    }
    self.spec = spec
    self.metrics = metrics
  }

  /// The width the text takes: its box when cut, else its measured width.
  var width: Double { spec.width ?? metrics.width }

  /// The text placed with its top-left corner at `origin`.
  func placed(at origin: Point, color: HexColor) -> PlacedText {
    PlacedText(spec: spec, origin: origin, metrics: metrics, color: color)
  }
}
