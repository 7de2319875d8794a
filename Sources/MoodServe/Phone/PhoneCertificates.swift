import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

/// The certificates `mood serve` speaks TLS with, kept in the `PhoneFolder`: the CA's (made on
/// the first run, which a phone trusts once) and the server's, made again when it no longer
/// names exactly what the server listens on, or comes within `renewal` of its end.
package struct PhoneCertificates: Sendable {
  /// How long a server certificate is valid: 397 days, the most browsers accept of a public
  /// CA's, which some apply to every CA.
  static let serverDays = 397
  /// How long before its end a server certificate is made again.
  static let renewal: TimeInterval = 30 * 86_400

  /// The server's private key, PEM.
  package let keyPEM: String
  /// The server's certificate, PEM.
  package let certificatePEM: String
  /// The CA's certificate, PEM: the one public file.
  package let authorityPEM: String
  /// The CA certificate's SHA-256 fingerprint.
  package let authorityFingerprint: String
  /// Whether the CA was made by this call: a phone has to trust it before it can pair.
  package let madeAuthority: Bool

  /// The files of the folder, by role.
  enum File: String, CaseIterable {
    case authority = "authority.pem"
    case authorityKey = "authority-key.pem"
    case server = "server.pem"
    case serverKey = "server-key.pem"
    /// Held locked while the files are read and made: two servers started at once make one CA.
    case lock = "lock"
  }

  /// The certificates in `folder` for a server listening on `addresses` over TLS, made or made
  /// again as needed.
  /// - Throws: `ServeError` when the folder cannot be made or read, a file there is damaged,
  ///   or GnuTLS fails.
  package static func prepare(folder: PhoneFolder, addresses: [String], now: Date) throws
    -> PhoneCertificates
  {
    try GnuTLS.checkLibrary()
    try makeFolder(folder)
    let lock = open(folder.file(File.lock.rawValue).path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw folderFailure(folder, errno: errno) }
    defer { close(lock) }
    flock(lock, LOCK_EX)

    let localName = HomeNetwork.localName()
    var madeAuthority = false
    let authority: PhoneAuthority
    switch (try read(.authority, in: folder), try read(.authorityKey, in: folder)) {
    case (let pem?, let keyPEM?):
      authority = PhoneAuthority(
        key: try damaged(.authorityKey, in: folder) { try X509Key(pem: keyPEM) },
        certificate: try damaged(.authority, in: folder) { try X509Certificate(pem: pem) })
      try checkPair(authority.key, authority.certificate, .authorityKey, .authority, in: folder)
    case (nil, nil):
      authority = try PhoneAuthority.make(now: now, localName: localName)
      try write(try authority.key.pem(), .authorityKey, in: folder)
      try write(try authority.certificate.pem(), .authority, in: folder)
      madeAuthority = true
    // Half a CA is never completed with a new one: the phones trust the half that is there.
    case (_?, nil): throw halfMissing(.authorityKey, beside: .authority, in: folder)
    case (nil, _?): throw halfMissing(.authority, beside: .authorityKey, in: folder)
    }

    // The names the CA may sign: an address beyond its blocks is listened on over TLS, but a
    // phone will refuse its certificate (the warning at start says so).
    var names = addresses.filter(HomeNetwork.isPermitted).map(X509Certificate.Name.address)
    if let localName { names.append(.host(localName)) }
    let server: (key: String, certificate: String)
    if !madeAuthority, let kept = try kept(naming: names, in: folder, now: now) {
      server = kept
    } else {
      let key = try X509Key()
      let certificate = try authority.issue(for: names, key: key, now: now, days: serverDays)
      server = (try key.pem(), try certificate.pem())
      try write(server.key, .serverKey, in: folder)
      try write(server.certificate, .server, in: folder)
    }
    return PhoneCertificates(
      keyPEM: server.key, certificatePEM: server.certificate,
      authorityPEM: try authority.certificate.pem(),
      authorityFingerprint: try authority.certificate.fingerprint(), madeAuthority: madeAuthority)
  }

  /// The server's key and certificate in `folder` when the certificate names exactly `names`
  /// and stays valid for longer than `renewal` after `now`; `nil` when it must be made again
  /// (or either is missing).
  /// - Throws: `ServeError` naming the file that is damaged, or the key that is not the
  ///   certificate's: a server never starts with a key it cannot use.
  private static func kept(naming names: [X509Certificate.Name], in folder: PhoneFolder, now: Date)
    throws -> (key: String, certificate: String)?
  {
    guard let pem = try read(.server, in: folder), let keyPEM = try read(.serverKey, in: folder)
    else { return nil }
    let existing = try damaged(.server, in: folder) { try X509Certificate(pem: pem) }
    let key = try damaged(.serverKey, in: folder) { try X509Key(pem: keyPEM) }
    try checkPair(key, existing, .serverKey, .server, in: folder)
    guard existing.names() == Set(names), existing.expiration.timeIntervalSince(now) > renewal
    else { return nil }
    return (keyPEM, pem)
  }

  /// Throws `ServeError` naming `keyFile` when `key` is not the key of `certificate`.
  private static func checkPair(
    _ key: X509Key, _ certificate: X509Certificate, _ keyFile: File, _ certificateFile: File,
    in folder: PhoneFolder
  ) throws {
    guard try key.keyID() == certificate.keyID() else {
      throw ServeError(
        .phoneKeyMismatch,
        [
          "key": .text(folder.file(keyFile.rawValue).path),
          "certificate": .text(folder.file(certificateFile.rawValue).path),
        ])
    }
  }

  /// The failure of a CA whose `missing` file is gone while `present` is there.
  private static func halfMissing(_ missing: File, beside present: File, in folder: PhoneFolder)
    -> ServeError
  {
    ServeError(
      .phoneAuthorityHalfMissing,
      [
        "missing": .text(folder.file(missing.rawValue).path),
        "present": .text(folder.file(present.rawValue).path),
      ])
  }

  // MARK: - The folder

  /// Makes the folder (and MoodCard's data folder) when missing, and keeps it to its owner.
  private static func makeFolder(_ folder: PhoneFolder) throws {
    let path = folder.url.path
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: nil)
    } catch {
      throw folderFailure(folder, errno: errno == 0 ? EACCES : errno)
    }
    guard chmod(path, 0o700) == 0 else { throw folderFailure(folder, errno: errno) }
  }

  /// The text of `file`, or `nil` when there is none.
  /// - Throws: `ServeError` naming the file when something else has its name (a folder, a
  ///   link) or it cannot be read, with the system's reason.
  private static func read(_ file: File, in folder: PhoneFolder) throws -> String? {
    let path = folder.file(file.rawValue).path
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ServeError(.phoneFileNotAFile, ["path": .text(path)])
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ServeError(
        .phoneFileUnreadable,
        [
          "path": .text(path),
          "reason": .text(SystemReason.text(errno: errno == 0 ? EACCES : errno)),
        ])
    }
    // A key copied in by hand, or left by an older version, is kept to its owner too.
    chmod(path, 0o600)
    return String(decoding: data, as: UTF8.self)
  }

  /// Writes `text` to `file` atomically, mode 0600.
  private static func write(_ text: String, _ file: File, in folder: PhoneFolder) throws {
    let path = folder.file(file.rawValue).path
    do {
      try OutputFile.write(Data(text.utf8), to: path, permissions: 0o600)
    } catch let failure as OutputFile.Failure {
      throw ServeError(
        .phoneFolderFailed, ["path": .text(folder.url.path), "reason": .text(failure.reason)])
    }
    chmod(path, 0o600)
  }

  /// `make()`, whose failure says that `file` is damaged: a CA a phone trusts is never replaced
  /// behind the person's back, nor is a server's key silently swapped for another.
  private static func damaged<T>(_ file: File, in folder: PhoneFolder, _ make: () throws -> T)
    throws -> T
  {
    do { return try make() } catch {
      let isAuthority = file == .authority || file == .authorityKey
      throw ServeError(
        isAuthority ? .phoneFileDamaged : .phoneServerFileDamaged,
        ["path": .text(folder.file(file.rawValue).path)])
    }
  }

  private static func folderFailure(_ folder: PhoneFolder, errno code: Int32) -> ServeError {
    ServeError(
      .phoneFolderFailed,
      ["path": .text(folder.url.path), "reason": .text(SystemReason.text(errno: code))])
  }
}
