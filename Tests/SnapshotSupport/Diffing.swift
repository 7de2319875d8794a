import Foundation

/// How to store a value as a file and tell two of them apart, in the shape of
/// pointfreeco/swift-snapshot-testing's `Diffing`.
public struct Diffing<Value> {
  /// The value as the bytes of its reference file.
  public var toData: (Value) throws -> Data
  /// The value read back from a reference file.
  public var fromData: (Data) throws -> Value
  /// `nil` when `actual` matches `reference`; otherwise why not, and an optional picture of
  /// the difference (bytes of a file with the strategy's extension).
  public var diff:
    (_ reference: Value, _ actual: Value) throws -> (message: String, artifact: Data?)?

  /// A diffing from its three parts.
  public init(
    toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
    diff: @escaping (Value, Value) throws -> (message: String, artifact: Data?)?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

extension Diffing where Value == Data {
  /// PNG bytes, compared pixel by pixel within `tolerance`; the artifact is a picture of the
  /// changed pixels.
  public static func image(tolerance: SnapshotTolerance) -> Diffing<Data> {
    Diffing(
      toData: { $0 }, fromData: { $0 },
      diff: { reference, actual in
        guard reference != actual else { return nil }
        let difference = try ImageDifference(
          reference: SnapshotImage(png: reference), actual: SnapshotImage(png: actual),
          tolerance: tolerance)
        guard !difference.matches else { return nil }
        return (difference.summary, try difference.diffImage?.pngData())
      })
  }
}

extension Diffing where Value == String {
  /// Text, compared line by line; the message shows the first differing line.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
          zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
          ?? min(old.count, new.count)
        let was = line < old.count ? String(old[line]) : "(end of text)"
        let now = line < new.count ? String(new[line]) : "(end of text)"
        return ("line \(line + 1) differs:\n- \(was)\n+ \(now)", nil)
      })
  }
}
