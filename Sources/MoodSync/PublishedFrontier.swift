/// What a computer says it has applied, in its own folder, so the others know which batches
/// every computer has and may be pruned.
public struct PublishedFrontier: Sendable, Hashable {
  public let device: DeviceID
  public let frontier: CausalContext
  /// The device's wall clock when written.
  public let written: Int64

  public init(device: DeviceID, frontier: CausalContext, written: Int64) {
    self.device = device
    self.frontier = frontier
    self.written = written
  }

  func encoded() -> [UInt8] {
    var table = DeviceTable()
    _ = table.number(device)
    var head = ByteWriter()
    head.signed(written)
    head.context(frontier, &table)
    var first = ByteWriter()
    first.varint(0)
    table.write(to: &first)
    first.append(head.bytes)
    return SyncFileFormat.encode(.frontier, header: first.bytes, records: [])
  }

  /// Reads the plaintext of a sealed file (`SyncKey.open`).
  /// - Throws: `SyncError.damaged` naming what is wrong.
  public init(plaintext bytes: [UInt8]) throws {
    do { try self.init(decoding: bytes) } catch let problem as FormatProblem {
      throw SyncError.damaged("a frontier", reason: problem.reason)
    }
  }

  private init(decoding bytes: [UInt8]) throws {
    var (reader, _) = try SyncFileFormat.decode(bytes, as: .frontier)
    let devices = try DeviceTable.read(from: &reader)
    guard let device = devices.first else { throw FormatProblem("it names no device") }
    self.device = device
    written = try reader.signed()
    frontier = try reader.context(devices)
  }
}
