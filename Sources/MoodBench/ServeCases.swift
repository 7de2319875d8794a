import CGnuTLSClient
import Foundation

/// `mood serve` over loopback: the live preview's round trip, over plain HTTP and over TLS as
/// a phone asks (on 127.0.0.2, the tests' home address), cards per second on 8 connections, and
/// the server's memory after 10,000 previews over TLS against after 100.
enum ServeCases {
  static func run(
    runs: Int, mood: String, store: String, work: String, processCard: Samples,
    report: inout Report
  ) throws {
    let server = try Server(mood: mood, store: store, home: work)
    defer { server.stop() }
    let day = "2025-03-14"
    var edit = 0
    let previewPath = "/api/preview/\(day).png?size=portrait"
    /// The preview of an edit, in the body as the page sends it: the reason changes by one
    /// character each time, as when typing.
    func previewBody() throws -> Data {
      edit += 1
      let reason = String(Workload.reason.prefix(200 + edit % 80))
      return try JSONSerialization.data(withJSONObject: [
        "score": 7, "words": Workload.words, "tags": ["walk"], "reason": reason,
      ])
    }

    let client = try Client(port: server.port, token: server.token)
    let secureClient = try Client(
      port: server.port, token: server.token, host: "127.0.0.2", authority: server.authority)
    for _ in 0..<20 {
      _ = try client.post(previewPath, body: try previewBody())
      _ = try secureClient.post(previewPath, body: try previewBody())
    }
    var previews = Samples()
    var securePreviews = Samples()
    var cards = Samples()
    var bytes = 0
    // Plain and TLS in turn, so that both meet the same load of the machine.
    for _ in 0..<max(runs * 10, 100) {
      let start = now()
      bytes = try client.post(previewPath, body: try previewBody())
      previews.add(now() - start)
      let secureStart = now()
      _ = try secureClient.post(previewPath, body: try previewBody())
      securePreviews.add(now() - secureStart)
      let cardStart = now()
      _ = try client.get("/api/cards/\(day).png")
      cards.add(now() - cardStart)
    }
    report.table(
      "mood serve on loopback, one connection (the workload's card, 1080 x 1350 PNG)",
      columns: ["request", "p50", "p95", "bytes"])
    report.row(
      ["live preview of an edit (`/api/preview`)"] + previews.latencyCells + [String(bytes)])
    report.row(
      ["the same over TLS (a phone's HTTPS)"] + securePreviews.latencyCells + [String(bytes)])
    report.row(["saved day's card (`/api/cards`)"] + cards.latencyCells + [""])
    report.note(
      String(
        format: "Preview over HTTPS p95 / over loopback HTTP p95 in this run: %.2fx "
          + "(%.1f ms against %.1f ms; target at most 1.2x)",
        securePreviews.quantile(0.95) / previews.quantile(0.95),
        securePreviews.quantile(0.95), previews.quantile(0.95)))
    report.note(
      String(
        format: "Card over HTTP p95 / whole `mood card` process median in this run: %.2fx "
          + "(%.1f ms against %.1f ms; target at most 0.5x)",
        cards.quantile(0.95) / processCard.median, cards.quantile(0.95), processCard.median))

    // Cards per second with 8 connections at once.
    let connections = 8
    let perConnection = max(runs * 3, 30)
    let clients = try (0..<connections).map { _ in
      try Client(port: server.port, token: server.token)
    }
    let start = now()
    DispatchQueue.concurrentPerform(iterations: connections) { index in
      for _ in 0..<perConnection { _ = try? clients[index].get("/api/cards/\(day).png") }
    }
    let seconds = (now() - start) / 1000
    let rate = Double(connections * perConnection) / seconds
    report.note(
      String(
        format: "Cards per second on %d connections: %.1f (%d cards in %.1f s, on %d cores)",
        connections, rate, connections * perConnection, seconds,
        ProcessInfo.processInfo.activeProcessorCount))

    // Memory: previews over TLS on 8 connections, the server's resident memory after 100 and
    // 10,000 (the TLS sessions' memory is what a phone adds).
    let secureClients = try (0..<connections).map { _ in
      try Client(
        port: server.port, token: server.token, host: "127.0.0.2", authority: server.authority)
    }
    func previewsOnAll(_ total: Int) throws {
      let bodies = try (0..<total).map { _ in try previewBody() }
      DispatchQueue.concurrentPerform(iterations: connections) { index in
        for item in stride(from: index, to: total, by: connections) {
          _ = try? secureClients[index].post(previewPath, body: bodies[item])
        }
      }
    }
    try previewsOnAll(100 - 20)
    let after100 = server.residentMiB()
    try previewsOnAll(10_000 - 100)
    let after10000 = server.residentMiB()
    report.note(
      String(
        format: "Server memory (resident) after 100 previews over TLS %.1f MiB, after 10,000 "
          + "%.1f MiB: "
          + "%.2fx (target at most 1.1x)", after100, after10000, after10000 / after100))
  }

  /// A `mood serve --port 0 --listen 127.0.0.2` process: plain HTTP on 127.0.0.1, TLS on
  /// 127.0.0.2, with a CA of its own in `home`.
  final class Server {
    let process = Process()
    let port: Int
    let token: String
    /// The CA certificate it made, which the TLS clients trust.
    let authority: String

    init(mood: String, store: String, home: String) throws {
      process.executableURL = URL(fileURLWithPath: mood)
      process.arguments = ["serve", "--port", "0", "--listen", "127.0.0.2"]
      process.environment = [
        "MOODCARD_STORE": store, "TZ": "Etc/UTC", "HOME": home,
        "MOODCARD_NOW": "2025-03-15T12:00:00Z", "XDG_DATA_HOME": home + "/data",
      ]
      authority = home + "/data/moodcard/phone/authority.pem"
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line += chunk
      }
      let text = String(decoding: line, as: UTF8.self)
      guard let match = text.firstMatch(of: /:(\d+)\/\?token=([0-9a-f]+)/), let port = Int(match.1)
      else { throw BenchError("mood serve printed \(text)") }
      self.port = port
      token = String(match.2)
    }

    /// The resident memory of the process that serves, now, from /proc: the child that
    /// `mood serve` forks, which it keeps the listening socket for.
    func residentMiB() -> Double {
      let parent = process.processIdentifier
      let children = try? String(
        contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
      let serving = children?.split(separator: " ").first.flatMap { pid_t($0) } ?? parent
      let status =
        (try? String(contentsOfFile: "/proc/\(serving)/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
      return Double(line.split(separator: " ").dropFirst().first ?? "0").map { $0 / 1024 } ?? 0
    }

    func stop() {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// One keep-alive HTTP/1.1 connection that asks with the bearer token, opened again when the
  /// server closed it (an idle connection is closed after a few seconds); over TLS with
  /// `authority`, the CA it trusts. Not thread-safe: one per thread.
  final class Client: @unchecked Sendable {
    private var descriptor: Int32 = -1
    private let token: String
    private let port: Int
    private let host: String
    private let authority: String?
    private var session: gnutls_session_t?
    private var credentials: gnutls_certificate_credentials_t?
    private var buffer = [UInt8]()

    init(port: Int, token: String, host: String = "127.0.0.1", authority: String? = nil) throws {
      self.port = port
      self.token = token
      self.host = host
      self.authority = authority
      try connectAgain()
    }

    deinit {
      endSession()
      close(descriptor)
    }

    private func endSession() {
      if let session { gnutls_deinit(session) }
      if let credentials { gnutls_certificate_free_credentials(credentials) }
      session = nil
      credentials = nil
    }

    /// GETs `path` and reads the whole response; returns the body's size.
    func get(_ path: String) throws -> Int { try exchange("GET", path, body: Data()) }

    /// POSTs `body` (JSON) to `path` and reads the whole response; returns the body's size.
    func post(_ path: String, body: Data) throws -> Int { try exchange("POST", path, body: body) }

    /// One request and its response, on a new connection when the server closed this one
    /// before answering.
    private func exchange(_ method: String, _ path: String, body: Data) throws -> Int {
      do { return try exchangeOnce(method, path, body: body) } catch is ConnectionClosed {
        try connectAgain()
        return try exchangeOnce(method, path, body: body)
      }
    }

    private func exchangeOnce(_ method: String, _ path: String, body: Data) throws -> Int {
      var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
      head += "Authorization: Bearer \(token)\r\n"
      if !body.isEmpty {
        head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
      }
      let bytes = Array((head + "\r\n").utf8) + Array(body)
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes { raw in
          session.map { gnutls_record_send($0, raw.baseAddress, raw.count) }
            ?? send(descriptor, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
        }
        guard sent > 0 else { throw ConnectionClosed() }
        offset += sent
      }
      // The head, then Content-Length bytes of body.
      var headEnd: Int?
      while headEnd == nil {
        headEnd = find([13, 10, 13, 10])
        if headEnd == nil { try fill() }
      }
      let text = String(decoding: buffer[..<(headEnd ?? 0)], as: UTF8.self)
      guard text.hasPrefix("HTTP/1.1 200") else {
        throw BenchError("\(path): \(text.prefix(40))")
      }
      let length =
        text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      let total = (headEnd ?? 0) + 4 + length
      while buffer.count < total { try fill() }
      buffer.removeFirst(total)
      return length
    }

    /// The server closed the connection before answering.
    private struct ConnectionClosed: Error {}

    private func connectAgain() throws {
      endSession()
      if descriptor >= 0 { close(descriptor) }
      buffer.removeAll()
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = UInt16(port).bigEndian
      address.sin_addr.s_addr = inet_addr(host)
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw BenchError("cannot connect to port \(port)") }
      if let authority {
        session = moodcard_bench_tls_client(descriptor, authority, &credentials)
        guard session != nil else { throw BenchError("no TLS session with \(host):\(port)") }
      }
    }

    private func fill() throws {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count =
        session.map { gnutls_record_recv($0, &chunk, chunk.count) }
        ?? recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { throw ConnectionClosed() }
      buffer += chunk[..<count]
    }

    private func find(_ pattern: [UInt8]) -> Int? {
      guard buffer.count >= pattern.count else { return nil }
      for index in 0...(buffer.count - pattern.count)
      where buffer[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index
      }
      return nil
    }
  }
}
