/// The file formats a card can be written in.
public enum CardFormat: String, Sendable, Hashable, CaseIterable {
  /// An 8-bit sRGB PNG picture.
  case png
  /// A vector SVG drawing.
  case svg
  /// A one-page vector PDF with the fonts embedded.
  case pdf

  /// The format named `name` (`png`, `svg`, `pdf`, any case).
  /// - Throws: `RenderError.unknownFormat`.
  public init(parsing name: String) throws {
    guard let format = CardFormat(rawValue: name.lowercased()) else {
      throw RenderError.unknownFormat(name)
    }
    self = format
  }

  /// The format a file name's extension names, or `nil` when it names none of them.
  public init?(fileExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."),
      let format = CardFormat(rawValue: path[path.index(after: dot)...].lowercased())
    else { return nil }
    self = format
  }
}

extension CardFormat {
  /// The media (MIME) type of the format, as the clipboard and the web name it.
  public var mediaType: String {
    switch self {
    case .png: return "image/png"
    case .svg: return "image/svg+xml"
    case .pdf: return "application/pdf"
    }
  }
}
