import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodSystem
import Synchronization
import TestSupport
import Testing

/// `HTTPServer` itself on a real socket, with a handler of the test's own: what it does with an
/// answer libmicrohttpd could not send.
@Suite struct HTTPServerTests {
  /// Answers every request with a header of `headerBytes` bytes; logs what the server says.
  final class Handler: HTTPHandler {
    let headerBytes: Int
    private let logged = Mutex<[String]>([])

    init(headerBytes: Int) { self.headerBytes = headerBytes }

    var maximumBodySize: Int { 1024 }
    func screen(_ head: HTTPRequest) -> HTTPResponse? { nil }
    func hasSession(_ head: HTTPRequest) -> Bool { true }
    func refusal(_ error: WebError, to head: HTTPRequest) -> HTTPResponse {
      .failure(error, messages: Messages.load(.english))
    }
    func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void) {
      var response = HTTPResponse.text("hello")
      response.add("X-Long", String(repeating: "a", count: headerBytes))
      let answer = response
      // From another thread, as the web app's workers answer.
      do { try SystemThread.detach { reply(answer) } } catch {
        Issue.record(error)
        reply(answer)
      }
    }
    func finish(_ response: HTTPResponse, to head: HTTPRequest) -> HTTPResponse { response }
    func log(_ head: HTTPRequest, failure detail: String) {
      logged.withLock { $0.append("\(head.method) \(head.path): \(detail)") }
    }

    var lines: [String] { logged.withLock { $0 } }
  }

  @Test func anAnswerWhoseHeadersWouldNotFitIsA500ThatDoes() throws {
    let handler = Handler(headerBytes: 100_000)
    let server = try HTTPServer(address: "127.0.0.1", port: 0, handler: handler)
    defer { server.stop() }
    let response = try RawHTTP.send(port: server.port, "GET", "/card")
    #expect(response.status == 500)
    #expect(response.headers["content-type"] == "application/json")
    #expect(
      (try? response.json() as? [String: String])?["error"]
        == "the answer was too large to send; the log of mood serve says more")
    // X-Long and its 100,000 bytes, Content-Type and text/plain; charset=utf-8.
    #expect(handler.lines == ["GET /card: the answer's headers (100043 bytes) do not fit"])
  }

  @Test func anAnswerWhoseHeadersFitIsSentAsItIs() throws {
    let handler = Handler(headerBytes: 20_000)
    let server = try HTTPServer(address: "127.0.0.1", port: 0, handler: handler)
    defer { server.stop() }
    let response = try RawHTTP.send(port: server.port, "GET", "/card")
    #expect(response.status == 200)
    #expect(response.headers["x-long"]?.count == 20_000)
    #expect(handler.lines.isEmpty)
  }

  /// Beyond the admission limit a connection is closed as soon as it is accepted, never left
  /// waiting unanswered; below it, one over the connection limit is still read to its head.
  @Test func aConnectionBeyondTheAdmissionLimitIsClosedAtOnce() throws {
    let handler = Handler(headerBytes: 10)
    let server = try HTTPServer(
      address: "127.0.0.1", port: 0, connectionLimit: 2, admissionLimit: 4, handler: handler)
    defer { server.stop() }
    var open: [Int32] = []
    defer { open.forEach { close($0) } }
    // Each sends part of its head, so that none is served and closed meanwhile.
    for _ in 0..<4 {
      let descriptor = try RawHTTP.connect(port: server.port)
      let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)
      _ = Glibc.send(descriptor, head, head.count, Int32(MSG_NOSIGNAL))
      open.append(descriptor)
    }
    let beyond = try RawHTTP.connect(port: server.port)
    defer { close(beyond) }
    let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8)
    _ = Glibc.send(beyond, request, request.count, Int32(MSG_NOSIGNAL))
    var byte: UInt8 = 0
    let read = recv(beyond, &byte, 1, 0)
    let reason = errno
    #expect(
      read == 0 || (read < 0 && reason == ECONNRESET),
      "closed without a word, not waiting (recv gave \(read), errno \(reason))")
    open.forEach { close($0) }
    open = []
    // The server notices the closes on its own thread: ask until it has, for as long as a busy
    // machine may take (a minute), not for a time an idle one needs.
    var after = 0
    let deadline = ContinuousClock.now + .seconds(60)
    while after != 200, ContinuousClock.now < deadline {
      after = (try? RawHTTP.send(port: server.port, "GET", "/"))?.status ?? 0
      if after != 200 { usleep(10_000) }
    }
    #expect(after == 200)
  }
}

/// An answer made for a connection that closed before it was sent is never sent on another:
/// libmicrohttpd gives a new connection the handle of one it freed, and the server keys the
/// answers waiting to be sent by that handle.
@Suite struct HTTPServerClosedConnectionTests {
  /// Answers `/slow` only when the test lets it, after its client is gone; every other path at
  /// once, with the path.
  final class Handler: HTTPHandler {
    let arrived = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    var maximumBodySize: Int { 1024 }
    func screen(_ head: HTTPRequest) -> HTTPResponse? { nil }
    func hasSession(_ head: HTTPRequest) -> Bool { true }
    func refusal(_ error: WebError, to head: HTTPRequest) -> HTTPResponse {
      .failure(error, messages: Messages.load(.english))
    }
    func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void) {
      let path = request.path
      do {
        try SystemThread.detach { [arrived, release] in
          if path == "/slow" {
            arrived.signal()
            release.wait()
          }
          reply(.text("the answer to \(path)"))
        }
      } catch {
        Issue.record(error)
      }
    }
    func finish(_ response: HTTPResponse, to head: HTTPRequest) -> HTTPResponse { response }
    func log(_ head: HTTPRequest, failure detail: String) {}
  }

  @Test func anAnswerForAClosedConnectionNeverReachesTheNextOne() throws {
    let handler = Handler()
    let server = try HTTPServer(address: "127.0.0.1", port: 0, handler: handler)
    defer { server.stop() }
    for round in 0..<20 {
      let abandoned = try RawHTTP.connect(port: server.port)
      let request = "GET /slow HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
      _ = request.withCString { send(abandoned, $0, strlen($0), 0) }
      handler.arrived.wait()
      close(abandoned)
      handler.release.signal()
      // The connections after it, one at a time, each get their own answer and no other.
      for index in 0..<10 {
        let response = try RawHTTP.send(port: server.port, "GET", "/fast-\(round)-\(index)")
        #expect(response.text == "the answer to /fast-\(round)-\(index)")
      }
    }
  }
}
