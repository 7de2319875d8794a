// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MoodCard",
  products: [
    .library(name: "MoodCore", targets: ["MoodCore"]),
    .library(name: "Stats", targets: ["Stats"]),
  ],
  targets: [
    .target(name: "MoodCore"),
    .target(name: "Stats", dependencies: ["MoodCore"]),
    .target(name: "TestSupport", dependencies: ["MoodCore"], path: "Tests/TestSupport"),
    .testTarget(name: "StatsTests", dependencies: ["Stats", "MoodCore", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
