import Foundation
import MoodServe
import TestSupport
import Testing

/// The server's WebAuthn checks, fed crafted answers signed by OpenSSL: a right registration
/// and unlock pass, for ES256 and Ed25519; a credential without user verification, an answer
/// for another rpId or origin, another challenge and a wrong signature are refused.
@Suite struct PasskeyCheckTests {
  let check = PasskeyCheck(rpID: "sofa.local", origin: "https://sofa.local:8443")
  let challenge = Array((0..<32).map { UInt8($0) })
  let both = TestAuthenticator.userPresent | TestAuthenticator.userVerified

  private func register(_ key: TestAuthenticator, flags: UInt8? = nil, rpID: String? = nil)
    throws -> PasskeyCheck.NewPasskey
  {
    try check.registration(
      clientData: TestAuthenticator.clientData(
        type: "webauthn.create", challenge: challenge, origin: check.origin),
      attestationObject: TestAuthenticator.attestationObject(
        key.authenticatorData(rpID: rpID ?? check.rpID, flags: flags ?? both, attesting: true)),
      challenge: challenge)
  }

  /// An unlock's answer, changed by `lie` before it is signed or after.
  private func assert(
    _ key: TestAuthenticator, flags: UInt8? = nil, rpID: String? = nil, origin: String? = nil,
    type: String = "webauthn.get", answering: [UInt8]? = nil, breakSignature: Bool = false
  ) throws -> Int64 {
    let clientData = TestAuthenticator.clientData(
      type: type, challenge: answering ?? challenge, origin: origin ?? check.origin)
    let data = key.authenticatorData(rpID: rpID ?? check.rpID, flags: flags ?? both)
    var signature = try key.sign(data + GnuTLS.sha256(clientData))
    if breakSignature { signature[signature.count - 1] ^= 0x01 }
    return try check.assertion(
      clientData: clientData, authenticatorData: data, signature: signature,
      challenge: challenge, algorithm: key.coseAlgorithm, publicKey: key.publicKey)
  }

  @Test(arguments: [TestAuthenticator.Algorithm.es256, .ed25519])
  func aRightRegistrationAndUnlockPass(algorithm: TestAuthenticator.Algorithm) throws {
    var key = try TestAuthenticator(algorithm)
    let made = try register(key)
    #expect(made.credentialID == key.credentialID)
    #expect(made.algorithm == key.coseAlgorithm)
    #expect(made.publicKey == key.publicKey)
    #expect(made.signCount == 0)
    key.counter = 7
    #expect(try assert(key) == 7)
  }

  @Test func aCredentialMadeWithoutUserVerificationIsRefused() throws {
    let key = try TestAuthenticator(.es256)
    #expect(throws: PasskeyCheck.Refusal.noUserVerification) {
      try register(key, flags: TestAuthenticator.userPresent)
    }
    #expect(throws: PasskeyCheck.Refusal.noUserVerification) {
      try register(key, flags: TestAuthenticator.userVerified)
    }
  }

  @Test func anUnlockWithoutUserVerificationIsRefused() throws {
    let key = try TestAuthenticator(.es256)
    #expect(throws: PasskeyCheck.Refusal.noUserVerification) {
      try assert(key, flags: TestAuthenticator.userPresent)
    }
  }

  @Test func anAnswerForAnotherRpIDOrOriginIsRefused() throws {
    let key = try TestAuthenticator(.es256)
    #expect(throws: PasskeyCheck.Refusal.otherSite) { try register(key, rpID: "evil.local") }
    #expect(throws: PasskeyCheck.Refusal.otherSite) { try assert(key, rpID: "evil.local") }
    #expect(throws: PasskeyCheck.Refusal.otherSite) {
      try assert(key, origin: "https://evil.local:8443")
    }
    #expect(throws: PasskeyCheck.Refusal.otherSite) {
      try assert(key, origin: "http://sofa.local:8443")
    }
  }

  @Test func anotherChallengeOrTypeIsRefused() throws {
    let key = try TestAuthenticator(.ed25519)
    #expect(throws: PasskeyCheck.Refusal.wrongChallenge) {
      try assert(key, answering: Array(repeating: 9, count: 32))
    }
    #expect(throws: PasskeyCheck.Refusal.wrongChallenge) {
      try assert(key, type: "webauthn.create")
    }
  }

  @Test(arguments: [TestAuthenticator.Algorithm.es256, .ed25519])
  func aWrongSignatureIsRefused(algorithm: TestAuthenticator.Algorithm) throws {
    let key = try TestAuthenticator(algorithm)
    #expect(throws: PasskeyCheck.Refusal.badSignature) { try assert(key, breakSignature: true) }
    // Signed by another key of the same kind.
    let other = try TestAuthenticator(algorithm)
    let clientData = TestAuthenticator.clientData(
      type: "webauthn.get", challenge: challenge, origin: check.origin)
    let data = key.authenticatorData(rpID: check.rpID, flags: both)
    #expect(throws: PasskeyCheck.Refusal.badSignature) {
      try check.assertion(
        clientData: clientData, authenticatorData: data,
        signature: try other.sign(data + GnuTLS.sha256(clientData)), challenge: challenge,
        algorithm: key.coseAlgorithm, publicKey: key.publicKey)
    }
  }

  @Test func answersCutShortOrOfAnotherKeyKindAreMalformed() throws {
    let key = try TestAuthenticator(.es256)
    let clientData = TestAuthenticator.clientData(
      type: "webauthn.create", challenge: challenge, origin: check.origin)
    let data = key.authenticatorData(rpID: check.rpID, flags: both, attesting: true)
    for cut in [data.prefix(36), data.prefix(60), data.dropLast(3)] {
      #expect(throws: PasskeyCheck.Refusal.malformed) {
        try check.registration(
          clientData: clientData,
          attestationObject: TestAuthenticator.attestationObject(Array(cut)), challenge: challenge)
      }
    }
    #expect(throws: PasskeyCheck.Refusal.malformed) {
      try check.registration(
        clientData: Array("not json".utf8),
        attestationObject: TestAuthenticator.attestationObject(data), challenge: challenge)
    }
  }

  @Test func cborReadsWhatWebAuthnWritesAndRefusesTheRest() throws {
    #expect(try CBOR.decode([0x38, 0x18]) == .negative(24))
    #expect(try CBOR.decode([0x19, 0x01, 0x00]).integer == 256)
    #expect(try CBOR.decode([0x43, 1, 2, 3]) == .bytes([1, 2, 3]))
    #expect(try CBOR.decode([0xA1, 0x61, 0x61, 0xF5])[.text("a")] == .simple(21))
    for bad: [UInt8] in [[0x5F], [0x43, 1], [0xC1, 0x00], [0xF9, 0, 0], [0x01, 0x02], []] {
      #expect(throws: CBOR.Malformed.self) { try CBOR.decode(bad) }
    }
    // Nested deeper than 8: refused, not a stack overflow.
    #expect(throws: CBOR.Malformed.self) {
      try CBOR.decode([UInt8](repeating: 0x81, count: 100) + [0x00])
    }
  }
}
