import Age
import Foundation
import TestSupport
import Testing

/// Files MoodCard seals, opened by Debian's `age`, and files `age` seals, opened by MoodCard;
/// and every way a file can be damaged, refused with the kind of failure it is.
@Suite struct AgeRoundTripTests {
  let folder: TemporaryDirectory
  let secret: AgeSecretKey
  let identityFile: String

  init() throws {
    folder = try TemporaryDirectory()
    identityFile = folder.path + "/identity.txt"
    let made = try ChildProcess.run("/usr/bin/age-keygen", ["-o", identityFile], environment: [:])
    #expect(made.status == 0, "\(made.stderr)")
    let text = try String(contentsOfFile: identityFile, encoding: .utf8)
    secret = try #require(try AgeSecretKey.keys(inFile: text).first)
  }

  /// Text of `count` bytes that are not all alike, so a chunk put in another's place shows.
  static func text(_ count: Int) -> [UInt8] {
    var generator = SplitMix(seed: UInt64(count))
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
  }

  /// The sizes around the 64 KiB chunk edges.
  static let sizes = [0, 1, 65_535, 65_536, 65_537, 2 * 65_536, 200_000]

  @Test func theKeyOfAgeKeygensIdentityIsTheOneItPrints() throws {
    let printed = try ChildProcess.run(
      "/usr/bin/age-keygen", ["-y", identityFile], environment: [:])
    #expect(try secret.publicKey().text == printed.stdout.trimmingCharacters(in: .newlines))
    #expect(try AgePublicKey(try secret.publicKey().text) == (try secret.publicKey()))
  }

  @Test(arguments: sizes) func ageOpensWhatMoodCardSealsToAKey(_ size: Int) throws {
    let text = Self.text(size)
    let sealed = try AgeFile.encrypt(text, to: [.publicKey(try secret.publicKey())])
    let path = folder.path + "/sealed.age"
    try Data(sealed).write(to: URL(fileURLWithPath: path))
    let opened = try ChildProcess.run(
      "/usr/bin/age", ["-d", "-i", identityFile, path], environment: [:])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect([UInt8](opened.stdoutBytes) == text)
  }

  @Test(arguments: sizes) func moodCardOpensWhatAgeSealsToAKey(_ size: Int) throws {
    let text = Self.text(size)
    let plain = folder.path + "/plain", path = folder.path + "/sealed.age"
    try Data(text).write(to: URL(fileURLWithPath: plain))
    let sealed = try ChildProcess.run(
      "/usr/bin/age", ["-r", try secret.publicKey().text, "-o", path, plain], environment: [:])
    #expect(sealed.status == 0, "\(sealed.stderr)")
    let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try AgeFile.decrypt(file, with: [.secretKey(secret)]) == text)
  }

  @Test func aFileForTwoKeysOpensWithEitherAndNotWithAThird() throws {
    let other = try AgeSecretKey.generate(), third = try AgeSecretKey.generate()
    let text = Self.text(1000)
    let sealed = try AgeFile.encrypt(
      text, to: [.publicKey(try secret.publicKey()), .publicKey(try other.publicKey())])
    #expect(try AgeFile.decrypt(sealed, with: [.secretKey(other)]) == text)
    #expect(try AgeFile.decrypt(sealed, with: [.secretKey(third), .secretKey(secret)]) == text)
    #expect(throws: AgeError.noMatchingKey(.secretKey)) {
      try AgeFile.decrypt(sealed, with: [.secretKey(third)])
    }
  }

  @Test func aPassphraseOpensOnlyWithItself() throws {
    let text = Self.text(70_000)
    let sealed = try AgeFile.encrypt(
      text, to: [.passphrase(Passphrase("correct horse 电池"), workFactor: 10)])
    #expect(
      try AgeFile.decrypt(sealed, with: [.passphrase(Passphrase("correct horse 电池"))]) == text)
    #expect(throws: AgeError.noMatchingKey(.passphrase)) {
      try AgeFile.decrypt(sealed, with: [.passphrase(Passphrase("correct horse"))])
    }
    #expect(throws: AgeError.emptyPassphrase) {
      try AgeFile.encrypt(text, to: [.passphrase(Passphrase(""))])
    }
  }

  @Test func everyByteOfTheHeaderChangedIsRefused() throws {
    let sealed = try AgeFile.encrypt(Self.text(100), to: [.publicKey(try secret.publicKey())])
    let headerEnd = try #require(Self.headerEnd(of: sealed))
    for index in 0..<headerEnd {
      var changed = sealed
      changed[index] ^= 0x20
      do {
        _ = try AgeFile.decrypt(changed, with: [.secretKey(secret)])
        Issue.record("byte \(index) of the header changed, and the file still opened")
      } catch let error as AgeError {
        switch error {
        case .damagedHeader, .headerChanged, .noMatchingKey: break
        default: Issue.record("byte \(index): \(error)")
        }
      }
    }
  }

  @Test func everyByteOfThePayloadChangedIsRefused() throws {
    // Two chunks: the first full, the last 100 bytes; every byte of the nonce, of each chunk's
    // text and of each tag is changed in turn, for the short file, and at each chunk's edges
    // and every 997th byte for the long one.
    let key = try secret.publicKey()
    for size in [100, 65_636] {
      let sealed = try AgeFile.encrypt(Self.text(size), to: [.publicKey(key)])
      let start = try #require(Self.headerEnd(of: sealed))
      let edges = [start, start + 15, start + 16, start + 16 + 65_551, start + 16 + 65_552]
      let positions =
        size == 100
        ? Array(start..<sealed.count)
        : Array(
          Set(Array(stride(from: start, to: sealed.count, by: 997)) + edges + [sealed.count - 1]))
      for index in positions {
        var changed = sealed
        changed[index] ^= 0x01
        #expect(throws: AgeError.self, "byte \(index) of \(sealed.count)") {
          try AgeFile.decrypt(changed, with: [.secretKey(secret)])
        }
      }
    }
  }

  @Test func aFileCutAtAnyChunkEdgeIsRefused() throws {
    let sealed = try AgeFile.encrypt(
      Self.text(3 * 65_536 + 10), to: [.publicKey(try secret.publicKey())])
    let start = try #require(Self.headerEnd(of: sealed))
    let chunkEdges = (0...3).map { start + 16 + $0 * 65_552 }
    let cuts =
      [0, 1, start - 1, start, start + 8, start + 16]
      + chunkEdges.flatMap { [$0 - 16, $0 - 1, $0, $0 + 1] }
      + [sealed.count - 1]
    for cut in Set(cuts) where cut < sealed.count {
      let expected: Bool
      do {
        _ = try AgeFile.decrypt(Array(sealed.prefix(cut)), with: [.secretKey(secret)])
        expected = false
      } catch let error as AgeError {
        switch error {
        case .damagedHeader, .damagedPayload: expected = true
        default: expected = false
        }
      }
      #expect(expected, "cut at \(cut) of \(sealed.count)")
    }
  }

  @Test func anEmptyFileIsADamagedHeader() {
    #expect(throws: AgeError.damagedHeader(.line(1))) {
      try AgeFile.decrypt([], with: [.secretKey(secret)])
    }
    #expect(!AgeFile.isEncrypted([UInt8]()))
    #expect(AgeFile.isEncrypted(Array("age-encryption.org/v1\n".utf8)))
    #expect(!AgeFile.isEncrypted(Array("SQLite format 3\0".utf8)))
  }

  @Test func keysAndKeyFilesAreReadAsAgeWritesThem() throws {
    #expect(throws: AgeError.invalidRecipient("age1nope")) { try AgePublicKey("age1nope") }
    let recipient = try secret.publicKey().text
    #expect(throws: AgeError.invalidRecipient(recipient.uppercased())) {
      try AgePublicKey(recipient.uppercased())
    }
    #expect(try AgePublicKey.keys(inFile: "# mine\n\n\(recipient)\r\n") == [try secret.publicKey()])
    #expect(throws: AgeError.invalidIdentity(line: 2)) {
      try AgeSecretKey.keys(inFile: "# created\nnot a key\n")
    }
    #expect(throws: AgeError.noIdentity) { try AgeSecretKey.keys(inFile: "# only a comment\n") }
    #expect(AgeSecretKey(secret.text.lowercased()) == nil)
  }

  /// Where the payload starts: after the line that starts "--- ".
  static func headerEnd(of file: [UInt8]) -> Int? {
    let mark = Array("\n--- ".utf8)
    guard
      let at = (0..<(file.count - mark.count)).first(where: {
        file[$0..<($0 + mark.count)].elementsEqual(mark)
      })
    else { return nil }
    return file[(at + 1)...].firstIndex(of: 0x0A).map { $0 + 1 }
  }
}
