import FoundationEssentials
import MoodCore
import MoodSystem

/// The fonts of the web app's pages: WOFF2 subsets of the bundled Inter and Noto Sans CJK, cut
/// by HarfBuzz to the characters the pages show, and their `@font-face` rules
/// (`/fonts/faces.css`). The cards are drawn on the computer with the whole bundled fonts and
/// stay as they were; the pages use the system's emoji and, for characters outside a subset,
/// its fonts.
///
/// A subset is made on the first request for it and kept (`KeptAnswers`). Measured on this
/// machine (a debug build, 2 cores under a load of 5, 2026-12-06; the first request, curl on
/// 127.0.0.1; later ones take 2 to 3 ms, from memory), Brotli (`Brotli.keptQuality`) taking most
/// of the time; characters and glyphs as fontTools reads the subset:
///
/// | face      | bundled font | characters | glyphs | WOFF2    | first request |
/// |-----------|--------------|------------|--------|----------|---------------|
/// | inter-400 | 259 KB       | 409        | 516    | 24.9 KB  | 103 ms        |
/// | inter-700 | 271 KB       | 409        | 516    | 26.7 KB  | 85 ms         |
/// | cjk-400   | 5.07 MB      | 510        | 883    | 128.7 KB | 310 ms        |
/// | cjk-700   | 5.10 MB      | 510        | 883    | 128.8 KB | 265 ms        |
package struct WebFonts: Sendable {
  /// One face the pages load: `/fonts/NAME.woff2`.
  package struct Face: Sendable {
    /// Its name in the address: `inter-400`.
    package let name: String
    /// The bundled font it is cut from.
    package let file: String
    /// The family the style sheet names.
    package let family: String
    /// The weights it draws, as `font-weight` writes them.
    package let weight: String
    /// The characters it keeps, in order: also its `unicode-range`, so the browser fetches it
    /// only for a page that shows one of them.
    package let characters: [Unicode.Scalar]
  }

  /// The faces, Latin first.
  package let faces: [Face]

  /// How the faces are shown while they load: `swap`, the system's font until the face is
  /// there, then the face. `optional` would keep the system's font for the page's life
  /// whenever a face takes more than about 100 ms, as it does on a first visit (a subset is
  /// made then) or on a busy computer, so the pages would look one way or the other by chance.
  /// The faces are 25 KB (Latin) and 87 KB (CJK), and after the first visit the service worker
  /// has them at once, so the swap happens on a first visit at most.
  static let display = "swap"

  /// The Latin every page may show beyond what the catalogs hold: names and words people type
  /// (Basic Latin, Latin-1, Latin Extended-A), punctuation and the euro sign.
  private static let latin: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x17F, 0x2000...0x206F, 0x20AC...0x20AC, 0x2190...0x2193,
    0x2212...0x2212,
  ]

  /// The Chinese dates are written with by `Intl.DateTimeFormat` in the pages ("2026年11月29日
  /// 星期日"), which no catalog holds.
  private static let chineseDates = "年月日星期一二三四五六"

  /// The faces for the pages of the assets folder `assets`: its catalogs and templates, the
  /// built-in words' Chinese names, and `shown`, what else the pages were filled in with (the
  /// command's texts, `WebPages.commandTexts`).
  /// - Throws: `ServeError` when a catalog is missing or unreadable.
  package init(assets: URL, languages: [String], shown: [String] = []) throws {
    var text =
      Self.chineseDates + Vocabulary.builtIn.compactMap(\.chinese).joined() + shown.joined()
    for language in languages {
      text += try WebCatalog(language: language, assets: assets).texts.values.joined()
    }
    let pages = assets.appendingPathComponent("pages")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? [] {
      if let data = FileManager.default.contents(atPath: pages.appendingPathComponent(name).path) {
        text += String(decoding: data, as: UTF8.self)
      }
    }
    let shown = Set(text.unicodeScalars)
    let latin = Set(Self.latin.flatMap { $0.compactMap(Unicode.Scalar.init) }).union(
      shown.filter { $0.value >= 0x20 && !Self.isCJK($0) && !$0.properties.isEmojiPresentation })
    let chinese = shown.filter(Self.isCJK).sorted { $0.value < $1.value }
    let western = latin.sorted { $0.value < $1.value }
    faces = [
      Face(
        name: "inter-400", file: "Inter-Regular.otf", family: "Inter", weight: "400",
        characters: western),
      Face(
        name: "inter-700", file: "Inter-Bold.otf", family: "Inter", weight: "600 700",
        characters: western),
      Face(
        name: "cjk-400", file: "NotoSansCJKsc-Regular-Subset.otf", family: "MoodCard CJK",
        weight: "400", characters: chinese),
      Face(
        name: "cjk-700", file: "NotoSansCJKsc-Bold-Subset.otf", family: "MoodCard CJK",
        weight: "600 700", characters: chinese),
    ]
  }

  /// Whether `character` is drawn by the CJK face: the CJK blocks, their punctuation and the
  /// full-width forms.
  private static func isCJK(_ character: Unicode.Scalar) -> Bool {
    switch character.value {
    case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      return true
    default: return false
    }
  }

  /// The face named `name`, if there is one.
  package func face(_ name: String) -> Face? { faces.first { $0.name == name } }

  /// The `@font-face` rules of every face.
  package var css: String {
    faces.map { face in
      """
      @font-face {
        font-family: "\(face.family)";
        src: url("/fonts/\(face.name).woff2") format("woff2");
        font-weight: \(face.weight);
        font-display: \(Self.display);
        unicode-range: \(Self.unicodeRange(face.characters));
      }

      """
    }.joined()
  }

  /// `characters` (in order) as a CSS `unicode-range`: runs of consecutive code points as one
  /// range each.
  static func unicodeRange(_ characters: [Unicode.Scalar]) -> String {
    var runs: [ClosedRange<UInt32>] = []
    for value in characters.map(\.value) {
      if let last = runs.last, last.upperBound + 1 == value {
        runs[runs.count - 1] = last.lowerBound...value
      } else {
        runs.append(value...value)
      }
    }
    return runs.map { run in
      let start = "U+" + String(run.lowerBound, radix: 16, uppercase: true)
      return run.count == 1
        ? start : start + "-" + String(run.upperBound, radix: 16, uppercase: true)
    }.joined(separator: ", ")
  }

  /// The WOFF2 of `face`, cut from its font in `fonts`; `nil` when the font is missing or
  /// HarfBuzz cannot cut it.
  /// - Throws: `WOFF2.Malformed` when HarfBuzz's subset is not an sfnt it can wrap.
  package func woff2(_ face: Face, fonts: URL) throws -> Data? {
    let path = fonts.appendingPathComponent(face.file).path
    return try FontSubset.subset(of: path, keeping: face.characters).map(WOFF2.wrap)
  }
}
