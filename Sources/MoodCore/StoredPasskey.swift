import FoundationEssentials

/// A passkey as kept: its credential id and public key (base64url), the COSE algorithm, the
/// last sign counter, and the device it unlocks (`""`: this computer's own browsers).
package struct StoredPasskey: Equatable, Sendable {
  package var credentialID: String
  package var device: String
  package var algorithm: Int
  package var publicKey: String
  package var signCount: Int64
  package var createdAt: Date

  package init(
    credentialID: String, device: String, algorithm: Int, publicKey: String, signCount: Int64,
    createdAt: Date
  ) {
    self.credentialID = credentialID
    self.device = device
    self.algorithm = algorithm
    self.publicKey = publicKey
    self.signCount = signCount
    self.createdAt = createdAt
  }
}
