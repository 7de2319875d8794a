import Synchronization

/// The files a batch's workers have written so far, recorded from any thread.
package final class BatchLedger: Sendable {
  private let records = Mutex<[String: BatchManifest.Record]>([:])

  package init() {}

  /// Records that `name` was written with `record`.
  package func record(_ name: String, _ record: BatchManifest.Record) {
    records.withLock { $0[name] = record }
  }

  /// Everything recorded so far, by file name, which the manifest takes in when the workers
  /// are done.
  package var all: [String: BatchManifest.Record] { records.withLock { $0 } }
}
