import CCairo

/// Cairo's status codes turned into `RenderError`: the one place that reads
/// `cairo_status_to_string`.
enum CairoStatus {
  /// The error for a failed `status` during `operation`, in cairo's words.
  static func error(_ status: cairo_status_t, _ operation: String) -> RenderError {
    .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
  }

  /// Throws the error of `status` unless it is `CAIRO_STATUS_SUCCESS`.
  /// - Throws: `RenderError.cairo` naming `operation` and cairo's words for the status.
  static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status == CAIRO_STATUS_SUCCESS else { throw error(status, operation()) }
  }
}
