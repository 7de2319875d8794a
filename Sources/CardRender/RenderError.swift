import MoodCore
import MoodSystem

/// Why a card could not be rendered or written.
public enum RenderError: Error, Equatable, Sendable {
  /// No folder with the bundled fonts was found in any of the places searched.
  case fontsNotFound(searched: [String])
  /// `$MOODCARD_FONTS` names a folder that does not hold the bundled fonts.
  case fontsVariableInvalid(path: String)
  /// Fontconfig could not load the font folder or configuration.
  case fontConfiguration(path: String, reason: String)
  /// A cairo call failed; `operation` names it, `status` is cairo's message.
  case cairo(operation: String, status: String)
  /// A scale outside 1...4.
  case invalidScale(Double)
  /// A format name other than png, svg or pdf.
  case unknownFormat(String)
  /// A chart width or height outside `ChartOptions.sizes`.
  case invalidChartSize(width: Int, height: Int)
  /// A days chart asked for `count` days, more than its bars fit (`limit`).
  case tooManyDays(count: Int, limit: Int)
  /// The PNG encoder failed.
  case encodingFailed(String)
  /// The output file could not be written: the path and why.
  case cannotWrite(OutputFile.Failure)
}

extension RenderError {
  /// The error of fonts that were not found (`ResourceFolder.fonts`): the places searched
  /// begin with the variable, which was unset.
  public init(_ failure: ResourceFinder.Failure) {
    switch failure {
    case .variableRefused(_, let path): self = .fontsVariableInvalid(path: path)
    case .notFound(let folder, let searched):
      self = .fontsNotFound(searched: ["$\(folder.variable ?? "") (unset)"] + searched)
    }
  }
}

extension RenderError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .fontsNotFound(let searched):
      return "cannot find MoodCard's fonts (looked in "
        + searched.joined(separator: ", ")
        + "); set MOODCARD_FONTS to the Fonts folder of the MoodCard source, reinstall with "
        + "`make install`, or, from code, load them from their folder with "
        + "FontLibrary(directory:systemFallback:)"
    case .fontsVariableInvalid(let path):
      return "MOODCARD_FONTS is \"\(path)\", which does not hold MoodCard's fonts "
        + "(Inter-Regular.otf and the others of the Fonts folder); point it at that folder "
        + "or unset it"
    case .fontConfiguration(let path, let reason):
      return "cannot load the fonts in \(path): \(reason)"
    case .cairo(let operation, let status):
      return "cairo failed in \(operation): \(status)"
    case .invalidScale(let scale):
      return "scale \(scale) is outside 1...4"
    case .unknownFormat(let name):
      return "unknown card format \"\(name)\": expected png, svg or pdf"
    case .invalidChartSize(let width, let height):
      return "chart size \(width) x \(height) is outside \(ChartOptions.sizes.lowerBound)..."
        + "\(ChartOptions.sizes.upperBound) pixels on a side"
    case .tooManyDays(let count, let limit):
      return "the days chart draws at most \(limit) days, one bar each, and the range has "
        + "\(count); give a shorter range (--days \(limit) or fewer) or draw a line chart"
    case .encodingFailed(let reason):
      return "cannot encode the PNG: \(reason)"
    case .cannotWrite(let failure): return failure.description
    }
  }
}
