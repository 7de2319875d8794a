import Foundation
import MoodSystem
import TestSupport
import Testing

/// One search finds the fonts, the message catalogs and the web app: by their variable, above a
/// build in the source tree, in `share/moodcard` beside an installed program, and in the package
/// the library was compiled from; a refused variable and a failed search say where they looked.
@Suite struct ResourceFolderTests {
  private let root: TemporaryDirectory

  init() throws { root = try TemporaryDirectory(prefix: "moodcard-resources") }

  /// Makes `files` (paths inside the temporary folder) as empty files, their folders first.
  private func make(_ files: [String]) throws {
    for file in files {
      let path = root.file(file)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    }
  }

  /// A finder for an executable inside the temporary folder, without the package's folders.
  private func finder(
    _ executable: String, _ environment: [String: String] = [:], package: String? = nil
  ) -> ResourceFinder {
    ResourceFinder(
      environment: environment, executable: root.file(executable),
      packageFolder: package.map(root.file))
  }

  /// The places the search lists for `name` above `folder`: `folder/name` and the same in each
  /// folder above, to the root.
  private func everyFolderAbove(_ folder: String, _ name: String) -> [String] {
    let parts = root.file(folder).split(separator: "/")
    return (0...parts.count).reversed().map {
      "/" + (parts[0..<$0].map { $0 + "/" }.joined()) + name
    }
  }

  private let markers = [
    "Fonts/Inter-Regular.otf", "Messages/en.catalog", "Sources/Web/i18n/en.catalog",
  ]

  @Test func theFontsAndTheWebAppAreNamedByTheirVariablesAndTheCatalogsByNone() throws {
    #expect(ResourceFolder.allCases.map(\.variable) == ["MOODCARD_FONTS", nil, "MOODCARD_WEB"])
    try make(["mine/fonts/Inter-Regular.otf", "mine/web/i18n/en.catalog"])
    let found = finder(
      "nowhere/bin/mood",
      ["MOODCARD_FONTS": root.file("mine/fonts"), "MOODCARD_WEB": root.file("mine/web")])
    #expect(try found.locate(.fonts).path == root.file("mine/fonts"))
    #expect(try found.locate(.web).path == root.file("mine/web"))
  }

  @Test func aVariableNamingAFolderWithoutTheMarkerIsRefused() throws {
    try make(["empty/README.md"])
    let empty = root.file("empty")
    for folder in [ResourceFolder.fonts, .web] {
      let variable = try #require(folder.variable)
      #expect(throws: ResourceFinder.Failure.variableRefused(folder, path: empty)) {
        try finder("nowhere/bin/mood", [variable: empty]).locate(folder)
      }
    }
  }

  @Test func anEmptyVariableIsUnset() throws {
    try make(markers.map { "src/" + $0 })
    let found = finder("src/.build/debug/mood", ["MOODCARD_FONTS": "", "MOODCARD_WEB": ""])
    #expect(try found.locate(.fonts).path == root.file("src/Fonts"))
    #expect(try found.locate(.web).path == root.file("src/Sources/Web"))
  }

  @Test func aBuildFindsTheSourceTreeAboveIt() throws {
    try make(markers.map { "src/" + $0 } + ["src/.build/debug/mood"])
    let found = finder("src/.build/debug/mood")
    #expect(try found.locate(.fonts).path == root.file("src/Fonts"))
    #expect(try found.locate(.messages).path == root.file("src/Messages"))
    #expect(try found.locate(.web).path == root.file("src/Sources/Web"))
  }

  /// `make install PREFIX=/usr`, the Debian package's layout: `usr/bin/mood` and
  /// `usr/share/moodcard/{fonts,messages,web}`.
  @Test func anInstalledProgramFindsShareMoodcardBesideItsFolder() throws {
    try make([
      "usr/bin/mood", "usr/share/moodcard/fonts/Inter-Regular.otf",
      "usr/share/moodcard/messages/en.catalog", "usr/share/moodcard/web/i18n/en.catalog",
    ])
    let found = finder("usr/bin/mood", package: "src")
    for (folder, name) in [(ResourceFolder.fonts, "fonts"), (.messages, "messages"), (.web, "web")]
    {
      #expect(try found.locate(folder).path == root.file("usr/share/moodcard/" + name))
    }
  }

  @Test func theTreeAboveWinsOverShareAndShareOverThePackage() throws {
    try make(["usr/Fonts/Inter-Regular.otf", "usr/share/moodcard/fonts/Inter-Regular.otf"])
    #expect(try finder("usr/bin/mood").locate(.fonts).path == root.file("usr/Fonts"))
    try make(["src/Messages/en.catalog"])
    #expect(
      try finder("usr/bin/mood", package: "src").locate(.messages).path
        == root.file("src/Messages"))
    try make(["usr/share/moodcard/messages/en.catalog"])
    #expect(
      try finder("usr/bin/mood", package: "src").locate(.messages).path
        == root.file("usr/share/moodcard/messages"))
  }

  @Test func aFailedSearchListsEveryPlaceInTheOrderSearched() throws {
    let none = finder("usr/bin/mood", package: "src")
    for (folder, tree, installed) in [
      (ResourceFolder.fonts, "Fonts", "fonts"), (.messages, "Messages", "messages"),
    ] {
      let searched =
        everyFolderAbove("usr/bin", tree)
        + [root.file("usr/share/moodcard/" + installed), root.file("src/" + tree)]
      #expect(throws: ResourceFinder.Failure.notFound(folder, searched: searched)) {
        try none.locate(folder)
      }
    }
    // The web app is looked for beside the fonts, and only there.
    try make(["usr/share/moodcard/fonts/Inter-Regular.otf"])
    #expect(
      throws: ResourceFinder.Failure.notFound(
        .web,
        searched: [
          root.file("usr/share/moodcard/Sources/Web"), root.file("usr/share/moodcard/web"),
        ]
      )
    ) { try none.locate(.web) }
  }

  @Test func theWebAppWithoutFontsIsTheFontsFailure() throws {
    let none = finder("usr/bin/mood")
    #expect {
      try none.locate(.web)
    } throws: { error in
      guard case .notFound(.fonts, let searched) = error as? ResourceFinder.Failure else {
        return false
      }
      return searched.last == root.file("usr/share/moodcard/fonts")
    }
  }

  @Test func theRunningExecutableIsThisTestProgramsFile() throws {
    let path = ResourceFinder.runningExecutable
    #expect(path.hasPrefix("/"))
    #expect(access(path, X_OK) == 0, "\(path)")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder))
    #expect(!isFolder.boolValue)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") == path)
  }
}
