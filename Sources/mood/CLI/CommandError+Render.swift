import CardRender

extension CommandError {
  /// The exit code of a rendering failure: missing fonts 66 (the program's own input), a bad
  /// option 64, an unwritable output 73, a cairo or encoder failure 74.
  init(_ error: RenderError, usage: String) {
    switch error {
    case .fontsNotFound, .fontsVariableInvalid, .fontConfiguration:
      self = .noInput(error.description)
    case .invalidScale, .unknownFormat, .invalidChartSize:
      self = .usage(error.description, usage: usage)
    case .cannotWrite:
      self = .cannotCreate(error.description)
    case .cairo, .encodingFailed:
      self = .io(error.description)
    }
  }
}
