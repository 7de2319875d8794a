import Foundation
import MoodApp
import MoodCore
import MoodStore
import TestSupport
import Testing

/// `mood devices`, `mood devices revoke` and `mood devices rename` on a real book of devices in
/// a temporary data folder, with the built binary.
@Suite struct DevicesCommandTests {
  let data: TemporaryDirectory
  let folder: PhoneFolder
  let paired = Date(timeIntervalSince1970: 1_764_446_400)  // 2025-11-29T20:00:00Z

  init() throws {
    data = try TemporaryDirectory(prefix: "moodcard-devices-cli")
    folder = PhoneFolder(environment: ["XDG_DATA_HOME": data.path])
  }

  private func mood(_ arguments: [String], input: String = "") throws -> CommandResult {
    try MoodBinary.run(arguments, environment: ["XDG_DATA_HOME": data.path], input: input)
  }

  /// Pairs "Phone 1" (seen a minute after pairing) and "Phone 2" (never seen since).
  private func pairTwo() throws -> [PairedDevice] {
    let book = try DeviceBook(folder: folder, ifMissing: .create)
    defer { try? book.close() }
    for (index, secret) in ["secret-1", "secret-2"].enumerated() {
      let at = paired.addingTimeInterval(Double(index) * 3600)
      _ = try book.offer(codeHash: "code-\(index)", madeAt: at)
      _ = try book.pair(
        codeHash: "code-\(index)", secretHash: secret, at: at, defaultName: { "Phone \($0)" })
    }
    _ = try book.device(secretHash: "secret-1", at: paired.addingTimeInterval(60))
    return try book.devices()
  }

  @Test func withoutDevicesItSaysHowToPairOneAndMakesNoFile() throws {
    let listed = try mood(["devices"])
    #expect(listed.status == 0)
    #expect(listed.stdout.isEmpty)
    #expect(listed.stderr.contains("No devices are paired. Start `mood serve --phone`"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    #expect(try mood(["devices", "list", "--json"]).stdout == "[]\n")
  }

  @Test func theListShowsNamesIdsAndWhenEachWasPairedAndLastUsed() throws {
    let devices = try pairTwo()
    let listed = try mood(["devices", "list"])
    #expect(listed.status == 0)
    let lines = listed.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("NAME"))
    #expect(lines[1].hasPrefix("Phone 1"))
    #expect(lines[1].contains(devices[0].id))
    #expect(lines[1].contains("2025-11-29 20:00"))
    #expect(lines[1].hasSuffix("2025-11-29 20:01"))
    #expect(lines[2].hasSuffix("2025-11-29 21:00"))
  }

  @Test func jsonGivesEachDevicesIdNamePairedAtAndLastSeenAt() throws {
    let devices = try pairTwo()
    let listed = try mood(["devices", "list", "--json"])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    #expect(parsed.count == 2)
    #expect(parsed[0]["id"] as? String == devices[0].id)
    #expect(parsed[0]["name"] as? String == "Phone 1")
    #expect(parsed[0]["pairedAt"] as? String == "2025-11-29T20:00:00.000Z")
    #expect(parsed[0]["lastSeenAt"] as? String == "2025-11-29T20:01:00.000Z")
    #expect(Set(parsed[1].keys) == ["id", "name", "pairedAt", "lastSeenAt"])
  }

  @Test func revokeEndsADeviceByNameOrId() throws {
    let devices = try pairTwo()
    let revoked = try mood(["devices", "revoke", "phone 1"])
    #expect(revoked.status == 0)
    #expect(
      revoked.stdout == "Revoked Phone 1 (\(devices[0].id)): its next request is refused. "
        + "Pair it again with a new code.\n")
    #expect(try mood(["devices", "revoke", devices[1].id]).status == 0)
    #expect(try mood(["devices", "list", "--json"]).stdout == "[]\n")
    let book = try DeviceBook(folder: folder, ifMissing: .create)
    #expect(try book.revokedName(secretHash: "secret-1") == "Phone 1")
    try book.close()
  }

  @Test func revokeDeletesTheDevicesPasskeysAndNoOtherDevices() throws {
    let devices = try pairTwo()
    let set = try mood(["lock", "set"], input: "246810\n246810\n")
    #expect(set.status == 0, "\(set.stderr)")
    // Two passkeys of Phone 1, one of Phone 2, one of this computer's browsers ("").
    let owners = [devices[0].id, devices[0].id, devices[1].id, ""]
    let lock = try LockBook(folder: folder, ifMissing: .create)
    for (index, owner) in owners.enumerated() {
      try lock.add(
        StoredPasskey(
          credentialID: "credential-\(index)", device: owner, algorithm: -7,
          publicKey: "key-\(index)", signCount: 0, createdAt: paired))
    }
    try lock.close()

    let revoked = try mood(["devices", "revoke", "Phone 1"])
    #expect(revoked.status == 0, "\(revoked.stderr)")
    let after = try LockBook(folder: folder, ifMissing: .useEmpty)
    defer { try? after.close() }
    // Every passkey left, by credential: exactly the other devices', none of Phone 1's.
    let left = try [devices[0].id, devices[1].id, ""].flatMap { try after.passkeys(device: $0) }
    #expect(left.map(\.credentialID) == ["credential-2", "credential-3"])
    #expect(left.map(\.device) == [devices[1].id, ""])
    #expect(try mood(["lock", "status"]).stdout.hasSuffix("Passkeys: 2.\n"))
  }

  @Test func revokeWithoutALockMakesNoLockFile() throws {
    _ = try pairTwo()
    #expect(try mood(["devices", "revoke", "Phone 1"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.file(LockBook.fileName).path))
  }

  @Test func anUnknownDeviceIsNamedWithTheDevicesThereAreInBothLanguages() throws {
    let devices = try pairTwo()
    let unknown = try mood(["devices", "revoke", "Tablet"])
    #expect(unknown.status == 66)
    #expect(
      unknown.stderr.contains(
        "no paired device is named \"Tablet\" or has that id; the devices are Phone 1 "
          + "(\(devices[0].id)) or Phone 2 (\(devices[1].id))"))
    let chinese = try mood(["devices", "rename", "Tablet", "X", "--locale", "zh-Hans"])
    #expect(chinese.status == 66)
    #expect(chinese.stderr.contains("没有名称或 ID 为“Tablet”的已配对设备"))
    #expect(try mood(["devices", "list", "--json"]).stdout.contains("Phone 1"), "nothing changed")
  }

  @Test func renameRefusesATakenOrEmptyName() throws {
    _ = try pairTwo()
    let renamed = try mood(["devices", "rename", "Phone 1", "Ana's phone"])
    #expect(renamed.status == 0)
    #expect(renamed.stdout.hasPrefix("Renamed the device to Ana's phone ("))
    let taken = try mood(["devices", "rename", "Phone 2", "ANA'S PHONE"])
    #expect(taken.status == 65)
    #expect(taken.stderr.contains("another device is named \"Ana's phone\" already"))
    let empty = try mood(["devices", "rename", "Phone 2", " "])
    #expect(empty.status == 64)
    #expect(empty.stderr.contains("\" \" cannot name a device: give 1 to 40 characters"))
  }
}
