/// The plaintext of every sync file, before it is sealed with age:
///
///     "MOODSYNC" 1 KIND
///     frame: header (the devices it names, what kind-specific, the number of record frames)
///     frame: record …
///
/// where each frame is a 4-byte little-endian length, the bytes, and their CRC-32. A file is
/// taken only whole: every frame checks and the counted frames end it exactly.
enum SyncFileFormat {
  static let magic = Array("MOODSYNC".utf8)
  static let version: UInt8 = 1

  enum Kind: UInt8 {
    case batch = 1, snapshot = 2, frontier = 3
  }

  static func encode(_ kind: Kind, header: [UInt8], records: [[UInt8]]) -> [UInt8] {
    var writer = ByteWriter()
    writer.append(magic)
    writer.byte(version)
    writer.byte(kind.rawValue)
    for frame in [header] + records {
      writer.fixed32(UInt32(frame.count))
      writer.append(frame)
      writer.fixed32(CRC32.checksum(frame))
    }
    return writer.bytes
  }

  /// The header's reader and each record's, after checking every frame.
  static func decode(_ bytes: [UInt8], as kind: Kind) throws -> (ByteReader, [ByteReader]) {
    guard bytes.starts(with: magic) else { throw FormatProblem("it is not a MoodCard sync file") }
    var reader = ByteReader(bytes, from: magic.count)
    let version = try reader.byte()
    guard version == Self.version else {
      throw FormatProblem("it is of format version \(version); this MoodCard reads \(Self.version)")
    }
    guard try reader.byte() == kind.rawValue else { throw FormatProblem("it is not a \(kind)") }
    var frames: [ByteReader] = []
    while !reader.isAtEnd {
      let length = Int(try reader.fixed32())
      let range = try reader.skip(length)
      guard try reader.fixed32() == CRC32.checksum(bytes[range]) else {
        throw FormatProblem("record \(frames.count) fails its checksum")
      }
      frames.append(ByteReader(bytes, from: range.lowerBound, to: range.upperBound))
    }
    guard var header = frames.first else { throw FormatProblem("it has no header") }
    let count = try header.varint()
    guard count == frames.count - 1 else {
      throw FormatProblem("it holds \(frames.count - 1) of its \(count) records")
    }
    return (header, Array(frames.dropFirst()))
  }
}

/// The devices a file names, each written once in its header and then by number.
struct DeviceTable {
  private(set) var devices: [DeviceID] = []
  private var numbers: [DeviceID: Int] = [:]

  init() {}

  mutating func number(_ device: DeviceID) -> Int {
    if let number = numbers[device] { return number }
    numbers[device] = devices.count
    devices.append(device)
    return devices.count - 1
  }

  func write(to writer: inout ByteWriter) {
    writer.varint(devices.count)
    for device in devices { writer.text(device.text) }
  }

  static func read(from reader: inout ByteReader) throws -> [DeviceID] {
    try (0..<reader.count()).map { _ in
      let text = try reader.text()
      guard let device = try? DeviceID(text) else {
        throw FormatProblem("a device name is not valid")
      }
      return device
    }
  }
}

extension ByteWriter {
  mutating func time(_ time: HybridTime) {
    signed(time.wall)
    varint(UInt64(time.counter))
  }

  mutating func ref(_ ref: BatchRef, _ table: inout DeviceTable) {
    varint(table.number(ref.writer))
    varint(ref.seq)
    fixed64(ref.id)
  }

  mutating func context(_ context: CausalContext, _ table: inout DeviceTable) {
    let tips = context.tips
    varint(tips.count)
    for tip in tips { ref(tip, &table) }
  }
}

extension ByteReader {
  mutating func time() throws -> HybridTime {
    let wall = try signed()
    let counter = try varint()
    guard counter <= UInt64(UInt32.max) else {
      throw FormatProblem("a clock's counter is too large")
    }
    return HybridTime(wall: wall, counter: UInt32(counter))
  }

  mutating func device(_ devices: [DeviceID]) throws -> DeviceID {
    let number = try varint()
    guard number < UInt64(devices.count) else { throw FormatProblem("a device number is unknown") }
    return devices[Int(number)]
  }

  mutating func ref(_ devices: [DeviceID]) throws -> BatchRef {
    BatchRef(writer: try device(devices), seq: try varint(), id: try fixed64())
  }

  mutating func context(_ devices: [DeviceID]) throws -> CausalContext {
    CausalContext(try (0..<count()).map { _ in try ref(devices) })
  }
}
