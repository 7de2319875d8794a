import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Pixel references of every chart kind, in `Snapshots/ChartSnapshotTests/`: each kind full for
/// 7, 30 and 366 days, sparse and empty, in both themes and both languages, and at custom sizes.
@Suite struct ChartSnapshotTests {
  /// One reference: a chart kind, a sample and how it is drawn.
  struct Case: Sendable, CustomTestStringConvertible {
    let kind: ChartKind
    let days: Int
    let density: ChartFixtures.Density
    let theme: CardTheme
    let locale: CardLocale
    var width: Int? = nil
    var height: Int? = nil

    var name: String {
      let size = width.map { "-\($0)x\(height ?? 0)" } ?? ""
      return "\(kind)-\(days)-\(density)-\(theme)-\(locale.rawValue)\(size)"
    }

    var testDescription: String { name }

    var model: ChartModel {
      ChartFixtures.model(
        kind, ChartFixtures.sample(days: days, density),
        options: ChartOptions(theme: theme, locale: locale, width: width, height: height))
    }
  }

  /// The matrix: every kind in five cases that between them cover each density, each range
  /// length, both themes and both languages; then the empty chart in the other theme and
  /// language, and custom sizes.
  static let cases: [Case] =
    ChartKind.allCases.flatMap { kind in
      [
        Case(kind: kind, days: 7, density: .full, theme: .light, locale: .english),
        Case(kind: kind, days: 30, density: .full, theme: .dark, locale: .simplifiedChinese),
        // A days chart refuses more than 92 days (see ChartDrawingTests); it draws 92.
        Case(
          kind: kind, days: kind == .days ? 92 : 366, density: .full, theme: .light,
          locale: .simplifiedChinese),
        Case(kind: kind, days: 30, density: .sparse, theme: .dark, locale: .english),
        Case(kind: kind, days: 7, density: .empty, theme: .light, locale: .english),
      ]
    } + [
      Case(kind: .line, days: 30, density: .empty, theme: .dark, locale: .simplifiedChinese),
      Case(kind: .line, days: 366, density: .full, theme: .dark, locale: .english),
      Case(kind: .days, days: 30, density: .full, theme: .light, locale: .english),
      Case(kind: .days, days: 30, density: .empty, theme: .dark, locale: .simplifiedChinese),
      Case(kind: .weekdays, days: 30, density: .empty, theme: .dark, locale: .simplifiedChinese),
      Case(kind: .patterns, days: 30, density: .empty, theme: .dark, locale: .simplifiedChinese),
      Case(kind: .days, days: 7, density: .sparse, theme: .dark, locale: .simplifiedChinese),
      Case(kind: .weekdays, days: 366, density: .full, theme: .dark, locale: .english),
      Case(kind: .weekdays, days: 30, density: .full, theme: .light, locale: .english),
      Case(kind: .patterns, days: 366, density: .full, theme: .dark, locale: .english),
      Case(kind: .patterns, days: 30, density: .full, theme: .light, locale: .english),
      Case(kind: .patterns, days: 7, density: .full, theme: .dark, locale: .simplifiedChinese),
      Case(
        kind: .line, days: 30, density: .full, theme: .light, locale: .english, width: 640,
        height: 400),
      Case(
        kind: .habits, days: 366, density: .full, theme: .dark, locale: .english, width: 600,
        height: 900),
      Case(
        kind: .year, days: 366, density: .full, theme: .dark, locale: .english, width: 900,
        height: 1400),
    ]

  @Test(arguments: cases)
  func chart(_ chart: Case) throws {
    let layout = ChartRenderer(fonts: try CardFixtures.fonts()).layout(chart.model)
    #expect(layout.warnings.isEmpty, "\(chart.name): \(layout.warnings)")
    assertSnapshot(of: chart.model, as: .chart, named: chart.name)
  }
}
