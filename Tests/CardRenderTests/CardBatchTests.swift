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

  /// Expects one card for each model, each the bytes a single renderer draws.
  private func expectTheBytesOfASingleRenderer(_ delivered: [Int: Data]) throws {
    let single = CardRenderer(fonts: try CardFixtures.fonts())
    #expect(delivered.keys.sorted() == Array(0..<5))
    for (index, model) in models.enumerated() {
      #expect(delivered[index] == (try single.render(model, as: .png)).data, "card \(index)")
    }
  }

  @Test func everyCardIsDeliveredOnceWithTheBytesOfASingleRenderer() throws {
    let cards = Mutex<[Int: Data]>([:])
    let count = try batch(jobs: 3).render(models, shouldStop: { false }) { index, card in
      cards.withLock { $0[index] = card.data }
    }
    #expect(count == 5)
    try expectTheBytesOfASingleRenderer(cards.withLock { $0 })
  }

  /// The system refuses every thread (a 2^60-byte stack): the calling thread draws the cards.
  @Test func aBatchWithoutThreadsDrawsEveryCardOnTheCallingThread() throws {
    let caller = pthread_self()
    let cards = Mutex<[Int: Data]>([:])
    let elsewhere = Atomic<Int>(0)
    let batch = CardBatch(jobs: 2, format: .png, stackSize: 1 << 60) {
      CardRenderer(fonts: try CardFixtures.fonts())
    }
    let count = try batch.render(models, shouldStop: { false }) { index, card in
      if pthread_equal(pthread_self(), caller) == 0 { elsewhere.add(1, ordering: .relaxed) }
      cards.withLock { $0[index] = card.data }
    }
    #expect(count == 5)
    #expect(elsewhere.load(ordering: .relaxed) == 0)
    try expectTheBytesOfASingleRenderer(cards.withLock { $0 })
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
