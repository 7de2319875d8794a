import Glibc
import MoodApp
import MoodSystem

/// A listening TCP socket, made before the daemon so that the port the system picks for 0 is
/// known before the first request, and kept by `ServeKeeper` while servers come and go.
package struct Listener {
  package let descriptor: Int32
  /// The address as given.
  package let address: String
  package let port: Int

  package init(address: String, port: Int) throws {
    func failure(_ reason: MessageValue) -> ServeError {
      ServeError(
        .serveCannotListen,
        ["address": .text(address), "port": .text("\(port)"), "reason": reason])
    }
    guard let requested = UInt16(exactly: port) else {
      throw failure(.message(.serveExpectedPort, [:]))
    }
    guard let socketAddress = SocketAddress(address, port: requested) else {
      throw failure(.message(.serveExpectedAddress, [:]))
    }
    let family = socketAddress.family
    let descriptor = socketAddress.makeSocket()
    guard descriptor >= 0 else { throw failure(.text(SystemReason.text(errno: errno))) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = socketAddress.withPointer {
      bind(descriptor, $0, $1) == 0 && listen(descriptor, SOMAXCONN) == 0
    }
    guard bound else {
      let code = errno
      let reason = SystemReason.text(errno: code)
      close(descriptor)
      throw failure(
        code == EADDRINUSE ? .message(.servePortInUse, ["reason": .text(reason)]) : .text(reason))
    }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    let network = withUnsafeBytes(of: actual) { raw -> UInt16 in
      family == AF_INET6
        ? raw.load(as: sockaddr_in6.self).sin6_port : raw.load(as: sockaddr_in.self).sin_port
    }
    self.descriptor = descriptor
    self.address = address
    self.port = Int(UInt16(bigEndian: network))
  }
}
