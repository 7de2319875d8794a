#!/bin/sh
# A library user's first program: a package under a temporary folder that depends on this one
# by path runs the guide's "A card from code" and "A chart from code" examples, copied from
# Docs/library.md as they are written, with no MOODCARD_FONTS set, and must write a PNG card and
# an SVG chart. `make test` runs it.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
swift=${SWIFT:-swift}
work=$(mktemp -d "${TMPDIR:-/tmp}/moodcard-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# The first ```swift block after the heading "$1" in the guide's page for developers.
example() {
  awk -v heading="$1" '
    $0 == heading { found = 1; next }
    found && /^```swift$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
  ' "$root/Docs/library.md"
}

for name in card chart; do
  mkdir -p "$work/Sources/$name-example"
done
example "## A card from code" > "$work/Sources/card-example/main.swift"
example "## A chart from code" > "$work/Sources/chart-example/main.swift"
for name in card chart; do
  test -s "$work/Sources/$name-example/main.swift" || {
    echo "consumer-check: no Swift example under \"## A $name from code\" in Docs/library.md" >&2
    exit 1
  }
done

# SwiftPM names a path dependency after its folder.
identity=$(basename "$root")
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let moodCard: [Target.Dependency] = [
  .product(name: "CardRender", package: "$identity"),
  .product(name: "Stats", package: "$identity"),
  .product(name: "MoodCore", package: "$identity"),
]
let package = Package(
  name: "MoodCardConsumer",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(name: "card-example", dependencies: moodCard),
    .executableTarget(name: "chart-example", dependencies: moodCard),
  ]
)
SWIFT

cd "$work"
unset MOODCARD_FONTS
"$swift" build -q
mkdir out
cd out
"$work/.build/debug/card-example"
"$work/.build/debug/chart-example"
head -c 8 card.png | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a' || {
  echo "consumer-check: card.png is not a PNG" >&2
  exit 1
}
grep -q '<svg' week.svg || { echo "consumer-check: week.svg is not an SVG" >&2; exit 1; }
echo "consumer-check: the guide's card and chart examples built and ran in $work"
