import Foundation

/// `mood serve` while a program on this computer holds `connections` idle or trickling
/// connections open (each opened again as soon as the server closes it): the p50 and p95 of
/// the person's own requests, each on a new connection with the token, as a page opening.
/// Goal: p95 under 100 ms with 1,000 connections.
enum FloodCases {
  static let connections = 1000

  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let home = work + "/flood"
    try? FileManager.default.removeItem(atPath: home)
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let server = try ServeCases.Server(mood: mood, store: home + "/mood.sqlite", home: home)
    defer { server.stop() }
    func ask() throws -> Double {
      let start = now()
      let client = try ServeCases.Client(port: server.port, token: server.token)
      _ = try client.get("/api/entries?days=7")
      return now() - start
    }
    // Warm-up: the journal opened, the first answers made.
    for _ in 0..<10 { _ = try ask() }
    var quiet = Samples()
    for _ in 0..<max(runs * 5, 50) { quiet.add(try ask()) }

    let flood = try Flood(port: server.port, count: connections)
    defer { flood.stop() }
    // At least 12 s beside the flood: two rounds of the server cutting its connections at
    // their heads' deadline (5 s), and the flood opening them again.
    var flooded = Samples()
    let until = now() + 12_000
    while flooded.values.count < max(runs * 5, 50) || now() < until { flooded.add(try ask()) }
    let reopened = flood.reopened
    flood.stop()

    report.table(
      "mood serve under a flood of \(connections) idle or trickling connections from this "
        + "computer (the person's request on a new connection, with the token)",
      columns: ["requests", "p50", "p95"])
    report.row(["alone"] + quiet.latencyCells)
    report.row(["beside \(connections) connections"] + flooded.latencyCells)
    report.note(
      String(
        format: "The person's p95 beside %d connections: %.1f ms (goal under 100 ms); the flood "
          + "opened %d again as the server closed them", connections, flooded.quantile(0.95),
        reopened))
  }

  /// The connections: each sends part of a request's head, then a byte now and then, and is
  /// opened again when the server closes it. One thread watches them all.
  final class Flood: @unchecked Sendable {
    private let lock = NSLock()
    private var stopping = false
    private var count = 0
    private let done = DispatchSemaphore(value: 0)

    var reopened: Int { lock.withLock { count } }

    init(port: Int, count total: Int) throws {
      let opened = try (0..<total).map { _ in try Self.open(port) }
      Thread.detachNewThread { [self] in
        var descriptors = opened
        var rounds = 0
        while !lock.withLock({ stopping }) {
          var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
          _ = poll(&polled, nfds_t(polled.count), 200)
          rounds += 1
          for (index, entry) in polled.enumerated() {
            var byte: UInt8 = 0
            if entry.revents != 0, recv(entry.fd, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK)) <= 0 {
              close(entry.fd)
              if let again = try? Self.open(port) {
                descriptors[index] = again
                lock.withLock { count += 1 }
              }
            } else if rounds % 5 == 0 {
              _ = send(entry.fd, "a", 1, Int32(MSG_NOSIGNAL))
            }
          }
        }
        descriptors.forEach { close($0) }
        done.signal()
      }
    }

    private static func open(_ port: Int) throws -> Int32 {
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else {
        close(descriptor)
        throw BenchError("cannot connect to port \(port)")
      }
      let head = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ".utf8)
      _ = send(descriptor, head, head.count, Int32(MSG_NOSIGNAL))
      return descriptor
    }

    /// Closes every connection and waits for the thread; called again, does nothing.
    func stop() {
      let first = lock.withLock {
        defer { stopping = true }
        return !stopping
      }
      if first { done.wait() }
    }
  }
}
