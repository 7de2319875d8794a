import MoodCore

/// A colour with opacity, channels 0...1.
struct RGBA: Sendable, Hashable {
  /// Red, green, blue and alpha, each 0...1.
  var red: Double, green: Double, blue: Double, alpha: Double

  /// The colour `hex` at opacity `alpha`.
  init(_ hex: HexColor, alpha: Double = 1) {
    red = Double(hex.red) / 255
    green = Double(hex.green) / 255
    blue = Double(hex.blue) / 255
    self.alpha = alpha
  }
}

/// How a shape is filled.
enum Paint: Sendable, Hashable {
  /// One colour.
  case solid(RGBA)
  /// A linear gradient from `start` (colour `from`) to `end` (colour `to`).
  case linearGradient(start: Point, end: Point, from: RGBA, to: RGBA)
  /// A radial gradient through `stops`, from offset 0 at `center` to offset 1 at `radius`.
  case radialGradient(center: Point, radius: Double, stops: [GradientStop])
}

/// A colour at one offset (0...1) along a gradient.
struct GradientStop: Sendable, Hashable {
  /// Where the colour is: 0 at the gradient's start, 1 at its end.
  var offset: Double
  /// The colour there.
  var color: RGBA
}
