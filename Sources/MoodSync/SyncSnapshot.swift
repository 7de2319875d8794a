import MoodCore

/// The whole merge state of one computer at one moment, so a computer that joins does not
/// replay years of batches: the batches it covers (its frontier), the headers of those batches
/// (what a deletion removed, and what came before where a history forked), and every field's
/// values.
public struct SyncSnapshot: Sendable, Hashable {
  public let writer: DeviceID
  public let frontier: CausalContext
  public let headers: [BatchHeader]
  public let heads: [FieldKey: [FieldHead]]
  /// The writer's wall clock when written.
  public let written: Int64

  public init(
    writer: DeviceID, frontier: CausalContext, headers: [BatchHeader],
    heads: [FieldKey: [FieldHead]], written: Int64
  ) {
    self.writer = writer
    self.frontier = frontier
    self.headers = headers
    self.heads = heads
    self.written = written
  }

  /// Items per record frame: a frame's length and checksum cost 8 bytes, and a day's entry is
  /// about 40 bytes, so a frame per item would add a fifth.
  private static let itemsPerFrame = 64

  func encoded() -> [UInt8] {
    var table = DeviceTable()
    var head = ByteWriter()
    head.signed(written)
    _ = table.number(writer)
    head.context(frontier, &table)
    let sorted = headers.sorted { $0.ref < $1.ref }
    head.varint(sorted.count)
    for header in sorted {
      head.ref(header.ref, &table)
      head.context(header.context, &table)
      head.signed(header.written)
    }
    // A value names its batch by its header's number (from 1), or 0 and the batch in full; its
    // computer is its batch's writer. A third of a ten-year snapshot, saved.
    let numbers = Dictionary(
      sorted.enumerated().map { ($1.ref, $0 + 1) }, uniquingKeysWith: { first, _ in first })
    var byItem: [JournalItem: [(JournalField, [FieldHead])]] = [:]
    for (key, heads) in heads { byItem[key.item, default: []].append((key.field, heads)) }
    var records: [[UInt8]] = []
    var frame = ByteWriter()
    var inFrame = 0
    for (item, fields) in byItem {
      frame.item(item)
      frame.varint(fields.count)
      for (field, heads) in fields {
        frame.field(field)
        frame.varint(heads.count)
        for head in heads {
          frame.value(head.value)
          frame.time(head.stamp.time)
          if let number = numbers[head.batch] {
            frame.varint(number)
          } else {
            frame.varint(0)
            frame.ref(head.batch, &table)
          }
        }
      }
      inFrame += 1
      if inFrame == Self.itemsPerFrame {
        records.append(Self.counted(inFrame, frame.bytes))
        frame = ByteWriter()
        inFrame = 0
      }
    }
    if inFrame > 0 { records.append(Self.counted(inFrame, frame.bytes)) }
    var first = ByteWriter()
    first.varint(records.count)
    table.write(to: &first)
    first.append(head.bytes)
    return SyncFileFormat.encode(.snapshot, header: first.bytes, records: records)
  }

  private static func counted(_ count: Int, _ bytes: [UInt8]) -> [UInt8] {
    var writer = ByteWriter()
    writer.varint(count)
    writer.append(bytes)
    return writer.bytes
  }

  /// Reads the plaintext of a sealed file (`SyncKey.open`).
  /// - Throws: `SyncError.damaged` naming what is wrong.
  public init(plaintext bytes: [UInt8]) throws {
    do { try self.init(decoding: bytes) } catch let problem as FormatProblem {
      throw SyncError.damaged("a snapshot", reason: problem.reason)
    }
  }

  /// The batches a snapshot holds, read from its header alone.
  static func frontier(ofPlaintext bytes: [UInt8]) throws -> CausalContext {
    var (reader, _) = try SyncFileFormat.decode(bytes, as: .snapshot)
    let devices = try DeviceTable.read(from: &reader)
    _ = try reader.signed()
    return try reader.context(devices)
  }

  private init(decoding bytes: [UInt8]) throws {
    var (reader, frames) = try SyncFileFormat.decode(bytes, as: .snapshot)
    let devices = try DeviceTable.read(from: &reader)
    guard let writer = devices.first else { throw FormatProblem("it names no writer") }
    self.writer = writer
    written = try reader.signed()
    frontier = try reader.context(devices)
    let headers = try (0..<reader.count()).map { _ in
      BatchHeader(
        ref: try reader.ref(devices), context: try reader.context(devices),
        written: try reader.signed())
    }
    var heads: [FieldKey: [FieldHead]] = [:]
    for var frame in frames {
      for _ in 0..<(try frame.count()) {
        let item = try frame.item()
        for _ in 0..<(try frame.count()) {
          let key = FieldKey(item, try frame.field())
          heads[key] = try (0..<frame.count()).map { _ in
            let value = try frame.value()
            let time = try frame.time()
            let number = try frame.varint()
            guard number <= UInt64(headers.count) else {
              throw FormatProblem("a value names batch \(number) of \(headers.count)")
            }
            let batch = number == 0 ? try frame.ref(devices) : headers[Int(number) - 1].ref
            return FieldHead(
              value: value, stamp: ChangeStamp(time: time, device: batch.writer), batch: batch)
          }
        }
      }
    }
    self.headers = headers
    self.heads = heads
  }
}
