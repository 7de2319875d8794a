import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood serve` under slow clients, over real sockets: a head that trickles in is cut at its
/// deadline, a silent connection at its idle timeout, one address is served at most half the
/// connections without a session, and the person's own page is served when strangers fill the
/// limit.
@Suite struct ServeSlowClientTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  /// Sends `bytes`; false once the server has closed the connection.
  private static func send(_ bytes: String, over descriptor: Int32) -> Bool {
    let data = Array(bytes.utf8)
    return Glibc.send(descriptor, data, data.count, Int32(MSG_NOSIGNAL)) == data.count
      && !isClosed(descriptor)
  }

  /// Whether the server has closed the connection (its end read, or a reset), without waiting.
  private static func isClosed(_ descriptor: Int32) -> Bool {
    var byte: UInt8 = 0
    let read = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
    return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }

  /// Opens a request head on each connection and sends one more byte of it every half second
  /// until the server has closed every one; false when one is still open after `seconds`.
  private static func trickle(_ connections: [Int32], port: Int, for seconds: Int) -> Bool {
    for descriptor in connections {
      _ = send("GET /api/entries HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ", over: descriptor)
    }
    var open = connections
    for _ in 0..<(seconds * 2) where !open.isEmpty {
      usleep(500_000)
      open = open.filter { send("a", over: $0) }
    }
    return open.isEmpty
  }

  @Test func aHeadThatTricklesInIsCutAtItsDeadline() throws {
    let descriptor = try RawHTTP.connect(port: server.port)
    defer { close(descriptor) }
    // Each byte comes well within the idle timeout: only the whole head's deadline ends it.
    #expect(Self.trickle([descriptor], port: server.port, for: 30))
    #expect(try server.get("/api/entries").status == 200, "the server goes on serving")
  }

  @Test func aConnectionThatSendsNothingIsClosed() throws {
    let descriptor = try RawHTTP.connect(port: server.port)
    defer { close(descriptor) }
    var byte: UInt8 = 0
    // The read waits up to 30 seconds: an answer of 0 bytes is the server closing it.
    #expect(recv(descriptor, &byte, 1, 0) == 0)
  }

  @Test func onePageWithASessionIsServedWhenTricklingStrangersFillTheLimit() throws {
    // Two "machines of the network", each with the most connections one address may hold.
    var strangers: [Int32] = []
    defer { strangers.forEach { close($0) } }
    for source in ["127.0.0.2", "127.0.0.3"] {
      for _ in 0..<32 { strangers.append(try RawHTTP.connect(port: server.port, from: source)) }
    }
    for descriptor in strangers {
      _ = Self.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n", over: descriptor)
    }
    let page = try server.get("/api/entries")
    #expect(page.status == 200, "the person's own page gets through at once")
    let stranger = try RawHTTP.send(port: server.port, "GET", "/api/entries")
    #expect(stranger.status == 503, "a request without a session is told to come back")
    #expect(stranger.headers["retry-after"] == "1")
    #expect(
      (try? stranger.json() as? [String: String])?["error"]
        == "the server has 64 connections open, its limit; try again in a moment")
    #expect(Self.trickle(strangers, port: server.port, for: 30), "every stranger is cut")
  }

  /// A program on the person's own address holding half the limit does not lock the person
  /// out: the share is applied once the request, and so its session, is known.
  @Test func oneAddressIsServedAtMostHalfTheConnectionsWithoutASession() throws {
    // 32 connections from one address, kept open (each opened again when the server cuts it).
    let flood = try ConnectionFlood(port: server.port, count: 32, from: "127.0.0.2")
    defer { flood.stop() }
    // A request without a session from that address is told to come back while the share is
    // held: asked until the share is seen held, as the flood's connections come and go.
    var refusals = 0
    for _ in 0..<50 where refusals == 0 {
      let stranger = try RawHTTP.connect(port: server.port, from: "127.0.0.2")
      defer { close(stranger) }
      let answer = try RawHTTP.send(over: stranger, port: server.port, "GET", "/api/entries")
      #expect([401, 503].contains(answer.status))
      if answer.status == 503 { refusals += 1 } else { usleep(50_000) }
    }
    #expect(refusals == 1, "a request without a session from the address holding its share")
    let person = try RawHTTP.connect(port: server.port, from: "127.0.0.2")
    defer { close(person) }
    let served = try RawHTTP.send(
      over: person, port: server.port, "GET", "/api/entries", headers: ["Cookie": server.cookie])
    #expect(served.status == 200, "the person's request from the same address")
    #expect(try server.get("/api/entries").status == 200, "another address is served")
  }
}
