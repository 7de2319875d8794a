import FoundationEssentials
import MoodSystem

/// Base64 with the URL's alphabet and no padding (RFC 4648 §5), as WebAuthn's values travel
/// in JSON and as credential ids are kept.
package enum Base64URL {
  package static func encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString().replacingEvery("+", with: "-")
      .replacingEvery("/", with: "_").replacingEvery("=", with: "")
  }

  /// The bytes of `text`, or `nil` for text that is not base64url.
  package static func decode(_ text: String) -> [UInt8]? {
    guard text.utf8.allSatisfy({ Self.alphabet.contains($0) }) else { return nil }
    var standard = text.replacingEvery("-", with: "+").replacingEvery("_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
    return Data(base64Encoded: standard).map(Array.init)
  }

  private static let alphabet = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
}
