import FoundationEssentials

/// The wrong tries since the last unlock, and until when the next is refused: on the clock of
/// the boot `bootID` (CLOCK_BOOTTIME, which setting the time does not move), with the wait's
/// length for another boot.
package struct LockFailures: Equatable, Sendable {
  package var count: Int
  package var bootID: String
  package var waitUntilNanoseconds: Int64
  package var waitNanoseconds: Int64

  package init(count: Int, bootID: String, waitUntilNanoseconds: Int64, waitNanoseconds: Int64) {
    self.count = count
    self.bootID = bootID
    self.waitUntilNanoseconds = waitUntilNanoseconds
    self.waitNanoseconds = waitNanoseconds
  }

  /// No wrong try.
  package static let none = LockFailures(
    count: 0, bootID: "", waitUntilNanoseconds: 0, waitNanoseconds: 0)
}
