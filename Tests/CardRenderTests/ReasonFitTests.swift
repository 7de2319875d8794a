import Synchronization
import Testing

@testable import CardRender

/// A measurer with arithmetic metrics: every character is half the size wide, a line is 1.25
/// sizes tall, lines break at the width. It follows `maxLines` like Pango does.
private struct GridMeasurer: TextMeasuring {
  func measure(_ text: TextSpec) -> TextMetrics {
    let perLine = max(1, Int(((text.width ?? .infinity) / (text.size / 2)).rounded(.down)))
    let needed = max(1, (text.text.count + perLine - 1) / perLine)
    let lines = min(needed, text.maxLines ?? needed)
    return TextMetrics(
      width: Double(min(text.text.count, perLine)) * text.size / 2,
      height: Double(lines) * text.size * 1.25, lineCount: lines, isEllipsized: lines < needed,
      unknownGlyphs: 0, baseline: text.size)
  }
}

/// `GridMeasurer`, counting the sizes it is asked to measure at.
private final class CountingMeasurer: TextMeasuring, Sendable {
  let sizes = Mutex<[Double]>([])
  func measure(_ text: TextSpec) -> TextMetrics {
    sizes.withLock { $0.append(text.size) }
    return GridMeasurer().measure(text)
  }
}

@Suite struct ReasonFitTests {
  private let sizes: [Double] = [40, 36, 32, 28, 24]

  /// The size chosen is the plain rule's, the first of the sizes at which the text fits, for
  /// texts and boxes of every size, and from one to nine sizes to choose from.
  @Test func theSizeChosenIsTheFirstThatFits() {
    for count in [1, 9, 13] {
      let sizes = (0..<count).map { 56 - 2 * Double($0) }
      for length in stride(from: 1, through: 600, by: 7) {
        for maxHeight in stride(from: 20.0, through: 400, by: 13) {
          let text = TextSpec(String(repeating: "a", count: length), size: 0, width: 800)
          let plain = sizes.firstIndex { size in
            var sized = text
            sized.size = size
            return GridMeasurer().measure(sized).height <= maxHeight
          }
          let found = ReasonFit.largestFittingSize(
            text, maxHeight: maxHeight, sizes: sizes, measurer: GridMeasurer())
          #expect(found?.index == plain, "\(length) characters in \(maxHeight) of \(count) sizes")
        }
      }
    }
  }

  /// A reason that fits at the largest size, or not even at the smallest, is measured at one
  /// or two sizes: each new size loads every glyph again.
  @Test func theLargestAndSmallestSizesAreTriedFirst() {
    let sizes = (0..<9).map { 56 - 2 * Double($0) }
    for (length, expected) in [(10, [56.0]), (3_000, [56, 40]), (150, [56, 40, 48, 44, 42])] {
      let measurer = CountingMeasurer()
      _ = ReasonFit.largestFittingSize(
        TextSpec(String(repeating: "a", count: length), size: 0, width: 800), maxHeight: 200,
        sizes: sizes, measurer: measurer)
      #expect(measurer.sizes.withLock { $0 } == expected, "\(length) characters")
    }
  }

  @Test func shortTextKeepsTheLargestSize() {
    let fit = ReasonFit(
      TextSpec("Calm day", size: 0, width: 800), maxHeight: 200, sizes: sizes,
      measurer: GridMeasurer())
    #expect(fit.spec.size == 40)
    #expect(fit.spec.maxLines == nil)
    #expect(!fit.isCut)
  }

  @Test func longerTextShrinksToTheFirstSizeThatFits() {
    // 200 characters, 800 wide: 5 lines at 40 (250 tall), 5 at 36 (225), 4 at 32 (160).
    let fit = ReasonFit(
      TextSpec(String(repeating: "a", count: 200), size: 0, width: 800), maxHeight: 200,
      sizes: sizes, measurer: GridMeasurer())
    #expect(fit.spec.size == 32)
    #expect(fit.metrics.height <= 200)
    #expect(!fit.isCut)
  }

  @Test func textTooLongAtTheSmallestSizeIsCutToTheLinesThatFitWithTheEllipsis() {
    let fit = ReasonFit(
      TextSpec(String(repeating: "a", count: 2000), size: 0, width: 800), maxHeight: 200,
      sizes: sizes, ellipsis: "……", measurer: GridMeasurer())
    #expect(fit.spec.size == 24)
    // A line is 30 tall at 24 and holds 66 characters: six lines, 396 characters, fit in 200.
    #expect(fit.metrics.lineCount == 6)
    #expect(fit.spec.text.count == 396)
    #expect(fit.spec.text.hasSuffix("……"))
    #expect(fit.shownCharacters == 394)
    #expect(fit.isCut)
    #expect(fit.metrics.height <= 200)
  }

  @Test func aCutNeverEndsOnASpaceOrPunctuationBeforeTheEllipsis() {
    let fit = ReasonFit(
      TextSpec(String(repeating: "abc, ", count: 400), size: 0, width: 800), maxHeight: 200,
      sizes: sizes, measurer: GridMeasurer())
    #expect(fit.spec.text.hasSuffix("abc…"))
  }
}
