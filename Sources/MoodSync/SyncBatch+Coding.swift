import MoodCore

extension SyncBatch {
  /// The batch's plaintext: a header (its ref, context, when it was sealed) and a record per
  /// changed field (the thing, the field, the value, the hybrid time).
  func encoded() -> [UInt8] {
    var table = DeviceTable()
    var head = ByteWriter()
    head.ref(header.ref, &table)
    head.context(header.context, &table)
    head.signed(header.written)
    let records = records.map { record in
      var writer = ByteWriter()
      writer.item(record.change.item)
      writer.field(record.change.field)
      writer.value(record.change.value)
      writer.time(record.time)
      return writer.bytes
    }
    var first = ByteWriter()
    first.varint(records.count)
    table.write(to: &first)
    first.append(head.bytes)
    return SyncFileFormat.encode(.batch, header: first.bytes, records: records)
  }

  /// Reads the plaintext of a sealed file (`SyncKey.open`).
  /// - Throws: `SyncError.damaged` naming what is wrong.
  public init(plaintext bytes: [UInt8]) throws {
    do { try self.init(decoding: bytes) } catch let problem as FormatProblem {
      throw SyncError.damaged("a batch", reason: problem.reason)
    }
  }

  private init(decoding bytes: [UInt8]) throws {
    var (reader, frames) = try SyncFileFormat.decode(bytes, as: .batch)
    let devices = try DeviceTable.read(from: &reader)
    header = BatchHeader(
      ref: try reader.ref(devices), context: try reader.context(devices),
      written: try reader.signed())
    records = try frames.map { frame in
      var frame = frame
      let change = JournalChange(try frame.item(), try frame.field(), try frame.value())
      return SyncRecord(change, time: try frame.time())
    }
  }
}
