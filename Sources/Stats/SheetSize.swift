/// The page a sheet of cards fills: paper to print, or a picture to post.
///
/// A sheet is laid out in the page's own units: points (1/72 inch) on paper, so a PDF is the
/// paper's size, and pixels for a picture to post.
public enum SheetSize: String, Sendable, Hashable, Codable, CaseIterable {
  /// ISO A4, portrait: 595 x 842 points, a PNG of 2480 x 3508 pixels at 300 dpi.
  case a4
  /// US Letter, portrait: 612 x 792 points, a PNG of 2550 x 3300 pixels at 300 dpi.
  case letter
  /// 1080 x 1350 pixels: the 4:5 portrait that Instagram's feed and the messengers show whole
  /// on a phone, and the card's own portrait shape, so a month sits beside its days.
  case social

  /// The paper, for a sheet to print.
  public var paper: ReportPaper? {
    switch self {
    case .a4: return .a4
    case .letter: return .letter
    case .social: return nil
    }
  }

  /// The width and height in the sheet's units: points on paper, pixels to post.
  public var size: (width: Int, height: Int) { paper?.size ?? (1080, 1350) }

  /// The resolution of a PNG for paper, which its `pHYs` chunk states so that it prints at
  /// the paper's size; `nil` for a picture to post.
  public var dotsPerInch: Double? { paper == nil ? nil : 300 }

  /// The pixels of a PNG at `scale`: the paper's exact size at `dotsPerInch` (A4 is 2480 x 3508,
  /// where its whole points would give 2479), or the picture's pixels to post.
  public func pixels(scale: Double) -> (width: Int, height: Int) {
    guard let paper, let dotsPerInch else {
      return (
        Int((Double(size.width) * scale).rounded()), Int((Double(size.height) * scale).rounded())
      )
    }
    return (
      Int((paper.inches.width * dotsPerInch * scale).rounded()),
      Int((paper.inches.height * dotsPerInch * scale).rounded())
    )
  }

  /// The smallest text on the sheet, in its units: the print minimum on paper; to post, the
  /// size that shows at the print minimum on a phone, which shows the 1080 pixels about
  /// 360 points wide.
  public var minimumTextSize: Double {
    paper == nil
      ? ReportPaper.minimumTextSize * Double(size.width) / 360 : ReportPaper.minimumTextSize
  }
}
