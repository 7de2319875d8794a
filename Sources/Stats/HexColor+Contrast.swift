import FoundationEssentials
import Glibc
import MoodCore

extension HexColor {
  /// The WCAG 2 relative luminance, 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ byte: UInt8) -> Double {
      let channel = Double(byte) / 255
      return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055).pow(2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio with `other`, 1 (none) to 21 (black on white).
  public func contrastRatio(with other: HexColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This colour mixed with `other`: `amount` 0 is this colour, 1 is `other`.
  public func mixed(with other: HexColor, amount: Double) -> HexColor {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
    }
    return HexColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }
  /// This colour mixed toward `target` in steps of 5 % until it reaches `ratio` against
  /// `background` (itself when it already does), or `target` itself.
  public func mixed(
    toward target: HexColor, untilContrast ratio: Double, against background: HexColor
  ) -> HexColor {
    var amount = 0.0
    var mixed = self
    while mixed.contrastRatio(with: background) < ratio, amount < 1 {
      amount += 0.05
      mixed = self.mixed(with: target, amount: amount)
    }
    return mixed
  }

}

extension Double {
  fileprivate func pow(_ exponent: Double) -> Double { Glibc.pow(self, exponent) }
}
