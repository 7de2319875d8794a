import CardRender

extension CommandError {
  /// The exit code of a rendering failure: missing fonts 66 (the program's own input), a bad
  /// option 64, an output that cannot be made 73, a full disk or a cairo or encoder failure 74.
  /// - Parameter text: the message, in the person's language.
  init(_ error: RenderError, text: String, usage: String) {
    switch error {
    case .fontsNotFound, .fontsVariableInvalid, .fontConfiguration: self = .noInput(text)
    case .invalidScale, .unknownFormat, .invalidChartSize, .tooManyDays:
      self = .usage(text, usage: usage)
    case .cannotWrite(let failure): self = CommandError(failure, text: text)
    case .cairo, .encodingFailed: self = .io(text)
    }
  }
}
