import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Turns Ctrl-C (SIGINT) and SIGTERM into a request to stop, which long work checks between
/// steps, instead of ending the process wherever it is.
///
/// While it watches, the signals do not end the process; `stop()` restores their default.
/// Not `Sendable`: the thread that made it stops it. Its `request` is shared with the workers.
final class StopSignals {
  /// Whether a stop was asked for, and by which signal; shared with the threads that check it.
  final class Request: Sendable {
    private let signal = Atomic<Int32>(0)

    /// Whether a signal asked to stop.
    var isRequested: Bool { signal.load(ordering: .relaxed) != 0 }

    /// The signal that asked to stop, if one did.
    var signalNumber: Int32? {
      let number = signal.load(ordering: .relaxed)
      return number == 0 ? nil : number
    }

    /// Records that `number` asked to stop.
    func record(_ number: Int32) {
      _ = signal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    }
  }

  /// The request the signals set.
  let request = Request()
  private let numbers: [Int32] = [SIGINT, SIGTERM]
  private var sources: [any DispatchSourceSignal] = []

  /// Starts watching SIGINT and SIGTERM.
  init() {
    let request = request
    for number in numbers {
      // A dispatch signal source only sees a signal whose default action is turned off.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { request.record(number) }
      source.resume()
      sources.append(source)
    }
  }

  deinit { stop() }

  /// Stops watching: the signals end the process again.
  func stop() {
    for source in sources { source.cancel() }
    sources = []
    for number in numbers { signal(number, SIG_DFL) }
  }
}
