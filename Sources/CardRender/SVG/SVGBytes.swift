import FoundationEssentials
import Glibc

/// SVG text being written: the grammar of the numbers, colours and path data MoodCard's SVG
/// files hold, written straight into bytes.
///
/// A number is exact to a thousandth of a unit, without trailing zeros (`12`, `0.5`, `-3.125`):
/// a thousandth of a pixel is below anything a viewer can show, and printing through `printf`
/// cost more than drawing the picture (BENCHMARKS.md).
struct SVGBytes {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Appends `text` as it is: markup, or text already escaped.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` as it is.
  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends `other`'s bytes.
  mutating func append(_ other: SVGBytes) { bytes.append(contentsOf: other.bytes) }

  /// Appends `value` to a thousandth, without trailing zeros; a value that is not finite, or
  /// beyond a trillion, is 0.
  mutating func append(number value: Double) {
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 1e15 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    var count = Int64(thousandths)
    if count < 0 {
      bytes.append(UInt8(ascii: "-"))
      count = -count
    }
    append(digitsOf: UInt64(count / 1000), minimumCount: 1)
    var fraction = count % 1000
    guard fraction != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    append(digitsOf: UInt64(fraction), minimumCount: digits)
  }

  /// Appends `value`'s decimal digits, with leading zeros up to `minimumCount` (at most 20).
  private mutating func append(digitsOf value: UInt64, minimumCount: Int = 1) {
    // UInt64.max has 20 digits.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var count = 0
      var rest = value
      repeat {
        digits[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0 || count < minimumCount
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
    }
  }

  /// Appends `name="value"` with a space before it.
  mutating func append(attribute name: StaticString, number value: Double) {
    append(" ")
    append(name)
    append("=\"")
    append(number: value)
    append("\"")
  }

  /// Appends the colour as `#rrggbb`.
  mutating func append(color: RGBA) {
    bytes.append(UInt8(ascii: "#"))
    for channel in [color.red, color.green, color.blue] {
      let byte = Int((min(max(channel, 0), 1) * 255).rounded())
      bytes.append(SVGBytes.hexDigits[byte >> 4])
      bytes.append(SVGBytes.hexDigits[byte & 15])
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends ` fill="#rrggbb"`, and its opacity when the colour is not opaque; `attribute`
  /// names the colour's attribute (`fill`, `stroke`, `stop-color`) and the opacity's is its
  /// name with `-opacity` (`stop-color` has `stop-opacity`).
  mutating func append(paint color: RGBA, as attribute: PaintAttribute) {
    append(" ")
    append(attribute.color)
    append("=\"")
    append(color: color)
    append("\"")
    guard color.alpha < 1 else { return }
    append(attribute: attribute.opacity, number: max(color.alpha, 0))
  }

  /// The attributes a colour is written in.
  enum PaintAttribute {
    case fill, stroke, stop

    var color: StaticString {
      switch self {
      case .fill: "fill"
      case .stroke: "stroke"
      case .stop: "stop-color"
      }
    }

    var opacity: StaticString {
      switch self {
      case .fill: "fill-opacity"
      case .stroke: "stroke-opacity"
      case .stop: "stop-opacity"
      }
    }
  }

  /// Appends `path` as path data (the value of `d`). An arc is written as SVG arcs of at most
  /// a quarter turn each, as cairo draws it: from a line to its start when the path has a
  /// current point, and clockwise on screen from its first angle to its second, a second
  /// smaller than the first taken a whole turn later.
  mutating func append(pathData path: Path) {
    var hasCurrentPoint = false
    var separator = false
    func command(_ letter: StaticString, _ points: Point...) {
      if separator { append(" ") }
      separator = true
      append(letter)
      for (index, point) in points.enumerated() {
        if index > 0 { append(" ") }
        append(number: point.x)
        append(" ")
        append(number: point.y)
      }
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        command("M", point)
        hasCurrentPoint = true
      case .line(let point):
        command(hasCurrentPoint ? "L" : "M", point)
        hasCurrentPoint = true
      case .curve(let control1, let control2, let end):
        if !hasCurrentPoint { command("M", control1) }
        command("C", control1, control2, end)
        hasCurrentPoint = true
      case .arc(let center, let radius, let from, var to):
        while to < from { to += 2 * .pi }
        func point(_ angle: Double) -> Point {
          Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        command(hasCurrentPoint ? "L" : "M", point(from))
        hasCurrentPoint = true
        let quarters = Int(((to - from) / (.pi / 2)).rounded(.up))
        guard radius > 0, quarters > 0 else { continue }
        for index in 1...quarters {
          let angle = from + (to - from) * Double(index) / Double(quarters)
          if separator { append(" ") }
          append("A")
          append(number: radius)
          append(" ")
          append(number: radius)
          append(" 0 0 1 ")
          let end = point(angle)
          append(number: end.x)
          append(" ")
          append(number: end.y)
        }
      case .close:
        command("Z")
      }
    }
  }
}
