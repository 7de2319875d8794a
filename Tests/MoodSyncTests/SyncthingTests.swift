import Foundation
import MoodCore
import MoodSync
import SyncthingSupport
import TestSupport
import Testing

/// Real Syncthing carries MoodSync's files between two computers, and carries only ciphertext.
@Suite(.serialized) struct SyncthingTests {
  @Test func aSealedBatchCrossesSyncthingBothWaysAndTheFolderHoldsNoPlaintext() throws {
    let pair = try SyncthingPair()
    defer { pair.stop() }
    let laptop = SyncEngine(
      device: try DeviceID("laptop"), folder: SyncFolder(path: pair.folders[0]), key: testKey,
      state: MemoryMergeState())
    let desktop = SyncEngine(
      device: try DeviceID("desktop"), folder: SyncFolder(path: pair.folders[1]), key: testKey,
      state: MemoryMergeState())
    let day = JournalItem.entry(day("2026-12-05"))
    let habit = JournalItem.habit(uuid: "5E1C5A0A-7F3A-4C1B-9D2E-0A1B2C3D4E5F")
    let secrets = [
      "Walked along the Elbe with Ingrid, then soup", "Cold-water swim at dawn", "zärtlich-ruhig",
    ]
    try laptop.record([
      JournalChange(day, .exists, .flag(true)), JournalChange(day, .score, .number(8)),
      JournalChange(day, .reason, .text(secrets[0])),
      JournalChange(habit, .exists, .flag(true)), JournalChange(habit, .name, .text(secrets[1])),
    ])
    let sealed = try #require(try laptop.sync().sealed)
    let name = try #require(SyncFileName.batch(seq: sealed.seq, id: sealed.id).text)
    let sent = try Data(contentsOf: URL(fileURLWithPath: pair.folders[0] + "/laptop/" + name))
    let arriving = pair.folders[1] + "/laptop/" + name
    try pair.wait(for: "the laptop's batch in the desktop's folder") {
      FileManager.default.contents(atPath: arriving) == sent
    }
    let applied = try desktop.sync()
    #expect(applied.applied == [sealed])
    #expect(applied.warnings.isEmpty)
    #expect(try desktop.resolution(of: FieldKey(day, .reason))?.value == .text(secrets[0]))
    #expect(try desktop.resolution(of: FieldKey(habit, .name))?.value == .text(secrets[1]))

    // And back: the desktop's edit of the same day, and its word of its own.
    try desktop.record([
      JournalChange(day, .score, .number(6)),
      JournalChange(.word(id: "w1"), .english, .text(secrets[2])),
    ])
    let back = try #require(try desktop.sync().sealed)
    let backName = try #require(SyncFileName.batch(seq: back.seq, id: back.id).text)
    let backBytes = try Data(
      contentsOf: URL(fileURLWithPath: pair.folders[1] + "/desktop/" + backName))
    try pair.wait(for: "the desktop's batch in the laptop's folder") {
      FileManager.default.contents(atPath: pair.folders[0] + "/desktop/" + backName) == backBytes
    }
    #expect(try laptop.sync().applied == [back])
    #expect(try laptop.resolution(of: FieldKey(day, .score))?.value == .number(6))
    #expect(
      try laptop.resolution(of: FieldKey(.word(id: "w1"), .english))?.value == .text(secrets[2]))

    // Each computer's `applied.age` reaches the other: what pruning waits on.
    try pair.wait(for: "both computers' applied files in both folders") {
      pair.folders.allSatisfy { folder in
        ["laptop", "desktop"].allSatisfy {
          FileManager.default.fileExists(atPath: folder + "/" + $0 + "/applied.age")
        }
      }
    }
    let files = try pair.folders.flatMap { try Self.files(under: $0) }
    let ours = files.filter { $0.hasSuffix(".age") }
    #expect(ours.count >= 8)  // 2 batches and 2 applied files, in each folder
    for file in files {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
      for secret in secrets + ["Elbe", "Ingrid", "MOODSYNC"] {
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) in \(file)")
      }
    }
  }

  /// Every regular file under `folder`, Syncthing's own marker folder included.
  static func files(under folder: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(folder + "/" + relative)
      }
    }
    return files
  }
}
