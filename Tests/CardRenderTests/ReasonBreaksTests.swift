import MoodCore
import Stats
import Testing

@testable import CardRender

/// Where a reason breaks into lines (`ReasonBreaks`), set with the bundled fonts at each card
/// size's reason sizes, in the card's measure.
@Suite struct ReasonBreaksTests {
  /// The review's everyday reasons, its bad breaks among them.
  static let reasons = [
    "Argument at work, still stewing",
    "Cooked for Sam, long dinner, no phones",
    "Missed the bus, then the meeting",
    "Worked late again and only got home at 11 pm",
    "Flu and a deadline, could barely get up before work",
    "She said yes! Best day of my life",
    "Finished the big presentation and it went great",
    "Long walk by the sea with Mum, then soup and an early night.",
    "Argument at work, still stewing about it",
    "Presentation went well, the team was happy and we had cake in the afternoon",
  ]

  /// The reason `text` fitted as a card of `size` fits a short one, with its lines.
  private func fitted(_ text: String, size: CardSize, fonts: FontLibrary) -> (
    fit: ReasonFit, lines: [String]
  ) {
    let m = CardLayout.Metrics.forSize(size)
    let spec = TextSpec(
      text, size: m.reasonSizes[0], width: 1080 - 2 * m.margin - 2 * m.reasonPadding,
      lineSpacing: 0.22)
    let fit = ReasonFit(spec, maxHeight: 1000, sizes: m.reasonSizes, measurer: fonts)
    let characters = Array(fit.spec.text)
    let starts = fonts.lineStarts(fit.spec) + [characters.count]
    let lines = zip(starts, starts.dropFirst()).map { start, end in
      String(characters[start..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return (fit, lines)
  }

  @Test(arguments: CardSize.allCases)
  func noLineEndsOnAWeakWordOrANumberAndTheLastLineIsNotShort(size: CardSize) throws {
    let fonts = try CardFixtures.fonts()
    var broken = 0
    for reason in Self.reasons {
      let (fit, lines) = fitted(reason, size: size, fonts: fonts)
      guard lines.count > 1 else { continue }
      broken += 1
      for line in lines.dropLast() {
        let last = String(line.split(whereSeparator: \.isWhitespace).last ?? "")
        let bare = last.lowercased().filter { $0.isLetter || $0 == "'" }
        #expect(!ReasonBreaks.weakEndings.contains(bare), "\(size): \(lines)")
        #expect(!ReasonBreaks.isNumber(last), "\(size): \(lines)")
      }
      var line = fit.spec
      line.width = nil
      line.text = lines[0]
      let first = fonts.measure(line).width
      line.text = lines[lines.count - 1]
      let last = fonts.measure(line).width
      #expect(last >= ReasonBreaks.shortestLastLine * first, "\(size): \(lines)")
    }
    #expect(broken >= 4, "\(size): too few reasons took two lines or more to test the breaks")
  }

  /// Words no line of a reason may end on, written here rather than read from `ReasonBreaks`,
  /// so a word dropped from the code's list, or a list compared without lowercasing ("I"),
  /// is caught.
  static let weakWords: Set<String> = [
    "a", "an", "the", "and", "or", "but", "i", "to", "of", "at", "in", "on", "for", "with",
    "was", "my", "then", "too", "so",
  ]

  /// Sentences whose natural breaks fall next to weak words, "I" among them.
  static let weakWordReasons = [
    "Dinner was late and I was too tired to cook",
    "Woke up early and I went for a run by the river with my sister",
    "Then I saw the doctor and I felt a lot better about the whole thing",
    "Missed the train so I walked to the office in the rain with my umbrella",
    "Called Mum and then I cooked a big pot of soup for the week",
  ]

  @Test(arguments: CardSize.allCases)
  func noLineEndsOnAWeakWordOfTheTestsOwnList(size: CardSize) throws {
    let fonts = try CardFixtures.fonts()
    var broken = 0
    for reason in Self.weakWordReasons {
      let (_, lines) = fitted(reason, size: size, fonts: fonts)
      guard lines.count > 1 else { continue }
      broken += 1
      for line in lines.dropLast() {
        let last = String(line.split(whereSeparator: \.isWhitespace).last ?? "")
        #expect(!Self.weakWords.contains(last.lowercased()), "\(size): \(lines)")
      }
    }
    #expect(broken >= 3, "\(size): too few reasons took two lines or more to test the breaks")
  }

  /// The review's examples break after their phrases where they take two lines.
  @Test(arguments: CardSize.allCases)
  func theReviewsExamplesBreakAfterTheirPhrases(size: CardSize) throws {
    let fonts = try CardFixtures.fonts()
    let expected = [
      "Argument at work, still stewing": ["Argument at work,", "still stewing"],
      "Cooked for Sam, long dinner, no phones": ["Cooked for Sam,", "long dinner, no phones"],
      "Missed the bus, then the meeting": ["Missed the bus,", "then the meeting"],
    ]
    for (reason, lines) in expected {
      let (_, shown) = fitted(reason, size: size, fonts: fonts)
      #expect(shown.count == 1 || shown == lines, "\(size): \(shown)")
    }
    // On story the first is two lines, as the review saw it.
    if size == .story {
      #expect(fitted("Argument at work, still stewing", size: size, fonts: fonts).lines.count == 2)
    }
  }

  @Test func aNumberStaysWithTheWordAfterIt() throws {
    let fonts = try CardFixtures.fonts()
    #expect(
      ReasonBreaks.tiedNumbers("home at 11 pm, then 3.5 hours")
        == "home at 11\u{00A0}pm, then 3.5\u{00A0}hours")
    #expect(ReasonBreaks.tiedNumbers("at 11, then") == "at 11, then")
    // At every width from a third of the measure up, "11" never ends a line.
    let reason = "Worked late again and only got home at 11 pm"
    for width in stride(from: 300.0, through: 848, by: 16) {
      let spec = TextSpec(reason, size: 56, width: width, lineSpacing: 0.22)
      let fit = ReasonFit(spec, maxHeight: 1000, sizes: [56], measurer: fonts)
      #expect(!fit.spec.text.contains("11\n") && !fit.spec.text.contains("11 pm"), "\(width)")
    }
  }

  @Test func chineseAndTextsWithTheirOwnLineBreaksAreLeftToPango() throws {
    let fonts = try CardFixtures.fonts()
    for text in ["和妈妈在海边散步，然后喝了一碗热汤，早早睡了。", "First line\nsecond line of it"] {
      let spec = TextSpec(text, size: 56, width: 300, language: "zh-Hans")
      #expect(ReasonBreaks(spec, lineCount: fonts.measure(spec).lineCount, measurer: fonts) == nil)
    }
  }

  /// A cut Chinese reason ends at the last clause mark in the final quarter of what fits, and
  /// its "……" is set in the Chinese font, whose dots are centred and an em wide each.
  @Test func aCutChineseReasonEndsAtAClauseWithTheChineseEllipsis() throws {
    let fonts = try CardFixtures.fonts()
    let reason = String(repeating: "今天早上下雨，我们在海边散步，然后一起喝了热汤。", count: 21)
    let spec = TextSpec(reason, size: 40, width: 848, language: "zh-Hans", lineSpacing: 0.22)
    let fit = ReasonFit(spec, maxHeight: 400, sizes: [40], ellipsis: "……", measurer: fonts)
    #expect(fit.isCut)
    let kept = Array(reason.prefix(fit.shownCharacters))
    #expect(ReasonFit.clauseEnds.contains(try #require(kept.last)), "\(String(kept.suffix(8)))")
    #expect(
      fit.spec.text.hasSuffix("热汤……") || fit.spec.text.hasSuffix("散步……")
        || fit.spec.text.hasSuffix("下雨……"))
    let chinese = fonts.measure(TextSpec("……", size: 40, language: "zh-Hans")).width
    let latin = fonts.measure(TextSpec("……", size: 40, language: "en")).width
    #expect(abs(chinese - 80) < 1, "\(chinese)")
    #expect(latin < 75, "\(latin)")
  }

  /// Breaks that end a line on "the" are bad however many phrase ends the others take: the
  /// story's "Missed the bus, then the / meeting; argument at work, / still stewing at 11 pm"
  /// passed as good, its "work," outweighing its "the", so the line it needed was never taken.
  @Test func aBreakAfterAWeakWordIsBadWhateverTheGainsBesideIt() throws {
    let fonts = try CardFixtures.fonts()
    let spec = TextSpec(
      "Missed the bus, then the meeting; argument at work, still stewing at 11 pm", size: 64,
      width: 848, lineSpacing: 0.22)
    let three = try #require(ReasonBreaks(spec, lineCount: 3, measurer: fonts))
    #expect(three.text.hasPrefix("Missed the bus, then the\n"), "\(three.text)")
    #expect(!three.isGood)
    let four = try #require(ReasonBreaks(spec, lineCount: 4, measurer: fonts))
    #expect(
      four.text
        == "Missed the bus,\nthen the meeting;\nargument at work,\nstill stewing at 11\u{A0}pm")
    #expect(four.isGood)
  }
}
