import MoodCore

/// What is wrong with a damaged row of the store.
public enum RowProblem: Equatable, Sendable {
  /// `column` holds `found` where the store keeps `expected`.
  case column(String, holds: FoundValue, expected: ExpectedForm)
  /// The row's values are of the right kinds, but the domain refuses them (a score of 11).
  case refused(DomainError)
}

extension RowProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .column(let column, let found, let expected):
      return "its \(column) holds \(found), not \(expected)"
    case .refused(let error): return error.description
    }
  }
}
