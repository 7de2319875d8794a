import FoundationEssentials

/// Reads another app's JSON document into `Decodable` values, by `JSONWalk`'s strict grammar
/// first, so that a damaged file is named with the item and field at fault, never with the
/// decoder's own words.
enum OtherAppJSON {
  /// `json` decoded as `T`.
  /// - Throws: `ImportError.malformedJSON` for broken grammar; `.damagedRecord` naming the item
  ///   (`dayEntries[3]`) and field (`hour`) of a missing value or one of another type.
  static func decode<T: Decodable>(_ type: T.Type, from json: [UInt8], file: String) throws -> T {
    let findings = JSONWalk.walk(json, passingOverAByteOrderMark: true)
    if let problem = findings.problem { throw ImportError.malformedJSON(problem) }
    let mark = JSONWalk.byteOrderMark
    let text = json.starts(with: mark) ? Data(json.dropFirst(mark.count)) : Data(json)
    do {
      return try JSONDecoder().decode(type, from: text)
    } catch let error as DecodingError {
      throw damaged(error, file: file)
    }
  }

  private static func damaged(_ error: DecodingError, file: String) -> ImportError {
    func record(_ path: [any CodingKey], _ value: FoundValue, _ expected: ExpectedForm)
      -> ImportError
    {
      let field = path.last.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue } ?? "document"
      return .damagedRecord(
        path: file, place: .item(place(path.dropLast())), field: field, value: value,
        expected: expected)
    }
    switch error {
    case .keyNotFound(let key, let context):
      return record(context.codingPath + [key], .missingField, .string)
    case .valueNotFound(_, let context):
      return record(context.codingPath, .literal("null"), .string)
    case .typeMismatch(let type, let context):
      return record(context.codingPath, .otherType, expectation(for: type))
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? .malformedJSON(.unplaced)
        : record(context.codingPath, .unreadable, .wholeNumber)
    @unknown default:
      return .malformedJSON(.unplaced)
    }
  }

  /// `dayEntries[3]` for the coding path dayEntries, 3.
  static func place(_ path: some Collection<any CodingKey>) -> String {
    let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the document" : text)
  }

  private static func expectation(for type: Any.Type) -> ExpectedForm {
    switch type {
    case is Int.Type, is Int64.Type, is Double.Type: return .wholeNumber
    case is String.Type: return .string
    case is Bool.Type: return .boolean
    case is [Any].Type: return .array
    default: return .object
    }
  }
}
