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
        "Long walk by the sea with Mum, then soup and an early night.", "#family   #walk",
        "Done today: 🏃 Run · 📚 Read", "MoodCard · my day",
      ])
  }

  @Test func everyTextIsDrawnInsideTheCard() throws {
    for (name, model) in CardFixtures.awkward(size: .square) {
      let canvas = try record(model)
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
  }

  @Test func eachScoreDrawsADifferentFace() throws {
    var faces: [[RecordingCanvas.Operation]] = []
    for score in 1...10 {
      let canvas = try record(CardFixtures.model(score: score))
      // The face sits between the background glow and the date line.
      let operations = canvas.operations
      let firstText = operations.firstIndex {
        if case .text = $0 { return true }
        return false
      }
      faces.append(Array(operations[4..<(firstText ?? operations.count)]))
    }
    for (index, face) in faces.enumerated() {
      for other in faces[(index + 1)...] { #expect(face != other, "score \(index + 1)") }
    }
  }

  @Test func wordChipsCarryTheirValenceColour() throws {
    let model = CardFixtures.model(words: CardFixtures.words(["Happy", "Tired", "Sad"]))
    let canvas = try record(model)
    let palette = model.palette
    for valence in [Valence.pleasant, .neutral, .unpleasant] {
      let color = try #require(palette.valenceColors[valence])
      #expect(
        canvas.operations.contains {
          $0
            == .fill(
              bounds: $0.fillBounds ?? Rect(x: 0, y: 0, width: 0, height: 0),
              paint: .solid(RGBA(color)))
        })
    }
  }
}

extension RecordingCanvas.Operation {
  fileprivate var fillBounds: Rect? {
    if case .fill(let bounds, _) = self { return bounds }
    return nil
  }
}
