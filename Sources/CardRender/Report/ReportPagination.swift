/// How the rows of a table flow across pages, from their heights alone: rows go on a page
/// while they fit under the header; the first row that does not fit starts the next page, whose
/// header is repeated. A row is never split, and every page of the table holds at least one
/// row, so a row taller than a page (which a report's 500-character reason cannot make) still
/// shows whole, running past the bottom margin rather than being dropped.
///
/// Pure arithmetic, no text: the layout measures the rows and passes their heights.
///
/// ```swift
/// let pages = ReportPagination.pages(
///   rowHeights: [30, 30, 30], headerHeight: 20, firstPageRoom: 90, pageRoom: 200)
/// pages  // [0..<2, 2..<3]: two rows under the first header, one under the repeated one
/// ```
enum ReportPagination {
  /// The rows of each page, as index ranges into `rowHeights`.
  /// - Parameters:
  ///   - headerHeight: the height of the header above the rows of every page.
  ///   - firstPageRoom: the height left for the table (header included) on its first page;
  ///     when not even the header and the first row fit, the table starts on the next page.
  ///   - pageRoom: the height a following page has for the table, header included.
  /// - Returns: the rows of each page; the first range is empty when the table starts on a new
  ///   page. No ranges for no rows.
  static func pages(
    rowHeights: [Double], headerHeight: Double, firstPageRoom: Double, pageRoom: Double
  ) -> [Range<Int>] {
    guard !rowHeights.isEmpty else { return [] }
    var pages: [Range<Int>] = []
    var start = 0
    var room = firstPageRoom - headerHeight
    if rowHeights[0] > room {
      pages.append(0..<0)
      room = pageRoom - headerHeight
    }
    for (index, height) in rowHeights.enumerated() {
      if height > room, index > start {
        pages.append(start..<index)
        start = index
        room = pageRoom - headerHeight
      }
      room -= height
    }
    pages.append(start..<rowHeights.count)
    return pages
  }
}
