import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The files a card is written as: PNG, SVG and PDF, reproducible and written atomically.
@Suite struct CardOutputTests {
  private func renderer() throws -> CardRenderer { CardRenderer(fonts: try CardFixtures.fonts()) }

  private func dimensions(ofPNG data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }

  @Test(arguments: CardSize.allCases)
  func pngIsTheCardSizeTimesTheScale(size: CardSize) throws {
    let renderer = try renderer()
    let one = try renderer.render(CardFixtures.typical(size: size), as: .png)
    #expect(dimensions(ofPNG: one.data) == (size.width, size.height))
    let two = try renderer.render(CardFixtures.typical(size: size, scale: 2), as: .png)
    #expect(dimensions(ofPNG: two.data) == (2 * size.width, 2 * size.height))
  }

  @Test func pngIsEightBitRGBMarkedSRGBWithTheAltTextAsItsOnlyText() throws {
    let card = try renderer().render(CardFixtures.typical(), as: .png)
    let bytes = [UInt8](card.data)
    #expect(bytes[24] == 8)  // bit depth
    #expect(bytes[25] == 2)  // colour type: RGB
    let chunks = PNGChunks.types(in: card.data)
    #expect(chunks.first == "IHDR" && chunks.last == "IEND")
    #expect(chunks[1] == "sRGB")
    #expect(chunks.filter { ["tEXt", "zTXt", "iTXt", "eXIf"].contains($0) } == ["iTXt", "iTXt"])
    #expect(Set(PNGChunks.texts(in: card.data).keys) == ["Title", "Description"])
  }

  @Test func aReasonLeftOffTheCardIsNowhereInItsFile() throws {
    var model = CardFixtures.typical()
    model.reason = ""
    for format in CardFormat.allCases {
      let card = try renderer().render(model, as: format)
      #expect(card.data.range(of: Data("Long walk".utf8)) == nil, "\(format)")
    }
  }

  @Test func theSRGBChunkHasAValidChecksum() throws {
    let card = try renderer().render(CardFixtures.typical(), as: .png)
    // The chunk after IHDR: length 1, "sRGB", intent 0, CRC-32 of type and data.
    let chunk = [UInt8](card.data[33..<46])
    #expect(chunk[0..<9] == [0, 0, 0, 1, 0x73, 0x52, 0x47, 0x42, 0])
    #expect(chunk[9..<13] == [0xAE, 0xCE, 0x1C, 0xE9])
    // Cairo decodes the file, so the rest of it is intact.
    #expect(try SnapshotImage(png: card.data).width == 1080)
  }

  @Test(arguments: CardFormat.allCases)
  func theSameInputGivesTheSameBytes(format: CardFormat) throws {
    let model = CardFixtures.model(
      score: 9, words: CardFixtures.words(["Happy"]), reason: "Sea 🌊 and 和妈妈 and שלום")
    let first = try renderer().render(model, as: format)
    let second = try renderer().render(model, as: format)
    #expect(first.data == second.data)
  }

  @Test func pdfIsOnePageWithEmbeddedFontsAndTheCardsDayAsItsDate() throws {
    let card = try renderer().render(CardFixtures.typical(), as: .pdf)
    let text = String(decoding: card.data, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    // "/Type /Page" also starts "/Type /Pages", the page tree.
    let pages = text.components(separatedBy: "/Type /Page").count - 1
    let trees = text.components(separatedBy: "/Type /Pages").count - 1
    #expect(pages - trees == 1)
    #expect(text.contains("/FontFile"))
    let created = try #require(text.range(of: "/CreationDate ("))
    #expect(text[created.upperBound...].prefix(20).contains("20261129000000"))
    #expect(!text.contains("Long walk by the sea"))
  }

  @Test func svgHasThePixelSizeOfTheCard() throws {
    let card = try renderer().render(CardFixtures.typical(size: .story), as: .svg)
    let text = String(decoding: card.data, as: UTF8.self)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains("width=\"1080px\"") && text.contains("height=\"1920px\""))
  }

  @Test(arguments: [CardTheme.light, .dark])
  func svgRasterizedByLibrsvgMatchesThePNG(theme: CardTheme) throws {
    let model = CardFixtures.model(
      score: 8, words: CardFixtures.words(["Happy", "Calm"]), tags: ["sea"],
      reason: "Swim 🌊 at dawn", theme: theme)
    let renderer = try renderer()
    assertMatches(
      of: try renderer.render(model, as: .svg).data, as: .rasterized(.svg),
      reference: try renderer.render(model, as: .png).data, named: "card-svg-\(theme)")
  }

  @Test(arguments: [CardTheme.light, .dark])
  func pdfRasterizedByPopplerMatchesThePNG(theme: CardTheme) throws {
    let model = CardFixtures.model(
      score: 2, words: CardFixtures.words(["Sad", "Lonely"]), tags: ["home"],
      reason: "Rain all day 🌧", theme: theme, size: .square)
    let renderer = try renderer()
    assertMatches(
      of: try renderer.render(model, as: .pdf).data, as: .rasterized(.pdf),
      reference: try renderer.render(model, as: .png).data, named: "card-pdf-\(theme)")
  }

  @Test func writingReplacesTheFileWholeAndLeavesNoTemporaryFiles() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-write")
    let file = folder.url.appendingPathComponent("card.png")
    try Data("old".utf8).write(to: file)
    let renderer = try renderer()
    let warnings = try renderer.write(CardFixtures.typical(), as: .png, to: file)
    #expect(warnings.isEmpty)
    #expect(try Data(contentsOf: file) == renderer.render(CardFixtures.typical(), as: .png).data)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.png"])
  }

  @Test func writingIntoAMissingFolderFailsNamingTheFile() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-missing")
    let file = folder.url.appendingPathComponent("gone/card.pdf")
    #expect {
      try renderer().write(CardFixtures.typical(), as: .pdf, to: file)
    } throws: { error in
      guard case .cannotWrite(let failure) = error as? RenderError else { return false }
      return failure.path == file.path && failure.rule == .noFolder
        && "\(error)" == "cannot write \(file.path): its folder does not exist"
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test(arguments: [0.5, 5.0])
  func aScaleOutsideOneToFourIsRejected(scale: Double) throws {
    #expect(throws: RenderError.invalidScale(scale)) {
      try renderer().render(CardFixtures.typical(scale: scale), as: .png)
    }
    #expect("\(RenderError.invalidScale(scale))" == "scale \(scale) is outside 1...4")
  }

  @Test func formatsAreParsedFromNamesAndFileExtensions() throws {
    #expect(try CardFormat(parsing: "PDF") == .pdf)
    #expect(CardFormat(fileExtensionOf: "mood-2026-11-29.SVG") == .svg)
    #expect(CardFormat(fileExtensionOf: "card") == nil)
    #expect(throws: RenderError.unknownFormat("jpg")) { try CardFormat(parsing: "jpg") }
    #expect("\(RenderError.unknownFormat("jpg"))".contains("expected png, svg or pdf"))
  }

  /// The example of the README, as written there (with a temporary file).
  @Test func theReadmeExampleRendersACard() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-readme")

    let model = CardModel(
      day: try Day(parsing: "2026-11-29"), score: try Score(8),
      words: [
        CardWord(label: "Calm", valence: .pleasant),
        CardWord(label: "Grateful", valence: .pleasant),
      ],
      tags: ["family"], reason: "Pancakes with Dad 🥞",
      theme: .dark, locale: .english, size: .square)
    let renderer = try CardRenderer()
    let card = try renderer.render(model, as: .png)
    try card.write(to: folder.url.appendingPathComponent("card.png"))
    #expect(card.warnings.isEmpty)
    #expect(
      try SnapshotImage(png: Data(contentsOf: folder.url.appendingPathComponent("card.png")))
        .height == 1080)
  }
}
