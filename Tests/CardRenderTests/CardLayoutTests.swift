import MoodCore
import Stats
import Testing

@testable import CardRender

/// Layout decisions measured with the bundled fonts, without drawing a pixel.
@Suite struct CardLayoutTests {
  private static let sizesAndThemes = CardSize.allCases.flatMap { size in
    CardTheme.allCases.map { (size, $0) }
  }

  @Test(arguments: CardSize.allCases)
  func nothingLeavesTheCardOrOverlapsAnotherElement(size: CardSize) throws {
    let fonts = try CardFixtures.fonts()
    let models = CardFixtures.awkward(size: size)
    #expect(!models.isEmpty)
    for (name, model) in models {
      let layout = CardLayout(model: model, measurer: fonts)
      let safe = layout.bounds.insetBy(40)
      let blocks = layout.blocks
      #expect(blocks.count >= 5, "\(size), \(name): date, face, score, scale and footer at least")
      for block in blocks {
        #expect(safe.contains(block.frame), "\(size), \(name): \(block.name) at \(block.frame)")
      }
      for (index, a) in blocks.enumerated() {
        for b in blocks[(index + 1)...] {
          #expect(!a.frame.overlaps(b.frame), "\(size), \(name): \(a.name) overlaps \(b.name)")
        }
      }
      for chip in layout.words + layout.habits {
        #expect(chip.frame.contains(chip.label.frame), "\(size), \(name): \(chip.label.spec.text)")
      }
      if let panel = layout.reasonPanel, let reason = layout.reason {
        #expect(panel.insetBy(20).contains(reason.frame), "\(size), \(name): reason")
      }
      #expect(layout.warnings.isEmpty, "\(size), \(name): \(layout.warnings)")
    }
  }

  @Test(arguments: CardSize.allCases)
  func aFiveHundredCharacterReasonShrinksUntilItFitsWhole(size: CardSize) throws {
    let model = CardFixtures.model(
      words: CardFixtures.twelveWords, tags: ["work"], reason: CardFixtures.longReason,
      size: size)
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    let reason = try #require(layout.reason)
    #expect(reason.spec.size < CardLayout.Metrics.forSize(size).reasonSizes[0])
    #expect(!reason.metrics.isEllipsized)
    #expect(reason.metrics.lineCount >= 6)
  }

  // A story card has room even for this: its reason fits whole (checked by the overflow test).
  @Test(arguments: [CardSize.portrait, .square])
  func withTooLittleRoomTheFaceShrinksWordsKeepOneRowAndTheReasonIsEllipsized(size: CardSize)
    throws
  {
    let (_, model) = try #require(
      CardFixtures.awkward(size: size).first { $0.0 == "everything long" })
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    let metrics = CardLayout.Metrics.forSize(size)
    #expect(layout.face.width == metrics.minFace)
    #expect(Set(layout.words.map(\.frame.y)).count == 1)
    let reason = try #require(layout.reason)
    #expect(reason.spec.size == metrics.reasonSizes.last)
    #expect(reason.metrics.isEllipsized)
    #expect(reason.spec.maxLines == reason.metrics.lineCount)
  }

  @Test func aShortReasonKeepsTheLargestSize() throws {
    let layout = CardLayout(model: CardFixtures.typical(), measurer: try CardFixtures.fonts())
    let reason = try #require(layout.reason)
    #expect(reason.spec.size == CardLayout.Metrics.forSize(.portrait).reasonSizes.first)
    #expect(!reason.metrics.isEllipsized)
  }

  @Test func aMiddlingReasonShrinksWithoutBeingCut() throws {
    let model = CardFixtures.model(
      words: CardFixtures.words(["Calm"]),
      reason: String(CardFixtures.longReason.prefix(400)), size: .square)
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    let reason = try #require(layout.reason)
    let sizes = CardLayout.Metrics.forSize(.square).reasonSizes
    #expect(reason.spec.size < sizes[0])
    #expect(!reason.metrics.isEllipsized)
  }

  @Test func twelveWordsFillTwoRowsAndEndWithAMoreChip() throws {
    let model = CardFixtures.model(words: CardFixtures.twelveWords, reason: "A full day.")
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    let rows = Set(layout.words.map(\.frame.y))
    #expect(rows.count == 2)
    let last = try #require(layout.words.last)
    let shown = layout.words.count - 1
    #expect(last.label.spec.text == "+\(12 - shown)")
    #expect(last.dot == nil)
    #expect(
      layout.words.dropLast().map(\.label.spec.text)
        == CardFixtures.twelveWords.prefix(shown).map(\.label))
  }

  @Test func aWordLongerThanTheCardIsCutWithAnEllipsis() throws {
    let model = CardFixtures.model(words: [
      CardWord(label: CardFixtures.longWord, valence: .pleasant)
    ])
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    let chip = try #require(layout.words.first)
    #expect(chip.label.metrics.isEllipsized)
    #expect(chip.label.metrics.lineCount == 1)
    #expect(chip.frame.width <= 1080 - 2 * 80)
  }

  @Test func anEmptyReasonLeavesNoPanel() throws {
    let model = CardFixtures.model(words: CardFixtures.words(["Calm"]))
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    #expect(layout.reason == nil)
    #expect(layout.reasonPanel == nil)
    #expect(layout.tags == nil)
    #expect(layout.habits.isEmpty)
  }

  @Test func chipRowsAreCentred() throws {
    let layout = CardLayout(model: CardFixtures.typical(), measurer: try CardFixtures.fonts())
    let first = try #require(layout.words.first), last = try #require(layout.words.last)
    #expect(abs((first.frame.x - 0) - (1080 - last.frame.maxX)) < 0.5)
  }

  @Test func charactersNoBundledFontHasAreReportedAsWarnings() throws {
    let model = CardFixtures.model(reason: "नमस्ते दुनिया")  // Devanagari: no bundled font
    let layout = CardLayout(model: model, measurer: try CardFixtures.fonts())
    #expect(layout.warnings.count == 1)
    #expect(layout.warnings.first?.contains("reason") == true)
    #expect(layout.reason?.metrics.unknownGlyphs ?? 0 > 0)
  }

  @Test(arguments: [
    "Birthday 🎂🎉 ❤️ with everyone 👨‍👩‍👧‍👦", "和妈妈在海边散步", "مشيت مع أمي", "הלכתי עם אמא",
  ])
  func bundledFontsCoverEmojiChineseArabicAndHebrew(reason: String) throws {
    let layout = CardLayout(
      model: CardFixtures.model(reason: reason), measurer: try CardFixtures.fonts())
    #expect(layout.warnings.isEmpty)
  }

  @Test func emojiRunsAreFoundAndALoneVariationSelectorIsDropped() {
    let prepared = TextLayout.prepared("a❤️b🐶🐱 1️⃣")
    #expect(prepared.text == "a❤b🐶🐱 1️⃣")
    let bytes = Array(prepared.text.utf8)
    #expect(prepared.emoji.count == 3)
    #expect(String(decoding: bytes[prepared.emoji[0]], as: UTF8.self) == "❤")
    #expect(String(decoding: bytes[prepared.emoji[1]], as: UTF8.self) == "🐶🐱")
    #expect(String(decoding: bytes[prepared.emoji[2]], as: UTF8.self) == "1️⃣")
  }
}
