import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// The lock's passkeys: registering one for this device (once unlocked, so behind the lock),
/// and unlocking with it (open while locked, `WebLock.isOpen`). Passkeys need a host name, not
/// an address: WebAuthn refuses an IP address as its rpId, so they work at `HOSTNAME.local`
/// (over HTTPS, in the server's certificate) and at `localhost`; elsewhere the lock screen
/// offers the PIN and says why.
enum PasskeyRoutes {
  static func routes(lock: WebLock, credential: @escaping @Sendable (HTTPRequest) throws -> String)
    -> [Route]
  {
    [
      // The options of a new passkey (`navigator.credentials.create`).
      Route(.post, "/api/lock/passkey-options") { request, _ in
        let check = try site(request)
        let who = try credential(request)
        let known = try lock.withBook { try $0.passkeys(device: device(of: who)) } ?? []
        return json([
          "challenge": .string(Base64URL.encode(lock.challenge(for: who))),
          "rpId": .string(check.rpID),
          // The user's handle: this device's id, or "computer" for this computer's browsers.
          "userId": .string(Base64URL.encode(Array((device(of: who) + "computer").utf8))),
          "exclude": .array(known.map { .string($0.credentialID) }),
        ])
      },
      Route(.post, "/api/lock/passkeys") { request, context in
        let check = try site(request)
        let who = try credential(request)
        let body = try request.decodedBody([String: String].self, expected: .webPasskeyInvalid)
        guard let clientData = body["clientDataJSON"].flatMap(Base64URL.decode),
          let attestation = body["attestationObject"].flatMap(Base64URL.decode)
        else { throw WebError(.badRequest, .webPasskeyInvalid) }
        let challenge = try challenge(in: clientData, lock: lock, for: who)
        let made = try refusing(check) {
          try check.registration(
            clientData: clientData, attestationObject: attestation, challenge: challenge)
        }
        let passkey = StoredPasskey(
          credentialID: Base64URL.encode(made.credentialID), device: device(of: who),
          algorithm: made.algorithm, publicKey: Base64URL.encode(made.publicKey),
          signCount: made.signCount, createdAt: context.settings.now())
        _ = try lock.withBook { try $0.add(passkey) }
        return json(["id": .string(Base64URL.encode(made.credentialID))], status: .created)
      },
      // The challenge of an unlock (`navigator.credentials.get`), with this device's passkeys.
      Route(.post, "/api/lock/passkey-challenge") { request, _ in
        let check = try site(request)
        let who = try credential(request)
        let known = try lock.withBook { try $0.passkeys(device: device(of: who)) } ?? []
        guard !known.isEmpty else { throw WebError(.notFound, .webPasskeyUnknown) }
        return json([
          "challenge": .string(Base64URL.encode(lock.challenge(for: who))),
          "rpId": .string(check.rpID), "allow": .array(known.map { .string($0.credentialID) }),
        ])
      },
      Route(.post, "/api/lock/passkey-unlock") { request, _ in
        let check = try site(request)
        let who = try credential(request)
        let body = try request.decodedBody([String: String].self, expected: .webPasskeyInvalid)
        guard let id = body["id"],
          let clientData = body["clientDataJSON"].flatMap(Base64URL.decode),
          let authenticatorData = body["authenticatorData"].flatMap(Base64URL.decode),
          let signature = body["signature"].flatMap(Base64URL.decode)
        else { throw WebError(.badRequest, .webPasskeyInvalid) }
        guard let passkey = try lock.withBook({ try $0.passkey(id: id) }) ?? nil,
          passkey.device == device(of: who), let key = Base64URL.decode(passkey.publicKey)
        else { throw WebError(.forbidden, .webPasskeyUnknown) }
        let challenge = try challenge(in: clientData, lock: lock, for: who)
        let count = try refusing(check) {
          try check.assertion(
            clientData: clientData, authenticatorData: authenticatorData, signature: signature,
            challenge: challenge, algorithm: passkey.algorithm, publicKey: key)
        }
        guard try lock.withBook({ try $0.advance(id: id, to: count) }) == true else {
          throw WebError(.forbidden, .webPasskeyCounter)
        }
        lock.unlock(who, idleSeconds: try lock.record()?.idleSeconds ?? LockIdle.standard)
        return HTTPResponse(status: .noContent)
      },
    ]
  }

  /// The device a credential's passkeys belong to: a paired device's id, or `""` for this
  /// computer's own browsers.
  static func device(of credential: String) -> String {
    credential.hasPrefix("device:") ? String(credential.dropFirst(7)) : ""
  }

  /// The rpId and origin of `request`, when its host is a name passkeys work at: a `.local`
  /// name over HTTPS, or `localhost`; `nil` at an IP address.
  static func site(of request: HTTPRequest) -> PasskeyCheck? {
    guard let host = request.header("host")?.lowercased() else { return nil }
    let name = host.split(separator: ":").first.map(String.init) ?? host
    let secure = request.isSecure && name.hasSuffix(".local")
    guard secure || name == "localhost" else { return nil }
    return PasskeyCheck(rpID: name, origin: (request.isSecure ? "https://" : "http://") + host)
  }

  private static func site(_ request: HTTPRequest) throws -> PasskeyCheck {
    guard let check = site(of: request) else {
      throw WebError(
        .forbidden, .webPasskeyNeedsName, ["host": .text(HomeNetwork.localName() ?? "")])
    }
    return check
  }

  /// The challenge the client data answers, used up; refused when this server did not give
  /// it to `credential` within `WebLock.challengeLife`.
  private static func challenge(in clientData: [UInt8], lock: WebLock, for credential: String)
    throws -> [UInt8]
  {
    struct Challenged: Decodable { let challenge: String }
    guard
      let sent = try? JSONDecoder().decode(Challenged.self, from: Data(clientData)).challenge,
      let bytes = Base64URL.decode(sent), lock.takeChallenge(bytes, for: credential)
    else { throw WebError(.forbidden, .webPasskeyNoChallenge) }
    return bytes
  }

  /// `body`, its refusal said in the person's words.
  private static func refusing<T>(_ check: PasskeyCheck, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let refusal as PasskeyCheck.Refusal {
      switch refusal {
      case .malformed, .badSignature: throw WebError(.forbidden, .webPasskeyInvalid)
      case .wrongChallenge: throw WebError(.forbidden, .webPasskeyNoChallenge)
      case .otherSite:
        throw WebError(.forbidden, .webPasskeyOtherSite, ["origin": .text(check.origin)])
      case .noUserVerification: throw WebError(.forbidden, .webPasskeyNoUV)
      }
    }
  }

  private static func json(_ object: [String: JSONValue], status: HTTPStatus = .ok)
    -> HTTPResponse
  {
    .data(Data(JSONValue.object(object).text.utf8), type: "application/json", status: status)
  }
}
