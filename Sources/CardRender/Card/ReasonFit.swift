/// The size, width and text that make a paragraph fit a box: the largest size from a range at
/// which all of it fits, broken into lines by cost (`ReasonBreaks`); or else the
/// smallest size with as much of the text as fits, cut at a word (at a phrase near the end,
/// never after a weak word, `phraseEnd`) and ended with the
/// language's ellipsis (`…`, or `……` for Chinese).
struct ReasonFit: Sendable, Equatable {
  /// The text as it will be set: size, width and (when cut) the shortened text.
  let spec: TextSpec
  /// Its measured size.
  let metrics: TextMetrics
  /// How many characters of the text are shown; all of them unless it was cut.
  let shownCharacters: Int

  /// Whether the text had to be cut.
  let isCut: Bool
  /// Whether its lines end only where a reader pauses (`ReasonBreaks.isGood`): false when the
  /// only breaks that fit the height end a line on "a" or "the", which a little more height
  /// would mend. A cut text, one line or a text `ReasonBreaks` is not for counts as good.
  let hasGoodBreaks: Bool
  /// Whether one line more would end every line at a phrase, where the lines set end one
  /// inside a phrase ("…the meeting; argument / at work, …"), and does not fit the height: a
  /// little more height would mend it. False for a cut text.
  let wantsALineMore: Bool

  /// Fits `text` into `maxHeight`.
  /// - Parameters:
  ///   - text: the paragraph, with its width, weight and language set; its size is replaced.
  ///   - maxHeight: the tallest the paragraph may be.
  ///   - sizes: the sizes to try, largest first; the last is the smallest allowed.
  ///   - ellipsis: what ends a cut text.
  ///   - measurer: measures the paragraph.
  init(
    _ text: TextSpec, maxHeight: Double, sizes: [Double], ellipsis: String = "…",
    measurer: any TextMeasuring
  ) {
    let sizes = sizes.isEmpty ? [text.size] : sizes
    var spec = text
    spec.maxLines = nil
    if let fitting = ReasonFit.largestFittingSize(
      text, maxHeight: maxHeight, sizes: sizes, measurer: measurer)
    {
      spec.size = sizes[fitting.index]
      (self.spec, self.metrics, hasGoodBreaks, wantsALineMore) = ReasonFit.broken(
        spec, fitting.metrics, smaller: sizes.dropFirst(fitting.index + 1), maxHeight: maxHeight,
        measurer: measurer)
      shownCharacters = text.text.count
      isCut = false
      return
    }
    // Nothing fits whole: at the smallest size, the longest beginning that fits with the
    // ellipsis after it. A beginning never takes more lines than a longer one, so it is found by
    // bisection on the number of characters, between two counts found by doubling steps out
    // from where the whole text's first line that does not fit begins: each count tried shapes
    // the paragraph again, and the answer lies a few characters before that line.
    spec.size = sizes[sizes.count - 1]
    let characters = Array(text.text)
    func cut(_ count: Int) -> TextSpec {
      var shortened = spec
      var kept = String(characters.prefix(count))
      while let last = kept.last, last.isWhitespace || last.isPunctuation { kept.removeLast() }
      shortened.text = kept + ellipsis
      return shortened
    }
    var (fits, tooLong) = ReasonFit.bracket(
      around: ReasonFit.firstLineOver(maxHeight, of: spec, measurer: measurer),
      count: characters.count
    ) { measurer.measure(cut($0)).height <= maxHeight }
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      if measurer.measure(cut(middle)).height <= maxHeight {
        fits = middle
      } else {
        tooLong = middle
      }
    }
    // Words are not split: back to the last space when one is near. Chinese has none: it is
    // cut after the last clause (。！？ or ，) in the final quarter of what fits.
    if let space = characters[..<fits].lastIndex(where: \.isWhitespace), fits - space < 20 {
      fits = space
    } else if let clause = characters[(fits * 3 / 4)..<fits].lastIndex(where: {
      ReasonFit.clauseEnds.contains($0)
    }) {
      fits = clause + 1
    }
    fits = ReasonFit.phraseEnd(in: characters, before: fits)
    (self.spec, self.metrics, shownCharacters) = ReasonFit.brokenCut(
      of: characters, count: fits, cut: cut, measurer: measurer)
    isCut = true
    hasGoodBreaks = true
    wantsALineMore = false
  }

  /// The cut of the first `count` of `characters` (`cut`), set as Pango fills it unless a line
  /// then ends on a weak word (`ReasonBreaks.isWeak`, the rule a whole text's breaks follow):
  /// then broken by `ReasonBreaks` ("Good focus at / work…" on a sheet becomes "Good focus /
  /// at work…"), and where every way of breaking it ends a line so, the cut moves back a word
  /// at a time, to a phrase (`phraseEnd`), at most `phraseReach` characters: "Flu and a /
  /// deadline…", which no two lines of a sheet's square hold otherwise, becomes "Flu…". With no
  /// such shorter cut, Pango's lines are kept.
  private static func brokenCut(
    of characters: [Character], count: Int, cut: (Int) -> TextSpec,
    measurer: any TextMeasuring
  ) -> (TextSpec, TextMetrics, shown: Int) {
    let filled = cut(count)
    let filledMetrics = measurer.measure(filled)
    var shown = count
    while shown > 0, shown >= count - ReasonFit.phraseReach {
      let spec = cut(shown)
      let metrics = shown == count ? filledMetrics : measurer.measure(spec)
      if !ReasonBreaks.endsALineOnAWeakWord(spec.text, lineStarts: measurer.lineStarts(spec)) {
        return (spec, metrics, shown)
      }
      if let breaks = ReasonBreaks(spec, lineCount: metrics.lineCount, measurer: measurer),
        !breaks.endsALineOnAWeakWord
      {
        var broken = spec
        broken.text = breaks.text
        let brokenMetrics = measurer.measure(broken)
        // Pango wraps a line the search measured as fitting only by rounding: not these breaks.
        if brokenMetrics.lineCount == metrics.lineCount { return (broken, brokenMetrics, shown) }
      }
      guard let space = characters[..<shown].lastIndex(where: \.isWhitespace) else { break }
      shown = phraseEnd(in: characters, before: space)
    }
    return (filled, filledMetrics, count)
  }

  /// The marks that end a Chinese clause or sentence, where a long Chinese reason is cut.
  static let clauseEnds: Set<Character> = ["。", "！", "？", "，"]

  /// The most characters a cut goes back to end at a phrase.
  static let phraseReach = 24

  /// Where a cut of a spaced script before `count` ends so that what is shown reads as said:
  /// never after a weak word (`ReasonBreaks.weakEndings`: "Best day in months: the…" becomes
  /// "Best day in months…"), and at a phrase's end when one is in the last third, at most
  /// `phraseReach` characters back ("Dinner with Mia, we…" becomes "Dinner with Mia…"). The
  /// sheet's two lines of about 12 characters ended on "the…", "a…" or "we…".
  static func phraseEnd(in characters: [Character], before count: Int) -> Int {
    guard
      !characters[..<count].contains(where: {
        $0.unicodeScalars.contains(where: ReasonBreaks.isBrokenBetweenCharacters)
      })
    else { return count }
    var end = count
    while true {
      var last = end
      while last > 0, characters[last - 1].isWhitespace { last -= 1 }
      guard let space = characters[..<last].lastIndex(where: \.isWhitespace) else { break }
      let word = characters[(space + 1)..<last]
      guard ReasonBreaks.isWeak(String(word)),
        !word.contains(where: ReasonBreaks.phraseEnds.contains)
      else { break }
      end = space
    }
    let reach = end - min(end / 3, ReasonFit.phraseReach)
    if let mark = characters[reach..<end].lastIndex(where: ReasonBreaks.phraseEnds.contains),
      mark > 0, mark + 1 < end
    {
      end = mark + 1
    }
    return end
  }

  /// The largest of `sizes` (largest first) at which all of `text` fits into `maxHeight`, with
  /// its index and metrics; `nil` when the text must be cut.
  static func largestFittingSize(
    _ text: TextSpec, maxHeight: Double, sizes: [Double], measurer: any TextMeasuring
  ) -> (index: Int, metrics: TextMetrics)? {
    let sizes = sizes.isEmpty ? [text.size] : sizes
    var spec = text
    spec.maxLines = nil
    // A paragraph is never shorter at a larger size, so the largest size that fits is found by
    // bisection: each size measured costs shaping and loading every glyph at that size (about
    // four times what measuring again at a size already used costs). Most reasons fit at the
    // largest size or not even at the smallest: those two are tried first, which settles
    // either in one or two sizes where bisection would try three or four.
    var measured: [Int: TextMetrics] = [:]
    func metrics(at index: Int) -> TextMetrics {
      if let known = measured[index] { return known }
      var sized = spec
      sized.size = sizes[index]
      let metrics = measurer.measure(sized)
      measured[index] = metrics
      return metrics
    }
    func fits(_ index: Int) -> Bool { metrics(at: index).height <= maxHeight }
    let last = sizes.count - 1
    if fits(0) { return (0, metrics(at: 0)) }
    if !fits(last) { return nil }
    var low = 1, high = last  // the answer lies in low...high, and `last` fits
    while low < high {
      let middle = (low + high) / 2
      if fits(middle) { high = middle } else { low = middle + 1 }
    }
    return (low, metrics(at: low))
  }

  /// The number of characters before the first line of `text`, as set whole, that does not
  /// fit into `maxHeight`.
  static func firstLineOver(
    _ maxHeight: Double, of text: TextSpec, measurer: any TextMeasuring
  ) -> Int {
    let whole = measurer.measure(text)
    let starts = measurer.lineStarts(text)
    // Lines are `pitch` apart, the spacing after each but the last.
    let spacing = text.lineSpacing * text.size
    let pitch = (whole.height + spacing) / Double(max(whole.lineCount, 1))
    let linesThatFit = max(0, Int(((maxHeight + spacing) / pitch).rounded(.down)))
    return linesThatFit < starts.count ? starts[linesThatFit] : text.text.count
  }

  /// A count that fits and a larger one that does not, close around `guess`: steps of 1, 2, 4
  /// and on from it, up while counts fit or down while they do not, stopping at 0 (taken to
  /// fit) and `count` (taken not to).
  static func bracket(around guess: Int, count: Int, fits: (Int) -> Bool) -> (
    fits: Int, tooLong: Int
  ) {
    guard count > 1 else { return (0, count) }
    let guess = min(max(guess, 1), count - 1)
    var step = 1
    if fits(guess) {
      var low = guess
      while low + step < count, fits(low + step) {
        low += step
        step *= 2
      }
      return (low, min(low + step, count))
    }
    var high = guess
    while high - step > 0, !fits(high - step) {
      high -= step
      step *= 2
    }
    return (max(high - step, 0), high)
  }

  /// `spec` broken into lines by `ReasonBreaks`. When no good breaks exist, a size or two
  /// smaller (`smaller`, largest first) that has them and still fits `maxHeight`: for two lines
  /// first the text on one line; else one line more at the same size, when it fits ("Woke up
  /// early and I went / for a run by the river / with my sister" rather than "...went for a /
  /// run..."). First, a text of one phrase more than the lines found, one of which ends inside
  /// a phrase, is set one phrase a line (`ReasonBreaks.onePhraseALine`) at the same size when
  /// that fits: "Missed the bus, / then the meeting; / argument at work, / still stewing at
  /// 11 pm" rather than "...then the meeting; argument / at work, ..." or smaller type; when
  /// it does not fit beside good breaks, `wantsALineMore` says so. A Chinese or Japanese text
  /// breaks after its clauses where whole clauses take the same lines
  /// (`ReasonBreaks.wholeClauses`).
  private static func broken(
    _ spec: TextSpec, _ metrics: TextMetrics, smaller: ArraySlice<Double>, maxHeight: Double,
    measurer: any TextMeasuring
  ) -> (TextSpec, TextMetrics, isGood: Bool, wantsALineMore: Bool) {
    typealias Broken = (spec: TextSpec, metrics: TextMetrics, isGood: Bool)
    func set(_ spec: TextSpec, _ metrics: TextMetrics, lines: Int? = nil) -> Broken? {
      let lineCount = lines ?? metrics.lineCount
      guard let breaks = ReasonBreaks(spec, lineCount: lineCount, measurer: measurer)
      else { return nil }
      var chosen = spec
      chosen.text = breaks.text
      let chosenMetrics = measurer.measure(chosen)
      // Pango wraps a line the search measured as fitting only by rounding: keep its breaks.
      guard chosenMetrics.lineCount == lineCount else { return nil }
      return (chosen, chosenMetrics, breaks.isGood)
    }
    // Whether `broken` ends a line inside a phrase where one line more could end each at one.
    func phraseLine(_ broken: Broken) -> (spec: TextSpec, metrics: TextMetrics)? {
      let lines = broken.spec.text.split(separator: ReasonBreaks.lineBreak)
      var phrased = broken.spec
      phrased.text = spec.text
      guard lines.dropLast().contains(where: { !ReasonBreaks.phraseEnds.contains($0.last ?? " ") }),
        let text = ReasonBreaks.onePhraseALine(
          phrased, lineCount: lines.count + 1, measurer: measurer)
      else { return nil }
      phrased.text = text
      let phrasedMetrics = measurer.measure(phrased)
      return phrasedMetrics.lineCount == lines.count + 1 ? (phrased, phrasedMetrics) : nil
    }
    func done(_ broken: Broken) -> (TextSpec, TextMetrics, isGood: Bool, wantsALineMore: Bool) {
      (broken.spec, broken.metrics, broken.isGood, broken.isGood && phraseLine(broken) != nil)
    }
    guard let first = set(spec, metrics) else {
      // Chinese or Japanese: after its clauses where whole clauses take Pango's lines.
      var clauses = spec
      guard metrics.lineCount >= 2,
        let text = ReasonBreaks.wholeClauses(spec, lineCount: metrics.lineCount, measurer: measurer)
      else { return (spec, metrics, true, false) }
      clauses.text = text
      let clausesMetrics = measurer.measure(clauses)
      return clausesMetrics.lineCount == metrics.lineCount
        ? (clauses, clausesMetrics, true, false) : (spec, metrics, true, false)
    }
    let firstPhrased = phraseLine(first)
    if let phrased = firstPhrased, phrased.metrics.height <= maxHeight {
      return (phrased.spec, phrased.metrics, true, false)
    }
    // `done(first)`, without measuring its phrases again.
    let firstDone = (first.spec, first.metrics, first.isGood, first.isGood && firstPhrased != nil)
    if first.isGood { return firstDone }
    for size in smaller.prefix(2) {
      var trial = spec
      trial.size = size
      let trialMetrics = measurer.measure(trial)
      guard trialMetrics.height <= maxHeight else { continue }
      if trialMetrics.lineCount == 1 { return (trial, trialMetrics, true, false) }
      if metrics.lineCount == 2 { continue }
      if let better = set(trial, trialMetrics), better.isGood { return done(better) }
    }
    if let longer = set(spec, metrics, lines: metrics.lineCount + 1), longer.isGood,
      longer.metrics.height <= maxHeight
    {
      return done(longer)
    }
    return firstDone
  }
}
