import MoodSystem

/// What a file in a computer's folder is, by its name alone. MoodCard's own names are strict;
/// anything else is left alone: Syncthing's temporary names (`.syncthing.NAME.tmp`,
/// `~syncthing~NAME.tmp`), its conflict copies (`NAME.sync-conflict-DATE-TIME-DEVICE.age`),
/// MoodCard's own temporary files (`.NAME.UUID.tmp`, renamed when complete), and a person's.
public enum SyncFileName: Sendable, Hashable {
  /// `batch-SEQ-ID.age`: a batch, with its place in the writer's history and its random id.
  case batch(seq: UInt64, id: UInt64)
  /// `snapshot-SEQ-ID.age`: a snapshot, with the writer's place when it was written.
  case snapshot(seq: UInt64, id: UInt64)
  /// `applied.age`: what the computer has applied.
  case frontier
  /// A copy Syncthing made of a file two computers changed: never read.
  case syncConflict
  /// A file still being written, by Syncthing or MoodCard: never read.
  case temporary
  /// Anything else: never read.
  case other

  private static let seqDigits = 12
  private static let idDigits = 16

  public init(_ name: String) {
    if name.contains(".sync-conflict-") {
      self = .syncConflict
    } else if name.hasPrefix(".") || name.hasPrefix("~syncthing~") || name.hasSuffix(".tmp") {
      self = .temporary
    } else if name == "applied.age" {
      self = .frontier
    } else if let (seq, id) = Self.numbers(name, after: "batch-") {
      self = .batch(seq: seq, id: id)
    } else if let (seq, id) = Self.numbers(name, after: "snapshot-") {
      self = .snapshot(seq: seq, id: id)
    } else {
      self = .other
    }
  }

  /// Whether it names a batch.
  public var isBatch: Bool {
    if case .batch = self { true } else { false }
  }

  /// The name, for the kinds MoodCard writes.
  public var text: String? {
    switch self {
    case .batch(let seq, let id):
      "batch-\(Self.padded(seq, 10, Self.seqDigits))-\(Self.padded(id, 16, Self.idDigits)).age"
    case .snapshot(let seq, let id):
      "snapshot-\(Self.padded(seq, 10, Self.seqDigits))-\(Self.padded(id, 16, Self.idDigits)).age"
    case .frontier: "applied.age"
    case .syncConflict, .temporary, .other: nil
    }
  }

  private static func padded(_ value: UInt64, _ radix: Int, _ width: Int) -> String {
    let digits = String(value, radix: radix)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func numbers(_ name: String, after prefix: String) -> (UInt64, UInt64)? {
    let bytes = Array(name.utf8)
    let start = prefix.utf8.count
    let dash = start + seqDigits
    let end = dash + 1 + idDigits
    guard bytes.count == end + 4, name.hasPrefix(prefix), name.hasSuffix(".age"),
      bytes[dash] == UInt8(ascii: "-"),
      bytes[start..<dash].allSatisfy({ $0.isASCIIDigit }),
      bytes[(dash + 1)..<end].allSatisfy({
        (0x30...0x39).contains($0) || (0x61...0x66).contains($0)
      }),
      let seq = UInt64(String(decoding: bytes[start..<dash], as: UTF8.self)),
      let id = UInt64(String(decoding: bytes[(dash + 1)..<end], as: UTF8.self), radix: 16)
    else { return nil }
    return (seq, id)
  }
}
