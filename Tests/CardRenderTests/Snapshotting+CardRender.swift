import Foundation
import SnapshotSupport
import Stats

@testable import CardRender

/// The named strategies of MoodCard's pictures: a model drawn by the bundled fonts and
/// compared as PNG with its reference, within the tolerance of the same renderer.
extension Snapshotting where Value == CardModel, Format == Data {
  /// The card drawn as PNG.
  static var card: Snapshotting {
    Snapshotting<Data, Data>.png(tolerance: .sameRenderer).pullback { model in
      try CardRenderer(fonts: CardFixtures.fonts()).render(model, as: .png).data
    }
  }
}

extension Snapshotting where Value == ChartModel, Format == Data {
  /// The chart drawn as PNG.
  static var chart: Snapshotting {
    Snapshotting<Data, Data>.png(tolerance: .sameRenderer).pullback { model in
      try ChartRenderer(fonts: CardFixtures.fonts()).render(model, as: .png).data
    }
  }
}

extension Snapshotting where Value == ReportModel, Format == Data {
  /// The report's first page, rasterized by poppler at 50 dpi. Reference and picture come from
  /// the same rasterizer, so the same-renderer tolerance holds.
  static var reportFirstPage: Snapshotting { reportPage(1) }

  /// Page `number` of the report (the first is 1), rasterized as the first page is.
  static func reportPage(_ number: Int) -> Snapshotting {
    Snapshotting<Data, Data>.png(tolerance: .sameRenderer).pullback { model in
      try ExternalTool.rasterizePDF(
        ReportRenderer(fonts: CardFixtures.fonts()).render(model).data, page: number,
        resolution: 50)
    }
  }
}

extension Snapshotting where Value == CardSheet, Format == Data {
  /// The sheet drawn as PNG, at its size's own resolution.
  static var sheet: Snapshotting {
    Snapshotting<Data, Data>.png(tolerance: .sameRenderer).pullback { sheet in
      try CardRenderer(fonts: CardFixtures.fonts()).render(sheet, as: .png).data
    }
  }
}
