import Age
import Foundation
import MoodCore
import MoodSync
import TestSupport

/// A journal's key for the tests, made once per process (X25519 keys are cheap; the point is
/// one key for every computer of a test).
let testKey: SyncKey = {
  do { return try SyncKey.generate() } catch { fatalError("libsodium: \(error)") }
}()

/// A wall clock a test moves by hand, in milliseconds.
final class TestClock {
  var ms: Int64

  init(_ ms: Int64 = 1_764_000_000_000) { self.ms = ms }

  func advance(_ step: Int64 = 1_000) { ms += step }
}

/// One computer of a test: its name, its merge state and an engine on a folder of its own
/// (what its sync tool keeps), reading `clock` shifted by `offset`.
final class TestComputer {
  let device: DeviceID
  let root: String
  var state: MemoryMergeState
  private(set) var engine: SyncEngine
  let clock: TestClock
  let offset: Int64

  init(
    _ name: String, root: String, clock: TestClock, offset: Int64 = 0,
    state: MemoryMergeState = MemoryMergeState()
  ) throws {
    device = try DeviceID(name)
    self.root = root
    self.clock = clock
    self.offset = offset
    self.state = state
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    engine = SyncEngine(
      device: device, folder: SyncFolder(path: root), key: testKey, state: state,
      now: { [clock] in clock.ms + offset })
  }

  /// The computer's store replaced by `state` (a restored backup), same name, same folder.
  func restore(_ state: MemoryMergeState) {
    self.state = state
    engine = SyncEngine(
      device: device, folder: SyncFolder(path: root), key: testKey, state: state,
      now: { [clock, offset] in clock.ms + offset })
  }

  @discardableResult
  func record(_ changes: JournalChange...) throws -> [ChangeStamp] { try record(changes) }

  @discardableResult
  func record(_ changes: [JournalChange]) throws -> [ChangeStamp] {
    clock.advance()
    return try engine.record(changes)
  }

  @discardableResult
  func sync() throws -> SyncReport {
    clock.advance()
    return try engine.sync()
  }

  func value(_ item: JournalItem, _ field: JournalField) throws -> JournalValue? {
    try engine.resolution(of: FieldKey(item, field))?.value
  }
}

/// Copies every file of `from`'s own folder into `to`'s folder, as a sync tool would.
func deliver(_ from: TestComputer, to: TestComputer) throws {
  let source = from.root + "/" + from.device.text
  let target = to.root + "/" + from.device.text
  try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
  for name in try FileManager.default.contentsOfDirectory(atPath: source) {
    let destination = target + "/" + name
    if FileManager.default.fileExists(atPath: destination) {
      try FileManager.default.removeItem(atPath: destination)
    }
    try FileManager.default.copyItem(atPath: source + "/" + name, toPath: destination)
  }
}

func day(_ text: String) -> Day {
  do { return try Day(parsing: text) } catch { fatalError("\(error)") }
}
