import Testing

/// The headers `WebSecurity.finish` puts on every answer of the server, by lower-case name, as
/// the web tests expect them on a response and on the wire.
enum SecurityHeaders {
  static let expected: [(name: String, value: String)] = [
    (
      "content-security-policy",
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; "
        + "font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; "
        + "base-uri 'none'; frame-ancestors 'none'"
    ),
    ("x-content-type-options", "nosniff"), ("referrer-policy", "no-referrer"),
    ("x-frame-options", "DENY"), ("cross-origin-opener-policy", "same-origin"),
    ("cross-origin-resource-policy", "same-origin"), ("cache-control", "no-store"),
  ]

  /// Expects every one of the headers, with its value, from `header` (a lookup by name).
  static func expect(
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ header: (String) -> String?
  ) {
    for (name, value) in expected {
      #expect(header(name) == value, "\(what): \(name)", sourceLocation: sourceLocation)
    }
  }
}
