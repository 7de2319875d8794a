import CPangoInline
import Foundation
import MoodSystem
import TestSupport
import Testing

@testable import CardRender

@Suite struct FontLibraryTests {
  private let packageFonts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fonts")

  @Test func testsLoadTheBundledFontsAndNothingElse() throws {
    let fonts = try CardFixtures.fonts()
    let files = fonts.loadedFiles
    #expect(files.count == 9)
    #expect(files.allSatisfy { $0.hasPrefix(fonts.directory.path) }, "\(files)")
    for family in ["Inter", "Noto Sans CJK SC", "Noto Sans Hebrew", "Noto Sans Arabic"] {
      #expect(fonts.familyCount(of: family) == 2, "\(family)")
    }
    #expect(fonts.familyCount(of: "Noto Color Emoji") == 1)
    #expect(fonts.familyCount(of: "DejaVu Sans") == 0)
  }

  @Test func pangoMatchesANewFontDescriptionOnTheCallingThread() throws {
    let fonts = try CardFixtures.fonts()
    let before = moodcard_pango_inline_jobs()
    // A size no other test uses: a font description Pango has not seen in this process.
    let metrics = fonts.measure(TextSpec("Calm 平静", size: 41.75))
    #expect(metrics.width > 0 && metrics.unknownGlyphs == 0)
    // Its match and its sorted fallbacks, each run where it was asked for.
    #expect(moodcard_pango_inline_jobs() >= before + 2)
  }

  @Test func withSystemFallbackTheBundledFamiliesStillComeOnlyFromTheBundle() throws {
    let fonts = try FontLibrary(systemFallback: true)
    let bundled = fonts.loadedFiles.filter { $0.hasPrefix(fonts.directory.path) }
    #expect(bundled.count == 9)
    #expect(fonts.familyCount(of: "Inter") == 2)
    #expect(fonts.familyCount(of: "Noto Sans CJK SC") == 2)
  }

  @Test func theFallbackConfigurationRejectsSystemCopiesOfBundledFamilies() {
    let xml = FontLibrary.configuration(directory: packageFonts.path, systemFallback: true)
    #expect(
      xml.contains(
        "<pattern><patelt name=\"file\"><string>\(packageFonts.path)/Inter-Bold.otf</string>"))
    #expect(xml.contains("<string>Noto Sans CJK SC</string>"))
    #expect(xml.contains("<include ignore_missing=\"yes\">"))
    let alone = FontLibrary.configuration(directory: "/opt/a&b", systemFallback: false)
    #expect(!alone.contains("<include"))
    #expect(alone.contains("<dir>/opt/a&amp;b</dir>"))
  }

  @Test func theEnvironmentVariableWins() throws {
    let finder = ResourceFinder(
      environment: ["MOODCARD_FONTS": packageFonts.path], executable: "/nowhere/bin/mood")
    #expect(try FontLibrary.folder(finder: finder).path == packageFonts.path)
  }

  @Test func anEnvironmentVariableWithoutFontsIsAnErrorNamingIt() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-fonts")
    let finder = ResourceFinder(
      environment: ["MOODCARD_FONTS": folder.path], executable: "/bin/mood")
    #expect(throws: RenderError.fontsVariableInvalid(path: folder.path)) {
      try FontLibrary.folder(finder: finder)
    }
    #expect("\(RenderError.fontsVariableInvalid(path: folder.path))".contains(folder.path))
  }

  @Test func aBuildFolderFindsThePackagesFontsAbove() throws {
    let executable = packageFonts.deletingLastPathComponent()
      .appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/mood")
    let finder = ResourceFinder(environment: [:], executable: executable.path)
    #expect(try FontLibrary.folder(finder: finder).standardizedFileURL.path == packageFonts.path)
  }

  @Test func anInstalledProgramFindsShareMoodcardFonts() throws {
    let prefix = try TemporaryDirectory(prefix: "moodcard-fonts")
    let fonts = prefix.url.appendingPathComponent("share/moodcard/fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: prefix.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try Data().write(to: fonts.appendingPathComponent(ResourceFolder.fonts.marker))
    let finder = ResourceFinder(
      environment: [:], executable: prefix.file("bin/mood"))
    #expect(try FontLibrary.folder(finder: finder).path == fonts.standardizedFileURL.path)
  }

  @Test func missingFontsAreAnErrorThatSaysWhatToDo() throws {
    let prefix = try TemporaryDirectory(prefix: "moodcard-fonts")
    let finder = ResourceFinder(
      environment: [:], executable: prefix.file("bin/mood"),
      packageFolder: prefix.file("src"))
    #expect {
      try FontLibrary.folder(finder: finder)
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("cannot find MoodCard's fonts")
        && message.contains("share/moodcard/fonts") && message.contains("src/Fonts")
        && message.contains("set MOODCARD_FONTS")
        && message.contains("FontLibrary(directory:systemFallback:)")
    }
  }

  @Test func aProgramElsewhereFindsTheFontsOfThePackageItWasBuiltFrom() throws {
    let prefix = try TemporaryDirectory(prefix: "moodcard-fonts")
    let finder = ResourceFinder(
      environment: [:], executable: prefix.file("consumer/.build/debug/app"))
    #expect(try FontLibrary.folder(finder: finder).standardizedFileURL.path == packageFonts.path)
  }

  @Test func aFolderWithoutUsableFontsIsRejected() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-fonts")
    #expect {
      try FontLibrary(directory: folder.url, systemFallback: false)
    } throws: { error in
      "\(error)"
        == "cannot load the fonts in \(folder.path): no font of the family Inter was loaded"
    }
  }
}

@Suite struct SystemFallbackTests {
  @Test(arguments: [CardFormat.png, .pdf])
  func withSystemFontsAllowedACardOfBundledScriptsIsTheSameFile(format: CardFormat) throws {
    let model = CardFixtures.model(
      score: 8, words: CardFixtures.words(["Calm"]), tags: ["family", "2026"],
      reason: "Pancakes 🥞 at 10:30 with Dad ❤️ 和妈妈 שלום مرحبا #1")
    let alone = try CardRenderer(fonts: CardFixtures.fonts()).render(model, as: format)
    let withSystem = try CardRenderer(fonts: FontLibrary(systemFallback: true))
      .render(model, as: format)
    #expect(alone.data == withSystem.data)
  }
}
