import Foundation
import StoreTestSupport
import TestSupport
import Testing

@Suite struct RemindCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  @Test func aLoggedTodayNeedsNoReminder() throws {
    try MoodBinary.run(["log", "7"], store: store.path).succeeded()
    let result = try MoodBinary.run(["remind"], store: store.path)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test func anUnloggedTodayPrintsAReminderAndExitsOne() throws {
    try MoodBinary.run(["log", "7", "--date", "yesterday"], store: store.path).succeeded()
    let result = try MoodBinary.run(["remind"], store: store.path)
    #expect(result.status == 1)
    #expect(result.stdout == "You have not logged 2026-11-29, Sunday yet: mood log SCORE\n")
    #expect(result.stderr.isEmpty)
    #expect(
      try MoodBinary.run(["list", "--json"], store: store.path).stdout.contains("2026-11-28"))
  }

  @Test func notifySendsADesktopNotificationThroughNotifySend() throws {
    let notifier = try FakeNotifySend()
    let result = try MoodBinary.run(
      ["remind", "--notify"], store: store.path, environment: ["PATH": notifier.searchPath])
    #expect(result.status == 1)
    #expect(try notifier.shown() == "--app-name=MoodCard\nMoodCard\n\(result.stdout)")
  }

  @Test func theReminderGivesAFreshAddressOfTheRunningWebAppInThePersonsLanguage() throws {
    let runtime = try TemporaryDirectory(prefix: "moodcard-runtime")
    let environment = ["XDG_RUNTIME_DIR": runtime.path]
    let server = try ServeProcess(store: store.path, environment: environment)
    // A one-time address of that server, never the token's own.
    func address(in text: String) throws -> String {
      let match = try #require(
        text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64})/))
      #expect(Int(match.1) == server.port)
      #expect(match.2 != server.token)
      return String(match.0)
    }

    let english = try MoodBinary.run(["remind"], store: store.path, environment: environment)
    #expect(english.status == 1)
    let given = try address(in: english.stdout)
    #expect(
      english.stdout
        == "You have not logged 2026-11-29, Sunday yet: open \(given) or run mood log SCORE\n")
    let path = String(given.dropFirst("http://127.0.0.1:\(server.port)".count))
    #expect(try ServeProcess.openSession(port: server.port, address: path).count == 64)
    #expect(
      try RawHTTP.send(port: server.port, "GET", path).status == 401, "it opens a session once")
    let chinese = try MoodBinary.run(
      ["remind"], store: store.path,
      environment: environment.merging(["LANG": "zh_CN.UTF-8"]) { $1 })
    let other = try address(in: chinese.stdout)
    #expect(other != given)
    #expect(chinese.stdout == "你还没有记录 2026-11-29 星期日 的心情：打开 \(other)，或运行 mood log 分数（1 到 10）\n")

    // The notification says what was printed, with its address.
    let notifier = try FakeNotifySend()
    let notified = try MoodBinary.run(
      ["remind", "--notify", "--locale", "zh-Hans"], store: store.path,
      environment: environment.merging(["PATH": notifier.searchPath]) { $1 })
    #expect(notified.status == 1)
    #expect(try notifier.shown() == "--app-name=MoodCard\nMoodCard\n\(notified.stdout)")
    _ = try address(in: notified.stdout)

    #expect(server.stop().status == 0)
    let after = try MoodBinary.run(["remind"], store: store.path, environment: environment)
    #expect(after.stdout == "You have not logged 2026-11-29, Sunday yet: mood log SCORE\n")
  }

  @Test func anAddressLeftBehindByAServerThatIsGoneIsNotGiven() throws {
    let runtime = try TemporaryDirectory(prefix: "moodcard-runtime")
    try FileManager.default.createDirectory(
      atPath: runtime.file("moodcard"), withIntermediateDirectories: true)
    // The process of the tests runs, but it is not `mood`; the second is no process at all.
    for process in [getpid(), Int32.max] {
      try "http://127.0.0.1:9/?token=stale\n\(process)\n".write(
        toFile: runtime.file("moodcard/serve.url"), atomically: true, encoding: .utf8)
      let result = try MoodBinary.run(
        ["remind"], store: store.path, environment: ["XDG_RUNTIME_DIR": runtime.path])
      #expect(result.stdout == "You have not logged 2026-11-29, Sunday yet: mood log SCORE\n")
    }
  }

  @Test func notifySaysSoWhenNotifySendIsMissing() throws {
    let empty = try TemporaryDirectory(prefix: "moodcard-bin")
    let result = try MoodBinary.run(
      ["remind", "--notify"], store: store.path, environment: ["PATH": empty.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("notify-send was not found; install libnotify-bin"))
  }
}

/// `mood remind --install` and `--uninstall` against a stand-in `systemctl` that records its
/// calls, with the units written to a configuration folder of the test's own.
@Suite struct RemindInstallTests {
  let store: TemporaryStore
  let bin: TemporaryDirectory
  let config: TemporaryDirectory
  var calls: String { bin.file("calls") }
  var units: String { config.file("systemd/user") }

  init() throws {
    store = try TemporaryStore()
    bin = try TemporaryDirectory(prefix: "moodcard-bin")
    config = try TemporaryDirectory(prefix: "moodcard-config")
  }

  /// A `systemctl` that appends its arguments to `calls`; `show-environment` exits `session`.
  private func fakeSystemctl(session: Int = 0) {
    #expect(FakeSystemctl.install(in: bin.path, calls: calls, session: session))
  }

  private func mood(_ arguments: [String], _ environment: [String: String] = [:]) throws
    -> CommandResult
  {
    try MoodBinary.run(
      arguments, store: store.path,
      environment: ["PATH": bin.path + ":/usr/bin:/bin", "XDG_CONFIG_HOME": config.path]
        .merging(environment) { $1 })
  }

  private func recordedCalls() throws -> [String] {
    try String(contentsOfFile: calls, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func installWritesAndEnablesTheTimerAtTheGivenTime() throws {
    fakeSystemctl()
    let result = try mood(["remind", "--install", "--at", "7:05"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("every day at 07:05: mood-remind.timer is enabled"))
    let timer = try String(contentsOfFile: units + "/mood-remind.timer", encoding: .utf8)
    #expect(timer.contains("\nOnCalendar=*-*-* 07:05:00\nPersistent=true\n"))
    #expect(timer.contains("\nWantedBy=timers.target\n"))
    let service = try String(contentsOfFile: units + "/mood-remind.service", encoding: .utf8)
    #expect(
      service.contains(
        "\nExecStart=\(MoodBinary.path) --store \(store.path) remind --notify\n"))
    #expect(service.contains("\nSuccessExitStatus=1\n"))
    #expect(
      try recordedCalls() == [
        "--user show-environment", "--user daemon-reload", "--user enable --now mood-remind.timer",
      ])
  }

  @Test func theSavedReminderTimeIsTheDefaultAndTheStoreAndLanguageGoAlong() throws {
    fakeSystemctl()
    try mood(["config", "set", "reminder-time", "21:15"]).succeeded()
    // The store's path is written whole, so the timer finds it from any folder.
    let result = try mood(
      ["remind", "--install", "--store", store.path + "/../mood.sqlite", "--locale", "zh-Hans"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("每天 21:15 会提醒你"))
    let service = try String(contentsOfFile: units + "/mood-remind.service", encoding: .utf8)
    #expect(
      service.contains(
        "\nExecStart=\(MoodBinary.path) --store \(store.path) remind --notify --locale zh-Hans\n"))
    let timer = try String(contentsOfFile: units + "/mood-remind.timer", encoding: .utf8)
    #expect(timer.contains("OnCalendar=*-*-* 21:15:00"))
  }

  @Test func withoutASystemdUserSessionItPrintsTheCrontabLineAndWritesNothing() throws {
    fakeSystemctl(session: 1)
    let result = try mood(["remind", "--install"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("There is no systemd user session here."))
    #expect(
      result.stdout.hasSuffix(
        "\n30 20 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus "
          + "\(MoodBinary.path) --store \(store.path) remind --notify\n"))
    #expect(!FileManager.default.fileExists(atPath: units))
  }

  @Test func uninstallDisablesTheTimerAndRemovesBothUnits() throws {
    fakeSystemctl()
    try mood(["remind", "--install"]).succeeded()
    try FileManager.default.removeItem(atPath: calls)
    let result = try mood(["remind", "--uninstall"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("The reminder is off: removed "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: units).isEmpty)
    #expect(
      try recordedCalls() == [
        "--user show-environment", "--user disable --now mood-remind.timer",
        "--user daemon-reload",
      ])
    let again = try mood(["remind", "--uninstall"])
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix("No reminder timer was installed"))
  }

  @Test(arguments: [
    (["--install", "--at", "25:00"], "invalid --at \"25:00\""),
    (["--install", "--uninstall"], "use either --install or --uninstall"),
    (["--at", "20:00"], "--at is for --install"),
  ])
  func badSetUpsAreUsageErrors(arguments: [String], message: String) throws {
    fakeSystemctl()
    let result = try mood(["remind"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"))
    #expect(!FileManager.default.fileExists(atPath: units))
  }

  @Test func theReminderSpeaksChineseUnderAChineseLocale() throws {
    let result = try mood(["remind"], ["LANG": "zh_CN.UTF-8"])
    #expect(result.status == 1)
    #expect(result.stdout == "你还没有记录 2026-11-29 星期日 的心情：mood log 分数（1 到 10）\n")
    let english = try mood(["remind"], ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"])
    #expect(english.stdout == "You have not logged 2026-11-29, Sunday yet: mood log SCORE\n")
  }
}
