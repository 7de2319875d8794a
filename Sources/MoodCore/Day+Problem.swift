extension Day {
  /// Why a text or parts name no calendar day.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// The text is not written `YYYY-MM-DD`.
    case notYYYYMMDD
    /// The year is outside 1...9999.
    case yearOutOfRange
    /// The month is outside 01...12.
    case monthOutOfRange
    /// The day is past the end of its month, which has `days` days.
    case pastEndOfMonth(month: Int, year: Int, days: Int)

    /// What is wrong, in English: `February 2026 has 28 days`.
    public var description: String {
      switch self {
      case .notYYYYMMDD: return "expected YYYY-MM-DD, for example 2026-03-04"
      case .yearOutOfRange: return "the year must be 1...9999"
      case .monthOutOfRange: return "the month must be 01...12"
      case .pastEndOfMonth(let month, let year, let days):
        return "\(Day.monthNames[month - 1]) \(year) has \(days) days"
      }
    }
  }

  /// The months' English names, January first.
  package static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
}
