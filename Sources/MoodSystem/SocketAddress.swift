import Glibc

/// An IPv4 or IPv6 address and port as the socket calls take it: what the server listens on
/// and what `LoopbackRequest` connects to.
package struct SocketAddress {
  /// `AF_INET` or `AF_INET6`.
  package let family: Int32
  private var storage = sockaddr_storage()

  /// The address of the literal `address` (`127.0.0.1`, `::1`, without brackets) and `port`,
  /// or `nil` when `address` is not one.
  package init?(_ address: String, port: UInt16) {
    family = address.contains(":") ? AF_INET6 : AF_INET
    let family = family
    let parsed = withUnsafeMutableBytes(of: &storage) { raw -> Bool in
      guard let base = raw.baseAddress else { return false }
      if family == AF_INET6 {
        let socket = base.assumingMemoryBound(to: sockaddr_in6.self)
        socket.pointee.sin6_family = sa_family_t(AF_INET6)
        socket.pointee.sin6_port = port.bigEndian
        return inet_pton(AF_INET6, address, &socket.pointee.sin6_addr) == 1
      }
      let socket = base.assumingMemoryBound(to: sockaddr_in.self)
      socket.pointee.sin_family = sa_family_t(AF_INET)
      socket.pointee.sin_port = port.bigEndian
      return inet_pton(AF_INET, address, &socket.pointee.sin_addr) == 1
    }
    guard parsed else { return nil }
  }

  /// `address:port` as a URL and a `Host` header write it, an IPv6 literal in brackets
  /// (`127.0.0.1:8787`, `[::1]:8787`).
  package static func authority(_ address: String, port: Int) -> String {
    (address.contains(":") ? "[\(address)]" : address) + ":\(port)"
  }

  /// A new TCP socket of the address's family, closed on `exec`; -1 when there is none.
  package func makeSocket() -> Int32 {
    socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  }

  /// Calls `body` with the address and its length, as `bind` and `connect` take them.
  package func withPointer<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
    let length =
      family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size
    return withUnsafePointer(to: storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(length)) }
    }
  }
}
