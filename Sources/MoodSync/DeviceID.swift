import MoodSystem

/// The name of one computer in a synced journal. It is given to the engine from outside the
/// store (MoodCard's state folder), so a restored or copied store is a new computer rather than a
/// second writer under an old name; it names the computer's folder inside the synced folder, so
/// it is letters, digits, `-` and `_`, 1 to 64 of them.
public struct DeviceID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The name as written in the folder.
  public let text: String

  /// The longest name taken.
  public static let maximumLength = 64

  /// - Throws: `SyncError.invalidDevice` for an empty, long or otherwise unusable name.
  public init(_ text: String) throws {
    guard (1...Self.maximumLength).contains(text.utf8.count),
      text.utf8.allSatisfy({
        $0.isASCIILetter || $0.isASCIIDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      })
    else { throw SyncError.invalidDevice(text) }
    self.text = text
  }

  /// Byte order, the same on every computer whatever its locale.
  public static func < (a: DeviceID, b: DeviceID) -> Bool {
    a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
  }

  public var description: String { text }
}
