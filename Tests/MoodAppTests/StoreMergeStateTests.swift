import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import MoodSync
import Synchronization
import TestSupport
import Testing

/// The store's merge state behaves as MoodSync's reference, `MemoryMergeState`: one computer
/// twice, once over each, with the same clock and batch ids, given the same files by the same
/// other computer, holds the same state after every step.
@Suite struct StoreMergeStateTests {
  /// A clock and batch ids that run the same for both twins.
  final class Sequence: Sendable {
    private let counter = Mutex<Int64>(0)
    let start: Int64

    init(start: Int64) { self.start = start }

    func next() -> Int64 {
      counter.withLock {
        $0 += 1; return start + $0 * 1_000
      }
    }
  }

  /// One computer over a `MemoryMergeState` and over a real store, each with its own folder.
  final class Twins {
    let name: DeviceID
    let key: SyncKey
    let root: TemporaryDirectory
    let memory = MemoryMergeState()
    let memoryEngine: SyncEngine
    let store: Store
    private let storeClock: Sequence
    private let storeIDs: Sequence

    init(_ name: String, key: SyncKey) throws {
      self.name = try DeviceID(name)
      self.key = key
      root = try TemporaryDirectory(prefix: "moodcard-twins")
      for side in ["memory", "store"] {
        try FileManager.default.createDirectory(
          atPath: root.file(side), withIntermediateDirectories: true)
      }
      let memoryClock = Sequence(start: 1_764_000_000_000)
      let memoryIDs = Sequence(start: 77)
      memoryEngine = SyncEngine(
        device: self.name, folder: SyncFolder(path: root.file("memory")), key: key,
        state: memory, now: { memoryClock.next() }, newID: { UInt64(memoryIDs.next()) })
      storeClock = Sequence(start: 1_764_000_000_000)
      storeIDs = Sequence(start: 77)
      store = try Store(path: root.file("mood.sqlite"))
    }

    /// `body` on both twins' engines; each result.
    func both<T>(_ body: (SyncEngine) throws -> T) throws -> (memory: T, store: T) {
      let first = try body(memoryEngine)
      let second = try store.write { db in
        try body(
          SyncEngine(
            device: name, folder: SyncFolder(path: root.file("store")), key: key,
            state: StoreMergeState(db), now: { [storeClock] in storeClock.next() },
            newID: { [storeIDs] in UInt64(storeIDs.next()) }))
      }
      return (first, second)
    }

    /// Copies `other`'s own files into both twins' folders, as a sync tool would.
    func receive(_ other: String, from folder: String) throws {
      for side in ["memory", "store"] {
        try copyFolder(folder + "/" + other, to: root.file(side) + "/" + other)
      }
    }

    /// Checks that both twins hold the same state.
    func expectAlike(devices: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
      try store.read { db in
        let state = StoreMergeState(db)
        let keys = Set(try state.keys())
        #expect(keys == Set(memory.keys()), sourceLocation: sourceLocation)
        for key in keys {
          #expect(try state.heads(of: key) == memory.heads(of: key), sourceLocation: sourceLocation)
        }
        for item in Set(keys.map(\.item)) {
          #expect(
            try state.fields(of: item) == memory.fields(of: item), sourceLocation: sourceLocation)
        }
        #expect(try state.frontier() == memory.frontier(), sourceLocation: sourceLocation)
        #expect(try state.clock() == memory.clock(), sourceLocation: sourceLocation)
        #expect(try state.openBatch() == memory.openBatch(), sourceLocation: sourceLocation)
        for device in try devices.map(DeviceID.init) {
          #expect(
            Set(try state.headers(of: device)) == Set(memory.headers(of: device)),
            sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test func theStoreKeepsWhatMemoryKeepsThroughRecordsMergesDeletionsAndASnapshot() throws {
    let key = try SyncKey.generate()
    let desktop = try Twins("desktop", key: key)
    let other = try TemporaryDirectory(prefix: "moodcard-laptop")
    let laptopClock = Sequence(start: 1_764_000_000_500)
    let laptop = SyncEngine(
      device: try DeviceID("laptop"), folder: SyncFolder(path: other.path), key: key,
      state: MemoryMergeState(), now: { laptopClock.next() })
    let day = JournalItem.entry(Day.at("2026-11-20"))
    let habit = JournalItem.habit(uuid: "6f1c2b9e-4d3a-4c5b-8e7f-0a1b2c3d4e5f")
    let devices = ["desktop", "laptop"]

    // Records, and a field recorded twice before the batch is sealed.
    _ = try desktop.both {
      try $0.record([
        JournalChange(day, .exists, .flag(true)), JournalChange(day, .score, .number(5)),
        JournalChange(day, .words, .list(["calm", "tired"])),
        JournalChange(day, .reason, .text("Rain")), JournalChange(day, .discuss, .cleared),
      ])
    }
    let stamps = try desktop.both { try $0.record([JournalChange(day, .score, .number(6))]) }
    #expect(stamps.memory == stamps.store)
    try desktop.expectAlike(devices: devices)

    // A concurrent edit elsewhere, a habit and a session.
    try laptop.record([
      JournalChange(day, .exists, .flag(true)), JournalChange(day, .score, .number(8)),
      JournalChange(habit, .exists, .flag(true)), JournalChange(habit, .name, .text("Walk")),
      JournalChange(habit, .icon, .cleared), JournalChange(habit, .order, .number(1)),
      JournalChange(.session(Day.at("2026-11-21")), .exists, .flag(true)),
    ])
    _ = try laptop.sync()
    try desktop.receive("laptop", from: other.path)
    let first = try desktop.both { try $0.sync() }
    #expect(first.memory.changed == first.store.changed)
    #expect(first.memory.applied == first.store.applied)
    #expect(first.memory.sealed == first.store.sealed)
    try desktop.expectAlike(devices: devices)
    let conflicts = try desktop.both { try $0.conflicts() }
    #expect(conflicts.memory == conflicts.store)
    #expect(conflicts.store.map(\.key) == [FieldKey(day, .score)])

    // The laptop sees the desktop's batch, deletes the day, and compacts into a snapshot.
    try copyFolder(desktop.root.file("memory") + "/desktop", to: other.path + "/desktop")
    _ = try laptop.sync()
    try laptop.record([JournalChange(day, .exists, .flag(false))])
    _ = try laptop.sync()
    _ = try laptop.compact()
    try desktop.receive("laptop", from: other.path)
    let second = try desktop.both { try $0.sync() }
    #expect(second.memory.changed == second.store.changed)
    try desktop.expectAlike(devices: devices)
    let exists = try desktop.both { try $0.exists(day) }
    #expect(exists.memory == false && exists.store == false)

    // A computer joining now takes the laptop's snapshot.
    let work = try Twins("work", key: key)
    try work.receive("laptop", from: other.path)
    try work.receive("desktop", from: desktop.root.file("memory"))
    let joined = try work.both { try $0.sync() }
    #expect(joined.memory.snapshots == joined.store.snapshots)
    #expect(joined.memory.changed == joined.store.changed)
    try work.expectAlike(devices: devices + ["work"])
    let resolved = try work.both { engine in
      try Set(joined.store.changed).map { try engine.resolution(of: $0) }
    }
    #expect(resolved.memory == resolved.store)
  }
}

/// Copies every file of `source` into `target` (made when missing), replacing what is there.
func copyFolder(_ source: String, to target: String) throws {
  try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
  for name in try FileManager.default.contentsOfDirectory(atPath: source) {
    let destination = target + "/" + name
    if FileManager.default.fileExists(atPath: destination) {
      try FileManager.default.removeItem(atPath: destination)
    }
    try FileManager.default.copyItem(atPath: source + "/" + name, toPath: destination)
  }
}
