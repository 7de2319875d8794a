import Foundation
import TestSupport
import Testing

/// The phone folder damaged or half gone, through the built `mood serve --listen 127.0.0.2`:
/// the certificate authority a phone trusts is never silently replaced (exit 73, naming the
/// file), and each damage is blamed on what is damaged.
@Suite(.serialized) struct ServePhoneFolderDamageTests {
  let folder: TemporaryDirectory
  var data: String { folder.file("data") }
  var phone: String { data + "/moodcard/phone" }

  init() throws { folder = try TemporaryDirectory(prefix: "moodcard-tls") }

  /// Starts a server once, so the folder holds a CA, a server certificate and the devices.
  private func firstStart() throws {
    let server = try ServeProcess(
      store: folder.file("mood.sqlite"), arguments: ["--listen", "127.0.0.2"],
      environment: ["XDG_DATA_HOME": data])
    #expect(server.stop().status == 0)
  }

  private func start() throws -> CommandResult {
    try MoodBinary.run(
      ["serve", "--port", "0", "--listen", "127.0.0.2"], store: folder.file("mood.sqlite"),
      environment: ["XDG_DATA_HOME": data])
  }

  private func bytes(_ name: String) -> Data? {
    FileManager.default.contents(atPath: phone + "/" + name)
  }

  @Test func halfACertificateAuthorityIs73NamingTheMissingFileAndNothingIsMade() throws {
    try firstStart()
    for (missing, present) in [
      ("authority-key.pem", "authority.pem"), ("authority.pem", "authority-key.pem"),
    ] {
      let kept = try #require(bytes(missing))
      let other = try #require(bytes(present))
      try FileManager.default.removeItem(atPath: phone + "/" + missing)
      let result = try start()
      #expect(result.status == 73, "\(missing): \(result.stderr)")
      #expect(
        result.stderr == "Error: \(phone)/\(missing) is missing, beside \(phone)/\(present): "
          + "half of the certificate authority your phones trust is gone, and MoodCard does not "
          + "replace it: put the file back, or move the folder aside to make a new one (each "
          + "phone must then trust the new one).\n")
      #expect(result.stdout.isEmpty)
      #expect(bytes(missing) == nil, "no new half was made")
      #expect(bytes(present) == other)
      try kept.write(to: URL(fileURLWithPath: phone + "/" + missing))
    }
  }

  @Test func aKeyOfAnotherAuthorityIs73NamingTheKey() throws {
    try firstStart()
    let other = try TemporaryDirectory(prefix: "moodcard-tls-other")
    let stranger = try ServeProcess(
      store: other.file("mood.sqlite"), arguments: ["--listen", "127.0.0.2"],
      environment: ["XDG_DATA_HOME": other.path])
    #expect(stranger.stop().status == 0)
    let authority = try #require(bytes("authority.pem"))
    for name in ["authority-key.pem", "server-key.pem"] {
      let own = try #require(bytes(name))
      let stranger = try #require(
        FileManager.default.contents(atPath: other.path + "/moodcard/phone/" + name))
      #expect(stranger != own)
      try stranger.write(to: URL(fileURLWithPath: phone + "/" + name))
      let certificate = name == "server-key.pem" ? "server.pem" : "authority.pem"
      let result = try start()
      #expect(result.status == 73, "\(name): \(result.stderr)")
      #expect(
        result.stderr.hasPrefix(
          "Error: \(phone)/\(name) is not the key of the certificate \(phone)/\(certificate): "
            + "one of them was replaced."), "\(result.stderr)")
      #expect(bytes("authority.pem") == authority)
      try own.write(to: URL(fileURLWithPath: phone + "/" + name))
    }
    let again = try ServeProcess(
      store: folder.file("mood.sqlite"), arguments: ["--listen", "127.0.0.2"],
      environment: ["XDG_DATA_HOME": data])
    #expect(again.stop().status == 0, "the right keys back, it serves")
  }

  @Test func damageInThePhoneFolderIsBlamedOnWhatIsDamaged() throws {
    try firstStart()
    // A garbage server key: the file, not the HTTP server.
    let serverKey = try #require(bytes("server-key.pem"))
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: phone + "/server-key.pem"))
    var result = try start()
    #expect(result.status == 73)
    #expect(
      result.stderr.hasPrefix(
        "Error: \(phone)/server-key.pem cannot be read as a certificate or key: it is this "
          + "server's, not the authority your phones trust, so moving it aside is safe"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("HTTP server"))
    try serverKey.write(to: URL(fileURLWithPath: phone + "/server-key.pem"))

    // A folder where a key should be: not "permission denied".
    let authorityKey = try #require(bytes("authority-key.pem"))
    try FileManager.default.removeItem(atPath: phone + "/authority-key.pem")
    try FileManager.default.createDirectory(
      atPath: phone + "/authority-key.pem", withIntermediateDirectories: false)
    result = try start()
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "Error: \(phone)/authority-key.pem is not a file, where MoodCard keeps a certificate "
        + "or key for phones; MoodCard does not replace it: move it aside\n")
    try FileManager.default.removeItem(atPath: phone + "/authority-key.pem")
    try authorityKey.write(to: URL(fileURLWithPath: phone + "/authority-key.pem"))

    // A garbage list of devices: not the journal's "--store".
    try Data(repeating: 0x41, count: 4096).write(
      to: URL(fileURLWithPath: phone + "/devices.sqlite"))
    result = try start()
    #expect(result.status != 0)
    #expect(
      result.stderr.contains(
        "\(phone)/devices.sqlite, the list of paired phones, is damaged or not MoodCard's: move "
          + "it aside to start an empty list, and pair each phone again"), "\(result.stderr)")
    #expect(!result.stderr.contains("--store"))
    let listed = try MoodBinary.run(
      ["devices"], store: folder.file("mood.sqlite"), environment: ["XDG_DATA_HOME": data])
    #expect(listed.stderr.contains("the list of paired phones, is damaged"), "\(listed.stderr)")
    #expect(!listed.stderr.contains("--store"))
  }
}
