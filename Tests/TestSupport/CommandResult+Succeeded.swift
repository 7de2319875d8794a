import Testing

extension CommandResult {
  /// This result, once checked that its run succeeded: exit status 0 and nothing on standard
  /// error. For the runs that set a test up: a set-up that failed, or warned, stops the test
  /// there with what the command said, rather than showing up as a puzzling failure later, or
  /// as none.
  /// ```swift
  /// try mood("log", "7", "--date", "yesterday").succeeded()
  /// ```
  @discardableResult
  public func succeeded(sourceLocation: SourceLocation = #_sourceLocation) throws -> Self {
    try #require(
      status == 0 && stderr.isEmpty, "exit status \(status), standard error: \(stderr)",
      sourceLocation: sourceLocation)
    return self
  }
}
