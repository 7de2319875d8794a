import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The report as a PDF file: its pages, the text a PDF tool reads from it, its first page as
/// poppler draws it, and the same bytes for the same data.
@Suite struct ReportOutputTests {
  private let renderer: ReportRenderer
  init() throws { renderer = ReportRenderer(fonts: try CardFixtures.fonts()) }

  /// `text` with all white space taken out: `pdftotext` breaks a wrapped reason where the
  /// report wrapped it, and Chinese text has no spaces to break at.
  private func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
  }

  @Test(arguments: [(7, 3), (30, 4), (90, 8)])
  func thePDFHasItsPagesAndEveryDateAndReasonInItsText(days: Int, pageCount: Int) throws {
    let model = ReportFixtures.model(days: days)
    let report = try renderer.render(model)
    #expect(report.format == .pdf)
    #expect(report.warnings.isEmpty)
    // Drawn order keeps a reason's lines together beside the narrower columns.
    let text = try ExternalTool.pdfText(report.data, raw: true)
    let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).dropLast()
    #expect(pages.count == pageCount)
    #expect(pages.count == renderer.layout(model).pages.count)
    #expect(!pages.isEmpty)
    let whole = squeezed(text)
    let entries = ReportFixtures.entries(days: days)
    #expect(!entries.isEmpty)
    for entry in entries {
      #expect(whole.contains(entry.day.description), "\(entry.day)")
    }
    // Every reason, or each part of one split across pages.
    let reasons = renderer.layout(model).pages.flatMap { $0.table?.rows ?? [] }.compactMap(
      \.row.reason)
    #expect(reasons.count >= entries.count)
    for reason in reasons {
      #expect(whole.contains(squeezed(reason.spec.text)), "\(reason.spec.text)")
    }
    for (index, page) in pages.enumerated() {
      #expect(page.contains("page \(index + 1) of \(pages.count)"))
      #expect(squeezed(String(page)).contains(squeezed(ReportFixtures.rangeText(days: days))))
    }
  }

  @Test func redactedReportsHaveTheDatesAndNoneOfTheReasons() throws {
    let model = ReportFixtures.model(days: 30, options: ReportOptions(redactsReasons: true))
    let text = squeezed(try ExternalTool.pdfText(renderer.render(model).data))
    let entries = ReportFixtures.entries(days: 30)
    #expect(!entries.isEmpty && entries.allSatisfy { !$0.reason.isEmpty })
    for entry in entries {
      #expect(text.contains(entry.day.description))
      #expect(!text.contains(squeezed(entry.reason)), "\(entry.day)")
    }
    #expect(!text.contains("Note"))
    #expect(!text.contains("公园"))
  }

  @Test func chineseReportsNumberTheirPagesInChinese() throws {
    let model = ReportFixtures.model(
      days: 7, options: ReportOptions(paper: .letter, locale: .simplifiedChinese))
    let report = try renderer.render(model)
    let text = try ExternalTool.pdfText(report.data)
    let count = renderer.layout(model).pages.count
    #expect(text.contains("第 1 页，共 \(count) 页"))
    #expect(text.contains("心情报告"))
    #expect(text.contains("原因"))
  }

  @Test func theSameDataGivesTheSameBytesWithTheTitleAndTheRangesLastDay() throws {
    let first = try renderer.render(ReportFixtures.model(days: 30)).data
    let second = try ReportRenderer(fonts: CardFixtures.fonts())
      .render(ReportFixtures.model(days: 30)).data
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(try ExternalTool.pdfInfo(first)["Title"] == "Mood report, 1–30 Nov 2026")
    #expect(text.contains("/CreationDate (20261130000000Z)"))
    // Vector text with the fonts embedded: font files, and no page drawn as a picture.
    #expect(text.contains("/FontFile3") || text.contains("/FontFile2"))
    #expect(!text.contains("/Subtype /Image"))
  }

  @Test(arguments: ReportPaper.allCases)
  func pagesHaveThePapersSize(paper: ReportPaper) throws {
    let report = try renderer.render(
      ReportFixtures.model(days: 7, options: ReportOptions(paper: paper)))
    let text = String(decoding: report.data, as: UTF8.self)
    let size = paper.size
    #expect(text.contains("/MediaBox [ 0 0 \(size.width) \(size.height) ]"))
  }

  /// The packet's first page, as the design review's store makes it: in both languages, with
  /// the reasons and without.
  @Test(arguments: [
    ("summary-30-en", ReportOptions()),
    ("summary-30-en-redacted", ReportOptions(redactsReasons: true)),
    ("summary-30-zh-Hans", ReportOptions(locale: .simplifiedChinese)),
    (
      "summary-30-zh-Hans-letter-redacted",
      ReportOptions(paper: .letter, locale: .simplifiedChinese, redactsReasons: true)
    ),
  ])
  func theSummaryPageLooksAsItDid(name: String, options: ReportOptions) throws {
    assertSnapshot(
      of: ReportFixtures.reviewModel(days: 30, options: options), as: .reportFirstPage,
      named: name)
  }

  /// The page a 500-character reason continues on, under the repeated header.
  @Test func aSplitRowLooksAsItDid() throws {
    let model = ReportFixtures.model(days: 90)
    let page = try #require(
      renderer.layout(model).pages.firstIndex {
        $0.table?.rows.first?.row.isContinued == true
      })
    assertSnapshot(of: model, as: .reportPage(page + 1), named: "split-row-page-\(page + 1)")
  }

  /// A year's first page, with the score line's 7-day average, and the year in pixels.
  @Test func aYearReportLooksAsItDid() throws {
    let model = ReportFixtures.reviewModel(days: 366)
    assertSnapshot(of: model, as: .reportFirstPage, named: "year-summary")
    let page = try #require(
      renderer.layout(model).pages.firstIndex {
        $0.charts.contains { $0.layout.title.spec.text.hasPrefix("A year in pixels") }
      })
    assertSnapshot(of: model, as: .reportPage(page + 1), named: "year-in-pixels-page-\(page + 1)")
  }
}
