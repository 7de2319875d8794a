import Foundation

/// Two Syncthing daemons (Debian's `syncthing`), each with its own home and folder, sharing one
/// folder over 127.0.0.1 inside a network namespace of their own (`unshare -n`, then
/// `ip link set lo up`): nothing they send can leave it. Before their first start their
/// configuration turns off global and local discovery, relays, NAT traversal, usage and crash
/// reporting and upgrades, and names each other by device id and address.
///
/// Either daemon can be stopped and started again (`stop(_:)`, `start(_:)`), as a computer
/// that goes to sleep: a control file per daemon, which the namespace's shell watches.
///
/// The sync tests and `mood-bench` both run it, so it imports Foundation alone (not Testing):
/// one home for the rules of the daemons' configuration.
public final class SyncthingPair {
  /// How soon a daemon sees a change in its folder: the folder's `fsWatcherDelayS` (its file
  /// watcher gathers changes this long before it scans) and `rescanIntervalS` (the full scan
  /// beside the watcher).
  public struct FolderTiming: Sendable, CustomStringConvertible {
    public var watcherDelaySeconds: Int
    public var rescanIntervalSeconds: Int

    /// Quick, for the tests: a change is carried within a few seconds.
    public static let quick = FolderTiming(watcherDelaySeconds: 1, rescanIntervalSeconds: 2)
    /// Syncthing's own defaults for a new folder, as a person gets them: what the bench measures.
    public static let syncthingDefaults = FolderTiming(
      watcherDelaySeconds: 10, rescanIntervalSeconds: 3600)

    public var description: String {
      "fsWatcherEnabled true, fsWatcherDelayS \(watcherDelaySeconds), "
        + "rescanIntervalS \(rescanIntervalSeconds)"
    }
  }

  /// The daemons' options that differ from Syncthing's defaults: nothing may leave the
  /// namespace (no discovery, relays, NAT traversal, reports or upgrades), and no browser.
  public static let options: [(name: String, value: String)] = [
    ("globalAnnounceEnabled", "false"), ("localAnnounceEnabled", "false"),
    ("relaysEnabled", "false"), ("natEnabled", "false"), ("urAccepted", "-1"),
    ("crashReportingEnabled", "false"), ("autoUpgradeIntervalH", "0"), ("startBrowser", "false"),
  ]

  /// The shared folder as each daemon keeps it.
  public let folders: [String]
  /// How soon each daemon sees a change in its folder.
  public let timing: FolderTiming
  private let root: String
  private let homes: [String]
  private let daemons: Process
  /// The namespace's first process, the shell, as the machine numbers it: `inNamespace` enters
  /// its namespaces.
  private let shell: pid_t

  static let syncthing = "/usr/bin/syncthing"
  static let unshare = "/usr/bin/unshare"
  static let nsenter = "/usr/bin/nsenter"
  static let ip = "/usr/sbin/ip"

  /// Why the pair cannot run on this machine, or `nil` when it can: a network namespace needs
  /// root, and the programs come from Debian's `syncthing`, `util-linux` and `iproute2`.
  public static var unavailable: String? {
    if getuid() != 0 { return "not root: a network namespace (unshare -n) needs root" }
    let missing = [syncthing, unshare, nsenter, ip].filter {
      !FileManager.default.isExecutableFile(atPath: $0)
    }
    return missing.isEmpty ? nil : "\(missing.joined(separator: ", ")) missing; `make deps`"
  }

  /// The daemons' version, as `syncthing --version` says it.
  public static var version: String {
    let said = try? ProgramOutput(
      [syncthing, "--version"], environment: ["HOME": FileManager.default.temporaryDirectory.path]
    ).text
    return said?.split(separator: "\n").first.map(String.init) ?? "syncthing (version unknown)"
  }

  /// Makes both homes and folders in a new folder under `parent` (the temporary folder by
  /// default), removed when the pair is released, and starts both daemons.
  /// - Throws: `Failure` when Syncthing cannot make a home or the namespace cannot start.
  public init(timing: FolderTiming = .quick, under parent: String? = nil) throws {
    self.timing = timing
    root =
      (parent ?? FileManager.default.temporaryDirectory.path)
      + "/moodsync-syncthing-\(UUID().uuidString)"
    let homes = [root + "/home-a", root + "/home-b"]
    folders = [root + "/folder-a", root + "/folder-b"]
    var ids: [String] = []
    for (home, folder) in zip(homes, folders) {
      try FileManager.default.createDirectory(
        atPath: folder + "/.stfolder", withIntermediateDirectories: true)
      let generated = try ProgramOutput(
        [
          Self.syncthing, "generate", "--home=\(home)", "--no-default-folder",
          "--skip-port-probing",
        ],
        environment: ["HOME": root])
      guard generated.status == 0 else { throw Failure("syncthing generate: \(generated.text)") }
      let said = try ProgramOutput(
        [Self.syncthing, "serve", "--home=\(home)", "--device-id"], environment: ["HOME": root]
      ).text
      guard let id = said.firstMatch(of: /[A-Z0-9]{7}(-[A-Z0-9]{7}){7}/) else {
        throw Failure("syncthing serve --device-id said: \(said)")
      }
      ids.append(String(id.0))
    }
    for index in 0..<2 {
      try Self.configuration(
        own: index, ids: ids, folder: folders[index], timing: timing
      ).write(toFile: homes[index] + "/config.xml", atomically: true, encoding: .utf8)
    }
    // Each daemon runs while its `.stop` file is absent; `.stopped` says it is not running.
    let serve = homes.map {
      """
      (set +e; while true; do
        if [ -e \($0).stop ]; then touch \($0).stopped; sleep 0.1; continue; fi
        rm -f \($0).stopped
        STNODEFAULTFOLDER=1 STNOUPGRADE=1 \(Self.syncthing) serve --home=\($0) --no-browser \
          --no-restart --logfile=\($0)/syncthing.log >/dev/null &
        daemon=$!
        while [ ! -e \($0).stop ] && kill -0 $daemon 2>/dev/null; do sleep 0.1; done
        kill $daemon 2>/dev/null; wait $daemon
      done) &
      """
    }
    self.homes = homes
    let script = """
      set -e
      ip link set lo up
      \(serve.joined(separator: "\n"))
      wait
      """
    // A PID namespace too, whose first process is the shell: when `unshare` is stopped, the
    // shell is killed (--kill-child) and the kernel ends every process of the namespace, so
    // no daemon outlives the test, even one whose test crashed.
    daemons = Process()
    daemons.executableURL = URL(fileURLWithPath: Self.unshare)
    daemons.arguments = ["-n", "-p", "--fork", "--kill-child", "/bin/sh", "-c", script]
    daemons.environment = ["HOME": root, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
    // What the namespace's shell and the daemons say goes to files (`logs()`), not to the
    // caller's output.
    let said = root + "/namespace.log"
    guard FileManager.default.createFile(atPath: said, contents: nil),
      let output = FileHandle(forWritingAtPath: said)
    else { throw Failure("cannot create \(said)") }
    daemons.standardOutput = output
    daemons.standardError = output
    try daemons.run()
    // `unshare --fork` makes the shell at once; its number is in the kernel's list of children.
    let children = "/proc/\(daemons.processIdentifier)/task/\(daemons.processIdentifier)/children"
    var shell: pid_t?
    let deadline = Date().addingTimeInterval(30)
    while shell == nil && daemons.isRunning && Date() < deadline {
      shell = (try? String(contentsOfFile: children, encoding: .utf8))?
        .split(separator: " ").first.flatMap { pid_t($0) }
      if shell == nil { usleep(10_000) }
    }
    guard let shell else {
      kill(daemons.processIdentifier, SIGKILL)
      daemons.waitUntilExit()
      throw Failure("the namespace's shell did not start (unshare: \(daemons.isRunning))")
    }
    self.shell = shell
  }

  /// Stops daemon `index` (0 or 1) and waits until it has ended: its computer is away.
  public func stop(_ index: Int) throws {
    guard FileManager.default.createFile(atPath: homes[index] + ".stop", contents: Data()) else {
      throw Failure("cannot create \(homes[index]).stop")
    }
    try wait(for: "daemon \(index) stopped") {
      FileManager.default.fileExists(atPath: homes[index] + ".stopped")
    }
  }

  /// Starts daemon `index` again after `stop(_:)`, and waits until it runs.
  public func start(_ index: Int) throws {
    try FileManager.default.removeItem(atPath: homes[index] + ".stop")
    try wait(for: "daemon \(index) started") {
      !FileManager.default.fileExists(atPath: homes[index] + ".stopped")
    }
  }

  /// Stops both daemons and waits for them: `unshare --fork` ignores SIGTERM while it waits
  /// for its child, so it is killed, and with it (--kill-child, then the kernel) the namespace
  /// and every process `inNamespace` started in it.
  public func stop() {
    guard daemons.isRunning else { return }
    kill(daemons.processIdentifier, SIGKILL)
    daemons.waitUntilExit()
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The command line that runs `arguments` inside the daemons' network and PID namespaces:
  /// beside them on the namespace's 127.0.0.1 and nowhere else, ended with them by `stop()`.
  /// `nsenter` forks the program and waits for it: a signal meant for the program goes to
  /// `nsenter`'s child, not to `nsenter`.
  public func inNamespace(_ arguments: [String]) -> [String] {
    [Self.nsenter, "--target", "\(shell)", "--net", "--pid", "--"] + arguments
  }

  /// Waits, polling, until `condition` holds; fails after `seconds` (generous: the machine may
  /// be busy, and Syncthing scans and connects at its own pace).
  public func wait(
    upTo seconds: Double = 240, for what: String, until condition: () throws -> Bool
  )
    throws
  {
    let deadline = Date().addingTimeInterval(seconds)
    while try !condition() {
      guard Date() < deadline, daemons.isRunning else {
        throw Failure(
          "\(what): not within \(Int(seconds)) s (daemons running: \(daemons.isRunning))\n"
            + logs())
      }
      usleep(100_000)
    }
  }

  /// The daemons' logs, for a failure's message.
  public func logs() -> String {
    ([root + "/namespace.log"] + homes.map { $0 + "/syncthing.log" }).map {
      (try? String(contentsOfFile: $0, encoding: .utf8)) ?? ""
    }.joined(separator: "\n---\n")
  }

  private static func configuration(
    own: Int, ids: [String], folder: String, timing: FolderTiming
  ) -> String {
    let devices = ids.enumerated().map { index, id in
      """
          <device id="\(id)" name="computer-\(index)" compression="metadata" introducer="false">
              <address>tcp://127.0.0.1:\(22001 + index)</address>
          </device>
      """
    }.joined(separator: "\n")
    let options = Self.options.map { "        <\($0.name)>\($0.value)</\($0.name)>" }
    return """
      <configuration version="36">
          <folder id="moodcard-sync" label="MoodCard" path="\(folder)" type="sendreceive"
                  rescanIntervalS="\(timing.rescanIntervalSeconds)" fsWatcherEnabled="true"
                  fsWatcherDelayS="\(timing.watcherDelaySeconds)">
              \(ids.map { "<device id=\"\($0)\"></device>" }.joined())
          </folder>
      \(devices)
          <gui enabled="true" tls="false">
              <address>127.0.0.1:\(8385 + own)</address>
          </gui>
          <options>
              <listenAddress>tcp://127.0.0.1:\(22001 + own)</listenAddress>
      \(options.joined(separator: "\n"))
          </options>
      </configuration>
      """
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }
}
