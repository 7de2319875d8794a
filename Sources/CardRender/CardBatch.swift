import Foundation
import Stats
import Synchronization

/// Renders many cards at once on several threads, each thread with a `CardRenderer` of its own:
/// fonts, Pango contexts and cairo contexts are not `Sendable` and are never shared.
///
/// The threads take the next card from a shared counter, so a slow card holds up no one, and
/// each card's bytes are the same as a single renderer's.
///
/// ```swift
/// let batch = CardBatch(jobs: 4, format: .png)
/// let count = try batch.render(models, shouldStop: { false }) { index, card in
///   try card.write(to: urls[index])
/// }
/// ```
public struct CardBatch: Sendable {
  /// The number of threads, at least 1; never more than there are cards.
  public let jobs: Int
  /// The format of every card.
  public let format: CardFormat
  private let makeRenderer: @Sendable () throws -> CardRenderer

  /// A batch of `jobs` threads rendering in `format`.
  /// - Parameter makeRenderer: makes each thread's renderer (default: the bundled fonts with
  ///   the system's as fallback).
  public init(
    jobs: Int, format: CardFormat,
    makeRenderer: @escaping @Sendable () throws -> CardRenderer = { try CardRenderer() }
  ) {
    self.jobs = max(1, jobs)
    self.format = format
    self.makeRenderer = makeRenderer
  }

  /// Renders `models` and hands each card to `deliver` on the thread that drew it, with the
  /// model's index. Returns when every thread is done.
  /// - Parameters:
  ///   - shouldStop: asked before each card; once it answers `true` no more cards are started,
  ///     and the cards in hand are finished and delivered.
  ///   - deliver: writes or keeps the card; it is called on several threads at once.
  /// - Returns: the number of cards delivered.
  /// - Throws: the first error of any thread (a rendering error or what `deliver` threw);
  ///   the other threads then start no more cards.
  public func render(
    _ models: [CardModel], shouldStop: @escaping @Sendable () -> Bool,
    deliver: @escaping @Sendable (Int, RenderedCard) throws -> Void
  ) throws -> Int {
    let state = BatchState()
    let group = DispatchGroup()
    let format = format
    let makeRenderer = makeRenderer
    for _ in 0..<min(jobs, models.count) {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        do {
          let renderer = try makeRenderer()
          // One card per core already: compressing one PNG on all cores would only contend.
          renderer.typesetter.encodesOnAllCores = false
          while !shouldStop(), !state.hasFailed {
            let index = state.next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < models.count else { break }
            try deliver(index, try renderer.render(models[index], as: format))
            state.delivered.wrappingAdd(1, ordering: .relaxed)
          }
        } catch {
          state.fail(error)
        }
      }
      // Pango and fontconfig recurse deeply on long texts; give them a main thread's stack.
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    if let error = state.failure.withLock({ $0 }) { throw error }
    return state.delivered.load(ordering: .relaxed)
  }
}

/// What the threads of one `CardBatch.render` share.
private final class BatchState: Sendable {
  let next = Atomic<Int>(0)
  let delivered = Atomic<Int>(0)
  let failure = Mutex<(any Error)?>(nil)

  var hasFailed: Bool { failure.withLock { $0 != nil } }

  /// Keeps the first error only.
  func fail(_ error: any Error) {
    failure.withLock { if $0 == nil { $0 = error } }
  }
}
