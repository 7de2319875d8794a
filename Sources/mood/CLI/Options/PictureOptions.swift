import CardRender
import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// The options that say how a picture looks, each declared once and shared by `card`, `chart`,
/// `report` and `batch`, over MoodApp's `PictureParameters`.
enum PictureOptions {
  /// `--theme THEME`.
  static let theme = Option(choice: PictureParameters.theme, "THEME", "light (default) or dark")

  /// `--size SIZE`: the card's shape.
  static let size = Option(
    choice: PictureParameters.size, "SIZE",
    "portrait (1080x1350, default), square (1080²) or story (1080x1920)")

  /// `--scale N`: pixels per card unit.
  static let scale = Option(
    PictureParameters.scale, "N", "Pixels per card unit, 1 to 4, for sharper pictures (default: 1)")
}
