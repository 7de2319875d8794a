import CGnuTLS
import FoundationEssentials
import MoodApp

/// The server's side of WebAuthn (Level 2, §7.1 and §7.2) for the lock's passkeys: what a new
/// passkey and each unlock with one must say, checked exactly.
///
/// - Client data: the type (`webauthn.create` or `webauthn.get`), the challenge this server
///   gave, and the origin of the page (`https://HOSTNAME.local:PORT`).
/// - Authenticator data: the SHA-256 of the rpId (the host name), the flags "user present" and
///   "user verified" (a fingerprint, a face, the device's PIN: never a bare touch), and the sign
///   counter, which must go forward (`LockBook.advance`).
/// - The signature, over the authenticator data and the SHA-256 of the client data, by the
///   passkey's public key: ES256 (ECDSA on P-256, SHA-256) or EdDSA (Ed25519).
/// Attestation is "none": no vendor's certificate is asked for or checked, as a lock of one's
/// own devices needs none.
///
/// Why GnuTLS and not libfido2: libfido2 (Yubico, Debian's `libfido2-1` with `libcbor0.8`) does
/// `fido_assert_verify` (rpId hash, UP/UV flags, signature) and parses COSE keys, but takes
/// only the client data's hash, so the type, challenge and origin are ours to check anyway;
/// with attestation "none" `fido_cred_verify` has no signature to check; and it would be two
/// new packages and a third library opened at run time, with a USB/HID stack the server never
/// uses. GnuTLS is opened by `mood serve` already and verifies both ES256 and Ed25519
/// (`gnutls_pubkey_verify_data2`); what remains is the fixed layout of the authenticator data
/// and a small CBOR reader (`CBOR`) for the COSE key, about 150 lines, all tested with crafted
/// answers signed by OpenSSL.
package struct PasskeyCheck: Sendable {
  /// The host name passkeys are made for: the `.local` name, without the port.
  package let rpID: String
  /// The page's origin: `https://HOSTNAME.local:PORT`.
  package let origin: String

  package init(rpID: String, origin: String) {
    self.rpID = rpID
    self.origin = origin
  }

  /// COSE's numbers of the algorithms taken.
  package static let es256 = -7
  package static let edDSA = -8

  /// Why a passkey's answer is refused.
  package enum Refusal: Error, Equatable, Sendable {
    /// Not in WebAuthn's form: client data that is not JSON, authenticator data cut short, a
    /// key of another kind.
    case malformed
    /// The client data's type or challenge is not the one asked.
    case wrongChallenge
    /// For another origin or rpId.
    case otherSite
    /// Without "user present" and "user verified".
    case noUserVerification
    /// The signature is not the key's.
    case badSignature
  }

  /// A new passkey, as its registration gives it.
  package struct NewPasskey: Equatable, Sendable {
    package let credentialID: [UInt8]
    package let algorithm: Int
    /// The raw public key: x and y of P-256 (64 bytes), or Ed25519's 32.
    package let publicKey: [UInt8]
    package let signCount: Int64
  }

  /// The passkey a registration made, when its answer is right for `challenge`.
  /// - Parameters:
  ///   - clientData: the `clientDataJSON` bytes.
  ///   - attestationObject: the CBOR map of `fmt`, `attStmt` and `authData`.
  /// - Throws: `Refusal`.
  package func registration(
    clientData: [UInt8], attestationObject: [UInt8], challenge: [UInt8]
  ) throws -> NewPasskey {
    try checkClientData(clientData, type: "webauthn.create", challenge: challenge)
    guard let object = try? CBOR.decode(attestationObject),
      let authData = object[.text("authData")]?.byteString
    else { throw Refusal.malformed }
    let data = try AuthenticatorData(authData)
    try check(data)
    guard let attested = data.attested else { throw Refusal.malformed }
    return NewPasskey(
      credentialID: attested.credentialID, algorithm: attested.algorithm,
      publicKey: attested.publicKey, signCount: data.signCount)
  }

  /// The sign counter of an unlock with `passkey`, when its answer is right for `challenge`.
  /// Whether the counter goes forward is the book's to check, in its transaction.
  /// - Throws: `Refusal`.
  package func assertion(
    clientData: [UInt8], authenticatorData: [UInt8], signature: [UInt8], challenge: [UInt8],
    algorithm: Int, publicKey: [UInt8]
  ) throws -> Int64 {
    try checkClientData(clientData, type: "webauthn.get", challenge: challenge)
    let data = try AuthenticatorData(authenticatorData)
    try check(data)
    let signed = authenticatorData + GnuTLS.sha256(clientData)
    guard Self.verify(signature, over: signed, algorithm: algorithm, publicKey: publicKey) else {
      throw Refusal.badSignature
    }
    return data.signCount
  }

  /// The fields of the client data this server reads.
  private struct ClientData: Decodable {
    let type: String
    let challenge: String
    let origin: String
    let crossOrigin: Bool?
  }

  private func checkClientData(_ bytes: [UInt8], type: String, challenge: [UInt8]) throws {
    guard let fields = try? JSONDecoder().decode(ClientData.self, from: Data(bytes)) else {
      throw Refusal.malformed
    }
    guard fields.type == type, Base64URL.decode(fields.challenge) == challenge else {
      throw Refusal.wrongChallenge
    }
    // A page framed by another site is another origin too (the headers forbid framing anyway).
    guard fields.origin == origin, fields.crossOrigin != true else { throw Refusal.otherSite }
  }

  private func check(_ data: AuthenticatorData) throws {
    guard data.rpIDHash == GnuTLS.sha256(rpID.utf8) else { throw Refusal.otherSite }
    guard data.userPresent, data.userVerified else { throw Refusal.noUserVerification }
  }

  /// Whether `signature` is the key's over `data`, through GnuTLS.
  static func verify(
    _ signature: [UInt8], over data: [UInt8], algorithm: Int, publicKey: [UInt8]
  ) -> Bool {
    let curve: gnutls_ecc_curve_t
    let sign: gnutls_sign_algorithm_t
    let x: [UInt8]
    let y: [UInt8]?
    switch (algorithm, publicKey.count) {
    case (es256, 64):
      curve = GNUTLS_ECC_CURVE_SECP256R1
      sign = GNUTLS_SIGN_ECDSA_SHA256
      x = Array(publicKey.prefix(32))
      y = Array(publicKey.suffix(32))
    case (edDSA, 32):
      curve = GNUTLS_ECC_CURVE_ED25519
      sign = GNUTLS_SIGN_EDDSA_ED25519
      x = publicKey
      y = nil
    default: return false
    }
    guard moodcard_gnutls_unavailable() == nil else { return false }
    return GnuTLS.withDatum(x) { xDatum in
      GnuTLS.withDatum(y ?? []) { yDatum in
        GnuTLS.withDatum(data) { dataDatum in
          GnuTLS.withDatum(signature) { signatureDatum in
            moodcard_gnutls_verify_raw(
              curve, sign, xDatum, y == nil ? nil : yDatum, dataDatum, signatureDatum) == 0
          }
        }
      }
    }
  }
}
