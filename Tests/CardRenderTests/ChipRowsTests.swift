import Testing

@testable import CardRender

@Suite struct ChipRowsTests {
  private let more: (Int) -> Double = { _ in 50 }

  @Test func chipsThatFitStayOnOneRow() {
    let rows = ChipRows(
      widths: [100, 100, 100], maxWidth: 400, gap: 10, maxRows: 2, moreWidth: more)
    #expect(rows.rows == [[.chip(0), .chip(1), .chip(2)]])
    #expect(rows.hiddenCount == 0)
  }

  @Test func chipsWrapInOrderWhenARowIsFull() {
    let rows = ChipRows(
      widths: [150, 150, 150, 150], maxWidth: 320, gap: 10, maxRows: 2, moreWidth: more)
    #expect(rows.rows == [[.chip(0), .chip(1)], [.chip(2), .chip(3)]])
  }

  @Test func aRowExactlyAsWideAsTheLimitFits() {
    let rows = ChipRows(widths: [100, 100], maxWidth: 210, gap: 10, maxRows: 1, moreWidth: more)
    #expect(rows.rows == [[.chip(0), .chip(1)]])
  }

  @Test func chipsBeyondTheLastRowBecomeAMoreChipThatFits() {
    // Rows of two; the second row must give up one chip so that "+N" fits beside it.
    let widths = [150.0, 150, 150, 150, 150, 150]
    let rows = ChipRows(widths: widths, maxWidth: 320, gap: 10, maxRows: 2, moreWidth: more)
    #expect(rows.rows == [[.chip(0), .chip(1)], [.chip(2), .more(3)]])
    #expect(rows.hiddenCount == 3)
    let widthsOfRows = rows.rowWidths(widths: widths, gap: 10, moreWidth: more)
    #expect(widthsOfRows.allSatisfy { $0 <= 320 })
    #expect(widthsOfRows == [310, 210])
  }

  @Test func theMoreChipKeepsEveryChipThatStillFits() {
    let widths = [100.0, 100, 100, 100, 100]
    let rows = ChipRows(widths: widths, maxWidth: 330, gap: 10, maxRows: 1, moreWidth: more)
    // 100 + 10 + 100 + 10 + 50 = 270 fits; a third chip would make 380.
    #expect(rows.rows == [[.chip(0), .chip(1), .more(3)]])
  }

  @Test func noChipsMakeNoRows() {
    let rows = ChipRows(widths: [], maxWidth: 300, gap: 10, maxRows: 2, moreWidth: more)
    #expect(rows.rows.isEmpty)
    #expect(rows.hiddenCount == 0)
  }
}
