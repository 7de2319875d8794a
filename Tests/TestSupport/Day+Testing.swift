import MoodCore

/// Short ways to make domain values in tests.
extension Day {
  /// The day written `YYYY-MM-DD`; the test fails loudly on a typo.
  public static func at(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("bad test day \(text)") }
    return day
  }
}
