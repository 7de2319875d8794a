import Foundation
import MoodApp
import MoodSystem
import TestSupport
import Testing

/// `mood lock set`, `off`, `status` and `reset` through the built binary, on the lock's own file
/// in a temporary data folder, in English and Chinese.
@Suite struct LockCommandTests {
  let data: TemporaryDirectory
  let folder: PhoneFolder

  init() throws {
    data = try TemporaryDirectory(prefix: "moodcard-lock-cli")
    folder = PhoneFolder(environment: ["XDG_DATA_HOME": data.path])
  }

  private func mood(_ arguments: [String], input: String = "", language: String = "en")
    throws -> CommandResult
  {
    try MoodBinary.run(
      arguments + ["--locale", language], environment: ["XDG_DATA_HOME": data.path], input: input)
  }

  private var lockFile: String { folder.file(LockBook.fileName).path }

  @Test func theLockIsOffByDefaultAndStatusMakesNoFile() throws {
    for (language, said) in [
      ("en", "The web app's lock is off. Turn it on with `mood lock set`.\n"),
      ("zh-Hans", "网页应用的锁已关闭。用 `mood lock set` 打开。\n"),
    ] {
      for arguments in [["lock"], ["lock", "status"]] {
        let status = try mood(arguments, language: language)
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout == said)
        #expect(status.stderr.isEmpty)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: lockFile))
  }

  @Test func setTakesAPINTwiceFromStandardInputAndKeepsOnlyItsSlowHash() throws {
    let set = try mood(["lock", "set", "--idle", "1"], input: "246810\n246810\n")
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      set.stdout
        == "The web app's lock is on, with a PIN: its pages and answers are refused until a "
        + "browser or phone is unlocked, and it locks again after 1 minute unused.\n")
    let status = try mood(["lock", "status"])
    #expect(
      status.stdout
        == "The web app's lock is on, with a PIN; it locks again after 1 minute unused. "
        + "Passkeys: 0.\n")
    let chinese = try mood(["lock", "status"], language: "zh-Hans")
    #expect(chinese.stdout == "网页应用的锁已打开，使用PIN；闲置 1 分钟后重新上锁。通行密钥：0。\n")
    // The file holds an Argon2id hash, never the PIN, and only its owner reads it.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: lockFile))
    #expect(bytes.range(of: Data("246810".utf8)) == nil)
    #expect(bytes.range(of: Data("$argon2id$".utf8)) != nil)
    let mode = try FileManager.default.attributesOfItem(atPath: lockFile)[.posixPermissions]
    #expect((mode as? Int).map { $0 & 0o077 } == 0)
  }

  @Test func aShortPINAMismatchOrNothingTypedSetsNoLock() throws {
    let cases: [(String, [String], String)] = [
      (
        "12345\n12345\n", [],
        "a PIN of 5 digits is too short: give at least 6 digits, or a passphrase of at least "
          + "8 characters"
      ),
      (
        "sea air\nsea air\n", [],
        "a passphrase of 7 characters is too short: give at least 8 characters, or a PIN of "
          + "at least 6 digits"
      ),
      ("246810\n246811\n", [], "the two did not match; the lock was not changed"),
      ("", [], "no PIN or passphrase was given"),
      ("246810\n246810\n", ["--idle", "10"], #""10" is no idle time of the lock"#),
    ]
    for (input, more, said) in cases {
      let set = try mood(["lock", "set"] + more, input: input)
      #expect(set.status == 64, "\(input): \(set.stderr)")
      #expect(set.stderr.contains(said), "\(set.stderr)")
      #expect(set.stdout.isEmpty)
    }
    #expect(try mood(["lock", "status"]).stdout.hasPrefix("The web app's lock is off."))
    let chinese = try mood(["lock", "set"], input: "12345\n12345\n", language: "zh-Hans")
    #expect(chinese.status == 64)
    #expect(chinese.stderr.contains("5 位的 PIN 太短：请至少输入 6 位数字，或至少 8 个字符的口令"))
  }

  @Test func aPassphraseWorksToo() throws {
    let set = try mood(
      ["lock", "set", "--idle", "immediately"], input: "sea air, salt\nsea air, salt\n")
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("with a passphrase"))
    #expect(set.stdout.contains("it locks again as soon as its page is hidden."))
  }

  @Test func offNeedsTheSecretAndAWrongOneCountsTowardsTheWait() throws {
    #expect(try mood(["lock", "set"], input: "246810\n246810\n").status == 0)
    let wrong = try mood(["lock", "off"], input: "000000\n")
    #expect(wrong.status == 77)
    #expect(
      wrong.stderr.contains("that is not the web app's PIN or passphrase; nothing was changed"))
    #expect(try mood(["lock", "status"]).stdout.hasPrefix("The web app's lock is on"))
    let off = try mood(["lock", "off"], input: "246810\n")
    #expect(off.status == 0, "\(off.stderr)")
    #expect(off.stdout == "The web app's lock is off. Your journal is as it was.\n")
    #expect(try mood(["lock", "status"]).stdout.hasPrefix("The web app's lock is off."))
    #expect(try mood(["lock", "off"]).stdout == "The web app's lock is off already.\n")
  }

  @Test func changingTheLockAsksForTheOldOneFirst() throws {
    #expect(try mood(["lock", "set"], input: "246810\n246810\n").status == 0)
    let refused = try mood(["lock", "set"], input: "111111\n13579135\n13579135\n")
    #expect(refused.status == 77)
    let changed = try mood(["lock", "set"], input: "246810\n13579135\n13579135\n")
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(try mood(["lock", "off"], input: "246810\n").status == 77, "the old PIN is gone")
    #expect(try mood(["lock", "off"], input: "13579135\n").status == 0)
  }

  @Test func tooManyWrongTriesMakeTheNextWaitAndStatusSaysHowLong() throws {
    #expect(try mood(["lock", "set"], input: "246810\n246810\n").status == 0)
    for _ in 0..<LockBackoff.freeTries {
      #expect(try mood(["lock", "off"], input: "000000\n").status == 77)
    }
    let waiting = try mood(["lock", "off"], input: "246810\n")
    #expect(waiting.status == 77)
    #expect(waiting.stderr.contains("too many wrong tries: the next is taken in "))
    let status = try mood(["lock", "status"])
    #expect(status.stdout.contains("After wrong tries, the next is taken in "))
  }

  @Test func resetRemovesAForgottenLockWithoutItsPINAndLosesNothing() throws {
    #expect(try mood(["lock", "set"], input: "246810\n246810\n").status == 0)
    let reset = try mood(["lock", "reset"])
    #expect(reset.status == 0, "\(reset.stderr)")
    #expect(
      reset.stdout
        == "Removed the web app's lock and its passkeys. Nothing of your journal was encrypted "
        + "with it, so nothing is lost; set a new one with `mood lock set`.\n")
    #expect(try mood(["lock", "status"]).stdout.hasPrefix("The web app's lock is off."))
    let chinese = try mood(["lock", "reset"], language: "zh-Hans")
    #expect(chinese.stdout == "网页应用的锁本来就是关闭的。\n")
  }

  /// The typing is not checked for echo here: `script` may pass it on before the prompt turns
  /// echo off (`TerminalSecret` is what turns it off, as for a backup's passphrase).
  @Test func atATerminalThePINIsAskedTwice() throws {
    let store = data.file("mood.sqlite")
    let typed = try MoodBinary.runOnTerminal(
      ["lock", "set"], store: store, input: "97531864\n97531864\n",
      environment: ["XDG_DATA_HOME": data.path])
    #expect(typed.status == 0, "\(typed.stdout)")
    #expect(typed.stdout.contains("New PIN or passphrase for the web app"))
    #expect(typed.stdout.contains("The same again:"))
    #expect(typed.stdout.contains("The web app's lock is on, with a PIN"))
  }
}
