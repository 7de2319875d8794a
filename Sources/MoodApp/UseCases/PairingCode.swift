import FoundationEssentials

/// A one-time code that pairs a phone: the rules of every pairing code in one place.
///
/// Eight characters from an alphabet without look-alikes (no 0 and O, no 1, I and L), so a
/// person copying it from a screen cannot mistake one character for another; typed in any case,
/// with spaces and dashes anywhere. 31⁸ ≈ 8.5 × 10¹¹ codes, of which a guesser tries 5 a
/// minute, and each code lives 10 minutes.
package struct PairingCode: Equatable, Sendable {
  /// The characters a code is made of.
  package static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
  /// How many characters a code has.
  package static let length = 8
  /// How many characters are shown together, for reading: `ABCD EFGH`.
  package static let groupLength = 4
  /// How long a code pairs, from when it was made.
  package static let lifetime: TimeInterval = 600
  /// How many wrong codes within `failureWindow` pause pairing.
  package static let failureLimit = 5
  /// The window in which `failureLimit` wrong codes pause pairing.
  package static let failureWindow: TimeInterval = 60
  /// How long pairing pauses after too many wrong codes.
  package static let pause: TimeInterval = 60

  /// The code, upper case, without spaces or dashes: what the address carries.
  package let text: String

  /// The code a person typed, in any case, with spaces and dashes ignored; `nil` when what is
  /// left is not `length` characters of the alphabet.
  package init?(typed: String) {
    let kept = typed.uppercased().filter { !$0.isWhitespace && $0 != "-" }
    guard kept.count == Self.length, kept.allSatisfy(Self.alphabet.contains) else { return nil }
    text = kept
  }

  private init(drawn: String) { text = drawn }

  /// A new code from the system's random generator (`getrandom`).
  package static func random() -> PairingCode {
    PairingCode(drawn: randomText(length: length))
  }

  /// `count` characters of the alphabet drawn at random: a code, or a device's id.
  package static func randomText(length count: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return String(
      (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
  }

  /// The code in groups, for a person to read and type: `ABCD EFGH`.
  package var grouped: String {
    stride(from: 0, to: text.count, by: Self.groupLength).map { start in
      String(text.dropFirst(start).prefix(Self.groupLength))
    }.joined(separator: " ")
  }

  /// When a code made at `instant` stops pairing.
  package static func expiry(ofCodeMadeAt instant: Date) -> Date {
    instant.addingTimeInterval(lifetime)
  }
}
