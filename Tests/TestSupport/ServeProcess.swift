import Foundation

/// A `mood serve --port 0` process on a temporary store, with the session a browser would have
/// after opening the printed address.
public final class ServeProcess {
  public let process = Process()
  public let port: Int
  public let token: String
  /// The session secret the printed address opened, as a browser holds it in its cookie.
  public let session: String
  /// What it printed first, the address to open in a sentence, with its line break.
  public let firstLine: String
  public let stdout = Pipe()
  public let stderr = Pipe()

  /// Starts the server and reads the address it prints on its first line, in any language.
  /// - Parameter environment: variables added to the server's small fixed environment.
  public init(
    store: String, arguments: [String] = [], now: String = "2026-11-29T20:00:00Z",
    environment: [String: String] = [:]
  ) throws {
    process.executableURL = URL(fileURLWithPath: MoodBinary.path)
    process.arguments = ["serve", "--port", "0"] + arguments
    process.environment = MoodBinary.environment(store: store, now: now, adding: environment)
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    let text = String(decoding: line, as: UTF8.self)
    firstLine = text
    // The address in the line, in whichever language it is said.
    guard
      let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64})/),
      let port = Int(match.1)
    else {
      process.terminate()
      throw NSError(
        domain: "ServeProcess", code: 1,
        userInfo: [NSLocalizedDescriptionKey: "unexpected first line: \(text)"])
    }
    self.port = port
    token = String(match.2)
    session = try ServeProcess.openSession(port: port, address: "/?token=\(match.2)")
  }

  /// Opens `address` (a path with its `token`) as a browser would: the session secret of the
  /// cookie it sets.
  public static func openSession(port: Int, address: String) throws -> String {
    let opened = try RawHTTP.send(port: port, "GET", address)
    guard opened.status == 303,
      let cookie = opened.headers["set-cookie"]?.firstMatch(of: /=([0-9a-f]{64});/)
    else {
      throw NSError(
        domain: "ServeProcess", code: 3,
        userInfo: [NSLocalizedDescriptionKey: "\(address) opened no session: \(opened.status)"])
    }
    return String(cookie.1)
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// The session cookie the token is swapped for.
  public var cookie: String { "moodcard-\(port)=\(session)" }

  /// `GET path` with the session's cookie, as the app's own page asks.
  public func get(_ path: String) throws -> RawHTTPResponse {
    try RawHTTP.send(port: port, "GET", path, headers: ["Cookie": cookie])
  }

  /// The headers of a request from the app's own page: cookie, Origin, Sec-Fetch-Site and the
  /// CSRF token read from the page.
  public func pageHeaders() throws -> [String: String] {
    let page = try RawHTTP.send(port: port, "GET", "/", headers: ["Cookie": cookie])
    guard let match = page.text.firstMatch(of: /<meta name="csrf-token" content="([0-9a-f]{64})">/)
    else { throw NSError(domain: "ServeProcess", code: 2) }
    return [
      "Cookie": cookie, "Origin": "http://127.0.0.1:\(port)", "Sec-Fetch-Site": "same-origin",
      "X-CSRF-Token": String(match.1), "Content-Type": "application/json",
    ]
  }

  /// The process that serves: the child `mood serve` forks and forks again after a crash.
  public var server: pid_t? {
    let parent = process.processIdentifier
    let children = try? String(
      contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)
    return children?.split(separator: " ").first.flatMap { pid_t($0) }
  }

  /// How many files and sockets the serving process holds open.
  public var openDescriptors: Int {
    guard let server else { return 0 }
    return (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(server)/fd"))?.count ?? 0
  }

  /// Sends `signal` (SIGTERM by default) and returns the exit status and what was written to
  /// standard error.
  public func stop(signal: Int32 = SIGTERM) -> (status: Int32, stderr: String) {
    send(signal)
    return stopped()
  }

  public func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits for the server to exit; its exit status and what it wrote to standard error.
  public func stopped() -> (status: Int32, stderr: String) {
    process.waitUntilExit()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }
}
