import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// A restore onto a disk with room for the kept copy of the store but not for the restored
/// rows, on a small tmpfs of the test's own: exit 74, and the journal, its files and the
/// folder are as they were, with no `.bak` left behind.
@Suite struct RestoreDiskLimitTests {
  @Test func aRestoreWhoseRowsDoNotFitIs74AndLeavesTheStoreAsItWas() throws {
    let mount = try ScratchMount(kibibytes: 4096)
    let path = mount.file("mood.sqlite")
    for day in ["2026-11-27", "2026-11-28", "2026-11-29"] {
      try MoodBinary.run(["log", "6", "--date", day, "--reason", "kept \(day)"], store: path)
        .succeeded()
    }
    let listed = try MoodBinary.run(["list", "--all", "--json"], store: path).stdout
    let backup = try TemporaryStore()
    try backup.fill(with: Fixtures.year)
    let storeSize = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    let backupSize = try #require(
      try FileManager.default.attributesOfItem(atPath: backup.path)[.size] as? Int)

    // Room for the kept copy of the store and a little more; not for the backup's rows.
    var info = statvfs()
    #expect(statvfs(mount.path, &info) == 0)
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    let room = storeSize + 16 * 1024
    try #require(backupSize > room, "the backup's rows cannot fit: \(backupSize) bytes")
    let filler = mount.file("filler")
    #expect(FileManager.default.createFile(atPath: filler, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
    try handle.write(contentsOf: Data(repeating: 1, count: free - room))
    try handle.close()

    let result = try MoodBinary.run(["restore", backup.path, "--yes"], store: path)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("no space left on device"), "\(result.stderr)")
    #expect(!result.stdout.contains("Restored"), "\(result.stdout)")
    let names = try FileManager.default.contentsOfDirectory(atPath: mount.path)
    #expect(!names.contains { $0.hasSuffix(".bak") }, "\(names)")
    #expect(try MoodBinary.run(["list", "--all", "--json"], store: path).stdout == listed)
  }
}
