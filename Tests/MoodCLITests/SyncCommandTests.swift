import Foundation
import TestSupport
import Testing

/// `mood sync` through the built binary: two computers, each a store and a state folder of its
/// own, and one folder between them that the test carries by hand (the Syncthing test carries
/// it with real daemons).
@Suite struct SyncCommandTests {
  let desk: SyncComputer
  let lap: SyncComputer
  let shared: TemporaryDirectory
  let keyFolder: TemporaryDirectory
  var key: String { keyFolder.file("journal.key") }

  init() throws {
    desk = try SyncComputer("desk")
    lap = try SyncComputer("lap")
    shared = try TemporaryDirectory(prefix: "moodcard-syncfolder")
    keyFolder = try TemporaryDirectory(prefix: "moodcard-key")
  }

  /// Both computers in the journal: the desk with its days, the laptop with its own.
  private func setUpBoth() throws {
    try desk.mood(
      "log", "7", "--date", "2026-11-27", "--reason", "Walked by the quiet river",
      "--tags", "riverside", "--words", "calm"
    ).succeeded()
    try desk.mood("habit", "add", "Stretching").succeeded()
    try desk.mood("habit", "done", "Stretching", "--date", "2026-11-27").succeeded()
    try lap.mood("log", "4", "--date", "2026-11-28", "--reason", "Train delayed twice")
      .succeeded()
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).succeeded()
    try lap.mood("sync", "join", shared.path, "--key-file", key, "--name", "lap").succeeded()
    try desk.mood("sync").succeeded()
  }

  /// What a person sees of the journal, which must be the same on both.
  private func journal(_ computer: SyncComputer) throws -> String {
    let habits = try computer.mood("habit", "list", "--all")
    return try computer.mood("list", "--from", "2026-11-01", "--to", "2026-11-29").succeeded()
      .stdout + habits.stdout + habits.stderr
  }

  @Test func initAndJoinBringEachComputersDaysToTheOther() throws {
    try desk.mood("log", "7", "--date", "2026-11-27", "--reason", "Walked").succeeded()
    let started = try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key)
      .succeeded()
    #expect(
      started.stdout
        == """
        This journal now syncs through \(shared.path), as the computer "desk".
        The journal's sync key is in \(key) (mode 0600). Bring it to each other computer and \
        run mood sync join \(shared.path) --key-file \(key) there; then delete the copies you \
        no longer need.

        """)
    let keyText = try String(contentsOfFile: key, encoding: .utf8)
    #expect(keyText.split(separator: "\n").last?.hasPrefix("AGE-SECRET-KEY-1") == true)
    #expect(
      try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions] as? Int == 0o600)
    // The key and the name live in the state folder, never in the store's folder.
    let stateFiles = try FileManager.default.subpathsOfDirectory(atPath: desk.state)
    #expect(stateFiles.contains { $0.hasPrefix("moodcard/sync/") })
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: desk.folder.file("data")).sorted()
        .allSatisfy { $0.hasPrefix("mood.sqlite") })

    try lap.mood("log", "4", "--date", "2026-11-28", "--reason", "Train").succeeded()
    let joined = try lap.mood("sync", "join", shared.path, "--key-file", key, "--name", "lap")
      .succeeded()
    #expect(
      joined.stdout == """
        Joined the journal in \(shared.path) as the computer "lap".
        Sent this computer's changes.
        Arrived: changes for 1 day: 2026-11-27.

        """)
    let arrived = try desk.mood("sync", "now").succeeded()
    #expect(arrived.stdout == "Arrived: changes for 1 day: 2026-11-28.\n")
    #expect(try desk.mood("sync").succeeded().stdout == "Nothing new.\n")
    #expect(try journal(desk) == journal(lap))
    #expect(try lap.mood("show", "2026-11-27").succeeded().stdout.contains("Walked"))
    #expect(try desk.mood("show", "2026-11-28").succeeded().stdout.contains("Train"))
  }

  @Test func aSaveAfterJoiningIsRecordedAndReachesTheOtherComputer() throws {
    try setUpBoth()
    try lap.mood("log", "9", "--date", "2026-11-29", "--reason", "Sunday hike").succeeded()
    try lap.mood("habit", "done", "Stretching", "--date", "2026-11-29").succeeded()
    #expect(try lap.mood("sync").succeeded().stdout == "Sent this computer's changes.\n")
    #expect(
      try desk.mood("sync").succeeded().stdout
        == "Arrived: changes for 1 day: 2026-11-29.\n")
    #expect(try journal(desk) == journal(lap))
    #expect(try desk.mood("show", "2026-11-29").succeeded().stdout.contains("Sunday hike"))
  }

  @Test func joiningWithoutTheKeyOrWithAnotherIsRefusedAndChangesNothing() throws {
    try desk.mood("log", "7", "--date", "2026-11-27").succeeded()
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).succeeded()
    let before = try FileManager.default.subpathsOfDirectory(atPath: shared.path).sorted()

    let none = try lap.mood("sync", "join", shared.path)
    #expect(none.status == 64)
    #expect(
      none.stderr.hasPrefix(
        "Error: mood sync join needs the journal's sync key: give --key-file FILE, or pipe the "
          + "key on standard input\n"))

    let other = try TemporaryDirectory(prefix: "moodcard-other")
    let otherFolder = try TemporaryDirectory(prefix: "moodcard-otherfolder")
    let stranger = try SyncComputer("stranger")
    try stranger.mood("log", "5").succeeded()
    try stranger.mood(
      "sync", "init", otherFolder.path, "--name", "x", "--key-file", other.file("k")
    ).succeeded()
    let wrong = try lap.mood("sync", "join", shared.path, "--key-file", other.file("k"))
    #expect(wrong.status == 77)
    #expect(
      wrong.stderr
        == "Error: the key does not open the files in \(shared.path): it is another journal's "
        + "key; nothing was changed\n")

    let garbage = try lap.mood("sync", "join", shared.path, input: "not a key\n")
    #expect(garbage.status == 64)
    #expect(garbage.stderr.contains("standard input holds no journal sync key"))

    #expect(try FileManager.default.subpathsOfDirectory(atPath: shared.path).sorted() == before)
    let status = try lap.mood("sync", "status")
    #expect(status.status == 66)
    #expect(status.stderr.contains("does not sync on this computer"))
    // The key piped on standard input is taken.
    try lap.mood("sync", "join", shared.path, "--name", "lap", input: keyText()).succeeded()
  }

  private func keyText() throws -> String { try String(contentsOfFile: key, encoding: .utf8) }

  @Test func theFolderHoldsNoPlaintextOfWhatWasWritten() throws {
    try setUpBoth()
    try lap.mood("words", "add", "Wistfulness", "--valence", "unpleasant").succeeded()
    try lap.mood("log", "3", "--date", "2026-11-29", "--words", "Wistfulness").succeeded()
    try lap.mood("sync").succeeded()
    try desk.mood("sync").succeeded()
    let secrets = [
      "Walked by the quiet river", "quiet river", "riverside", "Stretching", "Train delayed",
      "Wistfulness", "calm",
    ]
    var files = 0
    let enumerator = try #require(FileManager.default.enumerator(atPath: shared.path))
    for case let name as String in enumerator {
      let path = shared.file(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files += 1
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.starts(with: Data("age-encryption.org/v1\n".utf8)), "\(name)")
      for secret in secrets {
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(name) holds \(secret)")
        #expect(bytes.range(of: Data(secret.lowercased().utf8)) == nil, "\(name) holds \(secret)")
      }
    }
    #expect(files >= 4)  // each computer's batches and its applied.age
    // The words did arrive, so they were in the files, sealed.
    #expect(try desk.mood("show", "2026-11-29").succeeded().stdout.contains("Wistfulness"))
  }

  @Test func aConcurrentEditIsListedAndOneActionRestoresTheLosingValue() throws {
    try setUpBoth()
    try desk.mood("log", "7", "--date", "2026-11-27", "--reason", "Desk says river").succeeded()
    try lap.mood("log", "7", "--date", "2026-11-27", "--reason", "Laptop says rain").succeeded()
    try desk.mood("sync").succeeded()
    try lap.mood("sync").succeeded()
    try desk.mood("sync").succeeded()
    #expect(try journal(desk) == journal(lap))
    // The laptop's edit came later: it shows, and the desk's is kept on both.
    #expect(try desk.mood("show", "2026-11-27").succeeded().stdout.contains("Laptop says rain"))
    for computer in [desk, lap] {
      let listed = try computer.mood("sync", "conflicts").succeeded().stdout
      let lines = listed.split(separator: "\n")
      #expect(lines.count == 2, "\(listed)")
      #expect(
        lines.first?.hasPrefix(
          "2026-11-27 reason: \"Desk says river\" from desk at 2026-") == true, "\(listed)")
      #expect(lines.first?.hasSuffix("lost to \"Laptop says rain\" from lap") == true)
      let status = try computer.mood("sync", "status").succeeded().stdout
      #expect(status.contains("Values that lost a concurrent edit: 1."))
    }
    let restored = try desk.mood("sync", "conflicts", "restore", "2026-11-27", "reason")
      .succeeded()
    #expect(
      restored.stdout
        == "Restored 2026-11-27 reason: \"Desk says river\", from desk. It is the latest change "
        + "now, on every computer at its next sync.\n")
    #expect(try desk.mood("show", "2026-11-27").succeeded().stdout.contains("Desk says river"))
    try desk.mood("sync").succeeded()
    try lap.mood("sync").succeeded()
    #expect(try lap.mood("show", "2026-11-27").succeeded().stdout.contains("Desk says river"))
    for computer in [desk, lap] {
      #expect(
        try computer.mood("sync", "conflicts").succeeded().stdout
          == "No value lost a concurrent edit.\n")
    }
    #expect(try journal(desk) == journal(lap))
    let none = try desk.mood("sync", "conflicts", "restore", "2026-11-27", "reason")
    #expect(none.status == 66)
    #expect(none.stderr.contains("no value lost on 2026-11-27 reason"))
    let field = try desk.mood("sync", "conflicts", "restore", "2026-11-27", "mood")
    #expect(field.status == 64)
    #expect(field.stderr.contains("unknown field \"mood\"; expected exists, score,"))
  }

  @Test func statusListsTheComputersAndForgetRetiresOne() throws {
    try setUpBoth()
    try lap.mood("log", "6", "--date", "2026-11-29").succeeded()
    let status = try lap.mood("sync", "status").succeeded().stdout
    let lines = status.split(separator: "\n").map(String.init)
    #expect(lines.first == "Syncing through \(shared.path) as \"lap\".")
    #expect(lines.count == 6, "\(status)")
    #expect(lines[1].hasPrefix("  desk: last change 2026-"))
    #expect(lines[2].hasPrefix("  lap: last change 2026-"))
    #expect(lines[2].hasSuffix(" (this computer)"))
    // The new day: its coming into being and its five fields.
    #expect(lines[3] == "Changes here not sent yet: 6.")
    #expect(lines[4].hasPrefix("Last sync: 2026-"))
    #expect(lines[5] == "Values that lost a concurrent edit: 0.")
    let json = try lap.mood("sync", "status", "--json").succeeded().stdout
    #expect(json.contains("\"unsent\":6"))
    #expect(json.contains("\"name\":\"desk\""))

    let unknown = try desk.mood("sync", "forget", "tablet")
    #expect(unknown.status == 66)
    #expect(
      unknown.stderr == "Error: no computer \"tablet\" writes in the folder; the others are lap\n")
    let itself = try desk.mood("sync", "forget", "desk")
    #expect(itself.status == 64)
    let forgot = try desk.mood("sync", "forget", "lap").succeeded()
    #expect(
      forgot.stdout
        == "Retired lap: this computer no longer keeps its batches for it. What it wrote stays "
        + "in the journal.\n")
    #expect(try desk.mood("sync", "status").succeeded().stdout.contains("  lap: last change"))
    #expect(try desk.mood("sync", "status").succeeded().stdout.contains("(retired)"))
    // What the retired computer wrote stays.
    #expect(try desk.mood("show", "2026-11-28").succeeded().stdout.contains("Train delayed"))
  }

  @Test func aStoreCopiedWithChangesNotSentJoinsAsANewComputerAndSendsThemAsItsOwn() throws {
    try setUpBoth()
    // Changes on the desk not sent yet, then its store copied to a third computer, which joins
    // the journal under its own name.
    try desk.mood("log", "8", "--date", "2026-11-25", "--reason", "Copied before it was sent")
      .succeeded()
    try desk.mood("log", "2", "--date", "2026-11-23", "--reason", "Sent by both").succeeded()
    let copy = try SyncComputer("copy")
    try FileManager.default.copyItem(atPath: desk.store, toPath: copy.store)
    try copy.mood("sync", "join", shared.path, "--key-file", key, "--name", "copy").succeeded()
    // Both go on: the desk changes the copied day again and logs another; the copy its own.
    try desk.mood("log", "8", "--date", "2026-11-25", "--reason", "Changed on the desk later")
      .succeeded()
    try desk.mood("log", "5", "--date", "2026-11-26", "--reason", "Only on the desk").succeeded()
    try copy.mood("log", "3", "--date", "2026-11-24", "--reason", "Only on the copy").succeeded()
    for computer in [desk, copy, lap, desk, copy, lap] {
      let synced = try computer.mood("sync").succeeded()
      for warning in ["forked", "not whole", "wait for earlier"] {
        #expect(!synced.stderr.contains(warning), "\(synced.stderr)")
      }
    }
    #expect(
      try copy.mood("sync").succeeded().stdout
        == "Nothing new.\n1 value lost a concurrent edit and is kept: mood sync conflicts lists it.\n"
    )
    #expect(try journal(desk) == journal(copy))
    #expect(try journal(lap) == journal(desk))
    for (day, reason) in [
      ("2026-11-23", "Sent by both"), ("2026-11-24", "Only on the copy"),
      ("2026-11-25", "Changed on the desk later"), ("2026-11-26", "Only on the desk"),
      ("2026-11-27", "Walked by the quiet river"), ("2026-11-28", "Train delayed twice"),
    ] {
      for computer in [desk, copy, lap] {
        let shown = try computer.mood("show", day).succeeded().stdout
        #expect(shown.contains(reason), "\(day): \(shown)")
      }
    }
    // The copy's value of the day the desk changed again is kept, not shown: the one
    // conflict, the same on every computer. The day both sent alike is none.
    for computer in [desk, copy, lap] {
      let conflicts = try computer.mood("sync", "conflicts", "--json").succeeded().stdout
      #expect(conflicts.contains("Copied before it was sent"), "\(conflicts)")
      #expect(conflicts.components(separatedBy: "\"field\"").count == 2, "\(conflicts)")
    }
    // Each computer writes its own places: no place of a history twice.
    for device in ["desk", "lap", "copy"] {
      let places = try FileManager.default.contentsOfDirectory(atPath: shared.file(device))
        .filter { $0.hasPrefix("batch-") }.map { $0.split(separator: "-")[1] }
      #expect(!places.isEmpty && Set(places).count == places.count, "\(device): \(places)")
    }
  }

  /// `sync status` and `sync conflicts` only read, as `mood show` does: no byte of the store
  /// changes, and a user who may read the store but write nothing of it is told the same.
  @Test func statusAndConflictsReadAStoreTheyCannotWriteAndChangeNoByteOfIt() throws {
    try setUpBoth()
    try lap.mood("log", "6", "--date", "2026-11-29").succeeded()
    let data = lap.folder.file("data")
    let before = try storeFiles(data)
    let readers = [["sync", "status"], ["sync", "conflicts"]]
    let outputs = [
      try lap.mood("sync", "status").succeeded().stdout,
      try lap.mood("sync", "conflicts").succeeded().stdout,
    ]
    #expect(outputs[0].contains("Changes here not sent yet: 6."), "\(outputs[0])")
    #expect(outputs[1] == "No value lost a concurrent edit.\n", "\(outputs[1])")
    #expect(try storeFiles(data) == before)

    // As a user who can read the store, its state folder and the sync folder, but write none
    // of them.
    #expect(chown(lap.store, 65534, 65534) == 0 && chmod(lap.store, 0o444) == 0)
    for path in try [lap.state]
      + FileManager.default.subpathsOfDirectory(atPath: lap.state)
      .map({ lap.state + "/" + $0 })
    {
      #expect(chown(path, 65534, 65534) == 0)
    }
    #expect(chmod(lap.folder.path, 0o755) == 0 && chmod(shared.path, 0o755) == 0)
    for device in ["desk", "lap"] { #expect(chmod(shared.file(device), 0o755) == 0) }
    for (arguments, output) in zip(readers, outputs) {
      let nobody = try MoodBinary.runShell(
        #"exec setpriv --reuid=65534 --regid=65534 --clear-groups "$MOOD" "$@""#,
        arguments, store: lap.store, environment: lap.environment)
      #expect(nobody.status == 0, "\(arguments): \(nobody.stderr)")
      #expect(nobody.stdout == output, "\(arguments)")
    }
    #expect(try storeFiles(data) == before)
  }

  /// A file's bytes and when it was last changed.
  private struct FileState: Equatable {
    let bytes: Data
    let changed: Date?
  }

  /// The files in `folder` (the store's, with any `-wal` or `-shm` beside it).
  private func storeFiles(_ folder: String) throws -> [String: FileState] {
    var files: [String: FileState] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      let path = folder + "/" + name
      files[name] = FileState(
        bytes: try Data(contentsOf: URL(fileURLWithPath: path)),
        changed: try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
          as? Date)
    }
    return files
  }

  @Test func aStoreInsideASyncthingFolderIsWarnedAboutNotRefused() throws {
    try FileManager.default.createDirectory(
      atPath: desk.folder.file(".stfolder"), withIntermediateDirectories: true)
    try desk.mood("log", "7").succeeded()
    let started = try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key)
    #expect(started.status == 0)
    #expect(
      started.stderr
        == "Warning: the store \(desk.store) is inside \(desk.folder.path), which Syncthing "
        + "syncs: a live database there can be copied half-written or forked. Keep the store "
        + "outside synced folders and let mood sync carry the journal\n")
    let status = try desk.mood("sync", "status")
    #expect(status.status == 0)
    #expect(status.stderr.contains("which Syncthing syncs"))
  }

  @Test func initRefusesAFolderThatIsMissingOrAlreadyHoldsAJournal() throws {
    let missing = try desk.mood("sync", "init", shared.file("not-there"), "--name", "desk")
    #expect(missing.status == 66)
    #expect(
      missing.stderr.hasPrefix("Error: the sync folder \(shared.file("not-there")) does not exist"))
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).succeeded()
    let again = try desk.mood("sync", "init", shared.path)
    #expect(again.status == 65)
    #expect(
      again.stderr == "Error: this store already syncs through \(shared.path) (mood sync status)\n")
    let second = try lap.mood("sync", "init", shared.path, "--name", "lap")
    #expect(second.status == 65)
    #expect(second.stderr.contains("already holds a synced journal; join it with mood sync join"))
    let badName = try lap.mood("sync", "join", shared.path, "--key-file", key, "--name", "a b")
    #expect(badName.status == 64)
    #expect(badName.stderr.hasPrefix("Error: computer name \"a b\" is not 1 to 64 letters"))
  }

  @Test func installSetsUpATimerEveryQuarterHourAndUninstallRemovesIt() throws {
    try desk.mood("log", "7").succeeded()
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).succeeded()
    let bin = try TemporaryDirectory(prefix: "moodcard-bin")
    let config = try TemporaryDirectory(prefix: "moodcard-config")
    #expect(FakeSystemctl.install(in: bin.path, calls: bin.file("calls"), session: 0))
    func mood(_ arguments: String...) throws -> CommandResult {
      try MoodBinary.run(
        arguments, store: desk.store,
        environment: desk.environment.merging([
          "PATH": bin.path + ":/usr/bin:/bin", "XDG_CONFIG_HOME": config.path,
        ]) { $1 })
    }
    let units = config.file("systemd/user")
    let installed = try mood("sync", "--install").succeeded()
    #expect(
      installed.stdout
        == "Wrote \(units)/mood-sync.service and \(units)/mood-sync.timer.\n"
        + "This journal syncs through \(shared.path) every 15 minutes: mood-sync.timer is "
        + "enabled.\n")
    let service = try String(contentsOfFile: units + "/mood-sync.service", encoding: .utf8)
    #expect(service.contains("ExecStart=\(MoodBinary.path) --store \(desk.store) sync now\n"))
    let timer = try String(contentsOfFile: units + "/mood-sync.timer", encoding: .utf8)
    #expect(timer.contains("OnCalendar=*:0/15\n"))
    let removed = try mood("sync", "--uninstall").succeeded()
    #expect(
      removed.stdout
        == "The sync timer is off: removed \(units)/mood-sync.timer, \(units)/mood-sync.service.\n")
    #expect(!FileManager.default.fileExists(atPath: units + "/mood-sync.timer"))
  }
}
