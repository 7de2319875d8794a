import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood backup --to FOLDER --keep N` and `--status`, through the built binary, with the clock
/// at 2026-11-29T20:00:00Z and a state folder of the test's own.
@Suite struct BackupRotationTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  let state: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-backups")
    state = try TemporaryDirectory(prefix: "moodcard-state")
    try MoodBinary.run(["log", "7"], store: store.path).succeeded()
  }

  private func mood(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> CommandResult
  {
    try MoodBinary.run(
      arguments, store: store.path,
      environment: ["XDG_STATE_HOME": state.path].merging(environment) { $1 })
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  private func touch(_ name: String, _ text: String = "old backup") throws {
    try text.write(toFile: folder.file(name), atomically: false, encoding: .utf8)
  }

  @Test func rotationKeepsExactlyNOfItsOwnFilesAndTouchesNothingElse() throws {
    for day in ["2026-11-20", "2026-11-21", "2026-11-25", "2026-11-27"] {
      try touch("moodcard-\(day).sqlite")
    }
    try touch("moodcard-2026-11-28.sqlite.age")
    let strangers = [
      "moodcard-2026-13-01.sqlite", "moodcard-2026-11-01.sqlite.bak", "notes.txt",
      "moodcard-2026-1-05.sqlite", "Moodcard-2026-11-02.sqlite", "moodcard-2026-11-03.sqlite.age~",
      "moodcard-2026-02-30.sqlite", ".moodcard-2026-11-04.sqlite.tmp",
    ]
    for name in strangers { try touch(name, "not a backup: \(name)") }
    let outside = try TemporaryDirectory(prefix: "moodcard-outside")
    try "precious".write(toFile: outside.file("target"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("moodcard-2026-10-01.sqlite"), withDestinationPath: outside.file("target")
    )
    try FileManager.default.createDirectory(
      atPath: folder.file("moodcard-2026-09-01.sqlite"), withIntermediateDirectories: false)

    let result = try mood(["backup", "--to", folder.path, "--keep", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    let today = folder.file("moodcard-2026-11-29.sqlite")
    #expect(
      result.stdout == "Backed up 1 entries to \(today).\n"
        + "Removed 3 older backups: moodcard-2026-11-25.sqlite, moodcard-2026-11-21.sqlite, "
        + "moodcard-2026-11-20.sqlite.\n")
    #expect(
      Set(try names())
        == Set(
          strangers + [
            "moodcard-2026-11-29.sqlite", "moodcard-2026-11-28.sqlite.age",
            "moodcard-2026-11-27.sqlite", "moodcard-2026-10-01.sqlite",
            "moodcard-2026-09-01.sqlite",
          ]))
    for name in strangers {
      #expect(
        try String(contentsOfFile: folder.file(name), encoding: .utf8) == "not a backup: \(name)")
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.file("moodcard-2026-10-01.sqlite")) == outside.file("target"))
    #expect(try String(contentsOfFile: outside.file("target"), encoding: .utf8) == "precious")
    // The backup is a store that reads back.
    let listed = try MoodBinary.run(["list", "--json", "--days", "7"], store: today)
    #expect(listed.stdout.contains("2026-11-29"))
  }

  @Test func theDefaultKeepsFourteen() throws {
    for day in 1...20 { try touch("moodcard-2026-11-\(String(format: "%02d", day)).sqlite") }
    let result = try mood(["backup", "--to", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Removed 7 older backups: moodcard-2026-11-07.sqlite, "))
    let kept = try names()
    #expect(kept.count == 14)
    #expect(kept.first == "moodcard-2026-11-08.sqlite")
    #expect(kept.last == "moodcard-2026-11-29.sqlite")
  }

  @Test func aSecondRunTheSameDayReplacesThatDaysFileAndLeavesNothingElse() throws {
    #expect(try mood(["backup", "--to", folder.path, "--keep", "1"]).status == 0)
    try MoodBinary.run(["log", "5", "--date", "yesterday"], store: store.path).succeeded()
    let again = try mood(["backup", "--to", folder.path, "--keep", "1"])
    #expect(again.status == 0)
    #expect(
      again.stdout == "Backed up 2 entries to \(folder.file("moodcard-2026-11-29.sqlite")).\n")
    #expect(try names() == ["moodcard-2026-11-29.sqlite"])
    let listed = try MoodBinary.run(
      ["list", "--json", "--days", "7"], store: folder.file("moodcard-2026-11-29.sqlite"))
    #expect(listed.stdout.contains("2026-11-28") && listed.stdout.contains("2026-11-29"))
  }

  @Test func theDayIsThePersonsLocalDay() throws {
    let result = try mood(["backup", "--to", folder.path], ["TZ": "Asia/Shanghai"])
    #expect(result.status == 0)
    #expect(try names() == ["moodcard-2026-11-30.sqlite"])
  }

  /// A killed run leaves `.moodcard-DAY.sqlite.UUID.tmp`: it is no backup, and it is removed
  /// only when it is provably ours and dead (our naming, a regular file, old, unlocked).
  @Test func aTemporaryFileAKilledRunLeftIsNoBackupAndIsSweptOnlyWhenProvablyOurs() throws {
    let dead = ".moodcard-2026-11-28.sqlite.\(UUID().uuidString).tmp"
    let young = ".moodcard-2026-11-27.sqlite.\(UUID().uuidString).tmp"
    let held = ".moodcard-2026-11-26.sqlite.\(UUID().uuidString).tmp"
    let notOurs = [".moodcard-2026-11-28.sqlite.12345.tmp", ".syncthing.notes.txt.tmp"]
    for name in [dead, young, held] + notOurs { try touch(name, "half a backup") }
    let old = Date(timeIntervalSinceNow: -3600)
    for name in [dead, held] + notOurs {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: folder.file(name))
    }
    // A run still writing holds its lock on the file.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
    holder.arguments = [folder.file(held), "sleep", "30"]
    try holder.run()
    defer { holder.terminate() }
    // Wait until the lock is held: `flock -n` fails once it is.
    while holder.isRunning,
      try ChildProcess.run("/usr/bin/flock", ["-n", folder.file(held), "true"], environment: [:])
        .status == 0
    {
      usleep(2_000)
    }

    let result = try mood(["backup", "--to", folder.path, "--keep", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("Removed"))
    #expect(
      Set(try names()) == Set(["moodcard-2026-11-29.sqlite", young, held] + notOurs))
  }

  @Test func aMissingFolderIsExit74NamingItAndIsNeverCreated() throws {
    let stick = folder.file("moodcard")  // the mount point is there, its folder is not
    for missing in [stick, folder.file("gone/moodcard")] {
      let result = try mood(["backup", "--to", missing])
      #expect(result.status == 74)
      #expect(
        result.stderr.hasPrefix(
          "Error: the backup folder \(missing) does not exist; connect the disk it is on, or "
            + "create the folder, and run the backup again. Nothing was written\n"))
      #expect(result.stdout.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: missing))
    }
    #expect(try names().isEmpty)
  }

  @Test func aFolderThatCannotBeWrittenIsExit73AndRecorded() throws {
    let mount = try ScratchMount(kibibytes: 256)
    try mount.makeReadOnly()
    let result = try mood(["backup", "--to", mount.path])
    #expect(result.status == 73)
    // The review saw "the backup was made" printed before the exit 73: nothing is claimed.
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: mount.path).isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "Error: cannot write \"\(mount.file("moodcard-2026-11-29.sqlite"))\": read-only file system"
      ),
      "\(result.stderr)")
    let status = try mood(["backup", "--status"])
    #expect(status.stdout.contains("The last attempt failed at 2026-11-29 20:00: cannot write "))
  }

  @Test func aFullDiskIsExit74LeavesNoPartAndKeepsTheOlderBackups() throws {
    let mount = try ScratchMount(kibibytes: 16)
    try "old backup".write(
      toFile: mount.file("moodcard-2026-11-28.sqlite"), atomically: false, encoding: .utf8)
    let result = try mood(["backup", "--to", mount.path, "--keep", "1"])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("no space left on device"), "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: mount.path)
        == ["moodcard-2026-11-28.sqlite"])
    #expect(
      try mood(["backup", "--status"]).stdout.contains(
        "The last attempt failed at 2026-11-29 20:00: "))
  }

  @Test func aLinkOrFolderWithTodaysNameIsNotReplaced() throws {
    let outside = try TemporaryDirectory(prefix: "moodcard-outside")
    try "precious".write(toFile: outside.file("target"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("moodcard-2026-11-29.sqlite"), withDestinationPath: outside.file("target")
    )
    let result = try mood(["backup", "--to", folder.path])
    #expect(result.status == 73)
    #expect(result.stderr.contains("is not a regular file; MoodCard replaces only the backups"))
    #expect(try String(contentsOfFile: outside.file("target"), encoding: .utf8) == "precious")
  }

  @Test func aFailureWithNotifySendsADesktopNotificationSayingWhatAndWhere() throws {
    let notifier = try FakeNotifySend()
    let missing = folder.file("stick")
    let result = try mood(["backup", "--to", missing, "--notify"], ["PATH": notifier.searchPath])
    #expect(result.status == 74)
    #expect(
      try notifier.shown()
        == "--app-name=MoodCard\nMoodCard\nThe backup into \(missing) failed: the backup folder "
        + "\(missing) does not exist; connect the disk it is on, or create the folder, and run "
        + "the backup again. Nothing was written\n")
    // A backup that works sends nothing.
    try FileManager.default.removeItem(atPath: notifier.record)
    #expect(
      try mood(["backup", "--to", folder.path, "--notify"], ["PATH": notifier.searchPath]).status
        == 0)
    #expect(try notifier.shown() == nil)
  }

  @Test func statusBeforeAnyBackupAfterASuccessAndAfterAFailure() throws {
    let none = try mood(["backup", "--status"])
    #expect(none.status == 0)
    #expect(
      none.stdout == "No backup into a folder has been made yet (mood backup --to FOLDER).\n"
        + "The daily backup is not installed (mood backup --install --to FOLDER).\n")
    #expect(
      try mood(["backup", "--status", "--json"]).stdout
        == #"{"lastBackup":null,"lastFailure":null,"timerInstalled":false}"# + "\n")

    #expect(try mood(["backup", "--to", folder.path]).status == 0)
    let file = folder.file("moodcard-2026-11-29.sqlite")
    let bytes = try #require(
      try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
    let done = try mood(["backup", "--status"], ["TZ": "Asia/Shanghai"])
    #expect(
      done.stdout.hasPrefix(
        "Last backup: 2026-11-30 04:00, \(file) (\((bytes + 1023) / 1024) KiB, not encrypted).\n"
          + "The daily backup is not installed"), "\(done.stdout)")

    let missing = folder.file("stick")
    let attempt = try MoodBinary.run(
      ["backup", "--to", missing], store: store.path, now: "2026-11-30T20:00:00Z",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(attempt.status == 74, "\(attempt.stderr)")
    let failed = try mood(["backup", "--status"])
    #expect(failed.stdout.contains("Last backup: 2026-11-29 20:00, \(file) "))
    #expect(
      failed.stdout.contains(
        "\nThe last attempt failed at 2026-11-30 20:00: the backup folder \(missing) does not "
          + "exist;"))
    #expect(
      try mood(["backup", "--status", "--json"]).stdout
        == #"{"lastBackup":{"at":"2026-11-29T20:00:00.000Z","bytes":\#(bytes),"#
        + #""encrypted":false,"file":"\#(file)"},"lastFailure":{"at":"2026-11-30T20:00:00.000Z","#
        + #""folder":"\#(missing)","reason":"the backup folder \#(missing) does not exist; "#
        + #"connect the disk it is on, or create the folder, and run the backup again. "#
        + #"Nothing was written"},"timerInstalled":false}"# + "\n")

    // The next backup that works clears the failure.
    #expect(try mood(["backup", "--to", folder.path]).status == 0)
    #expect(!(try mood(["backup", "--status"]).stdout.contains("failed")))
    let saved = try FileManager.default.attributesOfItem(
      atPath: state.file("moodcard/backup-status"))
    #expect(saved[.posixPermissions] as? Int == 0o600)
  }

  @Test func anEncryptedBackupIsAnAgeFileCountedWithThePlainOnes() throws {
    try touch("moodcard-2026-11-27.sqlite")
    try touch("moodcard-2026-11-28.sqlite.age")
    let passphrase = folder.file("../moodcard-passphrase-\(UUID().uuidString)")
    try "a long passphrase\n".write(toFile: passphrase, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: passphrase) }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passphrase)
    let result = try mood([
      "backup", "--to", folder.path, "--keep", "2", "--passphrase-file", passphrase,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try names() == ["moodcard-2026-11-28.sqlite.age", "moodcard-2026-11-29.sqlite.age"])
    let written = try #require(
      FileManager.default.contents(atPath: folder.file("moodcard-2026-11-29.sqlite.age")))
    #expect(written.starts(with: Data("age-encryption.org/v1\n".utf8)))
    #expect(try mood(["backup", "--status"]).stdout.contains(" KiB, encrypted)."))
  }

  @Test func anEncryptedNameIsReportedAsEncrypted() throws {
    let file = folder.file("moodcard-2026-11-29.sqlite.age")
    try FileManager.default.createDirectory(
      atPath: state.file("moodcard"), withIntermediateDirectories: true)
    try
      "last-backup-at = 2026-11-29T20:00:00.000Z\nlast-backup-file = \(file)\nlast-backup-bytes = 3000000\n"
      .write(toFile: state.file("moodcard/backup-status"), atomically: false, encoding: .utf8)
    #expect(
      try mood(["backup", "--status"]).stdout.hasPrefix(
        "Last backup: 2026-11-29 20:00, \(file) (2.9 MiB, encrypted).\n"))
  }

  @Test(arguments: [
    (["x.sqlite", "--to", "/tmp"], "give FILE or --to FOLDER, not both"),
    ([], "give the FILE to write, or --to FOLDER"),
    (["--to", "/tmp", "--keep", "0"], "--keep \"0\": expected a whole number from 1 to 9999"),
    (["--to", "/tmp", "--keep", "many"], "--keep \"many\": expected a whole number from 1 to"),
    (["--to", "/tmp", "--keep", "10000"], "--keep \"10000\": expected a whole number from 1 to"),
    (["--keep", "3"], "--keep is for --to FOLDER"),
    (["x.sqlite", "--notify"], "--notify is for --to FOLDER"),
    (["--install"], "--install is for --to FOLDER"),
    (["--status", "--to", "/tmp"], "--status takes no other option or file; remove --to"),
    (["--uninstall", "x.sqlite"], "--uninstall takes no other option or file; remove x.sqlite"),
    (["--to", "/tmp", "--json"], "--json is for --status"),
  ])
  func badCombinationsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try mood(["backup"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(try names().isEmpty)
  }
}
