import MoodCore
import MoodSystem
import Stats

extension ReportTable {
  /// The fewest lines a split leaves of a text on either side, when the text has that many:
  /// no lone line of a reason at the foot of a page or the head of the next.
  static let leastLinesAtSplit = 2
  /// The fewest lines of a row's tallest text for the row to be split at all: a shorter row
  /// moves whole to the next page ("Happy, Loved," / "(continued) Grateful" split a two-line
  /// row one line each side).
  static let fewestLinesSplit = 2 * leastLinesAtSplit

  /// `row` split to fit `room` points: the head, with the lines of each text that fit, and the
  /// tail, continued under `2026-11-12` and `(continued)` with the rest, the disc repeated. `nil` when
  /// not even the date, the disc and the first lines fit, or the row is short
  /// (`fewestLinesSplit`), and the row must start the next page.
  func split(_ row: Row, fitting room: Double, locale: CardLocale, measurer: any TextMeasuring)
    -> (head: Row, tail: Row)?
  {
    let padding = ReportTable.padding
    let fixed = Row.height(disc: row.disc, texts: [row.date, row.weekday])
    let tallest = [row.words, row.tags, row.reason].compactMap { $0?.metrics.lineCount }.max()
    guard fixed <= room, (tallest ?? 0) >= ReportTable.fewestLinesSplit else { return nil }
    func cut(_ text: PlacedText?) -> (head: PlacedText?, tail: PlacedText?)? {
      guard let text else { return (nil, nil) }
      if text.frame.maxY + padding <= room { return (text, nil) }
      let starts = measurer.lineStarts(text.spec)
      let characters = Array(text.spec.text)
      let least =
        starts.count >= ReportTable.fewestLinesSplit ? ReportTable.leastLinesAtSplit : 1
      for lines in stride(from: starts.count - least, through: least, by: -1) {
        let head = text.replacing(
          String(characters[..<starts[lines]]).trimmingWhitespace(), measurer: measurer)
        if head.frame.maxY + padding <= room {
          let rest = String(characters[starts[lines]...]).trimmingWhitespace()
          return (
            head, text.replacing(rest, measurer: measurer).moved(x: text.origin.x, y: padding)
          )
        }
      }
      return nil
    }
    guard let words = cut(row.words), let tags = cut(row.tags), let reason = cut(row.reason),
      words.head != nil || tags.head != nil || reason.head != nil
    else { return nil }
    let head = Row(
      day: row.day, date: row.date, weekday: row.weekday, disc: row.disc,
      discColor: row.discColor, discOutline: row.discOutline, score: row.score,
      words: words.head, tags: tags.head, reason: reason.head,
      height: Row.height(
        disc: row.disc, texts: [row.date, row.weekday, words.head, tags.head, reason.head]))
    // The date stays on its line and `(continued)` goes under it, set as the weekday is, in a
    // column as wide as it needs: a continued date cell never wraps.
    let continued = row.weekday.map {
      var label = $0.replacing(locale.continuedRow, measurer: measurer)
      label.origin = Point(x: row.date.origin.x, y: row.date.frame.maxY)
      return label
    }
    let tail = Row(
      day: row.day, isContinued: true, date: row.date, weekday: continued, disc: row.disc,
      discColor: row.discColor, discOutline: row.discOutline, score: row.score,
      words: words.tail, tags: tags.tail, reason: reason.tail,
      height: Row.height(
        disc: row.disc, texts: [row.date, continued, words.tail, tags.tail, reason.tail]))
    return (head, tail)
  }
}

extension PlacedText {
  /// The same text at the same place with other characters, measured.
  fileprivate func replacing(_ string: String, measurer: any TextMeasuring) -> PlacedText {
    var spec = spec
    spec.text = string
    return PlacedText(spec: spec, origin: origin, metrics: measurer.measure(spec), color: color)
  }
}
