// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MoodCard",
  products: [
    .library(name: "MoodCore", targets: ["MoodCore"]),
    .library(name: "Stats", targets: ["Stats"]),
    .library(name: "CardRender", targets: ["CardRender"]),
  ],
  targets: [
    .target(name: "MoodCore"),
    .target(name: "Stats", dependencies: ["MoodCore"]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "pkg-config"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libfontconfig-dev", "pkg-config"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "CardRender", dependencies: ["Stats", "CCairo", "CPangoCairo", "CZlib"]),
    .target(name: "TestSupport", dependencies: ["CCairo"], path: "Tests/TestSupport"),
    .testTarget(name: "StatsTests", dependencies: ["Stats"]),
    .testTarget(name: "CardRenderTests", dependencies: ["CardRender", "Stats", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
