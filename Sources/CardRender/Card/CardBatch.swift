import Dispatch
import FoundationEssentials
import MoodCore
import MoodSystem
import Stats
import Synchronization

/// Renders many cards at once on several threads, each thread with a `CardRenderer` of its own:
/// fonts, Pango contexts and cairo contexts are not `Sendable` and are never shared.
///
/// The threads start when the batch is made and load their fonts while the caller works out
/// which cards to draw; `render` then hands the cards out from a shared counter, so a slow card
/// holds up no one. Each card's bytes are the same as a single renderer's.
///
/// ```swift
/// let batch = CardBatch(jobs: 4, format: .png)   // fonts load from here on
/// let models = try loadModels()
/// let count = try batch.render(models, shouldStop: { false }) { index, card in
///   try card.write(to: urls[index])
/// }
/// ```
public final class CardBatch: Sendable {
  /// The number of threads, at least 1.
  public let jobs: Int
  /// The format of every card.
  public let format: CardFormat
  private let state = BatchState()
  private let finished = DispatchGroup()
  /// The renderer's maker when the system refused every thread: `render` then draws on the
  /// calling thread.
  private let fallback: (@Sendable () throws -> CardRenderer)?

  /// Starts `jobs` threads that load their fonts and wait for `render`.
  /// - Parameter makeRenderer: makes each thread's renderer (default: the bundled fonts with
  ///   the system's as fallback).
  public convenience init(
    jobs: Int, format: CardFormat,
    makeRenderer: @escaping @Sendable () throws -> CardRenderer = { try CardRenderer() }
  ) {
    // Pango and fontconfig recurse deeply on long texts; give them a main thread's stack.
    self.init(jobs: jobs, format: format, stackSize: 8 << 20, makeRenderer: makeRenderer)
  }

  /// `init`, with threads of `stackSize` bytes (the tests ask for stacks the system refuses).
  init(
    jobs: Int, format: CardFormat, stackSize: Int,
    makeRenderer: @escaping @Sendable () throws -> CardRenderer
  ) {
    let jobs = max(1, jobs)
    self.jobs = jobs
    self.format = format
    // A thread the system refuses leaves its cards to the others (they share one counter); if
    // it refuses them all, the calling thread draws every card: slower, the same bytes.
    var started = 0
    for _ in 0..<jobs {
      finished.enter()
      do {
        try SystemThread.detach(stackSize: stackSize) { [state, finished] in
          defer { finished.leave() }
          do {
            let renderer = try makeRenderer()
            state.ready.wait()
            guard let work = state.work.withLock({ $0 }) else { return }
            try work.run(with: renderer, format: format, jobs: jobs, state: state)
          } catch {
            state.fail(error)
          }
        }
        started += 1
      } catch {
        finished.leave()
        break
      }
    }
    fallback = started == 0 ? makeRenderer : nil
  }

  /// Lets the threads go when the batch is dropped without rendering.
  deinit { release(nil) }

  /// Renders `models` and hands each card to `deliver` on the thread that drew it, with the
  /// model's index; returns when every thread is done. A batch renders once.
  /// - Parameters:
  ///   - shouldStop: asked before each card; once it answers `true` no more cards are started,
  ///     and the cards in hand are finished and delivered.
  ///   - deliver: writes or keeps the card; it is called on several threads at once.
  /// - Returns: the number of cards delivered.
  /// - Throws: the first error of any thread (loading fonts, rendering, or what `deliver`
  ///   threw); the other threads then start no more cards.
  public func render(
    _ models: [CardModel], shouldStop: @escaping @Sendable () -> Bool,
    deliver: @escaping @Sendable (Int, RenderedCard) throws -> Void
  ) throws -> Int {
    let work = Work(models: models, shouldStop: shouldStop, deliver: deliver)
    release(work)
    if let fallback {
      do { try work.run(with: fallback(), format: format, jobs: 1, state: state) } catch {
        state.fail(error)
      }
    }
    finished.wait()
    if let error = state.failure.withLock({ $0 }) { throw error }
    return state.delivered.load(ordering: .relaxed)
  }

  /// Gives the waiting threads their work, or none; only the first call counts.
  private func release(_ work: Work?) {
    guard !state.released.exchange(true, ordering: .relaxed) else { return }
    state.work.withLock { $0 = work }
    for _ in 0..<jobs { state.ready.signal() }
  }
}

/// The cards of one `CardBatch.render`, and what to do with them.
private struct Work: Sendable {
  let models: [CardModel]
  let shouldStop: @Sendable () -> Bool
  let deliver: @Sendable (Int, RenderedCard) throws -> Void

  /// Draws cards with `renderer` until none are left, a stop is asked for or a thread failed.
  func run(with renderer: CardRenderer, format: CardFormat, jobs: Int, state: BatchState) throws {
    while !shouldStop(), !state.hasFailed {
      let index = state.next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < models.count else { return }
      // One card per core already: compressing one PNG on all cores would only contend,
      // except for the last card, when the other threads are running out of work.
      renderer.typesetter.encodesOnAllCores = jobs > 1 && index == models.count - 1
      try deliver(index, try renderer.render(models[index], as: format))
      state.delivered.wrappingAdd(1, ordering: .relaxed)
    }
  }
}

/// What the threads of one `CardBatch` share.
private final class BatchState: Sendable {
  let ready = DispatchSemaphore(value: 0)
  let released = Atomic<Bool>(false)
  let work = Mutex<Work?>(nil)
  let next = Atomic<Int>(0)
  let delivered = Atomic<Int>(0)
  let failure = Mutex<(any Error)?>(nil)

  var hasFailed: Bool { failure.withLock { $0 != nil } }

  /// Keeps the first error only.
  func fail(_ error: any Error) {
    failure.withLock { if $0 == nil { $0 = error } }
  }
}
