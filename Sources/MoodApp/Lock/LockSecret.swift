import FoundationEssentials

/// A PIN or passphrase that may lock the web app: a PIN is at least 6 digits, a passphrase at
/// least 8 characters with something other than digits. Nothing is encrypted with it; it is
/// kept only as a slow hash (`Argon2id`).
package struct LockSecret: Sendable {
  /// What the secret is, as the lock screen asks for it.
  package enum Kind: String, Sendable, Equatable {
    case pin, passphrase
  }

  /// The fewest digits of a PIN.
  package static let pinDigits = 6
  /// The fewest characters of a passphrase.
  package static let passphraseCharacters = 8
  /// The most bytes a secret may have: one line, typed.
  package static let maximumBytes = 1024

  package let text: String
  package let kind: Kind

  /// `text` as a secret, when it is one the lock takes.
  /// - Throws: `FailureMessage` saying how long a PIN and a passphrase must be.
  package init(_ text: String) throws {
    let limits: [String: MessageValue] = [
      "digits": .text("\(Self.pinDigits)"), "characters": .text("\(Self.passphraseCharacters)"),
    ]
    guard text.utf8.count <= Self.maximumBytes else {
      throw FailureMessage(.invalid, .lockSecretLong, ["max": .text("\(Self.maximumBytes)")])
    }
    if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      guard text.utf8.count >= Self.pinDigits else {
        throw FailureMessage(
          .invalid, .lockPINShort, limits.merging(["count": .text("\(text.utf8.count)")]) { $1 })
      }
      kind = .pin
    } else {
      guard text.count >= Self.passphraseCharacters else {
        throw FailureMessage(
          .invalid, .lockPassphraseShort, limits.merging(["count": .text("\(text.count)")]) { $1 })
      }
      kind = .passphrase
    }
    self.text = text
  }
}
