// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MoodCard",
  products: [
    .library(name: "MoodCore", targets: ["MoodCore"]),
  ],
  targets: [
    .target(name: "MoodCore"),
  ],
  swiftLanguageModes: [.v6]
)
