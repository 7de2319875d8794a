import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood backup --install --to FOLDER` and `--uninstall` against a stand-in `systemctl` that
/// records its calls, with the units written to a configuration folder of the test's own.
@Suite struct BackupTimerTests {
  let store: TemporaryStore
  let bin: TemporaryDirectory
  let config: TemporaryDirectory
  let folder: TemporaryDirectory
  let state: TemporaryDirectory
  var calls: String { bin.file("calls") }
  var units: String { config.file("systemd/user") }

  init() throws {
    store = try TemporaryStore()
    bin = try TemporaryDirectory(prefix: "moodcard-bin")
    config = try TemporaryDirectory(prefix: "moodcard-config")
    folder = try TemporaryDirectory(prefix: "moodcard-backups")
    state = try TemporaryDirectory(prefix: "moodcard-state")
  }

  /// A `systemctl` that appends its arguments to `calls`; `show-environment` exits `session`.
  private func fakeSystemctl(session: Int = 0) {
    #expect(FakeSystemctl.install(in: bin.path, calls: calls, session: session))
  }

  private func mood(_ arguments: [String]) throws -> CommandResult {
    try MoodBinary.run(
      arguments, store: store.path,
      environment: [
        "PATH": bin.path + ":/usr/bin:/bin", "XDG_CONFIG_HOME": config.path,
        "XDG_STATE_HOME": state.path,
      ])
  }

  private func recordedCalls() throws -> [String] {
    try String(contentsOfFile: calls, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func installWritesADailyTimerThatSystemdAcceptsAndUninstallRemovesIt() throws {
    fakeSystemctl()
    let result = try mood(["backup", "--install", "--to", folder.path, "--keep", "30"])
    #expect(result.status == 0, "\(result.stderr)")
    let service = units + "/mood-backup.service", timer = units + "/mood-backup.timer"
    #expect(
      result.stdout == "Wrote \(service) and \(timer).\n"
        + "A backup into \(folder.path) will be made every day, keeping the newest 30: "
        + "mood-backup.timer is enabled.\n")
    #expect(
      try String(contentsOfFile: service, encoding: .utf8) == """
        # Written by `mood backup --install`; `mood backup --uninstall` removes it.
        [Unit]
        Description=Back up my mood journal

        [Service]
        Type=oneshot
        ExecStart=\(MoodBinary.path) --store \(store.path) backup --to \(folder.path) --keep 30 --notify

        """)
    #expect(
      try String(contentsOfFile: timer, encoding: .utf8) == """
        # Written by `mood backup --install`; `mood backup --uninstall` removes it.
        [Unit]
        Description=Back up my mood journal every day

        [Timer]
        OnCalendar=daily
        Persistent=true

        [Install]
        WantedBy=timers.target

        """)
    #expect(
      try recordedCalls() == [
        "--user show-environment", "--user daemon-reload", "--user enable --now mood-backup.timer",
      ])
    let verified = try ChildProcess.run(
      "/usr/bin/systemd-analyze", ["verify", service, timer],
      environment: ["PATH": "/usr/bin:/bin", "SYSTEMD_LOG_LEVEL": "notice"])
    #expect(verified.status == 0, "\(verified.stderr)")
    #expect(verified.stderr.isEmpty, "\(verified.stderr)")
    #expect(
      try mood(["backup", "--status"]).stdout.hasSuffix(
        "The daily backup is installed: \(timer).\n"))

    try FileManager.default.removeItem(atPath: calls)
    let removed = try mood(["backup", "--uninstall"])
    #expect(removed.status == 0)
    #expect(removed.stdout == "The daily backup is off: removed \(timer), \(service).\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: units).isEmpty)
    #expect(
      try recordedCalls() == [
        "--user show-environment", "--user disable --now mood-backup.timer",
        "--user daemon-reload",
      ])
    #expect(try mood(["backup", "--uninstall"]).stdout.hasPrefix("No backup timer was installed"))
    #expect(
      try mood(["backup", "--status"]).stdout.hasSuffix(
        "The daily backup is not installed (mood backup --install --to FOLDER).\n"))
  }

  @Test func theTimerAndTheReminderAreUnitsOfTheirOwn() throws {
    fakeSystemctl()
    #expect(try mood(["remind", "--install"]).status == 0)
    #expect(try mood(["backup", "--install", "--to", folder.path]).status == 0)
    #expect(try mood(["backup", "--uninstall"]).status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: units).sorted()
        == ["mood-remind.service", "mood-remind.timer"])
  }

  @Test func theTimerEncryptsAsTheInstallingRunWould() throws {
    fakeSystemctl()
    let key = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"
    let result = try mood(
      [
        "backup", "--install", "--to", folder.path, "--recipient", key, "--recipients-file",
        "keys.txt",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let service = try String(contentsOfFile: units + "/mood-backup.service", encoding: .utf8)
    let here = FileManager.default.currentDirectoryPath
    #expect(
      service.contains(
        "\nExecStart=\(MoodBinary.path) --store \(store.path) backup --to \(folder.path) --keep 14 "
          + "--recipient \(key) --recipients-file \(here)/keys.txt --notify\n"))
    let asking = try mood(["backup", "--install", "--to", folder.path, "--encrypt"])
    #expect(asking.status == 64)
    #expect(asking.stderr.hasPrefix("Error: the daily backup cannot ask for a passphrase"))
  }

  @Test func installToAMissingFolderIsExit74AndWritesNoUnit() throws {
    fakeSystemctl()
    let missing = folder.file("stick")
    let result = try mood(["backup", "--install", "--to", missing])
    #expect(result.status == 74)
    #expect(result.stderr.hasPrefix("Error: the backup folder \(missing) does not exist;"))
    #expect(!FileManager.default.fileExists(atPath: units))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func withoutASystemdUserSessionItPrintsTheCrontabLineAndWritesNothing() throws {
    fakeSystemctl(session: 1)
    let result = try mood(["backup", "--install", "--to", folder.path])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "There is no systemd user session here. Add this line to your crontab (crontab -e) "
        + "for a backup every day:\n@daily DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/"
        + "\(getuid())/bus \(MoodBinary.path) --store \(store.path) backup --to \(folder.path) "
        + "--keep 14 --notify\n")
    #expect(!FileManager.default.fileExists(atPath: units))
  }

  /// What the timer runs works: the installed command line, run as it is written.
  @Test func theInstalledCommandLineMakesTheBackup() throws {
    fakeSystemctl()
    try MoodBinary.run(["log", "7"], store: store.path).succeeded()
    #expect(try mood(["backup", "--install", "--to", folder.path, "--keep", "2"]).status == 0)
    let service = try String(contentsOfFile: units + "/mood-backup.service", encoding: .utf8)
    let line = try #require(service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
    let words = line.dropFirst("ExecStart=".count).split(separator: " ").map(String.init)
    let ran = try MoodBinary.run(
      Array(words.dropFirst()), environment: ["XDG_STATE_HOME": state.path])
    #expect(ran.status == 0, "\(ran.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        == ["moodcard-2026-11-29.sqlite"])
  }
}
