import Synchronization

/// The files a batch's workers have written so far, recorded from any thread.
final class BatchLedger: Sendable {
  private let records = Mutex<[String: BatchManifest.Record]>([:])

  /// Records that `name` was written with `record`.
  func record(_ name: String, _ record: BatchManifest.Record) {
    records.withLock { $0[name] = record }
  }

  /// Everything recorded.
  var all: [String: BatchManifest.Record] { records.withLock { $0 } }
}
