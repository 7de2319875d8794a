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

  @Test(arguments: [(7, 3), (30, 5), (90, 11)])
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
      #expect(whole.contains(squeezed(entry.reason)), "\(entry.day): \(entry.reason)")
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

  @Test(arguments: [
    ("first-page-30-en", 30, ReportOptions()),
    (
      "first-page-90-zh-Hans-letter-redacted", 90,
      ReportOptions(paper: .letter, locale: .simplifiedChinese, redactsReasons: true)
    ),
  ])
  func theFirstPageLooksAsItDid(name: String, days: Int, options: ReportOptions) throws {
    assertSnapshot(
      of: ReportFixtures.model(days: days, options: options), as: .reportFirstPage, named: name)
  }

  /// The page where the Patterns section starts, and the next, where its chart and table go.
  @Test(arguments: [
    ("patterns-30-en", 30, ReportOptions()),
    ("patterns-30-zh-Hans", 30, ReportOptions(locale: .simplifiedChinese)),
  ])
  func thePatternsPagesLookAsTheyDid(name: String, days: Int, options: ReportOptions) throws {
    let model = ReportFixtures.model(days: days, options: options)
    let heading = options.locale == .english ? "Patterns" : "规律"
    let first = try #require(
      renderer.layout(model).pages.firstIndex { $0.texts.contains { $0.spec.text == heading } })
    for page in [first, first + 1] {
      assertSnapshot(of: model, as: .reportPage(page + 1), named: "\(name)-page-\(page + 1)")
    }
  }
}
