import Foundation
import MoodApp
import MoodServe
import MoodStore
import TestSupport
import Testing

/// The book of devices on a real SQLite file in a temporary phone folder: pairing with the
/// right, a wrong, a used and an expired code, the pause after wrong codes, names, revoking.
@Suite struct DeviceBookTests {
  let data: TemporaryDirectory
  let folder: PhoneFolder
  let book: DeviceBook
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  init() throws {
    data = try TemporaryDirectory(prefix: "moodcard-devices")
    folder = PhoneFolder(environment: ["XDG_DATA_HOME": data.path])
    book = try DeviceBook(folder: folder, ifMissing: .create)
  }

  private func phone(_ number: Int) -> String { "Phone \(number)" }

  /// Offers `code` at `start` and gives `typed` `after` seconds later.
  private func pair(
    _ typed: String, offering code: String = "ABCDEFGH", after: TimeInterval = 1,
    secret: String = "secret"
  ) throws -> DeviceBook.Outcome {
    _ = try book.offer(codeHash: PhonePairing.hash(code), madeAt: start)
    return try givePair(typed, at: start.addingTimeInterval(after), secret: secret)
  }

  private func givePair(_ typed: String, at instant: Date, secret: String = "secret") throws
    -> DeviceBook.Outcome
  {
    try book.pair(
      codeHash: PairingCode(typed: typed).map { PhonePairing.hash($0.text) },
      secretHash: PhonePairing.hash(secret), at: instant, defaultName: phone)
  }

  @Test func theRightCodePairsOnceAndTheDeviceIsFoundByItsSecretsHash() throws {
    guard case .paired(let device) = try pair("abcd-efgh") else {
      Issue.record("the right code did not pair")
      return
    }
    #expect(device.name == "Phone 1")
    #expect(device.id.count == DeviceBook.idLength)
    #expect(try book.device(secretHash: PhonePairing.hash("secret"), at: start) == device)
    #expect(try book.device(secretHash: PhonePairing.hash("other"), at: start) == nil)
    #expect(try givePair("ABCDEFGH", at: start.addingTimeInterval(2)) == .used)
    #expect(try book.devices() == [device])
  }

  @Test func theFileKeepsHashesNeverTheSecretOrTheCode() throws {
    _ = try pair("ABCDEFGH", secret: "s3cr3t-value")
    // The file and its write-ahead log, where the last writes are until a checkpoint.
    let file = folder.file(DeviceBook.fileName).path
    let bytes = try [file, file + "-wal"].reduce(into: Data()) { all, path in
      all += FileManager.default.contents(atPath: path) ?? Data()
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("s3cr3t-value"))
    #expect(!text.contains("ABCDEFGH"))
    #expect(text.contains(PhonePairing.hash("s3cr3t-value")))
    let mode =
      try FileManager.default.attributesOfItem(atPath: folder.file(DeviceBook.fileName).path)[
        .posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func aWrongAnExpiredAndAMalformedCodeDoNotPair() throws {
    #expect(try pair("ABCDEFGJ") == .wrong)
    #expect(try pair("ABCDEFGH", after: PairingCode.lifetime) == .expired)
    #expect(try pair("not a code") == .wrong)
    #expect(try book.devices().isEmpty)
  }

  @Test func fiveWrongCodesInAMinutePausePairingForAMinute() throws {
    _ = try book.offer(codeHash: PhonePairing.hash("ABCDEFGH"), madeAt: start)
    for second in 1..<PairingCode.failureLimit {
      #expect(try givePair("ABCDEFGJ", at: start.addingTimeInterval(Double(second))) == .wrong)
    }
    let fifth = start.addingTimeInterval(Double(PairingCode.failureLimit))
    let until = fifth.addingTimeInterval(PairingCode.pause)
    #expect(try givePair("ABCDEFGJ", at: fifth) == .paused(until: until))
    // Even the right code waits for the pause to end.
    #expect(try givePair("ABCDEFGH", at: fifth.addingTimeInterval(30)) == .paused(until: until))
    guard case .paired = try givePair("ABCDEFGH", at: until) else {
      Issue.record("the right code did not pair after the pause")
      return
    }
  }

  @Test func wrongCodesSpreadOverMoreThanAMinuteDoNotPause() throws {
    _ = try book.offer(codeHash: PhonePairing.hash("ABCDEFGH"), madeAt: start)
    for attempt in 0..<(PairingCode.failureLimit * 2) {
      let at = start.addingTimeInterval(Double(attempt) * (PairingCode.failureWindow / 4 + 1))
      #expect(try givePair("ABCDEFGJ", at: at) == .wrong)
    }
  }

  @Test func devicesPairedWithoutANameAreNumberedInThePersonsLanguage() throws {
    for (index, code) in ["AAAAAAAA", "BBBBBBBB"].enumerated() {
      _ = try pair(code, offering: code, after: Double(index + 1), secret: "s\(index)")
    }
    _ = try book.offer(codeHash: PhonePairing.hash("CCCCCCCC"), madeAt: start)
    _ = try book.pair(
      codeHash: PhonePairing.hash("CCCCCCCC"), secretHash: PhonePairing.hash("s2"),
      at: start.addingTimeInterval(3), defaultName: { "手机 \($0)" })
    #expect(try book.devices().map(\.name) == ["Phone 1", "Phone 2", "手机 1"])
  }

  @Test func aDeviceIsRenamedByNameOrIdAndNamesStayUnique() throws {
    _ = try pair("AAAAAAAA", offering: "AAAAAAAA", after: 1, secret: "a")
    _ = try pair("BBBBBBBB", offering: "BBBBBBBB", after: 2, secret: "b")
    let first = try book.device("phone 1")
    #expect(try book.rename(first.id, to: "  Ana's phone ").name == "Ana's phone")
    #expect(try book.device("ANA'S PHONE").id == first.id)
    #expect(throws: FailureMessage(.conflict, .deviceNameTaken, ["name": .text("Ana's phone")])) {
      try book.rename("Phone 2", to: "ana's PHONE")
    }
    for bad in ["", "   ", String(repeating: "x", count: 41), "a\u{7}b"] {
      #expect(throws: FailureMessage.self) { try book.rename("Phone 2", to: bad) }
    }
    #expect(try book.devices().map(\.name) == ["Ana's phone", "Phone 2"])
  }

  @Test func aRevokedDeviceIsGoneAndItsHashRemembersItsName() throws {
    _ = try pair("ABCDEFGH")
    let revoked = try book.revoke("Phone 1", at: start)
    #expect(try book.device(secretHash: PhonePairing.hash("secret"), at: start) == nil)
    #expect(try book.revokedName(secretHash: PhonePairing.hash("secret")) == revoked.name)
    #expect(try book.devices().isEmpty)
    #expect(throws: FailureMessage.self) { try book.revoke("Phone 1", at: start) }
  }

  @Test func theLastUseIsWrittenAtMostOnceAMinute() throws {
    _ = try pair("ABCDEFGH")
    let hash = PhonePairing.hash("secret")
    let paired = try #require(try book.devices().first?.lastSeenAt)
    _ = try book.device(secretHash: hash, at: paired.addingTimeInterval(30))
    #expect(try book.devices().first?.lastSeenAt == paired)
    let later = paired.addingTimeInterval(DeviceBook.seenInterval)
    _ = try book.device(secretHash: hash, at: later)
    #expect(try book.devices().first?.lastSeenAt == later)
  }

  @Test func aCommandReadingAFolderWithoutDevicesMakesNoFile() throws {
    let empty = try TemporaryDirectory(prefix: "moodcard-nodevices")
    let folder = PhoneFolder(environment: ["XDG_DATA_HOME": empty.path])
    let book = try DeviceBook(folder: folder, ifMissing: .useEmpty)
    #expect(try book.devices().isEmpty)
    try book.close()
    #expect(!FileManager.default.fileExists(atPath: folder.url.path))
  }
}
