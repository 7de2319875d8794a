import FoundationEssentials
import MoodApp
import MoodSystem
import Synchronization

/// Keeps the journal in step with its sync folder while `mood serve` runs: one thread of its
/// own watches the folder (inotify on the folder and each other computer's folder in it, new
/// ones as they come), and runs a sync a moment after the last change arrived, shortly after a
/// save here (`nudge`), and now and then anyway. Syncs run on that thread alone, never on a
/// request's, and so never two at once; a failed one is said on standard error and tried again
/// later and later, and the server serves on.
///
/// Made and stopped by `WebApp`, in the process that serves: `stop` waits for a sync under way
/// to end (one transaction), so the store is left whole when the server ends.
package final class ServeSync: Sendable {
  /// How soon a change is taken, and how often the folder is looked at without one.
  package struct Timing: Sendable {
    /// How long the folder stays quiet after a change before the sync: Syncthing brings a
    /// batch as a few files (a temporary one, then a rename), and a burst is one sync.
    package var quiet: Duration = .seconds(1)
    /// The longest a change waits for the folder to be quiet.
    package var longest: Duration = .seconds(5)
    /// How often a sync runs with no change seen: what inotify cannot see (a network file
    /// system, a drive mounted over the folder), or a computer's own folder written by a copy
    /// of it (a restored store).
    package var poll: Duration = .seconds(60)
    /// How often a missing folder (a drive not mounted, a folder removed) is looked for.
    package var lookAgain: Duration = .seconds(2)
    /// The wait after a failed sync, doubled at each failure up to `longestRetry`.
    package var firstRetry: Duration = .seconds(2)
    /// The longest wait between failed syncs.
    package var longestRetry: Duration = .seconds(120)

    package init() {}
  }

  /// What the syncs have done so far, for the Data page.
  package struct Status: Sendable, Equatable {
    /// When the last sync that worked ended.
    package var lastSync: Date?
    /// Why the last sync failed, while the syncs fail.
    package var failure: String?
    /// The syncs run, failed ones included.
    package var runs = 0
  }

  /// Where the journal syncs: the folder, and this computer's own folder in it, which is not
  /// watched (the files there are the server's own).
  package struct Place: Sendable, Equatable {
    package var folder: String
    package var own: String

    package init(folder: String, own: String) {
      self.folder = folder
      self.own = own
    }
  }

  private let loop: Loop
  private let thread: SystemThread

  /// Starts watching the folder `place` names and syncing with `sync`; the first sync runs at
  /// once (what arrived while the server was off).
  /// - Parameters:
  ///   - place: where the journal syncs, asked again at each wake, so that a sync set up or
  ///     moved while the server runs is followed; `nil` while it does not sync.
  ///   - sync: one sync of the journal; it runs on the watching thread only.
  ///   - log: a line for standard error: a failure, and the syncs working again.
  /// - Throws: `SystemThread.Failure` when the system refuses the thread; `FolderWatch.Failure`
  ///   when it has no descriptor to give.
  package init(
    messages: Messages, timing: Timing = Timing(),
    log: @escaping @Sendable (String) -> Void = { StandardError.line($0) },
    place: @escaping @Sendable () -> Place?, sync: @escaping @Sendable () throws -> Void
  ) throws {
    let loop = Loop(
      timing: timing, messages: messages, log: log, place: place, sync: sync,
      signal: try WakeSignal())
    self.loop = loop
    thread = try SystemThread(name: "mood-sync") { loop.run() }
  }

  /// Asks for a sync soon: something was saved here.
  package func nudge() {
    loop.shared.withLock { $0.nudged = true }
    loop.signal.ring()
  }

  /// What the syncs have done so far.
  package var status: Status { loop.shared.withLock { $0.status } }

  /// Ends the watching thread, after the sync under way, if any; a second call does nothing.
  package func stop() {
    let first = loop.shared.withLock { shared in
      defer { shared.stopping = true }
      return !shared.stopping
    }
    guard first else { return }
    loop.signal.ring()
    thread.join()
  }
}

extension ServeSync {
  /// The watching thread's work, and what it shares with the others.
  fileprivate final class Loop: Sendable {
    struct Shared {
      var nudged = false
      var stopping = false
      var status = Status()
    }

    let timing: Timing
    let messages: Messages
    let log: @Sendable (String) -> Void
    let place: @Sendable () -> Place?
    let sync: @Sendable () throws -> Void
    let signal: WakeSignal
    let shared = Mutex(Shared())

    init(
      timing: Timing, messages: Messages, log: @escaping @Sendable (String) -> Void,
      place: @escaping @Sendable () -> Place?, sync: @escaping @Sendable () throws -> Void,
      signal: WakeSignal
    ) {
      self.timing = timing
      self.place = place
      self.messages = messages
      self.log = log
      self.sync = sync
      self.signal = signal
    }

    /// The thread's state between waits.
    private struct Plan {
      /// When the next sync runs; `nil` until a change asks for one.
      var due: ContinuousClock.Instant? = .now
      /// The first change waiting for the folder to be quiet.
      var firstChange: ContinuousClock.Instant?
      /// No sync before this, after a failure.
      var retryAt: ContinuousClock.Instant?
      var failures = 0
      var lastRun = ContinuousClock.now
      /// Where the journal syncs, as last asked.
      var place: Place?
      /// Whether the folder is watched: `false` while it is missing.
      var folderWatched = false
    }

    func run() {
      let watch: FolderWatch?
      do { watch = try FolderWatch(wakingOn: signal) } catch {
        warn(error)
        watch = nil
      }
      var plan = Plan()
      var watchFailed = false
      while true {
        let watching: Bool
        do {
          watching = try watch.map { try arm($0, &plan) } ?? true
        } catch {
          // The watches used up: the syncs go on at the poll's pace.
          if !watchFailed { warn(error) }
          watchFailed = true
          watching = true
        }
        let now = ContinuousClock.now
        var deadline = plan.lastRun + timing.poll
        if let due = plan.due { deadline = min(deadline, max(due, plan.retryAt ?? due)) }
        if !watching { deadline = min(deadline, now + timing.lookAgain) }
        let wake =
          deadline <= now
          ? FolderWatch.Wake()
          : watch?.wait(timeout: deadline - now) ?? Self.wait(on: signal, until: deadline)
        let nudged = shared.withLock { shared in
          defer { shared.nudged = false }
          return shared.nudged
        }
        if nudged || !wake.changed.isEmpty || !wake.gone.isEmpty || wake.overflowed {
          schedule(&plan)
        }
        if shared.withLock({ $0.stopping }) {
          // A save waiting for its sync is sent before the server ends.
          if plan.due != nil && plan.retryAt == nil {
            runSync(&plan)
          }
          break
        }
        let later = ContinuousClock.now
        let due = plan.due.map { max($0, plan.retryAt ?? $0) } ?? (plan.lastRun + timing.poll)
        if due <= later { runSync(&plan) }
      }
    }

    /// A sync a moment after the last change, and at most `longest` after the first.
    private func schedule(_ plan: inout Plan) {
      let now = ContinuousClock.now
      let first = plan.firstChange ?? now
      plan.firstChange = first
      plan.due = min(now + timing.quiet, first + timing.longest)
    }

    /// Watches the folder and each other computer's folder in it.
    /// - Returns: whether the folder is there and watched, or nothing syncs.
    private func arm(_ watch: FolderWatch, _ plan: inout Plan) throws -> Bool {
      let place = self.place()
      if place != plan.place {
        // Sync set up, moved or ended while the server runs.
        for path in watch.watched { watch.unwatch(path) }
        plan.place = place
        plan.folderWatched = false
      }
      guard let place else { return true }
      let (folder, own) = (place.folder, place.own)
      let wasWatched = plan.folderWatched
      plan.folderWatched = try watch.watched.contains(folder) || watch.watch(folder)
      guard plan.folderWatched else { return false }
      if !wasWatched && plan.failures > 0 {
        // The folder is back (a drive mounted again): no need to wait out the failures.
        plan.retryAt = nil
        schedule(&plan)
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where name != own && !name.hasPrefix(".") {
        let path = folder + "/" + name
        // A file is not a folder, and is not watched.
        if !watch.watched.contains(path) { try watch.watch(path) }
      }
      return true
    }

    private func runSync(_ plan: inout Plan) {
      let outcome = Result { try sync() }
      let now = ContinuousClock.now
      plan.lastRun = now
      plan.due = nil
      plan.firstChange = nil
      switch outcome {
      case .success:
        plan.failures = 0
        plan.retryAt = nil
        let wasFailing = shared.withLock { shared in
          defer {
            shared.status.failure = nil
            shared.status.lastSync = Date()
            shared.status.runs += 1
          }
          return shared.status.failure != nil
        }
        if wasFailing { log(messages(.serveSyncRecovered)) }
      case .failure(let error):
        plan.failures += 1
        let wait = min(
          timing.firstRetry * (1 << min(plan.failures - 1, 20)), timing.longestRetry)
        plan.retryAt = now + wait
        plan.due = plan.retryAt
        let text = messages.text(of: error)
        let again = shared.withLock { shared in
          defer {
            shared.status.failure = text
            shared.status.runs += 1
          }
          return shared.status.failure == text
        }
        // The same failure again is said once, not at every retry.
        if !again {
          // Rounded up: a wait under a second is not said as none.
          let seconds = wait.components.seconds + (wait.components.attoseconds > 0 ? 1 : 0)
          log(
            messages(
              .warningLine,
              ["message": messages(.serveSyncFailed, ["reason": text, "seconds": seconds])]))
        }
      }
    }

    private func warn(_ error: any Error) {
      log(messages(.warningLine, ["message": messages.text(of: error)]))
    }

    /// Without inotify: waits for the signal alone.
    private static func wait(on signal: WakeSignal, until deadline: ContinuousClock.Instant)
      -> FolderWatch.Wake
    {
      var wake = FolderWatch.Wake()
      wake.rung = signal.wait(timeout: deadline - .now)
      return wake
    }
  }
}
