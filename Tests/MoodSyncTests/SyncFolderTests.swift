import Foundation
import MoodCore
import MoodSync
import TestSupport
import Testing

@Suite struct SyncFolderTests {
  let folder: TemporaryDirectory
  let clock = TestClock()
  let laptop: TestComputer
  let desktop: TestComputer
  let entry = JournalItem.entry(day("2026-05-06"))

  init() throws {
    folder = try TemporaryDirectory(prefix: "moodsync")
    laptop = try TestComputer("laptop", root: folder.file("laptop"), clock: clock)
    desktop = try TestComputer("desktop", root: folder.file("desktop"), clock: clock)
  }

  func batches(of computer: TestComputer) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: computer.root + "/" + computer.device.text)
      .filter { $0.hasPrefix("batch-") }.sorted()
  }

  @Test func namesAreToldApart() {
    #expect(SyncFileName("batch-000000000012-00000000000000ff.age") == .batch(seq: 12, id: 255))
    #expect(
      SyncFileName("snapshot-000000000003-0123456789abcdef.age")
        == .snapshot(seq: 3, id: 0x0123_4567_89ab_cdef))
    #expect(SyncFileName("applied.age") == .frontier)
    #expect(
      SyncFileName("batch-000000000012-00000000000000ff.sync-conflict-20261206-101010-ABCDEFG.age")
        == .syncConflict)
    #expect(SyncFileName(".syncthing.batch-000000000012-00000000000000ff.age.tmp") == .temporary)
    #expect(SyncFileName("~syncthing~batch-000000000012-00000000000000ff.age.tmp") == .temporary)
    #expect(SyncFileName(".batch-000000000012-00000000000000ff.age.1F2E.tmp") == .temporary)
    #expect(SyncFileName("batch-12-ff.age") == .other)
    #expect(SyncFileName("batch-000000000012-00000000000000FF.age") == .other)
    #expect(SyncFileName.batch(seq: 12, id: 255).text == "batch-000000000012-00000000000000ff.age")
  }

  @Test func aCutBatchWaitsUntilItIsWholeAndCopiesAndTemporaryFilesAreNeverRead() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .reason, .text("first")))
    try laptop.sync()
    let name = try #require(try batches(of: laptop).first)
    let source = laptop.root + "/laptop/" + name
    let whole = try Data(contentsOf: URL(fileURLWithPath: source))
    let target = desktop.root + "/laptop"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    // A copy under Syncthing's names and a cut one under the real name.
    for other in [
      ".syncthing.\(name).tmp", "~syncthing~\(name).tmp",
      name.replacingOccurrences(of: ".age", with: ".sync-conflict-20261206-101010-ABCDEFG.age"),
    ] {
      try whole.write(to: URL(fileURLWithPath: target + "/" + other))
    }
    try whole.prefix(whole.count - 7).write(to: URL(fileURLWithPath: target + "/" + name))
    let cut = try desktop.sync()
    #expect(cut.applied.isEmpty)
    #expect(cut.warnings == [.waiting(path: target + "/" + name)])
    #expect(try desktop.engine.exists(entry) == nil)
    try whole.write(to: URL(fileURLWithPath: target + "/" + name))
    let complete = try desktop.sync()
    #expect(complete.applied.map(\.seq) == [1])
    #expect(complete.warnings.isEmpty)
    #expect(try desktop.value(entry, .reason) == .text("first"))
  }

  @Test func aBatchWaitsForTheBatchesItFollows() throws {
    try laptop.record(
      JournalChange(entry, .exists, .flag(true)), JournalChange(entry, .score, .number(2)))
    try laptop.sync()
    try laptop.record(JournalChange(entry, .score, .number(6)))
    try laptop.sync()
    let names = try batches(of: laptop)
    #expect(names.count == 2)
    let target = desktop.root + "/laptop"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: laptop.root + "/laptop/" + names[1], toPath: target + "/" + names[1])
    let early = try desktop.sync()
    #expect(early.applied.isEmpty)
    #expect(early.warnings.count == 1)
    #expect(try desktop.engine.exists(entry) == nil)
    try deliver(laptop, to: desktop)
    #expect(try desktop.sync().applied.map(\.seq) == [1, 2])
    #expect(try desktop.value(entry, .score) == .number(6))
    #expect(try desktop.engine.conflicts().isEmpty)
  }

  @Test func aFileSealedToAnotherKeyIsToldAndLeftAlone() throws {
    let other = SyncEngine(
      device: try DeviceID("intruder"), folder: SyncFolder(path: folder.file("desktop")),
      key: try SyncKey.generate(), state: MemoryMergeState())
    try other.record([JournalChange(entry, .reason, .text("not yours"))])
    _ = try other.sync()
    let report = try desktop.sync()
    #expect(report.applied.isEmpty)
    #expect(report.warnings.contains { if case .foreignKey = $0 { true } else { false } })
    #expect(try desktop.engine.exists(entry) == nil)
  }

  @Test func aRecordsChecksumTellsAChangedByte() throws {
    try laptop.record(JournalChange(entry, .reason, .text("checked")))
    try laptop.sync()
    let path = laptop.root + "/laptop/" + (try batches(of: laptop)[0])
    let sealed = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let plain = try testKey.open(sealed, path: path)
    #expect(try SyncBatch(plaintext: plain).records.map(\.change.value) == [.text("checked")])
    var changed = plain
    changed[changed.count - 6] ^= 0x20
    #expect(throws: SyncError.damaged("a batch", reason: "record 1 fails its checksum")) {
      try SyncBatch(plaintext: changed)
    }
    #expect(throws: SyncError.damaged("a batch", reason: "it ends inside a record")) {
      try SyncBatch(plaintext: Array(plain.dropLast(3)))
    }
    #expect(throws: SyncError.self) { try testKey.open(Array(sealed.dropLast(1)), path: path) }
  }
}
