import FoundationEssentials
import MoodApp
import MoodSystem

/// A pair of systemd user units that runs a `mood` command line on a schedule
/// (`mood-remind.service` and `.timer`, `mood-backup.service` and `.timer`, in
/// `$XDG_CONFIG_HOME/systemd/user`): their text, the crontab line that stands in for them where
/// there is no systemd user session, and the one way to install and remove them with
/// `systemctl --user`.
///
/// ```swift
/// let units = UserUnits("mood-backup", environment: environment, command: command)
/// try units.install(service: units.serviceText(...), timer: units.timerText(...), messages)
/// ```
struct UserUnits {
  /// The units' name without suffix, `mood-remind`.
  let name: String
  /// The folder of the person's systemd user units.
  let folder: String
  /// The environment, for `PATH` and the folder.
  let environment: [String: String]
  /// The `mood` command line the timer runs, program first.
  let command: [String]

  /// The units `name`.service and `name`.timer for `environment`, running `command`.
  init(_ name: String, environment: [String: String], command: [String]) {
    self.name = name
    folder = Preferences.configHome(environment: environment) + "/systemd/user"
    self.environment = environment
    self.command = command
  }

  /// The command line a timer runs for `mood arguments`: this program, the store this run
  /// uses (the timer's environment has no `$MOODCARD_STORE`, so it goes on the line, whole),
  /// the arguments, and the language this run was given with `--locale`.
  static func command(_ arguments: [String], _ context: Context) -> [String] {
    var command = [ResourceFinder.runningExecutable]
    if let store = context.storeOption ?? context.environment["MOODCARD_STORE"] {
      command += ["--store", URL(fileURLWithPath: store).standardizedFileURL.path]
    }
    command += arguments
    if let locale = context.settings.localeOption { command += ["--locale", locale] }
    return command
  }

  /// The service's file name.
  var service: String { name + ".service" }
  /// The timer's file name.
  var timer: String { name + ".timer" }

  /// The path of the unit file `file`.
  func path(_ file: String) -> String { folder + "/" + file }

  /// Whether the timer's file is in the units folder.
  var isInstalled: Bool { FileManager.default.fileExists(atPath: path(timer)) }

  // MARK: - Texts

  /// The service unit: one run of `command`.
  /// - Parameters:
  ///   - writer: the command that writes and removes it, for the header (`mood remind`).
  ///   - settings: more lines of its `[Service]` section, comments included.
  func serviceText(writer: String, description: String, settings: [String] = []) -> String {
    """
    # Written by `\(writer) --install`; `\(writer) --uninstall` removes it.
    [Unit]
    Description=\(description)

    [Service]
    Type=oneshot
    ExecStart=\(command.map(UserUnits.quoted).joined(separator: " "))

    """ + settings.map { $0 + "\n" }.joined()
  }

  /// The timer unit: at every `calendar` event (`OnCalendar=`), and at the next start when the
  /// machine was off then.
  func timerText(writer: String, description: String, calendar: String) -> String {
    """
    # Written by `\(writer) --install`; `\(writer) --uninstall` removes it.
    [Unit]
    Description=\(description)

    [Timer]
    OnCalendar=\(calendar)
    Persistent=true

    [Install]
    WantedBy=timers.target

    """
  }

  /// The crontab line that does what the timer does at `schedule` (`30 20 * * *`, `@daily`),
  /// with the session bus of user `uid` so a notification reaches the desktop.
  func crontabLine(schedule: String, uid: UInt32) -> String {
    "\(schedule) DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(uid)/bus "
      // cron reads % as a line break unless escaped.
      + command.map(UserUnits.shellQuoted).joined(separator: " ")
      .replacingEvery("%", with: "\\%")
  }

  // MARK: - Installing

  /// Writes the two units, reloads the user manager and enables the timer now.
  /// - Throws: `CommandError.cannotCreate` when the folder cannot be made, `ImportError` when a
  ///   file cannot be written, `CommandError.io` when `systemctl` fails.
  func install(service serviceText: String, timer timerText: String, _ messages: Messages)
    throws
  {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError.cannotCreate(
        messages(.cannotCreateFolder, ["path": folder, "reason": SystemReason.text(of: error)]))
    }
    try PersonalFile.write(Data(serviceText.utf8), to: path(service))
    try PersonalFile.write(Data(timerText.utf8), to: path(timer))
    try run(["daemon-reload"], messages)
    try run(["enable", "--now", timer], messages)
  }

  /// Disables the timer and removes both units.
  /// - Returns: the files removed; none when nothing was installed.
  func uninstall(_ messages: Messages) throws -> [String] {
    let files = [timer, service].map(path).filter(FileManager.default.fileExists(atPath:))
    let session = hasUserSession
    // Stopping a timer that is not loaded fails harmlessly; its files are what matter.
    if session { try systemctl(["disable", "--now", timer], quiet: true) }
    for file in files {
      do { try FileManager.default.removeItem(atPath: file) } catch {
        throw CommandError.io(
          messages(.cannotRemoveFile, ["path": file, "reason": SystemReason.text(of: error)]))
      }
    }
    if session, !files.isEmpty { try run(["daemon-reload"], messages) }
    return files
  }

  // MARK: - systemctl

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

  /// Runs `systemctl --user arguments`, failing when it does.
  private func run(_ arguments: [String], _ messages: Messages) throws {
    let status = try systemctl(arguments)
    guard status == 0 else {
      throw CommandError.io(
        messages(
          .systemctlFailed,
          ["arguments": (["--user"] + arguments).joined(separator: " "), "status": status]))
    }
  }

  // MARK: - Quoting

  /// A word of a systemd command line: `%` and `$` doubled (systemd expands specifiers and
  /// variables in `ExecStart=`), then quoted when it holds a space, a quote or a backslash.
  private static func quoted(_ word: String) -> String {
    let word = word.replacingEvery("%", with: "%%").replacingEvery("$", with: "$$")
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

extension UserUnits {
  /// `systemctl` is not on `PATH`: missing input, exit 66.
  struct SystemctlMissing: ClassifiedError {
    /// A program `mood` needs is missing: exit 69.
    var failure: Failure { .unavailable }
  }
}
