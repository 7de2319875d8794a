import MoodCore
import Stats

/// What every body layout needs: sizes, colours, language and a way to measure.
struct ChartContext {
  let metrics: ChartMetrics
  let palette: ChartPalette
  let locale: CardLocale
  let firstWeekday: Weekday
  let measurer: any TextMeasuring

  var language: String { locale.languageCode }

  /// `text` measured and placed at the origin, to be moved into place.
  func text(
    _ text: String, size: Double, weight: FontWeight = .regular, color: HexColor
  ) -> PlacedText {
    let spec = TextSpec(text, size: size, weight: weight, language: language)
    return PlacedText(
      spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
  }
}
