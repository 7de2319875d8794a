/// The paper sizes a report is printed on.
public enum ReportPaper: String, Sendable, Hashable, CaseIterable {
  /// ISO A4, 210 x 297 mm.
  case a4
  /// US Letter, 8.5 x 11 inches.
  case letter

  /// The smallest text printed on paper, in points: charts and labels included.
  public static let minimumTextSize = 8.0

  /// The width and height in PDF points (1/72 inch), rounded to whole points as printers and
  /// PDF viewers name them (A4 is 595.28 x 841.89).
  public var size: (width: Int, height: Int) {
    switch self {
    case .a4: return (595, 842)
    case .letter: return (612, 792)
    }
  }

  /// The width and height in inches, exactly: what a picture for this paper is measured on.
  public var inches: (width: Double, height: Double) {
    switch self {
    case .a4: return (210 / 25.4, 297 / 25.4)
    case .letter: return (8.5, 11)
    }
  }
}
