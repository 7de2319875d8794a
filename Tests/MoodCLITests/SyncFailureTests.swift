import Age
import MoodApp
import MoodCore
import MoodSync
import MoodSystem
import TestSupport
import Testing

@testable import mood

/// Sync's errors in the failure table and the catalogs: every case of `SyncError` to its kind
/// and exit code, its message naming the folder or file with control characters escaped, in
/// English and in Chinese.
@Suite struct SyncFailureTests {
  private static let path = "/media/usb/moodcard/desk\u{1B}]0;pwned\u{07}/batch.age"
  private static let shown = "/media/usb/moodcard/desk\\x1B]0;pwned\\x07/batch.age"

  /// Every case of `SyncError`, its kind and its English message.
  private static func cases() throws -> [(SyncError, Failure, String)] {
    [
      (
        .invalidDevice("a b"), .invalid,
        "computer name \"a b\" is not 1 to 64 letters, digits, - or _"
      ),
      (
        .damaged(path, reason: "bad frame"), .damaged,
        "\(shown) is not a sync file this MoodCard reads: bad frame"
      ),
      (
        .folder(path, reason: "cannot be listed"), .failed,
        "sync folder \(shown): cannot be listed"
      ),
      (
        .missingHistory(BatchRef(writer: try DeviceID("desk"), seq: 3, id: 255)), .storeDamaged,
        "the store's sync state lacks batch desk#3-00000000000000ff"
      ),
      (.wrongKey(path), .refused, "the journal's sync key does not open \(shown)"),
      (
        .sealing(.libraryMissing("libsodium.so.23")), .unavailable,
        Messages.load(.english, finder: finder)(
          .ageLibraryMissing, values: ["reason": "libsodium.so.23"])
      ),
    ]
  }

  private static let finder = ResourceFinder(environment: [:], executable: MoodBinary.path)

  @Test func everySyncErrorHasItsKindExitCodeAndMessage() throws {
    let english = Messages.load(.english, finder: Self.finder)
    let chinese = Messages.load(.simplifiedChinese, finder: Self.finder)
    for (error, kind, message) in try Self.cases() {
      #expect(Failure(error) == kind, "\(error)")
      #expect(english.text(of: error) == message)
      let exit = CommandError(error, usage: "", messages: english).exitCode
      #expect(
        exit
          == [
            Failure.invalid: 64, .damaged: 65, .failed: 74, .storeDamaged: 65,
            .refused: 77, .unavailable: 69,
          ][kind])
      let zh = chinese.text(of: error)
      // Said in Chinese, with the same path, escaped alike.
      #expect(zh != message, "\(zh)")
      #expect(zh.contains(Self.shown) == message.contains(Self.shown))
      #expect(!zh.contains("\u{1B}") && !message.contains("\u{1B}"))
    }
  }
}
