import Foundation
import Testing

@testable import MoodSystem

/// `JSONValue` writes what `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`, on the same values.
@Suite struct JSONValueTests {
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private func encoded(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func everyControlQuoteBackslashAndSlashIsEscapedAsTheEncoderDoes() throws {
    var text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    text += "\"\\/ \u{7F} é 中文 🙂 \u{2028}\u{2029} \u{FEFF}"
    #expect(JSONValue.string(text).text == (try encoded([text])).dropFirst().dropLast())
    for scalar in 0..<0x20 {
      let one = String(UnicodeScalar(UInt8(scalar)))
      #expect(JSONValue.array([.string(one)]).text == (try encoded([one])), "U+\(scalar)")
    }
  }

  @Test(arguments: [0, 1, 6, 6.5, 0.71, 0.6, 6.33, 10, 0.01, 1e-5, 123_456.78, -2.5, 1e21])
  func numbersAreWrittenAsTheEncoderWritesThem(value: Double) throws {
    #expect(JSONValue.array([.number(value)]).text == (try encoded([value])))
  }

  @Test func integersNullsArraysAndSortedObjects() throws {
    struct Sample: Encodable {
      let zeta: Int
      let alpha: [Int?]
      let middle: [String: String]
      let empty: [Int]
    }
    let sample = Sample(
      zeta: -3, alpha: [1, nil, Int.max], middle: ["b": "2", "a": "1"], empty: [])
    let value = JSONValue.object([
      "zeta": .integer(-3), "alpha": .array([.integer(1), .integer(nil), .integer(Int.max)]),
      "middle": .object(["b": .string("2"), "a": .string("1")]), "empty": .array([]),
    ])
    #expect(value.text == (try encoded(sample)))
  }

  @Test func booleansAreWrittenAsTheEncoderWritesThem() throws {
    #expect(JSONValue.array([.bool(true), .bool(false)]).text == (try encoded([true, false])))
  }
}
