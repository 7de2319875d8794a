import CMicroHTTPD
import Glibc

extension HTTPServer {
  /// libmicrohttpd's daemon of one server, and the TLS key, certificates and priorities as the
  /// C strings it keeps pointers to: freed once the daemon has stopped.
  final class Daemon {
    private let handle: OpaquePointer
    private let tlsTexts: [UnsafeMutablePointer<CChar>?]

    /// Starts the daemon of `server` on the listening socket `descriptor`, over TLS with `tls`;
    /// `nil` when libmicrohttpd refuses (as with a key and certificate that do not match).
    init?(serving server: HTTPServer, on descriptor: Int32, tls: TLSCredentials?) {
      // epoll: one thread watches thousands of connections, where select stops at 1,024
      // descriptors.
      var flags =
        MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
        | MHD_ALLOW_SUSPEND_RESUME.rawValue
      var texts: [UnsafeMutablePointer<CChar>?] = [nil, nil, nil]
      if let tls {
        flags |= MHD_USE_TLS.rawValue
        let pem: [String] = [tls.keyPEM, tls.certificatesPEM, HTTPServer.tlsPriorities]
        texts = pem.map { text -> UnsafeMutablePointer<CChar>? in strdup(text) }
      }
      let me = Unmanaged.passUnretained(server).toOpaque()
      // libmicrohttpd's own limit is never reached (the accept policy closes connections
      // first): at its limit it stops accepting, and a new connection would wait unanswered.
      let started = moodcard_mhd_start(
        flags, descriptor, HTTPServer.admit, me, HTTPServer.access, me,
        HTTPServer.completed, me, HTTPServer.notify, me, HTTPServer.target, me,
        UInt32(server.admissionLimit + 1), HTTPServer.idleTimeout,
        HTTPServer.memoryLimit, texts[0], texts[1], texts[2])
      guard let started else {
        texts.forEach { free($0) }
        return nil
      }
      handle = started
      tlsTexts = texts
    }

    deinit { tlsTexts.forEach { free($0) } }

    /// Stops accepting connections.
    /// - Returns: the listening socket, which is the caller's to close once the daemon has
    ///   stopped, or -1.
    func quiesce() -> Int32 { MHD_quiesce_daemon(handle) }

    /// Stops the daemon and closes every connection; called once, with no connection
    /// suspended (libmicrohttpd's rule).
    func stop() { MHD_stop_daemon(handle) }
  }
}
