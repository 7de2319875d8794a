import CardRender
import Foundation
import MoodSystem
import StoreTestSupport
import TestSupport
import Testing

/// A translator's edit of a catalog reaches the pictures without touching code: a copy of the
/// program with catalogs of its own beside it draws their words, and a batch draws its cards
/// again since their words changed.
@Suite struct CatalogEditTests {
  /// A copy of the program in a folder of its own with the package's catalogs beside it,
  /// each line of them passed through `edit` (`nil` drops it).
  private func copyWithCatalogs(_ edit: (String) -> String?) throws -> TemporaryDirectory {
    let copy = try TemporaryDirectory(prefix: "moodcard-edited")
    let manager = FileManager.default
    try manager.copyItem(atPath: MoodBinary.path, toPath: copy.file("mood"))
    try manager.createDirectory(atPath: copy.file("Messages"), withIntermediateDirectories: true)
    let catalogs = try ResourceFinder(environment: [:], executable: MoodBinary.path)
      .locate(.messages)
    for name in ["en.catalog", "zh-Hans.catalog"] {
      let text = try String(contentsOf: catalogs.appendingPathComponent(name), encoding: .utf8)
      let edited = text.split(separator: "\n", omittingEmptySubsequences: false)
        .compactMap { edit(String($0)) }.joined(separator: "\n")
      try edited.write(toFile: copy.file("Messages/" + name), atomically: true, encoding: .utf8)
    }
    return copy
  }

  @Test func anEditedCatalogChangesThePicturesWordsAndDrawsTheBatchAgain() throws {
    let store = try TemporaryStore()
    let copy = try copyWithCatalogs { line in
      line == "picture.alt.cardMood = Mood {score}, shown by {face}"
        ? "picture.alt.cardMood = Humeur {score}, montrée par {face}" : line
    }
    let edited = ["MOOD": copy.file("mood")]
    try MoodBinary.run(["log", "8"], store: store.path).succeeded()

    let alt = try MoodBinary.run(["card", "--alt"], store: store.path)
    #expect(alt.stdout.contains(". Mood 8 out of 10, shown by a happy face"))
    let editedAlt = try MoodBinary.runShell(
      #""$MOOD" card --alt"#, store: store.path, environment: edited)
    #expect(editedAlt.stdout.contains(". Humeur 8 out of 10, montrée par a happy face"))

    let folder = try TemporaryDirectory(prefix: "moodcard-batch")
    let batch = ["batch", "--month", "2026-11", "-o", "cards", "--quiet"]
    let first = try MoodBinary.run(batch, store: store.path, directory: folder.path)
    #expect(first.stdout == "Drew 1 card into cards\n")
    let again = try MoodBinary.run(batch, store: store.path, directory: folder.path)
    #expect(again.stdout == "Drew 0 cards into cards; skipped 1 up to date\n")
    let afterEdit = try MoodBinary.runShell(
      #""$MOOD" "$@""#, batch, store: store.path, environment: edited, directory: folder.path)
    #expect(afterEdit.stdout == "Drew 1 card into cards\n")
  }

  @Test func aTextATranslationLacksIsTheEnglishOne() throws {
    let store = try TemporaryStore()
    let copy = try copyWithCatalogs { line in
      line.hasPrefix("picture.alt.cardMood = 心情") ? nil : line
    }
    try MoodBinary.run(["log", "8"], store: store.path).succeeded()
    let alt = try MoodBinary.runShell(
      #""$MOOD" card --alt --locale zh-Hans"#, store: store.path,
      environment: ["MOOD": copy.file("mood")])
    #expect(alt.stdout.contains("。Mood 8 分（满分 10 分）, shown by 眯眼开心的脸。"))
  }
}
