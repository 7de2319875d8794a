import Foundation

/// An HTTP response as a test reads it off the socket.
public struct RawHTTPResponse: Sendable {
  /// The status code.
  public let status: Int
  /// The headers by lower-case name; repeated ones joined with ", ".
  public let headers: [String: String]
  /// The body.
  public let body: Data

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The body as a JSON value.
  public func json() throws -> Any { try JSONSerialization.jsonObject(with: body) }
}

/// A tiny HTTP/1.1 client on a plain socket, so that tests send exactly the bytes they mean:
/// any `Host`, a path that is not normalized, a `Content-Length` without its body.
public enum RawHTTP {
  /// Sends one request to 127.0.0.1:`port` and reads the response until the server closes.
  /// - Parameters:
  ///   - headers: sent as given; `Host` (127.0.0.1:PORT) and `Connection: close` are added
  ///     unless present, and `Content-Length` when there is a body and no `Transfer-Encoding`
  ///     (a chunked body is given encoded: `RawHTTP.chunked`).
  ///   - sendsBody: `false` announces the body's length but sends none of it.
  ///   - timeout: how long to wait for the server, in seconds, before throwing.
  public static func send(
    port: Int, _ method: String, _ path: String, headers: [String: String] = [:],
    body: Data = Data(), sendsBody: Bool = true, timeout: Int = 30
  ) throws -> RawHTTPResponse {
    let descriptor = try connect(port: port, timeout: timeout)
    defer { close(descriptor) }
    return try send(
      over: descriptor, port: port, method, path, headers: headers, body: body,
      sendsBody: sendsBody)
  }

  /// Sends one request over the open connection `descriptor` (from `connect`) and reads the
  /// response until the server closes the connection.
  public static func send(
    over descriptor: Int32, port: Int, _ method: String, _ path: String,
    headers: [String: String] = [:], body: Data = Data(), sendsBody: Bool = true
  ) throws -> RawHTTPResponse {
    var lines = ["\(method) \(path) HTTP/1.1"]
    var all = headers
    if !all.keys.contains(where: { $0.lowercased() == "host" }) {
      all["Host"] = "127.0.0.1:\(port)"
    }
    all["Connection"] = all["Connection"] ?? "close"
    let framed = all.keys.contains {
      ["content-length", "transfer-encoding"].contains($0.lowercased())
    }
    if !body.isEmpty, !framed {
      all["Content-Length"] = String(body.count)
    }
    lines += all.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    var bytes = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    if sendsBody { bytes += body }
    return try parse(exchange(over: descriptor, bytes))
  }

  /// `body` in HTTP/1.1's chunked coding, in chunks of `size` bytes: a body whose length is
  /// not announced, so the server learns it only as it reads.
  public static func chunked(_ body: Data, size: Int = 64 << 10) -> Data {
    var coded = Data()
    var start = body.startIndex
    while start < body.endIndex {
      let end = min(start + size, body.endIndex)
      coded += Data((String(end - start, radix: 16) + "\r\n").utf8) + body[start..<end]
      coded += Data("\r\n".utf8)
      start = end
    }
    return coded + Data("0\r\n\r\n".utf8)
  }

  /// A TCP connection to 127.0.0.1:`port`, whose reads give up after `timeout` seconds. The
  /// caller closes it.
  /// - Parameter source: the address it comes from (127.0.0.2 stands for another machine of
  ///   the network), else the system's choice.
  public static func connect(port: Int, timeout: Int = 30, from source: String? = nil) throws
    -> Int32
  {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw failure("socket") }
    var timeout = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr.s_addr = inet_addr(source)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        let error = failure("bind \(source)")
        close(descriptor)
        throw error
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let error = failure("connect")
      close(descriptor)
      throw error
    }
    return descriptor
  }

  private static func exchange(over descriptor: Int32, _ request: Data) throws -> Data {
    try request.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let sent = Glibc.send(descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        guard sent > 0 else { throw failure("send") }
        offset += sent
      }
    }
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      response.append(buffer, count: count)
    }
    return response
  }

  private static func parse(_ data: Data) throws -> RawHTTPResponse {
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
      throw failure("no response head in \(data.count) bytes")
    }
    let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let status = head.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { $0 + ", " + value } ?? value
    }
    var body = Data(data[end.upperBound...])
    if let length = headers["content-length"].flatMap(Int.init), body.count > length {
      body = body.prefix(length)
    }
    return RawHTTPResponse(status: status, headers: headers, body: body)
  }

  private static func failure(_ what: String) -> NSError {
    NSError(
      domain: "RawHTTP", code: Int(errno),
      userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(errno)))"])
  }
}
