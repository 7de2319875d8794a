import CardRender
import FoundationEssentials
import MoodStore
import MoodSystem

/// The systemd user units of the evening reminder (`mood-remind.service` and `.timer` in
/// `$XDG_CONFIG_HOME/systemd/user`), the crontab line that stands in for them where there is no
/// systemd user session, and the `systemctl --user` calls that switch them on and off.
struct ReminderUnits {
  /// The service's file name.
  static let service = "mood-remind.service"
  /// The timer's file name.
  static let timer = "mood-remind.timer"

  /// The folder of the person's systemd user units.
  let folder: String
  /// The environment, for `PATH` and the folder.
  let environment: [String: String]
  /// The `mood` command line the timer runs, program first.
  let command: [String]

  /// The units for `environment`, running `command`.
  init(environment: [String: String], command: [String]) {
    folder = Preferences.configHome(environment: environment) + "/systemd/user"
    self.environment = environment
    self.command = command
  }

  /// The path of the unit file `name`.
  func path(_ name: String) -> String { folder + "/" + name }

  /// The service unit: one run of `mood remind --notify`; exit 1 ("not logged yet") is no failure.
  var serviceText: String {
    """
    # Written by `mood remind --install`; `mood remind --uninstall` removes it.
    [Unit]
    Description=Remind me to log my mood

    [Service]
    Type=oneshot
    ExecStart=\(command.map(ReminderUnits.quoted).joined(separator: " "))
    # Exit status 1 means "not logged yet", not a failure.
    SuccessExitStatus=1

    """
  }

  /// The timer unit: every day at `time`, and at the next start when the machine was off then.
  func timerText(at time: ReminderTime) -> String {
    """
    # Written by `mood remind --install`; `mood remind --uninstall` removes it.
    [Unit]
    Description=Remind me to log my mood in the evening

    [Timer]
    OnCalendar=*-*-* \(time):00
    Persistent=true

    [Install]
    WantedBy=timers.target

    """
  }

  /// The crontab line that does what the timer does, with the session bus of user `uid` so
  /// the notification reaches the desktop.
  func crontabLine(at time: ReminderTime, uid: UInt32) -> String {
    "\(time.minute) \(time.hour) * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus "
      // cron reads % as a line break unless escaped.
      + command.map(ReminderUnits.shellQuoted).joined(separator: " ")
      .replacingEvery("%", with: "\\%")
  }

  /// Whether a systemd user manager answers: `systemctl --user show-environment` succeeds.
  var hasUserSession: Bool {
    (try? systemctl(["show-environment"], quiet: true)) == 0
  }

  /// Runs `systemctl --user` with `arguments` and returns its exit status.
  /// - Parameter quiet: whether to drop what it prints.
  /// - Throws: `SystemctlMissing` when `systemctl` is not on `PATH`; `POSIXError` when it
  ///   cannot run.
  @discardableResult
  func systemctl(_ arguments: [String], quiet: Bool = false) throws -> Int32 {
    guard let program = Program.find("systemctl", environment: environment) else {
      throw SystemctlMissing()
    }
    return try ChildProgram(path: program, arguments: ["--user"] + arguments, quiet: quiet).run()
  }

  /// A word of a systemd command line: quoted when it holds a space, a quote or a backslash.
  private static func quoted(_ word: String) -> String {
    guard word.contains(where: { " \t\"'\\".contains($0) }) else { return word }
    return "\""
      + word.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
  }

  /// A word of a shell command line, single-quoted when it holds anything but safe characters.
  private static func shellQuoted(_ word: String) -> String {
    // ASCII only: quoting a word never changes it, and no locale can make a letter special.
    let safe = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && (Character($0).isLetter || Character($0).isNumber
          || "/._-=:@+,".unicodeScalars.contains($0))
    }
    guard !safe else { return word }
    return "'" + word.replacingEvery("'", with: "'\\''") + "'"
  }
}

extension ReminderUnits {
  /// `systemctl` is not on `PATH`: missing input, exit 66.
  struct SystemctlMissing: Error {}
}
