import Foundation
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// How full the pages of a report are, read from the PDF `mood report` writes, rasterized by
/// poppler: the design review's store, whose Letter report left a quarter of page 2 empty.
@Suite struct ReportPageFillTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// The day the review made its pictures.
  private static let now = "2026-12-06T20:00:00Z"
  /// The report's page margin and the footer's band above the bottom margin, in points
  /// (`ReportFlow`): the text height is the page's less both margins and the band.
  private static let margin = 40, footerBand = 30

  /// The share of the text height of page `page` (from 1) of `pdf` that is used: from the top
  /// margin to the lowest row with any ink (a chart's panel included) above the footer's band,
  /// at 72 dpi, one pixel a point.
  private func used(page: Int, of pdf: Data) throws -> Double {
    let image = try SnapshotImage(
      png: try ExternalTool.rasterizePDF(pdf, page: page, resolution: 72))
    let bottom = image.height - Self.margin - Self.footerBand
    var lowest = Self.margin
    rows: for y in stride(from: bottom - 1, through: Self.margin, by: -1) {
      for x in 0..<image.width {
        let pixel = try image.rgb(x: x, y: y)
        if min(pixel.red, pixel.green, pixel.blue) < 250 {
          lowest = y + 1
          break rows
        }
      }
    }
    return Double(lowest - Self.margin) / Double(bottom - Self.margin)
  }

  /// The review's Letter report of 30 days used 74 % of page 2: the weekday chart and its
  /// calendar did not fit under the patterns, so they and everything after them moved on, and
  /// five pages held what four do. Now the words and habits fill that room, and every page but
  /// the last of the four is at least 85 % used, in English and in Chinese.
  @Test(arguments: ["en", "zh-Hans"])
  func theReviewsLetterReportOfThirtyDaysFillsEveryPageButTheLast(locale: String) throws {
    let imported = try MoodBinary.run(
      ["import", Fixtures.folder + "/review/review-last-30-days.json"], store: store.path,
      now: Self.now)
    #expect(imported.status == 0, "\(imported.stderr)")
    let file = store.directory.file("letter.pdf")
    let result = try MoodBinary.run(
      ["report", "--days", "30", "--paper", "letter", "--locale", locale, "-o", file],
      store: store.path, now: Self.now)
    #expect(result.status == 0, "\(result.stderr)")
    let pdf = try Data(contentsOf: URL(fileURLWithPath: file))
    let pages = try #require(Int(ExternalTool.pdfInfo(pdf)["Pages"] ?? ""))
    #expect(pages == 4)
    for page in 1..<pages {
      let share = try used(page: page, of: pdf)
      #expect(share >= 0.85, "\(locale) page \(page): \(Int(share * 100)) % used")
    }
  }
}
