import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// One HTTP/1.1 request to a `mood serve` of this machine, with the token: how the desktop
/// launcher (`mood serve --url`) and `mood remind` ask the running server for a new address.
/// Only the literal address the server itself wrote is ever asked, never a name to resolve.
package struct LoopbackRequest {
  /// The server's host as written in its address (`127.0.0.1`, `[::1]`) and its port.
  package let host: String
  package let port: Int
  /// How long to wait for the answer, in seconds.
  package static let timeout = 5

  /// A request to the server whose address is `address` (`http://HOST:PORT/...`).
  package init?(address: String) {
    guard address.hasPrefix("http://") else { return nil }
    let authority = address.dropFirst(7).prefix { $0 != "/" }
    guard let colon = authority.lastIndex(of: ":"),
      let port = Int(authority[authority.index(after: colon)...])
    else { return nil }
    host = String(authority[..<colon])
    self.port = port
  }

  /// Sends `POST path` with `Authorization: Bearer token`; the status and body of the answer,
  /// or `nil` when there is no answer.
  package func post(_ path: String, token: String) -> (status: Int, body: Data)? {
    let literal = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
    guard let port = UInt16(exactly: port), let address = SocketAddress(literal, port: port)
    else { return nil }
    let descriptor = address.makeSocket()
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var wait = timeval(tv_sec: Self.timeout, tv_usec: 0)
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(descriptor, SOL_SOCKET, option, &wait, socklen_t(MemoryLayout<timeval>.size))
    }
    guard address.withPointer({ connect(descriptor, $0, $1) == 0 }) else { return nil }
    let request = Data(
      ("POST \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nAuthorization: Bearer \(token)\r\n"
        + "Content-Length: 0\r\nConnection: close\r\n\r\n").utf8)
    guard OutputFile.writeAll(request, to: descriptor) == nil else { return nil }
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      answer.append(buffer, count: count)
    }
    guard let end = answer.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
    let statusLine = String(decoding: answer[..<end.lowerBound], as: UTF8.self)
      .prefix { $0 != "\r" }
    guard let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return nil }
    return (status, Data(answer[end.upperBound...]))
  }
}
