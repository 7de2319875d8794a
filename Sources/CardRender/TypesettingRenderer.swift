/// A renderer that draws through a `Typesetter`: cards, charts and reports. The ways to make
/// one are written once, here.
public protocol TypesettingRenderer: AnyObject {
  /// The fonts, and how a picture is put on a surface.
  var typesetter: Typesetter { get }

  /// A renderer using `typesetter`.
  init(typesetter: Typesetter)
}

extension TypesettingRenderer {
  /// The bundled fonts the pictures are set in.
  public var fonts: FontLibrary { typesetter.fonts }

  /// A renderer using `fonts` alone.
  public init(fonts: FontLibrary) {
    self.init(typesetter: Typesetter(fonts: fonts))
  }

  /// A renderer using the bundled fonts, with system fonts filling characters they lack.
  /// - Throws: `RenderError.fontsNotFound` and the like when the fonts cannot be loaded.
  public init() throws {
    self.init(typesetter: try Typesetter())
  }
}
