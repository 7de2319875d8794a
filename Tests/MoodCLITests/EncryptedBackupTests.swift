import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// Encrypted backups and exports through the built `mood`, read back by `mood` and by Debian's
/// `age`, and every way one can fail: a wrong passphrase or key, a changed or cut file, a huge
/// one, a passphrase file others can read, and a kill in the middle of a restore.
@Suite struct EncryptedBackupTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  let identity: String
  let recipient: String
  let passphraseFile: String

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory()
    try store.fill(with: Fixtures.month)
    identity = folder.file("identity.txt")
    try #require(
      try ChildProcess.run("/usr/bin/age-keygen", ["-o", identity], environment: [:]).status == 0)
    recipient = try ChildProcess.run("/usr/bin/age-keygen", ["-y", identity], environment: [:])
      .stdout.trimmingCharacters(in: .newlines)
    passphraseFile = try Self.write(
      "correct horse battery\n", to: folder.file("passphrase"), mode: 0o600)
  }

  static func write(_ text: String, to path: String, mode: Int) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    return path
  }

  private func mood(_ arguments: String..., store path: String? = nil) throws -> CommandResult {
    try MoodBinary.run(arguments, store: path ?? store.path)
  }

  /// The entries of the store at `path`, as `mood list --json` prints them.
  private func entries(of path: String) throws -> String {
    try MoodBinary.run(["list", "--all", "--json"], store: path).stdout
  }

  /// `command` run on a pseudo-terminal (util-linux `script`), with `typed` typed at it.
  private func onTerminal(_ command: String, typed: String) throws -> CommandResult {
    try ChildProcess.run(
      "/usr/bin/script", ["-qec", command, "/dev/null"],
      environment: MoodBinary.environment(store: store.path, adding: ["PATH": "/usr/bin:/bin"]),
      input: typed, directory: folder.path)
  }

  @Test func aBackupForAKeyIsOpenedByAgeAndRestoredByMood() throws {
    let sealed = folder.file("mood.sqlite.age")
    let backup = try mood("backup", sealed, "--recipient", recipient)
    #expect(backup.status == 0, "\(backup.stderr)")
    #expect(backup.stdout.contains("encrypted for 1 age key"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: sealed)).prefix(21)
        == Data("age-encryption.org/v1".utf8))
    // Debian's age alone opens it, into a store `mood` reads as it is.
    let plain = folder.file("opened.sqlite")
    let opened = try ChildProcess.run(
      "/usr/bin/age", ["-d", "-i", identity, "-o", plain, sealed], environment: [:])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(try entries(of: plain) == (try entries(of: store.path)))
    // And `mood restore` takes it back, into another store.
    let other = try TemporaryStore()
    let restored = try mood("restore", sealed, "--yes", "--identity", identity, store: other.path)
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(try entries(of: other.path) == (try entries(of: store.path)))
  }

  @Test func whatAgeEncryptsToAKeyOrWithAPassphraseMoodRestores() throws {
    let plain = folder.file("plain.sqlite")
    #expect(try mood("backup", plain).status == 0)
    let expected = try entries(of: store.path)
    let toKey = folder.file("to-key.age")
    #expect(
      try ChildProcess.run("/usr/bin/age", ["-r", recipient, "-o", toKey, plain], environment: [:])
        .status == 0)
    let other = try TemporaryStore()
    let byKey = try mood("restore", toKey, "--yes", "--identity", identity, store: other.path)
    #expect(byKey.status == 0, "\(byKey.stderr)")
    #expect(try entries(of: other.path) == expected)
    // `age -p` reads its passphrase only from a terminal.
    let withPassphrase = folder.file("with-passphrase.age")
    let sealed = try onTerminal(
      "age -p -o \(withPassphrase) \(plain)",
      typed: "correct horse battery\ncorrect horse battery\n")
    #expect(sealed.status == 0, "\(sealed.stdout)")
    let third = try TemporaryStore()
    let byPassphrase = try mood(
      "restore", withPassphrase, "--yes", "--passphrase-file", passphraseFile, store: third.path)
    #expect(byPassphrase.status == 0, "\(byPassphrase.stderr)")
    #expect(try entries(of: third.path) == expected)
  }

  @Test func aPassphraseAskedOnTheTerminalSealsWhatAgeOpens() throws {
    let sealed = folder.file("asked.age")
    let backup = try onTerminal(
      "\(MoodBinary.path) backup \(sealed) --encrypt", typed: "tree frog\ntree frog\n")
    #expect(backup.status == 0, "\(backup.stdout)")
    #expect(backup.stdout.contains("Passphrase to encrypt"))
    #expect(backup.stdout.contains("The same passphrase again"))
    let plain = folder.file("opened.sqlite")
    let opened = try onTerminal("age -d -o \(plain) \(sealed)", typed: "tree frog\n")
    #expect(opened.status == 0, "\(opened.stdout)")
    #expect(try entries(of: plain) == (try entries(of: store.path)))
    // Two passphrases that differ write nothing.
    let differ = try onTerminal(
      "\(MoodBinary.path) backup \(folder.file("differ.age")) --encrypt", typed: "one\ntwo\n")
    #expect(differ.status == 64)
    #expect(differ.stdout.contains("the two passphrases differ"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("differ.age")))
  }

  @Test func jsonAndCSVExportsRoundTripEncrypted() throws {
    let json = folder.file("backup.json.age")
    #expect(try mood("export", "-o", json, "--passphrase-file", passphraseFile).status == 0)
    let other = try TemporaryStore()
    let imported = try mood("import", json, "--passphrase-file", passphraseFile, store: other.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try entries(of: other.path) == (try entries(of: store.path)))
    // A CSV for a key, to a pipe: age opens exactly the plain export.
    let csv = try MoodBinary.runShell(
      "\"$MOOD\" export --format csv --recipient \"$1\" | /usr/bin/age -d -i \"$2\"",
      [recipient, identity],
      store: store.path)
    #expect(csv.status == 0, "\(csv.stderr)")
    #expect(csv.stdout == (try mood("export", "--format", "csv").stdout))
  }

  @Test func aWrongPassphraseOrKeyIs77AndTheStoreUntouched() throws {
    let sealed = folder.file("b.age")
    #expect(try mood("backup", sealed, "--passphrase-file", passphraseFile).status == 0)
    let keyed = folder.file("k.age")
    #expect(try mood("backup", keyed, "--recipient", recipient).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
    let wrong = try Self.write("horse battery\n", to: folder.file("wrong"), mode: 0o600)
    let byPassphrase = try mood("restore", sealed, "--yes", "--passphrase-file", wrong)
    #expect(byPassphrase.status == 77)
    #expect(
      byPassphrase.stderr
        == "Error: the passphrase does not open \"\(sealed)\"; nothing was changed\n")
    try #require(
      try ChildProcess.run(
        "/usr/bin/age-keygen", ["-o", folder.file("other.txt")], environment: [:]
      ).status == 0)
    let byKey = try mood("restore", keyed, "--yes", "--identity", folder.file("other.txt"))
    #expect(byKey.status == 77)
    #expect(byKey.stderr.contains("it was encrypted for another age key"))
    let noIdentity = try mood("restore", keyed, "--yes")
    #expect(noIdentity.status == 64)
    #expect(noIdentity.stderr.contains("give the secret key's file with --identity FILE"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted() == [
        "mood.sqlite"
      ])
  }

  @Test func aChangedOrCutFileIs65AndTheStoreUntouched() throws {
    let sealed = folder.file("b.age")
    #expect(try mood("backup", sealed, "--recipient", recipient).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: sealed))
    let before = try Data(contentsOf: URL(fileURLWithPath: store.path))
    var changed = bytes
    changed[bytes.count / 2] ^= 0x01
    let cases: [(String, Data, String)] = [
      ("changed", changed, "is damaged at byte"),
      ("cut", bytes.prefix(bytes.count - 100), "is damaged at byte"),
      ("header-cut", bytes.prefix(60), "line 2 of its age header"),
    ]
    for (name, data, message) in cases {
      let path = folder.file(name + ".age")
      try data.write(to: URL(fileURLWithPath: path))
      let result = try mood("restore", path, "--yes", "--identity", identity)
      #expect(result.status == 65, "\(name): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
  }

  @Test func aPassphraseFileOthersCanReadOrNoTerminalIsRefused() throws {
    let open = try Self.write("correct horse battery\n", to: folder.file("open"), mode: 0o644)
    let refused = try mood("backup", folder.file("b.age"), "--passphrase-file", open)
    #expect(refused.status == 77)
    #expect(refused.stderr.contains("can be read by others (mode 0644)"))
    let noTerminal = try MoodBinary.runShell(
      "exec setsid -w \"$MOOD\" backup \"$1\" --encrypt < /dev/null", [folder.file("c.age")],
      store: store.path)
    #expect(noTerminal.status == 64)
    #expect(noTerminal.stderr.contains("there is no terminal to ask the passphrase on"))
    let both = try mood(
      "backup", folder.file("d.age"), "--passphrase-file", passphraseFile, "--recipient", recipient)
    #expect(both.status == 64)
    for name in ["b.age", "c.age", "d.age"] {
      #expect(!FileManager.default.fileExists(atPath: folder.file(name)))
    }
  }

  @Test func aGibibyteAgeFileIsRefusedWithoutBeingRead() throws {
    let huge = folder.file("huge.age")
    try Data("age-encryption.org/v1\n".utf8).write(to: URL(fileURLWithPath: huge))
    #expect(truncate(huge, 1 << 30) == 0)
    // Under an address-space limit far below the file's size: it is refused, not read.
    let result = try ChildProcess.run(
      "/usr/bin/prlimit",
      [
        "--as=536870912", MoodBinary.path, "restore", huge, "--yes", "--passphrase-file",
        passphraseFile,
      ],
      environment: MoodBinary.environment(store: store.path))
    #expect(result.status == 65 || result.status == 66, "\(result.stderr)")
    #expect(
      result.stderr.contains("1,024 MB") || result.stderr.contains("1024"), "\(result.stderr)")
    #expect(result.stderr.contains("at most 64"), "\(result.stderr)")
  }

  /// The store, its SQLite files, and the copies finished restores keep of it.
  private func isKept(_ name: String) -> Bool {
    name == "mood.sqlite" || (!name.hasPrefix(".") && name.hasSuffix(".bak"))
      || name.hasSuffix("-wal") || name.hasSuffix("-shm")
  }

  @Test func aKilledEncryptedRestoreLeavesTheStoreWholeAndNoPlaintext() throws {
    let sealed = folder.file("b.age")
    #expect(try mood("backup", sealed, "--passphrase-file", passphraseFile).status == 0)
    let temporary = try TemporaryDirectory()
    let expected = try entries(of: store.path)
    // Killed at three moments, each waited for as a state, never a delay: at once (in scrypt;
    // the plaintext is only ever in memory), inside the store's write transaction, and while
    // the store as it was is being copied beside it. A restore may end between a look and the
    // kill; then the moment is tried again.
    let keeping = { (name: String) in name.hasPrefix(".mood.sqlite.") && name.contains(".bak.") }
    let storeFiles = {
      try FileManager.default.contentsOfDirectory(atPath: self.store.directory.path)
    }
    let moments: [(name: String, reached: () throws -> Bool)] = [
      ("at once", { true }),
      ("in the store's transaction", { try StoreWriteLock.isHeld(self.store.path) }),
      ("keeping a copy", { try storeFiles().contains(where: keeping) }),
    ]
    for moment in moments {
      var landed = false
      for _ in 0..<20 where !landed {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MoodBinary.path)
        process.arguments = ["restore", sealed, "--yes", "--passphrase-file", passphraseFile]
        process.environment = MoodBinary.environment(
          store: store.path, adding: ["TMPDIR": temporary.path])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        while process.isRunning {
          if try moment.reached() {
            kill(process.processIdentifier, SIGKILL)
            break
          }
          usleep(2_000)  // each look at the lock is a process: leave the restore the CPU
        }
        process.waitUntilExit()
        landed = process.terminationReason == .uncaughtSignal
        // Killed or finished, the store holds the journal whole (the backup is of it).
        #expect(try entries(of: store.path) == expected, "killed \(moment.name)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        // Beside the backup, only what the test made; beside the store, the store and the
        // copies a finished restore keeps.
        #expect(
          try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
            "b.age", "identity.txt", "passphrase",
          ])
        // A copy of the store cut short may stay hidden beside it; the next restore removes it.
        let left = try storeFiles()
        #expect(left.allSatisfy { isKept($0) || keeping($0) }, "\(left)")
        if landed {
          try mood("restore", sealed, "--yes", "--passphrase-file", passphraseFile).succeeded()
          let after = try storeFiles()
          #expect(after.allSatisfy(isKept), "\(after)")
        }
      }
      #expect(landed, "no kill landed \(moment.name) in 20 attempts")
    }
  }
}
