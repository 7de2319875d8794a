import MoodStore

extension XMLProblem {
  /// Why an XML file is refused, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .entityDeclared(let name): return .message(.xmlEntityDeclared, ["name": .text(name)])
    case .externalDTD(let identifier):
      return .message(.xmlExternalDTD, ["identifier": .text(identifier)])
    case .entityReference(let name): return .message(.xmlEntityReference, ["name": .text(name)])
    case .entityRefused: return .message(.xmlEntityRefused, [:])
    case .notUTF8: return .message(.xmlNotUTF8, [:])
    case .unexpectedEnd: return .message(.xmlUnexpectedEnd, [:])
    case .noDocument: return .message(.xmlNoDocument, [:])
    case .mismatchedTag: return .message(.xmlMismatchedTag, [:])
    case .notHealthData(let found): return .message(.xmlNotHealthData, ["found": .text(found)])
    case .notWellFormed(let code): return .message(.xmlNotWellFormed, ["code": .text("\(code)")])
    }
  }
}
