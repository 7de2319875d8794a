extension StringProtocol {
  /// The text without white space and line breaks at either end.
  ///
  /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, which made it the
  /// largest cost of reading entries; this stays in Swift's own `String`.
  public func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
