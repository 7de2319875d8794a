import Synchronization
import Testing

@testable import CardRender

/// A measurer with arithmetic metrics: every character is half the size wide, a line is 1.25
/// sizes tall, lines break at the width. It follows `maxLines` like Pango does.
private struct GridMeasurer: TextMeasuring {
  func measure(_ text: TextSpec) -> TextMetrics {
    let perLine = GridMeasurer.perLine(text)
    let needed = max(1, (text.text.count + perLine - 1) / perLine)
    let lines = min(needed, text.maxLines ?? needed)
    return TextMetrics(
      width: Double(min(text.text.count, perLine)) * text.size / 2,
      height: Double(lines) * text.size * 1.25, lineCount: lines, isEllipsized: lines < needed,
      unknownGlyphs: 0, baseline: text.size)
  }

  func lineStarts(_ text: TextSpec) -> [Int] {
    let perLine = GridMeasurer.perLine(text)
    return Array(stride(from: 0, to: max(text.text.count, 1), by: perLine))
      .prefix(measure(text).lineCount).map { $0 }
  }

  /// How many characters a line holds; all of them without a width.
  static func perLine(_ text: TextSpec) -> Int {
    guard let width = text.width else { return max(1, text.text.count) }
    return max(1, Int((width / (text.size / 2)).rounded(.down)))
  }
}

/// `GridMeasurer`, counting the sizes it is asked to measure at.
private final class CountingMeasurer: TextMeasuring, Sendable {
  let sizes = Mutex<[Double]>([])
  func measure(_ text: TextSpec) -> TextMetrics {
    sizes.withLock { $0.append(text.size) }
    return GridMeasurer().measure(text)
  }

  func lineStarts(_ text: TextSpec) -> [Int] { GridMeasurer().lineStarts(text) }
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

  /// The cut keeps the longest beginning that fits with the ellipsis, found by the plain rule
  /// of trying every length, then goes back to a space less than 20 characters before it, and
  /// from there over weak words and to a phrase's end in its last third: for paragraphs of
  /// words of every length and boxes of every height.
  @Test func theCutIsTheLongestBeginningThatFits() {
    let words = ["I", "walked", "by", "the", "river,", "and", "it", "helped.", "Tomorrow"]
    for length in stride(from: 30, through: 900, by: 29) {
      var text = ""
      var index = length
      while text.count < length {
        text += words[index % words.count] + " "
        index = (index * 31 + 7) % 1009
      }
      for maxHeight in stride(from: 30.0, through: 400, by: 37) {
        let paragraph = TextSpec(text, size: 0, width: 300)
        let fit = ReasonFit(paragraph, maxHeight: maxHeight, sizes: sizes, measurer: GridMeasurer())
        guard fit.isCut else { continue }
        let characters = Array(text)
        func fits(_ count: Int) -> Bool {
          var kept = String(characters.prefix(count))
          while let last = kept.last, last.isWhitespace || last.isPunctuation { kept.removeLast() }
          var cut = paragraph
          cut.size = 24
          cut.text = kept + "…"
          return GridMeasurer().measure(cut).height <= maxHeight
        }
        var longest = (0..<characters.count).last(where: fits) ?? 0
        if let space = characters[..<longest].lastIndex(where: \.isWhitespace), longest - space < 20
        {
          longest = space
        }
        #expect(fit.shownCharacters <= longest, "\(length) characters in \(maxHeight)")
        // What the phrase rule drops is weak words and at most a third of a phrase.
        let dropped = characters[fit.shownCharacters..<longest].split(
          whereSeparator: \.isWhitespace)
        let kept = characters[..<fit.shownCharacters].split(whereSeparator: \.isWhitespace)
        let weak: Set<String> = ["i", "by", "the", "and"]
        #expect(
          !weak.contains(kept.last.map { String($0).lowercased() } ?? ""), "\(kept.suffix(3))")
        // Or up to that much more, a word at a time, where every break of a longer cut ended a
        // line on a weak word: then no line of what is shown does.
        let lineEnds = fit.spec.text.split(separator: ReasonBreaks.lineBreak).dropLast().map {
          $0.split(separator: " ").last.map { String($0).lowercased() } ?? ""
        }
        #expect(
          dropped.allSatisfy { weak.contains(String($0).lowercased()) }
            || fit.shownCharacters >= longest - ReasonFit.phraseReach - 8
            || (fit.shownCharacters >= longest - 2 * ReasonFit.phraseReach - 8
              && lineEnds.allSatisfy { !weak.contains($0) }),
          "\(length) characters in \(maxHeight): dropped \(dropped)")
      }
    }
  }

  /// Where the whole paragraph's lines break puts the search next to the answer: a few
  /// lengths are measured, where bisection from nothing to everything took eleven here.
  @Test func theCutIsSearchedNearTheLineThatDoesNotFit() {
    let measurer = CountingMeasurer()
    let fit = ReasonFit(
      TextSpec(String(repeating: "a", count: 2000), size: 0, width: 800), maxHeight: 200,
      sizes: sizes, measurer: measurer)
    // 6 lines of 66 characters fit: 395 and the ellipsis.
    #expect(fit.shownCharacters == 395)
    let cuts = measurer.sizes.withLock { $0 }.count - 2  // the largest and smallest sizes first
    #expect(cuts <= 6, "\(cuts) lengths measured")
  }

  @Test func aCutNeverEndsOnASpaceOrPunctuationBeforeTheEllipsis() {
    let fit = ReasonFit(
      TextSpec(String(repeating: "abc, ", count: 400), size: 0, width: 800), maxHeight: 200,
      sizes: sizes, measurer: GridMeasurer())
    #expect(fit.spec.text.hasSuffix("abc…"))
  }
}
