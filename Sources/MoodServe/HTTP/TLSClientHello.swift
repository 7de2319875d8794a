/// The newest TLS version a client's hello offers, read from the hello's bytes before GnuTLS
/// reads them: a client that offers nothing newer than TLS 1.1 is answered with a fatal
/// `protocol_version` alert (RFC 5246 appendix E.1, RFC 8446 §4.2.1), which GnuTLS would not
/// send, so that it says why it is refused instead of seeing the connection close.
///
/// The hello's body (RFC 8446 §4.1.2): `legacy_version` (2 bytes), `random` (32), the session
/// id, cipher suites and compression methods (each with its length), then the extensions. The
/// `supported_versions` extension (43), when present, lists the versions offered and replaces
/// `legacy_version`.
/// ```swift
/// TLSClientHello.newestVersion(in: body)   // 0x0304 for a TLS 1.3 client
/// ```
enum TLSClientHello {
  /// TLS 1.2's version number, the oldest served.
  static let oldestServed: UInt16 = 0x0303
  /// The `supported_versions` extension's type.
  private static let supportedVersions: UInt16 = 43

  /// The newest version the hello body `body` offers; `nil` when the body is cut short or
  /// malformed (GnuTLS then refuses it as it does any other).
  static func newestVersion(in body: some Collection<UInt8>) -> UInt16? {
    var reader = Reader(Array(body))
    guard let legacy = reader.uint16(), reader.skip(32), reader.skipVector(lengthBytes: 1),
      reader.skipVector(lengthBytes: 2), reader.skipVector(lengthBytes: 1)
    else { return nil }
    // No extensions: an old client, which offers `legacy_version`.
    guard let extensionsLength = reader.uint16() else { return legacy }
    var extensions = Reader(reader.take(Int(extensionsLength)) ?? [])
    while let type = extensions.uint16(), let length = extensions.uint16() {
      guard let data = extensions.take(Int(length)) else { return nil }
      guard type == supportedVersions else { continue }
      var versions = Reader(data)
      guard let count = versions.uint8(), let list = versions.take(Int(count)) else { return nil }
      // GREASE values (0x?A?A, RFC 8701) are offered to be ignored.
      return stride(from: 0, to: list.count - 1, by: 2)
        .map { UInt16(list[$0]) << 8 | UInt16(list[$0 + 1]) }
        .filter { $0 & 0x0F0F != 0x0A0A }
        .max()
    }
    return legacy
  }

  /// Reads big-endian numbers and runs of bytes from the front of a byte array.
  private struct Reader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func take(_ count: Int) -> [UInt8]? {
      guard count >= 0, offset + count <= bytes.count else { return nil }
      defer { offset += count }
      return Array(bytes[offset..<(offset + count)])
    }

    mutating func skip(_ count: Int) -> Bool { take(count) != nil }

    mutating func uint8() -> UInt8? { take(1)?[0] }

    mutating func uint16() -> UInt16? { take(2).map { UInt16($0[0]) << 8 | UInt16($0[1]) } }

    /// Skips a vector whose length is written in `lengthBytes` bytes.
    mutating func skipVector(lengthBytes: Int) -> Bool {
      let length = lengthBytes == 1 ? uint8().map(Int.init) : uint16().map(Int.init)
      return length.map { skip($0) } ?? false
    }
  }
}
