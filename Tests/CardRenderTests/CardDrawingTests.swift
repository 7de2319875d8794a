import MoodCore
import Stats
import Testing

@testable import CardRender

/// What the drawing routine draws, recorded instead of rasterized.
@Suite struct CardDrawingTests {
  private func record(_ model: CardModel) throws -> RecordingCanvas {
    let fonts = try CardFixtures.fonts()
    let canvas = RecordingCanvas(measuringWith: fonts)
    CardRenderer(fonts: fonts).draw(model, on: canvas)
    return canvas
  }

  @Test func theCardDrawsItsTextsInReadingOrder() throws {
    let canvas = try record(CardFixtures.typical())
    #expect(
      canvas.texts.map(\.spec.text) == [
        "Sunday, 29 November 2026", "7", "/ 10", "Calm", "Grateful", "Tired", "Focused",
        "Long walk by the sea with Mum,\nthen soup and an early night.", "#family   #walk",
        "Done today: 🏃\u{00A0}Run\u{00A0}· 📚\u{00A0}Read", "MoodCard · my day",
      ])
  }

  @Test func everyTextIsDrawnInsideTheCard() throws {
    let models = CardFixtures.awkward(size: .square)
    #expect(!models.isEmpty)
    for (name, model) in models {
      let canvas = try record(model)
      #expect(canvas.texts.count >= 4, "\(name): date, score, scale and footer at least")
      for text in canvas.texts {
        #expect(
          Rect(x: 0, y: 0, width: 1080, height: 1080).contains(text.frame),
          "\(name): \(text.spec.text.prefix(20)) at \(text.frame)")
      }
    }
  }

  @Test func sharingLessDrawsNeitherReasonNorWordsNorTags() throws {
    let vocabulary = Vocabulary(custom: [])
    let entry = try MoodEntry(
      day: CardFixtures.day, score: Score(6), words: ["calm"], tags: ["secret-tag"],
      reason: "private reason", loggedAt: .init(timeIntervalSince1970: 0), timeZone: "UTC")
    let model = CardModel(
      entry: entry, vocabulary: vocabulary,
      options: CardOptions(showsReason: false, showsWords: false, showsTags: false))
    let texts = try record(model).texts.map(\.spec.text)
    #expect(texts == ["Sunday, 29 November 2026", "6", "/ 10", "MoodCard · my day"])
    let bare = CardModel(
      entry: entry, vocabulary: vocabulary,
      options: CardOptions(
        showsReason: false, showsWords: false, showsTags: false, showsFooter: false))
    #expect(try record(bare).texts.map(\.spec.text) == ["Sunday, 29 November 2026", "6", "/ 10"])
  }

  @Test func eachScoreDrawsADifferentFace() throws {
    var faces: [[RecordingCanvas.Operation]] = []
    for score in 1...10 {
      let canvas = try record(CardFixtures.model(score: score))
      // The face sits between the field and its glow, and the date line.
      let operations = canvas.operations
      let firstText = operations.firstIndex {
        if case .text = $0 { return true }
        return false
      }
      faces.append(Array(operations[2..<(firstText ?? operations.count)]))
    }
    for (index, face) in faces.enumerated() {
      for other in faces[(index + 1)...] { #expect(face != other, "score \(index + 1)") }
    }
  }

  @Test func eachWordChipHasADotOfItsValenceColour() throws {
    let model = CardFixtures.model(words: CardFixtures.words(["Happy", "Tired", "Sad"]))
    let fonts = try CardFixtures.fonts()
    let layout = CardRenderer(fonts: fonts).layout(model)
    let fills = try record(model).operations.compactMap { operation -> (Rect, RGBA)? in
      if case .fill(let bounds, .solid(let color)) = operation { return (bounds, color) }
      return nil
    }
    #expect(layout.words.count == 3)
    for (chip, word) in zip(layout.words, model.words) {
      let color = try #require(model.palette.valenceColors[word.valence])
      let dots = fills.filter { bounds, fill in
        fill == RGBA(color) && chip.frame.contains(bounds) && bounds.width < chip.frame.height
      }
      #expect(dots.count == 1, "\(word.label): \(dots)")
      #expect(dots.allSatisfy { abs($0.0.width - ChipSet.dotSize) < 0.01 }, "\(word.label)")
    }
  }

  @Test func theReasonHasItsRuleAndTheFooterItsColour() throws {
    let model = CardFixtures.typical()
    let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(model)
    let canvas = try record(model)
    let panel = try #require(layout.reasonPanel)
    let bar = try #require(layout.reasonAccent)
    let reason = try #require(layout.reason)
    #expect(panel.contains(bar) && bar.maxY < reason.frame.y)
    #expect(
      canvas.operations.contains {
        guard case .fill(let bounds, .solid(let color)) = $0 else { return false }
        return color == RGBA(model.palette.rule) && bounds.contains(bar) && bar.contains(bounds)
      })
    let footer = try #require(canvas.operations.last)
    guard case .text(let spec, _, let color, _) = footer else {
      Issue.record("the footer is not drawn last: \(footer)")
      return
    }
    #expect(spec.text == "MoodCard · my day")
    #expect(color == RGBA(model.palette.secondaryText))
  }

  @Test func withoutTheFooterNoFooterIsDrawn() throws {
    var model = CardFixtures.typical()
    model.showsFooter = false
    let texts = try record(model).texts.map(\.spec.text)
    #expect(!texts.contains("MoodCard · my day"))
    #expect(texts.last == "Done today: 🏃\u{00A0}Run\u{00A0}· 📚\u{00A0}Read")
  }

  /// The poster draws nothing but the field, the glow, the face, the dots and the rule under
  /// its type: no chips, panels or shadows behind the words and the reason.
  @Test func wordsAndTheReasonAreSetStraightOnTheField() throws {
    for theme in CardTheme.allCases {
      let model = CardFixtures.typical(theme: theme)
      let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(model)
      // All but the field and the glow around the face.
      let fills = try record(model).operations.compactMap { operation -> Rect? in
        guard case .fill(let bounds, let paint) = operation, bounds != layout.bounds else {
          return nil
        }
        if case .radialGradient(let center, _, _) = paint, center == layout.face.center {
          return nil
        }
        return bounds
      }
      for chip in layout.words {
        #expect(
          !fills.contains { $0.contains(chip.label.frame) }, "\(theme): \(chip.label.spec.text)")
      }
      let reason = try #require(layout.reason)
      #expect(!fills.contains { $0.contains(reason.frame) }, "\(theme): the reason")
    }
  }

  /// The glow is one radial gradient around the face, fading out on an eased curve: no stack of
  /// flat rings.
  @Test func theGlowIsOneRadialGradientFadingOut() throws {
    for score in [1, 5, 10] {
      for theme in CardTheme.allCases {
        let model = CardFixtures.model(score: score, theme: theme)
        let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(model)
        let around = try record(model).operations.compactMap { operation -> Paint? in
          guard case .fill(let bounds, let paint) = operation,
            abs(bounds.center.x - layout.face.center.x) < 0.5,
            abs(bounds.center.y - layout.face.center.y) < 0.5,
            bounds.width > layout.face.width * 1.05
          else { return nil }
          return paint
        }
        #expect(
          around.count == 1, "score \(score), \(theme): \(around.count) fills around the face")
        guard case .radialGradient(_, _, let stops) = around.first else {
          Issue.record("score \(score), \(theme): the glow is not a radial gradient")
          continue
        }
        let alphas = stops.map(\.color.alpha)
        #expect(alphas.first == model.palette.glowOpacity && alphas.last == 0)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 })
        // Eased: the fall-off is gentle at both ends and steepest in the middle.
        let drops = zip(alphas.dropFirst(), alphas.dropFirst(2)).map { $0 - $1 }
        #expect(drops.count >= 3 && drops[drops.count / 2] > drops[0])
        #expect(drops[drops.count / 2] > drops[drops.count - 1])
      }
    }
  }
}
