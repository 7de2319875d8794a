import Foundation
import MoodApp
import MoodServe
import TestSupport
import Testing

/// `mood serve` over TLS for phones, on the wire: `--listen 127.0.0.2` stands for a home
/// network address, and curl and certtool (GnuTLS's) check what a phone's browser would.
/// `--phone` itself runs in a network namespace of the test's own, with a veth pair, so that no
/// test traffic ever leaves the machine's loopback.
@Suite(.serialized) struct ServePhoneTLSTests {
  let folder: TemporaryDirectory
  /// MoodCard's data folder for the test, so that every test has a CA of its own.
  var data: String { folder.file("data") }
  var phone: String { data + "/moodcard/phone" }
  var authority: String { phone + "/authority.pem" }

  init() throws { folder = try TemporaryDirectory(prefix: "moodcard-tls") }

  private func serve(_ arguments: [String] = ["--listen", "127.0.0.2"]) throws -> ServeProcess {
    try ServeProcess(
      store: folder.file("mood.sqlite"), arguments: arguments,
      environment: ["XDG_DATA_HOME": data])
  }

  /// Runs curl; `-sS` always.
  private func curl(_ arguments: [String]) throws -> CommandResult {
    try ChildProcess.run("/usr/bin/curl", ["-sS"] + arguments, environment: [:])
  }

  /// The status and headers of `GET path` over TLS to 127.0.0.2, trusting the test's CA.
  private func headOverTLS(_ server: ServeProcess, _ path: String, headers: [String] = [])
    throws -> (status: String, headers: String)
  {
    let result = try curl(
      ["--cacert", authority, "-o", "/dev/null", "-D", "-", "-w", "%{http_code}"]
        + headers.flatMap { ["-H", $0] } + ["https://127.0.0.2:\(server.port)\(path)"])
    #expect(result.status == 0, "\(result.stderr)")
    return (String(result.stdout.suffix(3)), String(result.stdout.dropLast(3)))
  }

  private func certificateText(_ name: String) throws -> String {
    try ChildProcess.run(
      "/usr/bin/certtool", ["-i", "--infile", phone + "/" + name], environment: [:]
    ).stdout
  }

  @Test func aHomeAddressIsServedOverTLSThatTheGeneratedAuthorityVerifies() throws {
    let server = try serve()
    let bearer = "Authorization: Bearer \(server.token)"
    #expect(try headOverTLS(server, "/api/entries?days=7", headers: [bearer]).status == "200")
    // Without the CA the certificate is not trusted: a phone must trust it first.
    let untrusted = try curl(["-o", "/dev/null", "https://127.0.0.2:\(server.port)/"])
    #expect(untrusted.status == 60, "\(untrusted.stderr)")
    // This computer's own address still speaks plain HTTP, with the same token.
    let own = try RawHTTP.send(
      port: server.port, "GET", "/api/entries?days=7",
      headers: ["Authorization": "Bearer \(server.token)"])
    #expect(own.status == 200)
    let stopped = server.stop()
    #expect(stopped.status == 0)
    #expect(stopped.stderr.contains("made the certificate authority your phones will trust"))
    #expect(stopped.stderr.contains("https://127.0.0.2:\(server.port)"))
  }

  @Test func onlyTLS12AndLaterAreSpoken() throws {
    let server = try serve()
    let address = "https://127.0.0.2:\(server.port)/"
    for version in ["--tlsv1.2", "--tlsv1.3"] {
      let result = try curl(
        ["--cacert", authority, version, "-o", "/dev/null", "-w", "%{http_code}", address])
      #expect(result.status == 0 && result.stdout == "401", "\(version): \(result.stderr)")
    }
    let old = try curl(
      ["--cacert", authority, "--tlsv1.0", "--tls-max", "1.1", "-o", "/dev/null", address])
    #expect(old.status != 0)
  }

  @Test func plainHTTPIsRefusedOnEveryAddressButThisComputersOwn() throws {
    let server = try serve()
    let plain = try curl(["-o", "/dev/null", "http://127.0.0.2:\(server.port)/"])
    // The TLS listener answers no plain request: the connection ends without a response.
    #expect(plain.status == 52 || plain.status == 56, "\(plain.status) \(plain.stderr)")
    #expect(try RawHTTP.send(port: server.port, "GET", "/").status == 401)
  }

  @Test func theCertificateNamesTheAddressAndTheAuthorityIsNameConstrained() throws {
    _ = try serve()
    let server = try certificateText("server.pem")
    #expect(server.contains("IPAddress: 127.0.0.2"))
    #expect(server.contains("TLS WWW Server"))
    #expect(server.contains("Certificate Authority (CA): FALSE"))
    let authority = try certificateText("authority.pem")
    #expect(authority.contains("Certificate Authority (CA): TRUE"))
    #expect(authority.contains("Path Length Constraint: 0"))
    #expect(authority.contains("Name Constraints (critical):"))
    for block in [
      "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "fc00::/7",
      "169.254.0.0/16", "fe80::/10", "127.0.0.0/8", "::1/128",
    ] {
      #expect(authority.contains("IPAddress: \(block)\n"), "\(block)")
    }
    // Host names are constrained too, to this computer's .local name (or to nothing), and so
    // are mail addresses: a constraint limits only the kinds of name it lists.
    #expect(authority.contains("DNSname: ") && authority.contains("RFC822Name: invalid"))
    #expect(!authority.contains("Excluded"))
    // GnuTLS's own check: the server's certificate verifies against the CA.
    let verified = try ChildProcess.run(
      "/usr/bin/certtool",
      [
        "--verify", "--load-ca-certificate", phone + "/authority.pem", "--infile",
        phone + "/server.pem",
      ], environment: [:])
    #expect(verified.status == 0, "\(verified.stdout)\(verified.stderr)")
  }

  @Test func theKeysStayWithTheirOwner() throws {
    _ = try serve()
    var info = stat()
    #expect(stat(phone, &info) == 0 && info.st_mode & 0o777 == 0o700)
    for name in ["authority.pem", "authority-key.pem", "server.pem", "server-key.pem"] {
      #expect(stat(phone + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(name)")
    }
  }

  @Test func aNewAddressGetsANewCertificateFromTheSameAuthority() throws {
    var first = try serve()
    #expect(first.stop().status == 0)
    let authorityBytes = try Data(contentsOf: URL(fileURLWithPath: authority))
    let serverBytes = try Data(contentsOf: URL(fileURLWithPath: phone + "/server.pem"))
    // The same address again: nothing is made again.
    first = try serve()
    #expect(first.stop().status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: phone + "/server.pem")) == serverBytes)
    let moved = try serve(["--listen", "127.0.0.3"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: authority)) == authorityBytes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: phone + "/server.pem")) != serverBytes)
    #expect(try certificateText("server.pem").contains("IPAddress: 127.0.0.3"))
    let result = try curl(
      [
        "--cacert", authority, "-o", "/dev/null", "-w", "%{http_code}",
        "https://127.0.0.3:\(moved.port)/",
      ])
    #expect(result.stdout == "401", "\(result.stderr)")
    #expect(!moved.stop().stderr.contains("made the certificate authority"))
  }

  @Test func aCertificateNearItsEndIsMadeAgain() throws {
    let folder = PhoneFolder(environment: ["XDG_DATA_HOME": data])
    let made = try PhoneCertificates.prepare(folder: folder, addresses: ["127.0.0.2"], now: Date())
    #expect(made.madeAuthority)
    let kept = try PhoneCertificates.prepare(
      folder: folder, addresses: ["127.0.0.2"], now: Date().addingTimeInterval(300 * 86_400))
    #expect(kept.certificatePEM == made.certificatePEM)
    let renewed = try PhoneCertificates.prepare(
      folder: folder, addresses: ["127.0.0.2"], now: Date().addingTimeInterval(380 * 86_400))
    #expect(!renewed.madeAuthority)
    #expect(renewed.certificatePEM != made.certificatePEM)
    #expect(renewed.authorityPEM == made.authorityPEM)
    #expect(renewed.authorityFingerprint.firstMatch(of: /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/) != nil)
  }

  @Test func aDamagedAuthorityIsNeverReplaced() throws {
    try FileManager.default.createDirectory(atPath: phone, withIntermediateDirectories: true)
    try Data("not a certificate".utf8).write(to: URL(fileURLWithPath: authority))
    try Data("not a key".utf8).write(to: URL(fileURLWithPath: phone + "/authority-key.pem"))
    let result = try MoodBinary.run(
      ["serve", "--port", "0", "--listen", "127.0.0.2"], store: folder.file("mood.sqlite"),
      environment: ["XDG_DATA_HOME": data])
    #expect(result.status == 73)
    #expect(result.stderr.contains("cannot be read as a certificate or key"))
    #expect(result.stdout.isEmpty)
    #expect(try String(contentsOfFile: authority, encoding: .utf8) == "not a certificate")
  }

  @Test func theHostMustNameTheAddressOfTheListenerAsked() throws {
    let server = try serve()
    let bearer = "Authorization: Bearer \(server.token)"
    #expect(try headOverTLS(server, "/api/entries", headers: [bearer]).status == "200")
    for host in ["127.0.0.1:\(server.port)", "evil.example", "127.0.0.2", "127.0.0.2:1"] {
      let answer = try headOverTLS(server, "/api/entries", headers: [bearer, "Host: \(host)"])
      #expect(answer.status == "403", "\(host)")
    }
    // Over plain HTTP, the home address is not a Host this computer's own listener answers.
    let plain = try RawHTTP.send(
      port: server.port, "GET", "/api/entries",
      headers: ["Host": "127.0.0.2:\(server.port)", "Authorization": "Bearer \(server.token)"])
    #expect(plain.status == 403)
  }

  @Test func overTLSCookiesAreSecureAndHSTSIsSentWhichPlainHTTPNeverHas() throws {
    let server = try serve()
    let opened = try headOverTLS(server, "/?token=\(server.token)")
    let headers = opened.headers.lowercased()
    #expect(opened.status == "303")
    #expect(headers.contains("set-cookie: moodcard-\(server.port)="))
    #expect(headers.contains("; httponly; samesite=strict; secure"))
    #expect(headers.contains("strict-transport-security: max-age=31536000"))
    // The security headers hold over TLS as over plain HTTP, on a refusal as on an answer.
    for path in ["/?token=\(server.token)", "/api/entries"] {
      let answer = try headOverTLS(server, path)
      SecurityHeaders.expect("TLS \(path)") { name in
        answer.headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name + ": ") }
          .map { String($0.dropFirst(name.count + 2)) }
      }
    }
    let plain = try RawHTTP.send(port: server.port, "GET", "/?token=\(server.token)")
    #expect(plain.status == 303)
    #expect(plain.headers["set-cookie"]?.contains("Secure") == false)
    #expect(plain.headers["strict-transport-security"] == nil)
  }

  @Test func aChangeOverTLSNeedsTheHTTPSOrigin() throws {
    let server = try serve()
    let opened = try headOverTLS(server, "/?token=\(server.token)")
    let cookie = try #require(opened.headers.lowercased().firstMatch(of: /set-cookie: ([^;]+);/)).1
    let page = try curl(
      ["--cacert", authority, "-H", "Cookie: \(cookie)", "https://127.0.0.2:\(server.port)/"])
    let csrf = try #require(page.stdout.firstMatch(of: /name="csrf-token" content="([0-9a-f]+)"/)).1
    func put(origin: String) throws -> String {
      try curl(
        [
          "--cacert", authority, "-o", "/dev/null", "-w", "%{http_code}", "-X", "PUT",
          "-H", "Cookie: \(cookie)", "-H", "Origin: \(origin)", "-H", "Sec-Fetch-Site: same-origin",
          "-H", "X-CSRF-Token: \(csrf)", "-H", "Content-Type: application/json",
          "--data", #"{"score": 6}"#, "https://127.0.0.2:\(server.port)/api/entries/2026-11-28",
        ]
      ).stdout
    }
    #expect(try put(origin: "http://127.0.0.2:\(server.port)") == "403")
    // 201: the day had no entry.
    #expect(try put(origin: "https://127.0.0.2:\(server.port)") == "201")
    let shown = try MoodBinary.run(["show", "2026-11-28"], store: folder.file("mood.sqlite"))
    #expect(shown.status == 0 && shown.stdout.contains("score   6/10"), "\(shown.stdout)")
  }

  /// `--phone` (and `--listen 0.0.0.0`, which means the same) finds the home-network addresses
  /// itself: in a network namespace with a veth pair holding 192.168.77.1 and 203.0.113.5 (a
  /// public address, of the documentation's block), it listens on the first over TLS and not on
  /// the second, and curl reaches it there (inside the namespace: nothing leaves it).
  @Test(arguments: [["--phone"], ["--listen", "0.0.0.0"]])
  func eachHomeAddressIsServedOverTLSAndNoOther(asking options: [String]) throws {
    let script = """
      set -e
      ip link add moodv0 type veth peer name moodv1
      ip addr add 192.168.77.1/24 dev moodv0
      ip addr add 203.0.113.5/24 dev moodv0
      ip link set lo up; ip link set moodv0 up; ip link set moodv1 up
      "$MOOD" serve "$@" --port 0 > "$DIR/out" 2> "$DIR/err" &
      server=$!
      trap 'kill $server' EXIT
      for i in $(seq 100); do grep -q token "$DIR/out" 2>/dev/null && break; sleep 0.1; done
      port=$(sed -n 's/.*127\\.0\\.0\\.1:\\([0-9]*\\)\\/.*/\\1/p' "$DIR/out")
      curl -sS --cacert "$XDG_DATA_HOME/moodcard/phone/authority.pem" -o /dev/null \\
        -w '%{http_code}' "https://192.168.77.1:$port/"
      curl -sS -o /dev/null "http://203.0.113.5:$port/" 2> /dev/null || echo " public refused"
      """
    let result = try ChildProcess.run(
      "/usr/bin/unshare", ["-n", "/bin/sh", "-c", script, "sh"] + options,
      environment: MoodBinary.environment(
        store: folder.file("mood.sqlite"),
        adding: ["MOOD": MoodBinary.path, "DIR": folder.path, "XDG_DATA_HOME": data]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "401 public refused\n")
    let told = try String(contentsOfFile: folder.file("err"), encoding: .utf8)
    #expect(told.contains("https://192.168.77.1:"))
    #expect(!told.contains("203.0.113.5"))
    let names = try certificateText("server.pem")
    #expect(names.contains("IPAddress: 192.168.77.1") && !names.contains("203.0.113.5"))
  }

  @Test func phoneWithoutAHomeNetworkSaysSoAndServesNothing() throws {
    let result = try ChildProcess.run(
      "/usr/bin/unshare", ["-n", MoodBinary.path, "serve", "--phone", "--port", "0"],
      environment: MoodBinary.environment(
        store: folder.file("mood.sqlite"), adding: ["XDG_DATA_HOME": data]))
    #expect(result.status == 69)
    #expect(result.stderr.contains("this computer has no address on a home network"))
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: phone))
  }
}
