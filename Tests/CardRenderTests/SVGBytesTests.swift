import Foundation
import MoodCore
import Testing

@testable import CardRender

/// The grammar of MoodCard's SVG: numbers, colours and path data.
@Suite struct SVGBytesTests {
  private func written(_ write: (inout SVGBytes) -> Void) -> String {
    var bytes = SVGBytes()
    write(&bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  private func number(_ value: Double) -> String { written { $0.append(number: value) } }

  @Test(arguments: [
    (0, "0"), (12, "12"), (0.5, "0.5"), (-3.125, "-3.125"), (0.001, "0.001"), (0.01, "0.01"),
    (100.1, "100.1"), (2.0625, "2.063"), (-2.0625, "-2.063"), (-0.0004, "0"), (0.0004, "0"),
    (123_456_789.987, "123456789.987"), (1e20, "0"), (.nan, "0"), (.infinity, "0"),
  ])
  func aNumberIsWrittenToAThousandthWithoutTrailingZeros(value: Double, text: String) {
    #expect(number(value) == text)
  }

  @Test func everyNumberReadsBackWithinHalfAThousandth() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let value = Double.random(in: -5000...5000, using: &generator)
      let text = number(value)
      let read = try! #require(Double(text), "\(text) is not a number")
      #expect(abs(read - value) <= 0.0005 + 1e-9, "\(value) was written \(text)")
      #expect(!text.hasPrefix("-0") || text.hasPrefix("-0."), "\(text)")
      #expect(!(text.contains(".") && text.hasSuffix("0")), "\(text) ends in a zero")
    }
  }

  @Test func aColourIsHexWithItsOpacityOnlyWhenNotOpaque() {
    let blue = RGBA(HexColor(red: 0x4A, green: 0x56, blue: 0xC8))
    #expect(written { $0.append(paint: blue, as: .fill) } == ##" fill="#4a56c8""##)
    var faint = blue
    faint.alpha = 0.25
    #expect(
      written { $0.append(paint: faint, as: .stroke) }
        == ##" stroke="#4a56c8" stroke-opacity="0.25""##)
    #expect(
      written { $0.append(paint: faint, as: .stop) }
        == ##" stop-color="#4a56c8" stop-opacity="0.25""##)
  }

  @Test func linesAndCurvesAreWrittenAsTheyAre() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.line(to: Point(x: 3, y: 4.5))
    path.curve(to: Point(x: 9, y: 10), control1: Point(x: 5, y: 6), control2: Point(x: 7, y: 8))
    path.close()
    #expect(written { $0.append(pathData: path) } == "M1 2 L3 4.5 C5 6 7 8 9 10 Z")
  }

  @Test func aCircleIsFourQuarterArcsClockwiseFromItsRightmostPoint() {
    let circle = Path.circle(center: Point(x: 10, y: 10), radius: 5)
    #expect(
      written { $0.append(pathData: circle) }
        == "M15 10 A5 5 0 0 1 10 15 A5 5 0 0 1 5 10 A5 5 0 0 1 10 5 A5 5 0 0 1 15 10 Z")
  }

  @Test func anArcAfterAPointIsJoinedByALineAsCairoJoinsIt() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.arc(center: Point(x: 10, y: 0), radius: 2, from: 0, to: .pi / 2)
    #expect(written { $0.append(pathData: path) } == "M0 0 L12 0 A2 2 0 0 1 10 2")
  }

  @Test func anArcEndingBeforeItStartsGoesOnClockwiseAsInCairo() {
    // From the top round to the right: a quarter turn, not three quarters back.
    var path = Path()
    path.arc(center: Point(x: 0, y: 0), radius: 1, from: 1.5 * .pi, to: 0)
    #expect(written { $0.append(pathData: path) } == "M0 -1 A1 1 0 0 1 1 0")
  }

  @Test func aCurveWithoutAStartStartsAtItsFirstControlPoint() {
    var path = Path()
    path.curve(to: Point(x: 3, y: 3), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 2))
    #expect(written { $0.append(pathData: path) } == "M1 1 C1 1 2 2 3 3")
  }

  @Test func anArcOfNoRadiusIsOnlyItsPoint() {
    var path = Path()
    path.arc(center: Point(x: 4, y: 4), radius: 0, from: 0, to: .pi)
    #expect(written { $0.append(pathData: path) } == "M4 4")
  }
}
