import Foundation

/// Two Syncthing daemons (Debian's `syncthing`), each with its own home and folder, sharing one
/// folder over 127.0.0.1 inside a network namespace of their own (`unshare -n`, then
/// `ip link set lo up`): nothing they send can leave it. Before their first start their
/// configuration turns off global and local discovery, relays, NAT traversal, usage and crash
/// reporting and upgrades, and names each other by device id and address.
///
/// Either daemon can be stopped and started again (`stop(_:)`, `start(_:)`), as a computer
/// that goes to sleep: a control file per daemon, which the namespace's shell watches.
public final class SyncthingPair {
  /// The shared folder as each daemon keeps it.
  public let folders: [String]
  private let root: TemporaryDirectory
  private let daemons: Process

  static let syncthing = "/usr/bin/syncthing"

  public init() throws {
    root = try TemporaryDirectory(prefix: "moodsync-syncthing")
    let homes = [root.file("home-a"), root.file("home-b")]
    folders = [root.file("folder-a"), root.file("folder-b")]
    var ids: [String] = []
    for (home, folder) in zip(homes, folders) {
      try FileManager.default.createDirectory(
        atPath: folder + "/.stfolder", withIntermediateDirectories: true)
      let generated = try ChildProcess.run(
        Self.syncthing,
        ["generate", "--home=\(home)", "--no-default-folder", "--skip-port-probing"],
        environment: ["HOME": root.path])
      guard generated.status == 0 else { throw Failure("syncthing generate: \(generated.stderr)") }
      let id = try ChildProcess.run(
        Self.syncthing, ["serve", "--home=\(home)", "--device-id"], environment: ["HOME": root.path]
      )
      ids.append(id.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    for index in 0..<2 {
      try Self.configuration(
        own: index, ids: ids, folder: folders[index]
      ).write(toFile: homes[index] + "/config.xml", atomically: true, encoding: .utf8)
    }
    // Each daemon runs while its `.stop` file is absent; `.stopped` says it is not running.
    let serve = homes.map {
      """
      (set +e; while true; do
        if [ -e \($0).stop ]; then touch \($0).stopped; sleep 0.1; continue; fi
        rm -f \($0).stopped
        STNODEFAULTFOLDER=1 STNOUPGRADE=1 \(Self.syncthing) serve --home=\($0) --no-browser \
          --no-restart --logfile=\($0)/syncthing.log &
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
    daemons.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    daemons.arguments = ["-n", "-p", "--fork", "--kill-child", "/bin/sh", "-c", script]
    daemons.environment = ["HOME": root.path, "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
    try daemons.run()
  }

  private let homes: [String]

  /// Stops daemon `index` (0 or 1) and waits until it has ended: its computer is away.
  public func stop(_ index: Int) throws {
    FileManager.default.createFile(atPath: homes[index] + ".stop", contents: Data())
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
  /// for its child, so it is killed, and with it (--kill-child, then the kernel) the namespace.
  public func stop() {
    guard daemons.isRunning else { return }
    kill(daemons.processIdentifier, SIGKILL)
    daemons.waitUntilExit()
  }

  deinit { stop() }

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
    ["home-a", "home-b"].map {
      (try? String(contentsOfFile: root.file($0) + "/syncthing.log", encoding: .utf8)) ?? ""
    }.joined(separator: "\n---\n")
  }

  private static func configuration(own: Int, ids: [String], folder: String) -> String {
    let devices = ids.enumerated().map { index, id in
      """
          <device id="\(id)" name="computer-\(index)" compression="metadata" introducer="false">
              <address>tcp://127.0.0.1:\(22001 + index)</address>
          </device>
      """
    }.joined(separator: "\n")
    return """
      <configuration version="36">
          <folder id="moodcard-sync" label="MoodCard" path="\(folder)" type="sendreceive"
                  rescanIntervalS="2" fsWatcherEnabled="true" fsWatcherDelayS="1">
              \(ids.map { "<device id=\"\($0)\"></device>" }.joined())
          </folder>
      \(devices)
          <gui enabled="true" tls="false">
              <address>127.0.0.1:\(8385 + own)</address>
          </gui>
          <options>
              <listenAddress>tcp://127.0.0.1:\(22001 + own)</listenAddress>
              <globalAnnounceEnabled>false</globalAnnounceEnabled>
              <localAnnounceEnabled>false</localAnnounceEnabled>
              <relaysEnabled>false</relaysEnabled>
              <natEnabled>false</natEnabled>
              <urAccepted>-1</urAccepted>
              <crashReportingEnabled>false</crashReportingEnabled>
              <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
              <startBrowser>false</startBrowser>
          </options>
      </configuration>
      """
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }
}
