import Age
import CZlib
import Foundation
import TestSupport
import Testing

/// The age test vectors of the C2SP CCTV project (`Tests/Fixtures/age-cctv`, with their
/// licence): every vector for the passphrase and X25519 recipients, each decrypted and its
/// outcome and released text compared with what the vector expects.
@Suite struct AgeVectorTests {
  static let folder = Fixtures.folder + "/age-cctv"
  static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0 != "LICENSE" }.sorted()

  @Test func theFolderHoldsEveryPassphraseAndX25519Vector() {
    #expect(Self.names.count == 92)
    #expect(Self.names.filter { $0.hasPrefix("scrypt") }.count == 25)
    #expect(Self.names.filter { $0.hasPrefix("x25519") }.count == 14)
  }

  @Test(arguments: names) func eachVectorGivesItsExpectedOutcome(_ name: String) throws {
    let vector = try Vector(path: Self.folder + "/" + name)
    var released: [UInt8] = []
    let outcome: String
    do {
      try AgeFile.decrypt(vector.file, with: vector.identities) { released += $0 }
      outcome = "success"
    } catch let error as AgeError {
      outcome = Self.outcome(of: error)
    }
    #expect(outcome == vector.expect, "\(name): \(vector.comment)")
    if let payload = vector.payload {
      #expect(try Self.sha256(released) == payload, "\(name): the text released")
    }
  }

  /// The vectors' names for the kinds of failure.
  private static func outcome(of error: AgeError) -> String {
    switch error {
    case .damagedHeader: "header failure"
    case .headerChanged: "HMAC failure"
    case .noMatchingKey: "no match"
    case .damagedPayload: "payload failure"
    default: "\(error)"
    }
  }

  private static func sha256(_ bytes: [UInt8]) throws -> String {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/payload"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result = try ChildProcess.run("/usr/bin/sha256sum", [path], environment: [:])
    return String(result.stdout.prefix(64))
  }

  /// One vector file: `key: value` lines, an empty line, then the age file (zlib-compressed
  /// when it says so).
  struct Vector {
    var expect = ""
    var payload: String?
    var identities: [AgeIdentity] = []
    var comment = ""
    var file: [UInt8] = []

    init(path: String) throws {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      var start = 0
      var compressed = false
      while let feed = bytes[start...].firstIndex(of: 0x0A), feed > start {
        let line = String(decoding: bytes[start..<feed], as: UTF8.self)
        start = feed + 1
        guard let colon = line.range(of: ": ") else { continue }
        let value = String(line[colon.upperBound...])
        switch line[..<colon.lowerBound] {
        case "expect": expect = value
        case "payload": payload = value
        case "identity":
          let key = try #require(AgeSecretKey(value), "\(path): identity")
          identities.append(.secretKey(key))
        case "passphrase": identities.append(.passphrase(Passphrase(value)))
        case "compressed": compressed = value == "zlib"
        case "comment": comment = value
        default: break
        }
      }
      let body = Array(bytes[(start + 1)...])
      file = compressed ? try Self.inflated(body) : body
    }

    private static func inflated(_ bytes: [UInt8]) throws -> [UInt8] {
      var size = bytes.count * 64
      while true {
        var output = [UInt8](repeating: 0, count: size)
        var length = uLongf(size)
        let status = uncompress(&output, &length, bytes, uLong(bytes.count))
        if status == Z_OK { return Array(output.prefix(Int(length))) }
        guard status == Z_BUF_ERROR else { throw CocoaError(.fileReadCorruptFile) }
        size *= 4
      }
    }
  }
}
