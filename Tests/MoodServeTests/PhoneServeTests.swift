import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// A phone paired to a real `mood serve --listen 127.0.0.2` over HTTPS (curl trusting the CA
/// the server made): the device's cookie, a restart that keeps the device, and a revoke by
/// `mood devices revoke` from another process while the server runs.
@Suite struct PhoneServeTests {
  let store: TemporaryStore
  let data: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    data = try TemporaryDirectory(prefix: "moodcard-phone-serve")
  }

  private var environment: [String: String] { ["XDG_DATA_HOME": data.path] }

  private func start() throws -> ServeProcess {
    try ServeProcess(
      store: store.path, arguments: ["--listen", "127.0.0.2"], environment: environment)
  }

  /// What the server printed up to the code to type, after its pairing lines and QR code.
  private func printed(by server: ServeProcess) -> String {
    var printed = server.firstLine
    while !printed.contains("Or type the code") {
      let chunk = server.stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += String(decoding: chunk, as: UTF8.self)
    }
    return printed
  }

  /// The first pairing address the server printed.
  private func pairingAddress(in printed: String) throws -> String {
    String(try #require(printed.firstMatch(of: /Pair a phone: (https:\/\/\S+)\n/)?.1))
  }

  /// What curl gets from `address` over TLS, trusting the server's CA: status, headers, body.
  private func curl(_ address: String, cookie: String? = nil) throws -> (
    status: Int, head: String, body: String
  ) {
    let authority = "\(data.path)/moodcard/phone/authority.pem"
    let arguments =
      ["--silent", "--include", "--noproxy", "*", "--cacert", authority, address]
      + (cookie.map { ["--header", "Cookie: \($0)"] } ?? [])
    let result = try ChildProcess.run("/usr/bin/curl", arguments, environment: [:])
    let parts = result.stdout.split(separator: "\r\n\r\n", maxSplits: 1)
    let head = String(parts.first ?? "")
    let status = head.firstMatch(of: /HTTP\/[0-9.]+ (\d+)/).flatMap { Int($0.1) } ?? 0
    return (status, head, parts.count > 1 ? String(parts[1]) : "")
  }

  @Test func aPhonePairsOverHTTPSKeepsItsDeviceAcrossARestartAndIsRevokedAtOnce() throws {
    var server = try start()
    let address = try pairingAddress(in: printed(by: server))
    #expect(address.hasPrefix("https://127.0.0.2:\(server.port)/pair?code="))
    let paired = try curl(address)
    #expect(paired.status == 303)
    let cookie = String(
      try #require(paired.head.firstMatch(of: /moodcard-device=[0-9a-f]{64}/)?.0))
    #expect(paired.head.contains("HttpOnly; Secure; SameSite=Strict; Max-Age=31536000; Path=/"))
    let origin = "https://127.0.0.2:\(server.port)"
    #expect(try curl(origin + "/", cookie: cookie).status == 200)
    #expect(try curl(address).status == 403, "a code pairs once")

    _ = server.stop()
    server = try start()
    let port = server.port
    #expect(try curl("https://127.0.0.2:\(port)/api/entries", cookie: cookie).status == 200)

    let listed = try MoodBinary.run(["devices", "list", "--json"], environment: environment)
    #expect(listed.stdout.contains(#""name":"Phone 1""#))
    let revoked = try MoodBinary.run(["devices", "revoke", "Phone 1"], environment: environment)
    #expect(revoked.status == 0)
    let refused = try curl("https://127.0.0.2:\(port)/history", cookie: cookie)
    #expect(refused.status == 401)
    #expect(refused.head.lowercased().contains("content-type: text/html"))
    #expect(refused.body.contains("Your computer ended the pairing of this phone (Phone 1)."))
    _ = server.stop()
  }

  @Test func thePrintedQRCodeReadsBackAsThePrintedAddress() throws {
    let server = try start()
    let printed = printed(by: server)
    let address = try pairingAddress(in: printed)
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
    let drawing = lines.filter { line in line.allSatisfy { "▀▄█ ".contains($0) } && !line.isEmpty }
    #expect(!printed.contains("\u{1B}["), "no colours when standard output is no terminal")
    #expect(try QRReading.decode(terminalText: drawing.joined(separator: "\n")) == address)
    _ = server.stop()
  }
}
