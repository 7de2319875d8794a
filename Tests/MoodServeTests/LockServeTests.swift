import Foundation
import MoodApp
import MoodServe
import StoreTestSupport
import TestSupport
import Testing

/// The web app's lock through the server, over a real socket: every route but the lock
/// screen's is refused while locked (the route table walked), the PIN unlocks and its wrong
/// tries wait across a restart, a passkey unlocks at `localhost` and a counter that goes back
/// is refused.
@Suite struct LockServeTests {
  static let pin = "246810"
  let store: TemporaryStore
  let data: TemporaryDirectory
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    data = try TemporaryDirectory(prefix: "moodcard-lock-serve")
    let set = try MoodBinary.run(
      ["lock", "set", "--idle", "5"], store: store.path,
      environment: ["XDG_DATA_HOME": data.path], input: "\(Self.pin)\n\(Self.pin)\n")
    guard set.status == 0 else { throw NSError(domain: set.stderr, code: 1) }
    server = try Self.serve(store: store.path, data: data.path)
  }

  static func serve(store: String, data: String, now: String = "2026-11-29T20:00:00Z") throws
    -> ServeProcess
  {
    try ServeProcess(store: store, now: now, environment: ["XDG_DATA_HOME": data])
  }

  /// The headers of a change from the page of `server`, at `host`: the CSRF token read from the
  /// lock screen, which a locked browser may open.
  static func headers(_ server: ServeProcess, host: String? = nil) throws -> [String: String] {
    let host = host ?? "127.0.0.1:\(server.port)"
    let page = try RawHTTP.send(
      port: server.port, "GET", "/lock", headers: ["Cookie": server.cookie, "Host": host])
    let csrf = try #require(page.text.firstMatch(of: /name="csrf-token" content="([0-9a-f]{64})"/))
    return [
      "Cookie": server.cookie, "Host": host, "Origin": "http://\(host)",
      "Sec-Fetch-Site": "same-origin", "X-CSRF-Token": String(csrf.1),
      "Content-Type": "application/json",
    ]
  }

  private func unlock(_ secret: String, on server: ServeProcess? = nil) throws -> RawHTTPResponse {
    let server = server ?? self.server
    return try RawHTTP.send(
      port: server.port, "POST", "/api/lock/unlock", headers: try Self.headers(server),
      body: Data(#"{"secret":"\#(secret)"}"#.utf8))
  }

  private func get(_ path: String) throws -> RawHTTPResponse {
    try RawHTTP.send(port: server.port, "GET", path, headers: ["Cookie": server.cookie])
  }

  @Test func everyRouteButTheLockScreensIsRefusedWhileLocked() throws {
    var security = WebSecurity(listen: "127.0.0.1", port: server.port)
    security.lock = WebLock(folder: PhoneFolder(environment: ["XDG_DATA_HOME": data.path]))
    let routes = WebApp.router(security: security).routes
    let headers = try Self.headers(server)
    var open: [String] = []
    for route in routes {
      // A path the pattern matches: each parameter a word of its own.
      let path = route.pattern.split(separator: "/", omittingEmptySubsequences: false)
        .map { $0.first == ":" || $0.first == "*" ? "x" + $0.dropFirst() : String($0) }
        .joined(separator: "/")
      let answer = try RawHTTP.send(
        port: server.port, route.method.rawValue, path,
        headers: route.method.changesState ? headers : ["Cookie": server.cookie],
        body: Data("{}".utf8))
      let locked =
        answer.status == 423
        || (answer.status == 303 && answer.headers["location"]?.hasPrefix("/lock?next=") == true)
      if !locked { open.append("\(route.method.rawValue) \(route.pattern)") }
      #expect(
        locked != WebLock.isOpen(route.method, path),
        "\(route.method.rawValue) \(path): \(answer.status)")
      if answer.status == 423 {
        let error = try #require(try answer.json() as? [String: String])
        #expect(
          error == [
            "error": "the web app is locked: unlock it with your PIN, passphrase or passkey"
          ])
      }
    }
    // What a locked browser reaches, exactly: the lock screen and what unlocks, never more.
    #expect(
      open.sorted() == [
        "GET /api/lock", "GET /fonts/*path", "GET /lock", "POST /api/lock/passkey-challenge",
        "POST /api/lock/passkey-unlock", "POST /api/lock/unlock",
      ])
    // The lock screen's own files, behind `/static/*path`, and nothing else of that folder.
    for (path, status) in [
      ("/static/lock.js", 200), ("/static/forget-kept.js", 200), ("/static/app.css", 200),
      ("/static/common.js", 423),
      ("/static/outbox.js", 423), ("/sw.js", 423), ("/api/session", 423),
    ] {
      #expect(try get(path).status == status, "\(path)")
    }
    // A script with the token is the computer account's, which the lock does not cover.
    let script = try RawHTTP.send(
      port: server.port, "GET", "/api/entries", headers: ["Authorization": "Bearer \(server.token)"]
    )
    #expect(script.status == 200)
  }

  @Test func thePINUnlocksThisBrowserUntilItRelocks() throws {
    let wrong = try unlock("000000")
    #expect(wrong.status == 403)
    #expect(
      (try wrong.json() as? [String: String])?["error"]
        == "that is not the web app's PIN or passphrase; nothing was changed")
    #expect(try get("/api/entries").status == 423)
    let right = try unlock(Self.pin)
    #expect(right.status == 200, "\(right.text)")
    let state = try #require(try right.json() as? [String: Any])
    #expect(state["on"] as? Bool == true && state["unlocked"] as? Bool == true)
    #expect(state["kind"] as? String == "pin" && state["idle"] as? Int == 5)
    #expect(try get("/api/entries").status == 200)
    #expect(try get("/history").status == 200)
    #expect(try get("/static/common.js").status == 200)
    // Another browser of the same server is still locked.
    let address = try RawHTTP.send(
      port: server.port, "POST", "/api/addresses",
      headers: ["Authorization": "Bearer \(server.token)"])
    let opener = try #require((try address.json() as? [String: String])?["address"])
    let other = try ServeProcess.openSession(
      port: server.port, address: String(opener.dropFirst("http://127.0.0.1:\(server.port)".count)))
    let elsewhere = try RawHTTP.send(
      port: server.port, "GET", "/api/entries",
      headers: ["Cookie": "moodcard-\(server.port)=\(other)"])
    #expect(elsewhere.status == 423)
    // The page was hidden: the server's unlock ends with it.
    let relock = try RawHTTP.send(
      port: server.port, "POST", "/api/lock/relock", headers: try Self.headers(server))
    #expect(relock.status == 204)
    #expect(try get("/api/entries").status == 423)
    let page = try RawHTTP.send(
      port: server.port, "GET", "/history",
      headers: ["Cookie": server.cookie, "Accept": "text/html,*/*;q=0.8"])
    #expect(page.status == 303)
    #expect(page.headers["location"] == "/lock?next=%2Fhistory")
  }

  @Test func wrongTriesWaitAcrossARestartAndAClockWoundBack() throws {
    for attempt in 1...LockBackoff.freeTries {
      let wrong = try unlock("000000")
      #expect(wrong.status == 403, "try \(attempt)")
      #expect(
        wrong.headers["retry-after"]
          == (attempt == LockBackoff.freeTries ? String(LockBackoff.firstWait) : nil))
    }
    let waiting = try unlock(Self.pin)
    #expect(waiting.status == 429, "the right PIN waits too")
    #expect(Int(waiting.headers["retry-after"] ?? "") ?? 0 > 0)
    #expect(server.stop().status == 0)
    // Started again, with the system's time wound back a day: the wait goes on.
    let again = try Self.serve(store: store.path, data: data.path, now: "2026-11-28T20:00:00Z")
    let still = try unlock(Self.pin, on: again)
    #expect(still.status == 429, "\(still.text)")
    #expect(
      (try still.json() as? [String: String])?["error"]?.hasPrefix(
        "too many wrong tries: the next is taken in ") == true)
    #expect(again.stop().status == 0)
  }

  @Test func aPasskeyUnlocksAtLocalhostAndACounterGoingBackIsRefused() throws {
    let host = "localhost:\(server.port)"
    let origin = "http://\(host)"
    func send(_ path: String, _ body: String = "{}") throws -> RawHTTPResponse {
      try RawHTTP.send(
        port: server.port, "POST", path, headers: try Self.headers(server, host: host),
        body: Data(body.utf8))
    }
    // Registering needs an unlock.
    #expect(try send("/api/lock/passkey-options").status == 423)
    #expect(try unlock(Self.pin).status == 200)
    var key = try TestAuthenticator(.es256)
    let options = try #require(try send("/api/lock/passkey-options").json() as? [String: Any])
    #expect(options["rpId"] as? String == "localhost")
    let challenge = try #require(Base64URL.decode(options["challenge"] as? String ?? ""))
    let clientData = TestAuthenticator.clientData(
      type: "webauthn.create", challenge: challenge, origin: origin)
    let attestation = TestAuthenticator.attestationObject(
      key.authenticatorData(
        rpID: "localhost", flags: TestAuthenticator.userPresent | TestAuthenticator.userVerified,
        attesting: true))
    let registered = try send(
      "/api/lock/passkeys",
      #"{"clientDataJSON":"\#(Base64URL.encode(clientData))","attestationObject":"\#(Base64URL.encode(attestation))"}"#
    )
    #expect(registered.status == 201, "\(registered.text)")
    #expect(
      try RawHTTP.send(
        port: server.port, "POST", "/api/lock/relock", headers: try Self.headers(server)
      ).status == 204)
    #expect(try get("/api/entries").status == 423)

    func unlockWithPasskey(counter: UInt32, rpID: String = "localhost", flags: UInt8? = nil)
      throws -> RawHTTPResponse
    {
      let asked = try #require(try send("/api/lock/passkey-challenge").json() as? [String: Any])
      #expect(asked["allow"] as? [String] == [Base64URL.encode(key.credentialID)])
      let challenge = try #require(Base64URL.decode(asked["challenge"] as? String ?? ""))
      key.counter = counter
      let clientData = TestAuthenticator.clientData(
        type: "webauthn.get", challenge: challenge, origin: origin)
      let data = key.authenticatorData(
        rpID: rpID, flags: flags ?? TestAuthenticator.userPresent | TestAuthenticator.userVerified)
      let signature = try key.sign(data + GnuTLS.sha256(clientData))
      return try send(
        "/api/lock/passkey-unlock",
        #"{"id":"\#(Base64URL.encode(key.credentialID))","clientDataJSON":"\#(Base64URL.encode(clientData))","authenticatorData":"\#(Base64URL.encode(data))","signature":"\#(Base64URL.encode(signature))"}"#
      )
    }
    let refusals: [(RawHTTPResponse, String)] = [
      (
        try unlockWithPasskey(counter: 1, rpID: "evil.local"),
        "the passkey answered for another site than \(origin): it is refused"
      ),
      (
        try unlockWithPasskey(counter: 1, flags: TestAuthenticator.userPresent),
        "the passkey did not verify you (no fingerprint, face or device PIN): it is refused"
      ),
    ]
    for (answer, said) in refusals {
      #expect(answer.status == 403)
      #expect((try answer.json() as? [String: String])?["error"] == said)
    }
    #expect(try get("/api/entries").status == 423)
    #expect(try unlockWithPasskey(counter: 5).status == 204)
    #expect(try get("/api/entries").status == 200)
    #expect(
      try RawHTTP.send(
        port: server.port, "POST", "/api/lock/relock", headers: try Self.headers(server)
      ).status == 204)
    let copied = try unlockWithPasskey(counter: 5)
    #expect(copied.status == 403)
    #expect(
      (try copied.json() as? [String: String])?["error"]
        == "the passkey's counter went back, as a copied one's does: it is refused")
    #expect(try get("/api/entries").status == 423)
    // Forward again, it unlocks.
    #expect(try unlockWithPasskey(counter: 6).status == 204)
  }

  @Test func atAnIPAddressPasskeysAreNotOfferedAndThePINIsSaidWhy() throws {
    let state = try #require(try get("/api/lock").json() as? [String: Any])
    #expect(state["passkeysHere"] as? Bool == false)
    let asked = try RawHTTP.send(
      port: server.port, "POST", "/api/lock/passkey-challenge", headers: try Self.headers(server))
    #expect(asked.status == 403)
    #expect(
      (try asked.json() as? [String: String])?["error"]?.hasPrefix(
        "passkeys need this computer's name, ") == true)
  }
}
