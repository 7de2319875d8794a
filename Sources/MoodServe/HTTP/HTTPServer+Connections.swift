import CMicroHTTPD
import Glibc
import MoodApp

// MARK: - Admitting connections, the limit and its overflow

extension HTTPServer {
  /// One of libmicrohttpd's connections, by its handle's address: a value the threads of the
  /// server may share, turned back into the handle only to resume the connection.
  struct ConnectionID: Hashable, Sendable {
    private let address: Int

    init(_ connection: OpaquePointer) { address = Int(bitPattern: connection) }

    /// libmicrohttpd's handle, for a call the connection is open for.
    var connection: OpaquePointer? { OpaquePointer(bitPattern: address) }
  }

  /// What the server knows of one open connection.
  struct OpenConnection {
    /// Its socket, closed by libmicrohttpd only after the connection callback says so.
    let socket: Int32
    /// The client's address, its 4 or 16 bytes.
    let address: [UInt8]
    /// Accepted while the limit was reached, or while its address held its share of it: only
    /// a request with a session is served on it.
    let overflow: Bool
    /// When its next request's head must have arrived; `nil` while a request is answered.
    var deadline: ContinuousClock.Instant?
    /// Whether a request has begun on it: `stop()` waits a little for the first one.
    var begun = false
    /// The target of its request as sent, before libmicrohttpd decoded it.
    var target = ""
  }

  /// Closes a new connection at once when `admissionLimit` are open.
  static let admit: MHD_AcceptPolicyCallback = { cls, _, _ in
    guard let cls else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    return server.shared.withLock { locked in
      locked.state.connections.count < server.admissionLimit ? MHD_Result.YES : MHD_Result.NO
    }
  }

  /// Keeps each open connection with its head's deadline; one over the limit, or from an
  /// address that holds half of it already, is marked to be served only with a session.
  static let notify: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    if event == .CONNECTION_NOTIFY_STARTED, server.isSecure { refuseOldVersions(on: connection) }
    server.shared.withLock { locked in
      switch event {
      case .CONNECTION_NOTIFY_STARTED:
        var bytes = [UInt8](repeating: 0, count: 16)
        let address = Array(bytes.prefix(Int(moodcard_mhd_client_address(connection, &bytes))))
        let open = locked.state.connections.values
        let fromAddress = open.filter { $0.address == address }.count
        locked.state.connections[ConnectionID(connection)] = OpenConnection(
          socket: moodcard_mhd_socket(connection), address: address,
          overflow: open.count >= server.connectionLimit
            || fromAddress >= server.connectionLimit / 2,
          deadline: .now + headDeadline)
      case .CONNECTION_NOTIFY_CLOSED:
        let id = ConnectionID(connection)
        locked.state.connections[id] = nil
        // An answer its client left before it was sent goes with it: libmicrohttpd gives the
        // next connection this handle again, which would otherwise be sent this answer.
        locked.state.answers[id] = nil
      }
      locked.broadcast()
    }
  }

  /// Keeps the request's target as it was sent: libmicrohttpd decodes it into a C string, in
  /// which a `%00` would end it early.
  static let target:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
      UnsafeMutableRawPointer? = { cls, uri, connection in
        guard let cls, let uri, let connection else { return nil }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        let text = String(cString: uri)
        server.shared.withLock { $0.state.connections[ConnectionID(connection)]?.target = text }
        return nil
      }

  /// The refusal of a request without a session on a connection over the limit.
  func overflowRefusal(_ head: HTTPRequest) -> HTTPResponse {
    var response = handler.refusal(
      WebError(.serviceUnavailable, .webConnectionLimit, ["limit": .text("\(connectionLimit)")]),
      to: head)
    response.add("Retry-After", "1")
    // libmicrohttpd closes the connection once this is sent.
    response.add("Connection", "close")
    return response
  }
}
