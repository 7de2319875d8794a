import CardRender
import Stats

/// The values that say how a picture looks, each declared once and shared by the card, the
/// charts, the report and the batch, on the command line and in the web app.
package enum PictureParameters {
  /// `theme`: light or dark; the saved one when left out.
  package static let theme = Parameter<CardTheme>.choice("theme")
  /// `size`: the card's shape; the saved one when left out.
  package static let size = Parameter<CardSize>.choice("size")
  /// `scale`: pixels per card unit.
  package static let scale = Parameter<Double>.number("scale", in: CardOptions.scales)
}
