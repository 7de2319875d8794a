import Foundation
import MoodCore
import MoodSystem
import Stats
import Synchronization
import Testing

@testable import CardRender

/// Cards rendered on several threads, each with its own renderer.
@Suite struct CardBatchTests {
  /// Five different cards: scores 2 to 10, both themes.
  private let models = (0..<5).map { offset in
    CardFixtures.model(score: 2 + 2 * offset, theme: offset.isMultiple(of: 2) ? .light : .dark)
  }

  private func batch(jobs: Int) -> CardBatch {
    CardBatch(jobs: jobs, format: .png) { CardRenderer(fonts: try CardFixtures.fonts()) }
  }

  @Test func everyCardIsDeliveredOnceWithTheBytesOfASingleRenderer() throws {
    let cards = Mutex<[Int: Data]>([:])
    let count = try batch(jobs: 3).render(models, shouldStop: { false }) { index, card in
      cards.withLock { $0[index] = card.data }
    }
    #expect(count == 5)
    let single = CardRenderer(fonts: try CardFixtures.fonts())
    let delivered = cards.withLock { $0 }
    #expect(delivered.keys.sorted() == Array(0..<5))
    for (index, model) in models.enumerated() {
      #expect(delivered[index] == (try single.render(model, as: .png)).data, "card \(index)")
    }
  }

  @Test func aStopRequestStartsNoMoreCards() throws {
    let stop = Atomic<Bool>(false)
    let count = try batch(jobs: 1).render(
      models, shouldStop: { stop.load(ordering: .relaxed) }
    ) { index, _ in
      if index == 1 { stop.store(true, ordering: .relaxed) }
    }
    #expect(count == 2)
  }

  @Test func theFirstFailureStopsTheBatchAndIsThrown() throws {
    #expect(
      throws: RenderError.cannotWrite(OutputFile.Failure(path: "card-0", reason: "disk full"))
    ) {
      _ = try batch(jobs: 2).render(models, shouldStop: { false }) { index, _ in
        if index == 0 {
          throw RenderError.cannotWrite(OutputFile.Failure(path: "card-0", reason: "disk full"))
        }
      }
    }
  }

  @Test func fontsThatCannotLoadFailTheRender() throws {
    let broken = CardBatch(jobs: 2, format: .png) {
      CardRenderer(
        fonts: try FontLibrary(
          directory: URL(fileURLWithPath: "/nonexistent"),
          systemFallback: false))
    }
    #expect(throws: RenderError.self) {
      _ = try broken.render(models, shouldStop: { false }) { _, _ in }
    }
  }
}
