/// One batch of changes, as other batches and the merge state name it: the computer that wrote
/// it, its place in that computer's history (1, 2, …) and a random number, so two batches a
/// cloned computer wrote at the same place are still two.
public struct BatchRef: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let writer: DeviceID
  public let seq: UInt64
  public let id: UInt64

  public init(writer: DeviceID, seq: UInt64, id: UInt64) {
    self.writer = writer
    self.seq = seq
    self.id = id
  }

  public static func < (a: BatchRef, b: BatchRef) -> Bool {
    (a.writer, a.seq, a.id) < (b.writer, b.seq, b.id)
  }

  /// The id in 16 lowercase hexadecimal digits, as in the batch's file name.
  public var idText: String {
    let digits = String(id, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  public var description: String { "\(writer)#\(seq)-\(idText)" }
}
