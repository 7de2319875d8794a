import Foundation

/// A named way to snapshot values of one type as files of a format, in the shape of
/// pointfreeco/swift-snapshot-testing's `Snapshotting`: how to turn a value into the format
/// (`snapshot`), how the format is stored and compared (`diffing`), and the file's extension.
///
/// Strategies for new types are made from existing ones with `pullback`:
/// ```swift
/// extension Snapshotting where Value == CardModel, Format == Data {
///   static let card = Snapshotting<Data, Data>.png(tolerance: .sameRenderer)
///     .pullback { try CardRenderer().render($0, as: .png).data }
/// }
/// ```
public struct Snapshotting<Value, Format> {
  /// The reference file's extension, without the dot.
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Turns a value into the format compared.
  public var snapshot: (Value) throws -> Format

  /// A strategy storing `snapshot`'s output with `pathExtension`.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// The same strategy for values of another type, turned into this one's by `transform`.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value)
    -> Snapshotting<NewValue, Format>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

extension Snapshotting where Value == Format {
  /// A strategy comparing values as they are.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// PNG bytes, compared pixel by pixel within `tolerance`.
  public static func png(tolerance: SnapshotTolerance) -> Snapshotting<Data, Data> {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
  }

  /// SVG or PDF bytes, rasterized by librsvg or poppler (a PDF's first page, one pixel a point)
  /// and compared as PNG within `tolerance`: by default the room another rasterizer's
  /// antialiasing needs.
  public static func rasterized(
    _ format: VectorFormat, tolerance: SnapshotTolerance = .crossRasterizer
  ) -> Snapshotting<Data, Data> {
    png(tolerance: tolerance).pullback { try format.rasterize($0) }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text, compared line by line.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }
}

/// The vector formats a test rasterizes to compare with a PNG.
public enum VectorFormat: Sendable {
  /// SVG, checked to be well-formed XML by `xmllint`, then rasterized by `rsvg-convert` at its
  /// own size.
  case svg
  /// PDF, its first page rasterized by `pdftoppm` at 72 dpi.
  case pdf

  func rasterize(_ data: Data) throws -> Data {
    switch self {
    case .svg:
      try ExternalTool.checkWellFormed(data)
      return try ExternalTool.rasterizeSVG(data)
    case .pdf: return try ExternalTool.rasterizePDF(data)
    }
  }
}
