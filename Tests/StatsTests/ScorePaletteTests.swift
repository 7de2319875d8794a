import Foundation
import MoodCore
import Testing

@testable import Stats

/// The score palette checked as a designer would: contrast for graphics, lightness in order,
/// neighbours told apart under simulated colour-vision deficiencies and in greyscale.
@Suite struct ScorePaletteTests {
  private static let papers: [(String, HexColor)] = CardTheme.allCases.map { theme in
    let palette = CardPalette(theme: theme, face: CardFace(score: Score.all[4]))
    return (theme.rawValue, palette.backgroundBottom)
  }

  @Test func everyScoreShapeReachesThreeToOneOnBothPapersByItsFillOrItsOutline() {
    for (name, paper) in Self.papers {
      for score in 1...10 {
        let fill = ScorePalette.color(ofScore: score)
        let edge = ScorePalette.outline(ofScore: score, on: paper)
        let best = max(fill.contrastRatio(with: paper), edge.contrastRatio(with: paper))
        #expect(best >= 3, "score \(score) on \(name) paper: \(best)")
        #expect(
          ScorePalette.needsOutline(score: score, on: paper)
            == (fill.contrastRatio(with: paper) < 3))
      }
    }
  }

  @Test func onDarkPaperEveryScoreColourButTheDarkestStandsOnItsOwn() throws {
    let paper = try #require(Self.papers.first { $0.0 == "dark" }).1
    for score in 2...10 {
      #expect(!ScorePalette.needsOutline(score: score, on: paper), "score \(score)")
    }
    // Score 1 is dark enough for greyscale order, so it takes its outline on dark paper.
    #expect(ScorePalette.needsOutline(score: 1, on: paper))
  }

  @Test func lightnessRisesInNearEvenStepsFromOneToTen() {
    let lightness = ScorePalette.colors.map { Lab($0).l }
    for (a, b) in zip(lightness, lightness.dropFirst()) {
      #expect(b - a > 5.5 && b - a < 8, "L* \(a) then \(b)")
    }
    // Score 1 is dark, around L* 32-36, so a greyscale print keeps the low end apart.
    #expect(lightness[0] < 36)
  }

  @Test func greyscalePrintKeepsTheOrder() {
    let grey = ScorePalette.colors.map(\.relativeLuminance)
    #expect(grey == grey.sorted())
    #expect(Set(grey).count == 10)
  }

  /// The review: by Rec. 601 luma, the usual greyscale conversion, 1 (96) was lighter than
  /// 2 (93), and 1 to 5 spanned only 93-120.
  @Test func rec601LumaRisesFromOneToTen() {
    let luma = ScorePalette.colors.map {
      0.299 * Double($0.red) + 0.587 * Double($0.green) + 0.114 * Double($0.blue)
    }
    for (index, (a, b)) in zip(luma, luma.dropFirst()).enumerated() {
      #expect(b > a, "luma of \(index + 1) is \(a), of \(index + 2) \(b)")
    }
    #expect(luma[4] - luma[0] > 45, "1 to 5 span \(luma[0])-\(luma[4])")
  }

  @Test(arguments: Deficiency.allCases)
  func neighboursStayDistinctUnderColourVisionDeficiency(_ deficiency: Deficiency) {
    let seen = ScorePalette.colors.map { deficiency.simulate($0) }
    for index in 0..<9 {
      let difference = Lab(seen[index]).distance(to: Lab(seen[index + 1]))
      // 12 ΔE*ab: told apart at a glance, side by side and in a thumbnail.
      #expect(difference >= 12, "\(deficiency): \(index + 1) and \(index + 2), ΔE \(difference)")
    }
  }

  /// The review: 9 (`#FFC56C`, chroma 53 at 78°) read paler than 8 (70 at 108°) and 10 (78 at
  /// 92°), an orange outside their hues.
  @Test func nineLiesBetweenEightAndTenInHueAndIsNoPalerThanEight() {
    let (eight, nine, ten) = (
      Lab(ScorePalette.colors[7]), Lab(ScorePalette.colors[8]), Lab(ScorePalette.colors[9])
    )
    #expect(
      min(eight.hue, ten.hue) < nine.hue && nine.hue < max(eight.hue, ten.hue),
      "hues \(eight.hue), \(nine.hue), \(ten.hue)")
    #expect(nine.chroma >= eight.chroma, "chroma \(eight.chroma) then \(nine.chroma)")
    #expect(nine.chroma >= 0.8 * ten.chroma, "chroma \(nine.chroma) then \(ten.chroma)")
  }

  @Test func textOnEveryScoreColourReadsAtFourAndAHalfToOne() {
    for score in 1...10 {
      let ratio = ScorePalette.ink(onScore: score).contrastRatio(
        with: ScorePalette.color(ofScore: score))
      #expect(ratio >= 4.5, "score \(score): \(ratio)")
    }
  }

  @Test func faceFeaturesReachThreeToOneOnEveryFace() {
    for score in Score.all {
      let palette = CardPalette(theme: .light, face: CardFace(score: score))
      let ratio = palette.faceInk.contrastRatio(with: palette.accent)
      #expect(ratio >= 3, "face \(score.value): \(ratio)")
    }
  }

  @Test func wordDotsReachThreeToOneOnTheirChips() {
    for theme in CardTheme.allCases {
      let palette = CardPalette(theme: theme, face: CardFace(score: Score.all[0]))
      for (valence, color) in palette.valenceColors {
        let ratio = color.contrastRatio(with: palette.surface)
        #expect(ratio >= 3, "\(theme) \(valence): \(ratio)")
      }
    }
  }

  @Test func theDarkThemeIsOneNeutralBackgroundForEveryScore() {
    let palettes = Score.all.map { CardPalette(theme: .dark, face: CardFace(score: $0)) }
    #expect(Set(palettes.map(\.backgroundTop)).count == 1)
    #expect(Set(palettes.map(\.surface)).count == 1)
    for color in [palettes[0].backgroundTop, palettes[0].backgroundBottom, palettes[0].surface] {
      let spread =
        [color.red, color.green, color.blue].max()! - [color.red, color.green, color.blue].min()!
      #expect(spread <= 8, "\(color) is tinted")
    }
    // Chips and panels stand out from the background they are made from.
    #expect(palettes[0].surface.relativeLuminance > palettes[0].backgroundTop.relativeLuminance)
  }

  @Test func everyDefaultHabitColourIsThreeToOneOnLightPaper() {
    let paper = CardPalette(theme: .light, face: CardFace(score: Score.all[4])).backgroundBottom
    for color in Habit.defaultColors {
      #expect(
        color.contrastRatio(with: paper) >= ScorePalette.graphicContrast,
        "\(color) is \(color.contrastRatio(with: paper)):1 on \(paper)")
    }
  }

  /// The review's two teal habits (`#2FA39A`, which the guide suggests, beside the default
  /// `#23877F`: ΔE 11): every default is at least ΔE 30 from every other and from each colour
  /// the guide and the README suggest with `--color`.
  @Test func defaultHabitColoursAreToldApartFromEachOtherAndTheSuggestedOnes() throws {
    let suggested = try ScorePaletteTests.suggestedHabitColors()
    #expect(suggested.contains(try HexColor(parsing: "#2FA39A")), "\(suggested)")
    let defaults = Habit.defaultColors
    #expect(defaults.count == 6)
    for (index, color) in defaults.enumerated() {
      for other in defaults[(index + 1)...] + suggested {
        let difference = Lab(color).distance(to: Lab(other))
        #expect(difference >= 30, "\(color) and \(other): ΔE \(difference)")
      }
    }
  }

  /// The colours given with `--color '#RRGGBB'` in README.md and the guide under Docs/.
  private static func suggestedHabitColors() throws -> [HexColor] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let docs = root.appendingPathComponent("Docs")
    let guide = try FileManager.default.contentsOfDirectory(atPath: docs.path)
      .filter { $0.hasSuffix(".md") }.map { docs.appendingPathComponent($0) }
    var colors: [HexColor] = []
    for file in [root.appendingPathComponent("README.md")] + guide {
      let text = try String(contentsOf: file, encoding: .utf8)
      for part in text.components(separatedBy: "--color '").dropFirst() {
        colors.append(try HexColor(parsing: String(part.prefix(7))))
      }
    }
    return colors
  }

  @Test func newHabitsTakeTheFirstDefaultColourNotInUse() {
    let walk = Habit.defaultColors[1]
    #expect(Habit.defaultColor(notIn: [], count: 0) == Habit.defaultColors[0])
    #expect(Habit.defaultColor(notIn: [walk], count: 1) == Habit.defaultColors[0])
    #expect(
      Habit.defaultColor(notIn: [Habit.defaultColors[0], walk], count: 2)
        == Habit.defaultColors[2])
    #expect(Habit.defaultColor(notIn: Habit.defaultColors, count: 7) == Habit.defaultColors[1])
  }
}

/// CIE L\*a\*b\* (D65) of an sRGB colour.
private struct Lab {
  let l: Double, a: Double, b: Double

  init(_ color: HexColor) {
    self.init(linear: color.linearRGB)
  }

  init(linear rgb: (Double, Double, Double)) {
    let (r, g, b) = rgb
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83
    func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    self.b = 200 * (f(y) - f(z))
  }

  /// The CIE LCh chroma.
  var chroma: Double { (a * a + b * b).squareRoot() }

  /// The CIE LCh hue in degrees, 0..<360.
  var hue: Double {
    let degrees = atan2(b, a) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  func distance(to other: Lab) -> Double {
    ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b)
      * (b - other.b))
      .squareRoot()
  }
}

/// Dichromacies simulated with the matrices of Machado, Oliveira and Fernandes (2009), severity
/// 1, applied to linear sRGB.
enum Deficiency: String, CaseIterable, CustomStringConvertible {
  case deuteranopia, protanopia

  var description: String { rawValue }

  private var matrix: [[Double]] {
    switch self {
    case .deuteranopia:
      return [
        [0.367_322, 0.860_646, -0.227_968], [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
      ]
    case .protanopia:
      return [
        [0.152_286, 1.052_583, -0.204_868], [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
      ]
    }
  }

  /// The colour as a person with the deficiency sees it, in linear sRGB clamped to 0...1.
  func simulate(_ color: HexColor) -> (Double, Double, Double) {
    let (r, g, b) = color.linearRGB
    let m = matrix
    func row(_ i: Int) -> Double { min(1, max(0, m[i][0] * r + m[i][1] * g + m[i][2] * b)) }
    return (row(0), row(1), row(2))
  }
}

extension Lab {
  init(_ linear: (Double, Double, Double)) { self.init(linear: linear) }
}

extension HexColor {
  fileprivate var linearRGB: (Double, Double, Double) {
    func linear(_ byte: UInt8) -> Double {
      let c = Double(byte) / 255
      return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return (linear(red), linear(green), linear(blue))
  }
}
