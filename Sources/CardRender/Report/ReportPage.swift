import MoodCore

/// One page of a report, every part placed in points from the page's top-left corner.
struct ReportPage: Sendable, Equatable {
  /// A chart laid out at its own size and drawn scaled into a frame of the page.
  struct Chart: Sendable, Equatable {
    /// The chart, as `mood chart` lays it out.
    let layout: ChartLayout
    /// Where it goes on the page.
    let frame: Rect
    /// Points per chart pixel.
    let scale: Double
  }

  /// A part of the entries table on this page: the header and the rows that fit.
  struct TablePart: Sendable, Equatable {
    /// The header's box: the column headings, repeated on every page the table reaches.
    let header: Rect
    /// The column headings, repeated on every page the table reaches.
    let headings: [PlacedText]
    /// The rows, each with its box on the page.
    let rows: [PlacedRow]
  }

  /// A row of the table at its place: its texts are relative to the top-left of `frame`.
  struct PlacedRow: Sendable, Equatable {
    /// The row's box on the page.
    let frame: Rect
    /// The row's texts, placed relative to its frame.
    let row: ReportTable.Row
  }

  /// Texts placed directly on the page: titles, the numbers and their names.
  var texts: [PlacedText] = []
  /// Panels behind the numbers.
  var panels: [Rect] = []
  /// The charts on the page, each with its frame and scale.
  var charts: [Chart] = []
  /// The part of the table on this page, if any.
  var table: TablePart?
  /// The footer: the range on the left, the page number on the right.
  var footer: [PlacedText] = []

  /// Every text of the page, the charts' and the table's included, in page points for the
  /// page's own texts and the table's, and chart pixels for the charts'.
  var allTexts: [PlacedText] {
    texts + footer + charts.flatMap(\.layout.texts) + (table?.headings ?? [])
      + (table?.rows.flatMap(\.row.texts) ?? [])
  }
}
