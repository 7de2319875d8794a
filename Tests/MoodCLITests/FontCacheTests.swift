import CardRender
import Foundation
import MoodSystem
import StoreTestSupport
import TestSupport
import Testing

/// The fontconfig cache of the bundled fonts, as `mood card` runs use it: scanned once into
/// `$XDG_CACHE_HOME/fontconfig`, read by every later process, scanned again when the fonts
/// change, never written beside the fonts, and not needed at all where it cannot be written.
@Suite struct FontCacheTests {
  let store: TemporaryStore
  let folder: TemporaryDirectory
  /// A copy of some of the bundled fonts, so that the test may change the folder.
  let fonts: String

  init() throws {
    store = try TemporaryStore()
    folder = try TemporaryDirectory(prefix: "moodcard-font-cache")
    fonts = folder.path + "/fonts"
    try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
    let bundled = ResourceFinder.packageOfThisLibrary + "/Fonts"
    for name in Self.copied {
      try FileManager.default.copyItem(atPath: bundled + "/" + name, toPath: fonts + "/" + name)
    }
    let logged = try MoodBinary.run(
      ["log", "8", "--words", "calm", "--reason", "Long walk by the river"], store: store.path)
    #expect(logged.status == 0)
  }

  private static let copied = [
    "Inter-Regular.otf", "Inter-Bold.otf", "NotoSansArabic-Regular.ttf",
    "NotoSansArabic-Bold.ttf",
  ]

  /// Draws today's card with the copied fonts and the cache in `cache`.
  private func card(cache: String) throws -> CommandResult {
    try MoodBinary.run(
      ["card", "-o", folder.path + "/card.png"], store: store.path,
      environment: ["MOODCARD_FONTS": fonts, "XDG_CACHE_HOME": cache])
  }

  /// The cache files in `cache`'s fontconfig folder.
  private func cacheFiles(in cache: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/fontconfig")) ?? []
    return names.filter { $0.contains(".cache-") }.map { cache + "/fontconfig/" + $0 }
  }

  @Test func theFontsAreScannedOnceIntoTheCacheAndNothingIsWrittenBesideThem() throws {
    let cache = folder.path + "/cache"
    #expect(try card(cache: cache).status == 0)
    let files = cacheFiles(in: cache)
    #expect(files.count == 1, "\(files)")
    let file = try #require(files.first)
    let written = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    let beside = try FileManager.default.contentsOfDirectory(atPath: fonts)
    #expect(beside.sorted() == Self.copied.sorted())

    // The next process reads the cache as it is.
    #expect(try card(cache: cache).status == 0)
    #expect(cacheFiles(in: cache) == files)
    #expect(
      try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == written)
  }

  @Test func aFontTakenOutOfTheFolderIsTakenOutOfTheCache() throws {
    let cache = folder.path + "/cache"
    #expect(try card(cache: cache).status == 0)
    let file = try #require(cacheFiles(in: cache).first)
    let removed = Data("NotoSansArabic-Bold.ttf".utf8)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).range(of: removed) != nil)

    try FileManager.default.removeItem(atPath: fonts + "/NotoSansArabic-Bold.ttf")
    #expect(try card(cache: cache).status == 0)
    let rescanned = try #require(cacheFiles(in: cache).first)
    #expect(try Data(contentsOf: URL(fileURLWithPath: rescanned)).range(of: removed) == nil)
  }

  @Test func aCacheThatCannotBeWrittenStillDrawsTheCard() throws {
    // A path through a regular file: no folder can be made there, not even by root.
    let blocker = folder.path + "/not-a-folder"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
    let result = try card(cache: blocker + "/cache")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/card.png"))
  }
}
