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

@Suite struct ReasonFitTests {
  private let sizes: [Double] = [40, 36, 32, 28, 24]

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
