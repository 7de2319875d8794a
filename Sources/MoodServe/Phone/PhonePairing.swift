import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem
import Synchronization

/// What pairs phones to a server that phones can reach: the pairing code of the moment and the
/// devices' credentials, over the book of devices in the phone's folder.
///
/// `mood serve` prints the first code before it forks the server (`ServeKeeper`), so the child
/// knows the code the terminal shows; the book keeps only its hash, with its expiry and whether
/// it was used, so a child forked again after a crash refuses a used code as the first did. The
/// child opens its own connection on first use: an SQLite connection never crosses a fork.
package final class PhonePairing: Sendable {
  /// The cookie of a paired device: one name on every port, as a device's secret is good for
  /// any server of this computer that reads the same folder.
  package static let cookieName = "moodcard-device"
  /// How long the device's cookie lasts: a year, renewed by nothing but pairing again.
  package static let cookieLifetime = 365 * 24 * 60 * 60

  private let folder: PhoneFolder
  /// The code this process made last, in plain text: the book holds only its hash.
  private let code = Mutex<PairingCode?>(nil)
  /// The connection of the serving process: opened on first use, after the fork.
  private let book = Mutex<OpenBook?>(nil)

  /// A connection to the book and the process that opened it. A connection is no `Sendable`
  /// value: it enters the mutex when opened (`sending`) and is used only inside its lock.
  private struct OpenBook {
    let pid: pid_t
    let book: DeviceBook
  }

  package init(folder: PhoneFolder) { self.folder = folder }

  /// The SHA-256 of `text`'s UTF-8 (GnuTLS's) in hexadecimal, as the book keeps codes and
  /// secrets.
  package static func hash(_ text: String) -> String {
    GnuTLS.sha256(text.utf8).map { NumberText.zeroPadded(Int($0), width: 2, radix: 16) }.joined()
  }

  /// Lends the serving process's connection to the book to `body`, one caller at a time.
  /// `body` is `@Sendable`, so it can keep nothing of the connection: what it returns is a
  /// `Sendable` value, and the connection stays in the mutex.
  private func withBook<T: Sendable>(_ body: @Sendable (DeviceBook) throws -> T) throws -> T {
    try book.withLock { held in
      if let held, held.pid == getpid() { return try body(held.book) }
      let opened = OpenBook(pid: getpid(), book: try DeviceBook(folder: folder, ifMissing: .create))
      held = opened
      return try body(opened.book)
    }
  }

  /// The code that pairs now and when it expires: the one this process made while the book
  /// still takes it, else a new one, which replaces any other in the book.
  /// - Parameter fresh: a new code even when the last still works.
  package func offer(at now: Date, fresh: Bool = false) throws -> (
    code: PairingCode, expiresAt: Date
  ) {
    try withBook { book in try offer(at: now, fresh: fresh, in: book) }
  }

  /// `offer(at:)` through a connection of its own, closed before it returns: for the process
  /// that prints the first code and then forks the server.
  package func offerBeforeServing(at now: Date) throws -> (code: PairingCode, expiresAt: Date) {
    let book = try DeviceBook(folder: folder, ifMissing: .create)
    defer { try? book.close() }
    return try offer(at: now, fresh: false, in: book)
  }

  private func offer(at now: Date, fresh: Bool, in book: DeviceBook) throws -> (
    code: PairingCode, expiresAt: Date
  ) {
    try code.withLock { known in
      let record = try book.pairing()
      if !fresh, let known, !record.isUsed, now < record.expiresAt,
        Self.hash(known.text) == record.codeHash
      {
        return (known, record.expiresAt)
      }
      let made = PairingCode.random()
      let expiry = try book.offer(codeHash: Self.hash(made.text), madeAt: now)
      known = made
      return (made, expiry)
    }
  }

  /// Whether the code this process knows is still the one that pairs at `now`; `nil` when it
  /// knows none that is.
  package func currentCode(at now: Date) throws -> (code: PairingCode, expiresAt: Date)? {
    try withBook { book in
      let record = try book.pairing()
      return code.withLock { known in
        guard let known, !record.isUsed, now < record.expiresAt,
          Self.hash(known.text) == record.codeHash
        else { return nil }
        return (known, record.expiresAt)
      }
    }
  }

  /// Pairs a new device with the code `typed`, as a person typed or scanned it.
  /// - Returns: what the code did, and the new device's secret for its cookie when it paired.
  package func pair(
    typed: String, at now: Date, defaultName: @escaping @Sendable (Int) -> String
  ) throws -> (
    outcome: DeviceBook.Outcome, secret: String?
  ) {
    let secret = WebSecurity.randomToken()
    let outcome = try withBook { book in
      try book.pair(
        codeHash: PairingCode(typed: typed).map { Self.hash($0.text) },
        secretHash: Self.hash(secret), at: now, defaultName: defaultName)
    }
    if case .paired = outcome { return (outcome, secret) }
    return (outcome, nil)
  }

  /// The paired device whose cookie `request` carries, over TLS; `nil` for none, a device
  /// revoked, or a book that cannot be read (refused rather than let through).
  package func device(of request: HTTPRequest, at now: Date) -> PairedDevice? {
    guard request.isSecure, let secret = request.cookie(Self.cookieName) else { return nil }
    return try? withBook { book in try book.device(secretHash: Self.hash(secret), at: now) }
  }

  /// The name of the revoked device whose cookie `request` carries over TLS, if it is one.
  package func revokedName(of request: HTTPRequest) -> String? {
    guard request.isSecure, let secret = request.cookie(Self.cookieName) else { return nil }
    return try? withBook { book in try book.revokedName(secretHash: Self.hash(secret)) }
  }

  /// Gives the device `id` the name `name`.
  package func rename(_ id: String, to name: String) throws -> PairedDevice {
    try withBook { book in try book.rename(id, to: name) }
  }

  /// The `Set-Cookie` value that gives a paired device its secret: only over TLS (`Secure`),
  /// never to a script (`HttpOnly`), never sent from another site (`SameSite=Strict`), for a
  /// year.
  package static func cookie(secret: String) -> String {
    "\(cookieName)=\(secret); HttpOnly; Secure; SameSite=Strict; Max-Age=\(cookieLifetime); Path=/"
  }
}

extension PhonePairing {
  /// What `mood serve --phone` prints after its address: `Pair a phone: https://…/pair?code=…`
  /// for each HTTPS address, the QR code of the first, and the code to type with its expiry. It
  /// makes the code through a connection of its own (`offerBeforeServing`), before the fork.
  /// - Parameters:
  ///   - origins: `https://ADDRESS:PORT` of each address, the QR code's first.
  ///   - terminal: whether standard output is a terminal, which gets the QR code in colours
  ///     (`QRCode.terminalText`).
  package func instructions(
    origins: [String], messages: Messages, timeZone: Zone, now: Date, terminal: Bool
  ) throws -> String {
    let offer = try offerBeforeServing(at: now)
    let addresses = origins.map { "\($0)/pair?code=\(offer.code.text)" }
    var text = addresses.map { messages(.pairPhoneLine, ["address": $0]) + "\n" }.joined()
    if let first = addresses.first, let code = QRCode(encoding: first) {
      text += code.terminalText(colored: terminal)
    }
    let expiry = Timestamp.format(
      offer.expiresAt, offsetSeconds: timeZone.secondsFromGMT(for: offer.expiresAt))
    return text
      + messages(
        .pairCodeLine,
        ["code": offer.code.grouped, "expiry": String(expiry.dropFirst(11).prefix(5))])
      + "\n"
  }
}
