/// Where a reason in a spaced script (English, Hebrew, Arabic...) breaks into lines, chosen by
/// cost instead of by filling each line: Pango fills "Missed the bus, then the / meeting",
/// where a reader wants "Missed the bus, / then the meeting".
///
/// The lines are as many as Pango's own (so the paragraph is no taller), each within the width.
/// Of all such breaks the cheapest wins:
/// - after a phrase's end (. ! ? ; , — : and Arabic's ، ؛ ؟) is a gain;
/// - after an article, preposition or conjunction ("the", "at", "and"...) is bad;
/// - a last line under 60 % of the first line's width, or of one word, is bad;
/// - a line far shorter than the width costs a little, so lines come out even.
/// A number is tied to the word after it with a no-break space ("11 pm"), whichever breaks win.
struct ReasonBreaks: Equatable {
  /// The text to set, with a line break at each break chosen.
  let text: String
  /// Whether no bad break had to be taken: no line ends on a weak word and the last line is
  /// not short.
  let isGood: Bool
  /// Whether a line ends on a weak word (`isWeak`): the one bad break a cut text, whose last
  /// line is as long as what fits, can have.
  let endsALineOnAWeakWord: Bool

  /// What a line break is written as in `text`.
  static let lineBreak: Character = "\n"
  /// What ties a number to its unit.
  static let noBreakSpace: Character = "\u{00A0}"

  /// The cost of one bad break: any number of gains and uneven lines cost less.
  private static let bad = 1000.0
  /// A phrase's end is worth a line a third shorter than the width, not a line of a few words.
  private static let phraseEndGain = 20.0
  private static let unevenWeight = 100.0
  /// The shortest last line, as a share of the first line's width.
  static let shortestLastLine = 0.6
  /// The most words searched: a longer reason is cut rather than broken with care.
  private static let mostWords = 60

  /// Words a line should not end on: English articles, prepositions, conjunctions, pronouns that
  /// start a clause, the forms of "to be", and words that lean on the next ("too many").
  static let weakEndings: Set<String> = [
    "a", "an", "the", "at", "in", "on", "of", "to", "for", "with", "and", "but", "or", "nor",
    "so", "if", "as", "by", "from", "into", "onto", "over", "under", "about", "after", "before",
    "than", "that", "is", "are", "was", "were", "be", "am", "i", "my", "our", "your", "his",
    "her", "their", "its", "this", "then", "when", "while", "up", "out", "off", "very", "too",
  ]
  /// Marks after which a break is welcome: the end of a phrase or a sentence, Latin and Arabic.
  static let phraseEnds: Set<Character> = [
    ".", "!", "?", ";", ",", "—", ":", "…", "\u{060C}", "\u{061B}", "\u{061F}", "\u{06D4}",
  ]

  /// The breaks of `spec.text` into `lineCount` lines of at most `spec.width`, measured with
  /// `measurer`; `nil` for a text the search is not for: no width, no spaces, a line break of
  /// its own, Chinese or Japanese (which Pango breaks between characters), too many words, or
  /// a word wider than the line.
  init?(_ spec: TextSpec, lineCount: Int, measurer: any TextMeasuring) {
    guard let width = spec.width, lineCount >= 2,
      spec.text.contains(" "), !spec.text.contains(Self.lineBreak),
      !spec.text.unicodeScalars.contains(where: Self.isBrokenBetweenCharacters)
    else { return nil }
    let words = Self.tiedNumbers(spec.text).split(separator: " ").map(String.init)
    guard words.count >= lineCount, words.count <= Self.mostWords else { return nil }
    var line = spec
    line.width = nil
    line.maxLines = nil
    var widths: [Int: Double] = [:]
    // The width of the words from `start` to before `end` set on one line.
    func measured(_ start: Int, _ end: Int) -> Double {
      let key = start * (words.count + 1) + end
      if let known = widths[key] { return known }
      line.text = words[start..<end].joined(separator: " ")
      let measured = measurer.measure(line).width
      widths[key] = measured
      return measured
    }
    // Pango's wrap width is whole Pango units: a hair under the width is safe.
    let room = width - 0.5
    func breakCost(after index: Int, lineWidth: Double) -> Double {
      let word = words[index]
      var cost = Self.unevenWeight * pow2((room - lineWidth) / room)
      if let last = word.last, Self.phraseEnds.contains(last) { cost -= Self.phraseEndGain }
      if Self.isWeak(word) { cost += Self.bad }
      return cost
    }
    func isShort(lastLineFrom start: Int, firstWidth: Double) -> Bool {
      words.count - start == 1 || measured(start, words.count) < Self.shortestLastLine * firstWidth
    }
    var best: (cost: Double, ends: [Int])?
    for firstEnd in 1..<words.count {
      let firstWidth = measured(0, firstEnd)
      guard firstWidth <= room else { break }
      // The cheapest way to set the words from `start` in `lines` lines, the last one at least
      // the share of the first line's width it must be; by start and lines.
      var memo: [Int: (cost: Double, ends: [Int])?] = [:]
      func rest(from start: Int, lines: Int) -> (cost: Double, ends: [Int])? {
        let key = start * (lineCount + 1) + lines
        if let known = memo[key] { return known }
        var found: (cost: Double, ends: [Int])?
        if lines == 1 {
          let lastWidth = measured(start, words.count)
          if lastWidth <= room {
            found = (isShort(lastLineFrom: start, firstWidth: firstWidth) ? Self.bad : 0, [])
          }
        } else {
          for end in (start + 1)..<words.count where words.count - end >= lines - 1 {
            let lineWidth = measured(start, end)
            guard lineWidth <= room else { break }
            guard let after = rest(from: end, lines: lines - 1) else { continue }
            let cost = breakCost(after: end - 1, lineWidth: lineWidth) + after.cost
            if found == nil || cost < found?.cost ?? .infinity {
              found = (cost, [end] + after.ends)
            }
          }
        }
        memo[key] = found
        return found
      }
      guard let after = rest(from: firstEnd, lines: lineCount - 1) else { continue }
      let cost = breakCost(after: firstEnd - 1, lineWidth: firstWidth) + after.cost
      if best == nil || cost < best?.cost ?? .infinity { best = (cost, [firstEnd] + after.ends) }
    }
    guard let best else { return nil }
    var lines: [String] = []
    var start = 0
    for end in best.ends + [words.count] {
      lines.append(words[start..<end].joined(separator: " "))
      start = end
    }
    text = lines.joined(separator: String(Self.lineBreak))
    // Counted again rather than read from the cost, which the gains of phrase ends lower: a
    // break after "the" and one after "work," cost less than one bad break.
    let lastStart = best.ends[best.ends.count - 1]
    endsALineOnAWeakWord = best.ends.contains { Self.isWeak(words[$0 - 1]) }
    isGood =
      !endsALineOnAWeakWord
      && !isShort(lastLineFrom: lastStart, firstWidth: measured(0, best.ends[0]))
  }

  /// Whether a line should not end on `word` (`weakEndings`, whatever its case and the marks
  /// around it).
  static func isWeak(_ word: String) -> Bool {
    weakEndings.contains(word.lowercased().filter { $0.isLetter || $0 == "'" })
  }

  /// `spec.text` set one phrase a line, in `lineCount` lines: broken after each phrase's end
  /// (`phraseEnds`) and nowhere else ("Missed the bus, / then the meeting; / argument at work,
  /// / still stewing at 11 pm"); `nil` when it has another number of phrases, a phrase is wider
  /// than the line, or a phrase ends on a weak word ("then,").
  static func onePhraseALine(_ spec: TextSpec, lineCount: Int, measurer: any TextMeasuring)
    -> String?
  {
    guard let width = spec.width, lineCount >= 2, !spec.text.contains(Self.lineBreak) else {
      return nil
    }
    var phrases: [[String]] = [[]]
    for word in tiedNumbers(spec.text).split(separator: " ").map(String.init) {
      phrases[phrases.count - 1].append(word)
      if let last = word.last, phraseEnds.contains(last) { phrases.append([]) }
    }
    if phrases.last?.isEmpty == true { phrases.removeLast() }
    guard phrases.count == lineCount,
      !phrases.dropLast().contains(where: { isWeak($0[$0.count - 1]) })
    else { return nil }
    var line = spec
    line.width = nil
    line.maxLines = nil
    let lines = phrases.map { $0.joined(separator: " ") }
    for text in lines {
      line.text = text
      // Pango's wrap width is whole Pango units: a hair under the width is safe.
      guard measurer.measure(line).width <= width - 0.5 else { return nil }
    }
    return lines.joined(separator: String(Self.lineBreak))
  }

  /// Marks after which a Chinese or Japanese line breaks well: those a cut ends at
  /// (`ReasonFit.clauseEnds`), and the pauses of a list and a clause.
  static let clauseEnds = ReasonFit.clauseEnds.union(["、", "；", "："])

  /// `spec.text`, a text Pango breaks between characters (Chinese, Japanese), broken only after
  /// its clauses' ends (`clauseEnds`), each line as many whole clauses as fit, in `lineCount`
  /// lines: "和王玥、/ 李喆一起吃火锅" where Pango fills "和王玥、李喆一 / 起吃火锅" and splits
  /// the word 一起. `nil` when it has no such break, a clause is wider than the line, or whole
  /// clauses take more lines.
  static func wholeClauses(_ spec: TextSpec, lineCount: Int, measurer: any TextMeasuring)
    -> String?
  {
    guard let width = spec.width, lineCount >= 2, !spec.text.contains(Self.lineBreak),
      spec.text.unicodeScalars.contains(where: Self.isBrokenBetweenCharacters)
    else { return nil }
    var clauses: [String] = [""]
    for character in spec.text {
      clauses[clauses.count - 1].append(character)
      if clauseEnds.contains(character) { clauses.append("") }
    }
    clauses = clauses.filter { !$0.isEmpty }
    guard clauses.count >= lineCount else { return nil }
    var line = spec
    line.width = nil
    line.maxLines = nil
    func fits(_ text: String) -> Bool {
      line.text = text
      // Pango's wrap width is whole Pango units: a hair under the width is safe.
      return measurer.measure(line).width <= width - 0.5
    }
    var lines: [String] = []
    for clause in clauses {
      if let last = lines.last, fits(last + clause) {
        lines[lines.count - 1] = last + clause
      } else {
        guard fits(clause) else { return nil }
        lines.append(clause)
      }
    }
    return lines.count == lineCount ? lines.joined(separator: String(Self.lineBreak)) : nil
  }

  /// Whether a line of `text`, its lines starting at the character offsets `lineStarts` (as
  /// `TextMeasuring.lineStarts` gives them), ends on a weak word (`isWeak`).
  static func endsALineOnAWeakWord(_ text: String, lineStarts: [Int]) -> Bool {
    let characters = Array(text)
    return lineStarts.dropFirst().contains { start in
      let line = characters[..<min(start, characters.count)]
      let end = line.lastIndex { !$0.isWhitespace } ?? line.startIndex
      let space = line[..<end].lastIndex(where: \.isWhitespace) ?? -1
      return start > 0 && isWeak(String(characters[(space + 1)...end]))
    }
  }

  /// `text` with each number joined to the word after it by a no-break space.
  static func tiedNumbers(_ text: String) -> String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    guard words.count > 1 else { return text }
    var tied = ""
    while !words.isEmpty {
      let word = words.removeFirst()
      tied += word
      guard !words.isEmpty else { break }
      tied.append(isNumber(word) && !words[0].isEmpty ? Self.noBreakSpace : " ")
    }
    return tied
  }

  /// Whether `word` is a number: digits, with the separators of 3.5, 1,000 and 10:30.
  static func isNumber(_ word: String) -> Bool {
    word.last?.isNumber == true && word.allSatisfy { $0.isNumber || ".,:".contains($0) }
  }

  /// Han, kana and Hangul, which break between characters rather than at spaces.
  static func isBrokenBetweenCharacters(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
      0x20000...0x3FFFF:
      return true
    default: return false
    }
  }
}

private func pow2(_ x: Double) -> Double { x * x }
