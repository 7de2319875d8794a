import Foundation
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

/// A flood of idle and trickling connections from this computer never locks the person out:
/// over a real socket, with 1,000 connections held open (reopened as the server closes them),
/// every request with the person's session is answered (a stranger's is told to come back, as
/// `ServeSlowClientTests` shows).
@Suite(.serialized) struct ServeFloodTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  @Test func thePersonIsServedWhileAThousandIdleConnectionsAreOpen() throws {
    let flood = try ConnectionFlood(port: server.port, count: 1000)
    defer { flood.stop() }
    // Wait for the server to hold them: its descriptors, not a fixed time.
    let holding = ContinuousClock.now + .seconds(120)
    while server.openDescriptors < 1000, ContinuousClock.now < holding { usleep(50_000) }
    #expect(server.openDescriptors >= 1000, "the server holds the flood")
    for index in 0..<40 {
      let answer = try server.get("/api/entries?days=7")
      #expect(answer.status == 200, "request \(index): \(answer.status) \(answer.text)")
    }
    #expect(server.openDescriptors >= 1000, "the flood was still open")
    flood.stop()
    #expect(try server.get("/api/entries").status == 200)
  }
}

/// `count` connections to `port` that send part of a request's head and then a byte now and
/// then, each opened again as soon as the server closes it: what a program on this computer
/// could do to fill the server.
final class ConnectionFlood: Sendable {
  private let state = Mutex<(stopping: Bool, reopened: Int)>((false, 0))
  private let done = DispatchSemaphore(value: 0)

  /// How many connections were opened again after the server closed them.
  var reopened: Int { state.withLock { $0.reopened } }

  /// - Parameter source: the address the connections come from (127.0.0.2 stands for another
  ///   machine of the network), else the system's choice.
  init(port: Int, count: Int, from source: String? = nil) throws {
    let opened = try (0..<count).map { _ in try Self.open(port, from: source) }
    Thread.detachNewThread { [self] in
      var descriptors = opened
      var rounds = 0
      while !state.withLock({ $0.stopping }) {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&polled, nfds_t(polled.count), 200)
        rounds += 1
        for (index, entry) in polled.enumerated() {
          var byte: UInt8 = 0
          let closed =
            entry.revents != 0
            && recv(entry.fd, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK)) <= 0
          if closed {
            close(entry.fd)
            if let again = try? Self.open(port, from: source) {
              descriptors[index] = again
              state.withLock { $0.reopened += 1 }
            }
          } else if rounds % 5 == 0 {
            // A trickle: a byte of a header that never ends.
            _ = send(entry.fd, "a", 1, Int32(MSG_NOSIGNAL))
          }
        }
      }
      descriptors.forEach { close($0) }
      done.signal()
    }
  }

  private static func open(_ port: Int, from source: String?) throws -> Int32 {
    let descriptor = try RawHTTP.connect(port: port, from: source)
    let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ".utf8)
    _ = send(descriptor, head, head.count, Int32(MSG_NOSIGNAL))
    return descriptor
  }

  /// Closes every connection; waits for the thread to end. Called again, it does nothing.
  func stop() {
    let first = state.withLock { held in
      defer { held.stopping = true }
      return !held.stopping
    }
    if first { done.wait() }
  }
}
