import CGnuTLSClient
import Foundation

/// The web app's lock on the server: an unlock with a passkey (ES256, checked by GnuTLS, its
/// counter written to `lock.sqlite`), over loopback at `localhost`, where passkeys work without
/// TLS; target p95 under 50 ms. OpenSSL signs each answer before the clock starts. The PIN's
/// unlock is timed beside it: Argon2id's cost is deliberate, so it has no target.
enum LockCases {
  static func run(runs: Int, mood: String, store: String, work: String, report: inout Report)
    throws
  {
    let home = work + "/lock"
    try? FileManager.default.removeItem(atPath: home)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let pin = "246810"
    let set = Process()
    set.executableURL = URL(fileURLWithPath: mood)
    set.arguments = ["lock", "set"]
    set.environment = ["HOME": home, "XDG_DATA_HOME": home + "/data", "MOODCARD_STORE": store]
    let input = Pipe()
    set.standardInput = input
    set.standardOutput = FileHandle.nullDevice
    try set.run()
    input.fileHandleForWriting.write(Data("\(pin)\n\(pin)\n".utf8))
    try input.fileHandleForWriting.close()
    set.waitUntilExit()
    guard set.terminationStatus == 0 else { throw BenchError("mood lock set failed") }

    let server = try ServeCases.Server(mood: mood, store: store, home: home)
    defer { server.stop() }
    let host = "localhost:\(server.port)"
    let opened = try exchange(server.port, "GET", "/?token=\(server.token)", headers: [:])
    guard let cookie = opened.head.firstMatch(of: /Set-Cookie: ([^;]+);/)?.1 else {
      throw BenchError("no session: \(opened.head.prefix(60))")
    }
    let page = try exchange(server.port, "GET", "/lock", headers: ["Cookie": String(cookie)])
    guard let csrf = page.body.firstMatch(of: /name="csrf-token" content="([0-9a-f]+)"/)?.1 else {
      throw BenchError("no lock screen")
    }
    let headers = [
      "Cookie": String(cookie), "Host": host, "Origin": "http://\(host)",
      "Sec-Fetch-Site": "same-origin", "X-CSRF-Token": String(csrf),
      "Content-Type": "application/json",
    ]
    func post(_ path: String, _ body: [String: String] = [:]) throws -> (head: String, body: String)
    {
      try exchange(
        server.port, "POST", path, headers: headers,
        body: try JSONSerialization.data(withJSONObject: body))
    }

    var pins = Samples()
    for _ in 0..<5 {
      let start = now()
      let unlocked = try post("/api/lock/unlock", ["secret": pin])
      pins.add(now() - start)
      guard unlocked.head.hasPrefix("HTTP/1.1 200") else { throw BenchError(unlocked.head) }
    }

    // A passkey, registered once unlocked.
    let key = try Key(folder: home)
    let options = try json(try post("/api/lock/passkey-options").body)
    let created = clientData(
      "webauthn.create", options["challenge"] ?? "", origin: "http://\(host)")
    var authData =
      sha256(Array("localhost".utf8)) + [0x45, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
    authData += [0, UInt8(key.id.count)] + key.id + key.cose
    let attestation: [UInt8] =
      [0xA3, 0x63] + Array("fmt".utf8) + [0x64] + Array("none".utf8) + [0x67]
      + Array("attStmt".utf8) + [0xA0] + [0x68] + Array("authData".utf8)
      + [0x58, UInt8(authData.count)] + authData
    let registered = try post(
      "/api/lock/passkeys",
      ["clientDataJSON": base64url(created), "attestationObject": base64url(attestation)])
    guard registered.head.hasPrefix("HTTP/1.1 201") else { throw BenchError(registered.head) }

    var passkeys = Samples()
    for counter in 1...max(runs * 5, 100) {
      _ = try post("/api/lock/relock")
      let asked = try json(try post("/api/lock/passkey-challenge").body)
      let data = clientData("webauthn.get", asked["challenge"] ?? "", origin: "http://\(host)")
      let authenticatorData =
        sha256(Array("localhost".utf8)) + [0x05]
        + withUnsafeBytes(of: UInt32(counter).bigEndian, Array.init)
      let signature = try key.sign(authenticatorData + sha256(data))
      let body = [
        "id": base64url(key.id), "clientDataJSON": base64url(data),
        "authenticatorData": base64url(authenticatorData), "signature": base64url(signature),
      ]
      let start = now()
      let unlocked = try post("/api/lock/passkey-unlock", body)
      passkeys.add(now() - start)
      guard unlocked.head.hasPrefix("HTTP/1.1 204") else { throw BenchError(unlocked.head) }
    }
    report.table(
      "The web app's lock: an unlock on the server, over loopback",
      columns: ["unlock", "p50", "p95"])
    report.row(["a passkey (ES256, GnuTLS, counter written)"] + passkeys.latencyCells)
    report.row(["the PIN (Argon2id, 64 MiB, on purpose)"] + pins.latencyCells)
    report.note(
      String(
        format: "Passkey unlock p95 in this run: %.1f ms (target under 50 ms)",
        passkeys.quantile(0.95)))
  }

  /// A P-256 key of OpenSSL's, which signs the answers.
  struct Key {
    let folder: String
    let id: [UInt8] = Array("bench-passkey".utf8)
    let cose: [UInt8]

    init(folder: String) throws {
      self.folder = folder
      try Self.openssl([
        "ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", folder + "/key.pem",
      ])
      try Self.openssl([
        "pkey", "-in", folder + "/key.pem", "-pubout", "-outform", "DER", "-out",
        folder + "/public.der",
      ])
      let point = Array(
        try Data(contentsOf: URL(fileURLWithPath: folder + "/public.der")).suffix(64))
      cose =
        [0xA5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20] + point.prefix(32)
        + [0x22, 0x58, 0x20] + point.suffix(32)
    }

    func sign(_ data: [UInt8]) throws -> [UInt8] {
      try Data(data).write(to: URL(fileURLWithPath: folder + "/data.bin"))
      try Self.openssl([
        "dgst", "-sha256", "-sign", folder + "/key.pem", "-out", folder + "/signature.bin",
        folder + "/data.bin",
      ])
      return Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/signature.bin")))
    }

    private static func openssl(_ arguments: [String]) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
      process.arguments = arguments
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw BenchError("openssl \(arguments[0]) failed")
      }
    }
  }

  static func clientData(_ type: String, _ challenge: String, origin: String) -> [UInt8] {
    Array(#"{"type":"\#(type)","challenge":"\#(challenge)","origin":"\#(origin)"}"#.utf8)
  }

  static func sha256(_ bytes: [UInt8]) -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    _ = bytes.withUnsafeBytes {
      gnutls_hash_fast(GNUTLS_DIG_SHA256, $0.baseAddress, $0.count, &digest)
    }
    return digest
  }

  static func base64url(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  static func json(_ text: String) throws -> [String: String] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    return object.compactMapValues { $0 as? String }
  }

  /// One request on a connection of its own to 127.0.0.1:`port`, read to its end.
  static func exchange(
    _ port: Int, _ method: String, _ path: String, headers: [String: String], body: Data = Data()
  ) throws -> (head: String, body: String) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw BenchError("cannot connect to port \(port)") }
    var all = headers
    all["Host"] = all["Host"] ?? "127.0.0.1:\(port)"
    all["Connection"] = "close"
    all["Content-Length"] = String(body.count)
    let head = "\(method) \(path) HTTP/1.1\r\n" + all.map { "\($0): \($1)\r\n" }.joined() + "\r\n"
    let bytes = Array(head.utf8) + Array(body)
    guard
      bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
        == bytes.count
    else { throw BenchError("cannot send to port \(port)") }
    var answer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { break }
      answer += chunk[..<count]
    }
    let text = String(decoding: answer, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    return (parts.first ?? "", parts.dropFirst().joined(separator: "\r\n\r\n"))
  }
}
