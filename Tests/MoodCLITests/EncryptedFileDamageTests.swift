import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Age files damaged where the other tests do not reach, and passphrase files that are not
/// one, through the built `mood`: each is said as what it is, with the exit status of its kind
/// (65 for a damaged file), and the store is never touched.
@Suite struct EncryptedFileDamageTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  let identity: String
  let recipient: String
  let passphraseFile: String

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
    try store.fill(with: Fixtures.year)
    identity = folder.file("identity.txt")
    try #require(
      try ChildProcess.run("/usr/bin/age-keygen", ["-o", identity], environment: [:]).status == 0)
    recipient = try ChildProcess.run("/usr/bin/age-keygen", ["-y", identity], environment: [:])
      .stdout.trimmingCharacters(in: .newlines)
    passphraseFile = try EncryptedBackupTests.write(
      "correct horse battery\n", to: folder.file("passphrase"), mode: 0o600)
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  private func storeBytes() throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: store.path))
  }

  /// A backup sealed by `mood`: for the test's key, or with `--passphrase-file`.
  private func sealed(_ name: String, passphrase: Bool) throws -> Data {
    let path = folder.file(name)
    let made =
      passphrase
      ? try mood("backup", path, "--passphrase-file", passphraseFile)
      : try mood("backup", path, "--recipient", recipient)
    try #require(made.status == 0, "\(made.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// The header's lines (up to the MAC line, without it) and what follows them.
  private func split(_ file: Data) throws -> (stanzas: [String], rest: Data) {
    let text = String(decoding: file.prefix(4096), as: UTF8.self)
    let macStart = try #require(text.range(of: "\n--- "))
    let header = String(text[..<macStart.lowerBound])
    let lines = header.split(separator: "\n").map(String.init)
    let restStart = header.utf8.count + 1
    return (Array(lines.dropFirst()), file.suffix(from: restStart))
  }

  /// Restores `data` written to `name` with `--passphrase-file` and `--identity` both offered
  /// where they fit, and checks it is refused as damaged, saying `message`.
  private func expectDamaged(
    _ data: Data, _ name: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = folder.file(name)
    try data.write(to: URL(fileURLWithPath: path))
    let before = try storeBytes()
    for key in [["--passphrase-file", passphraseFile], ["--identity", identity]] {
      let result = try MoodBinary.run(["restore", path, "--yes"] + key, store: store.path)
      #expect(
        result.status == 65, "\(name) \(key[0]): \(result.stderr)", sourceLocation: sourceLocation)
      #expect(
        result.stderr == "Error: \"\(path)\" is damaged: \(message). Nothing was changed\n",
        "\(name) \(key[0])", sourceLocation: sourceLocation)
    }
    #expect(try storeBytes() == before, sourceLocation: sourceLocation)
  }

  @Test func aFlippedBitInAStanzaLabelIsADamagedFile() throws {
    let label =
      "its age header seals the file for no passphrase or age key MoodCard knows "
      + "(a changed label, or an age plugin's file)"
    for (passphrase, from, to) in [
      (true, "-> scrypt ", "-> scrypu "), (false, "-> X25519 ", "-> X25518 "),
    ] {
      let file = try sealed(passphrase ? "p.age" : "k.age", passphrase: passphrase)
      let (stanzas, rest) = try split(file)
      let flipped = stanzas.map { $0.hasPrefix(from) ? to + $0.dropFirst(from.count) : $0 }
      #expect(flipped != stanzas)
      let header = (["age-encryption.org/v1"] + flipped).joined(separator: "\n") + "\n"
      try expectDamaged(Data(header.utf8) + rest, "flipped-\(passphrase).age", label)
    }
  }

  @Test func aPassphraseStanzaBesideOthersIsADamagedFileNotAMACMismatch() throws {
    let notAlone =
      "its age header holds a passphrase stanza beside other stanzas, which an age "
      + "file never does; it was changed"
    let (scrypt, rest) = try split(try sealed("p.age", passphrase: true))
    let (x25519, _) = try split(try sealed("k.age", passphrase: false))
    let mixed = ["age-encryption.org/v1"] + x25519 + scrypt
    try expectDamaged(
      Data((mixed.joined(separator: "\n") + "\n").utf8) + rest, "mixed.age", notAlone)
    let fifty = ["age-encryption.org/v1"] + Array(repeating: scrypt, count: 50).flatMap { $0 }
    try expectDamaged(
      Data((fifty.joined(separator: "\n") + "\n").utf8) + rest, "fifty.age", notAlone)
  }

  /// The payload is sealed in chunks of 64 KiB (65,552 bytes with their tags): a file cut right
  /// after a whole chunk is missing its last one, which only the chunk's flag tells (the CLI's
  /// other cut-file test cuts inside the last chunk).
  @Test func aFileCutAtAChunkEdgeIsADamagedFile() throws {
    let file = try sealed("k.age", passphrase: false)
    let text = String(decoding: file.prefix(4096), as: UTF8.self)
    let macLine = try #require(text.range(of: "\n--- "))
    let headerEnd = try #require(text[macLine.upperBound...].firstIndex(of: "\n"))
    let payloadStart = text.utf8.distance(from: text.startIndex, to: headerEnd) + 1 + 16
    let chunk = 65_536 + 16
    try #require(file.count > payloadStart + chunk, "the year's store spans 2 chunks at least")
    // Cut after the first chunk: what is left is whole chunks, the last of them not marked so.
    let edge = payloadStart + chunk
    let path = folder.file("cut.age")
    try file.prefix(edge).write(to: URL(fileURLWithPath: path))
    let before = try storeBytes()
    let result = try mood("restore", path, "--yes", "--identity", identity)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "Error: \"\(path)\" is damaged at byte \(edge): it was changed or cut short"),
      "\(result.stderr)")
    #expect(try storeBytes() == before)
  }

  @Test func anEmptyOrHugePassphraseFileIsSaidAsAPassphraseFile() throws {
    let empty = try EncryptedBackupTests.write("", to: folder.file("empty"), mode: 0o600)
    let huge = folder.file("huge")
    try EncryptedBackupTests.write("", to: huge, mode: 0o600)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
    try handle.truncate(atOffset: 50 * 1024 * 1024)
    try handle.close()
    let cases = [
      (empty, "is empty; a passphrase file holds the passphrase on its first line"),
      (
        huge,
        "is larger than a passphrase file: it holds the passphrase on its first line, "
          + "in at most 4096 bytes"
      ),
    ]
    for (path, message) in cases {
      let result = try mood("backup", folder.file("b.age"), "--passphrase-file", path)
      #expect(result.status == 64, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: \"\(path)\" \(message)\n"), "\(result.stderr)")
      #expect(!result.stderr.contains("import"))
      #expect(!FileManager.default.fileExists(atPath: folder.file("b.age")))
    }
  }
}
