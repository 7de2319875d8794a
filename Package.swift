// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MoodCard",
  products: [
    .library(name: "MoodCore", targets: ["MoodCore"]),
    .library(name: "MoodStore", targets: ["MoodStore"]),
  ],
  targets: [
    .target(name: "MoodCore"),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "MoodStore", dependencies: ["MoodCore", "CSQLite"]),
    .testTarget(name: "MoodStoreTests", dependencies: ["MoodStore"]),
  ],
  swiftLanguageModes: [.v6]
)
