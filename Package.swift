// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MoodCard",
  products: [
    .library(name: "MoodSystem", targets: ["MoodSystem"]),
    .library(name: "MoodCore", targets: ["MoodCore"]),
    .library(name: "MoodStore", targets: ["MoodStore"]),
    .library(name: "Stats", targets: ["Stats"]),
    .library(name: "CardRender", targets: ["CardRender"]),
    .library(name: "MoodSync", targets: ["MoodSync"]),
    .executable(name: "mood", targets: ["mood"]),
  ],
  targets: [
    // MARK: - C libraries (Debian packages through pkg-config)
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev", "pkg-config"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libfontconfig-dev", "pkg-config"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // libxml2's streaming reader, for Apple Health's export.xml (see XMLStreamReader.swift).
    .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
    .systemLibrary(name: "CSpawn", path: "Sources/CSpawn"),
    .systemLibrary(name: "CThreads", path: "Sources/CThreads"),
    .systemLibrary(name: "CFormat", path: "Sources/CFormat"),
    // Opened at run time by `mood serve` alone (see their shim.h), so not linked: no pkgConfig.
    // libmicrohttpd; GnuTLS, which it links, for the certificates of phones; libqrencode for the
    // pairing QR code; Brotli's encoder for the compressed answers and WOFF2 fonts, and
    // HarfBuzz's subsetter, which cuts the fonts (HarfBuzz itself comes with Pango).
    .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
    .systemLibrary(name: "CGnuTLS", providers: [.apt(["libgnutls28-dev"])]),
    .systemLibrary(name: "CQREncode", providers: [.apt(["libqrencode-dev"])]),
    .systemLibrary(name: "CBrotli", providers: [.apt(["libbrotli-dev"])]),
    .systemLibrary(name: "CHarfBuzzSubset", providers: [.apt(["libharfbuzz-dev"])]),
    // libsodium, for the age files of encrypted backups: opened by the commands that read or
    // write one (see its shim.h).
    .systemLibrary(name: "CSodium", providers: [.apt(["libsodium-dev"])]),
    // GnuTLS linked, for the benchmark's client alone.
    .systemLibrary(
      name: "CGnuTLSClient", pkgConfig: "gnutls", providers: [.apt(["libgnutls28-dev"])]),

    // Pango's font matching on the calling thread instead of two new threads per font
    // description: linked into every program that draws (see pango_inline.c).
    .target(name: "CPangoInline", dependencies: ["CPangoCairo"], path: "Sources/CPangoInline"),

    // MARK: - Library
    .target(name: "MoodSystem", dependencies: ["CFormat", "CSpawn", "CThreads"]),
    .target(name: "MoodCore", dependencies: ["MoodSystem"]),
    .target(
      name: "MoodStore", dependencies: ["MoodSystem", "MoodCore", "CSQLite", "CZlib", "CXML2"]),
    .target(name: "Stats", dependencies: ["MoodSystem", "MoodCore"]),
    // The age file format (age-encryption.org/v1) of encrypted backups and exports.
    .target(name: "Age", dependencies: ["MoodSystem", "CSodium"]),
    // Sync between a person's computers through a folder a sync tool carries.
    .target(name: "MoodSync", dependencies: ["MoodSystem", "MoodCore", "Age"]),
    .target(
      name: "CardRender",
      dependencies: [
        "MoodSystem", "MoodCore", "Stats", "CCairo", "CPangoCairo", "CPangoInline", "CZlib",
        "CDeflate",
      ]),

    // MARK: - Application: what the command line and the web app both do
    .target(
      name: "MoodApp",
      dependencies: [
        "MoodSystem", "MoodCore", "MoodStore", "MoodSync", "Stats", "CardRender", "Age",
      ]),

    // MARK: - The web app's server: HTTP, its security, its pages and routes
    .target(
      name: "MoodServe",
      dependencies: [
        "MoodSystem", "MoodCore", "Stats", "CardRender", "Age", "MoodApp", "CMicroHTTPD",
        "CGnuTLS", "CSpawn", "CQREncode", "CBrotli", "CDeflate", "CHarfBuzzSubset",
      ]),

    // MARK: - Command
    .executableTarget(
      name: "mood",
      dependencies: [
        "MoodSystem", "MoodCore", "Stats", "CardRender", "Age", "MoodApp", "MoodServe", "CMalloc",
      ]),
    .executableTarget(
      name: "mood-bench",
      dependencies: [
        "MoodSystem", "MoodCore", "MoodStore", "Stats", "CardRender", "CGnuTLSClient",
        "SyncthingSupport",
      ],
      path: "Sources/MoodBench",
      exclude: ["matplotlib_charts.py", "gnuplot_line.gp", "takumi_card.py", "requirements.txt"]),
    // The app's icon for the Debian package (`make deb`), drawn by CardRender.
    .executableTarget(
      name: "mood-icon", dependencies: ["MoodSystem", "MoodCore", "CardRender"],
      path: "Sources/MoodIcon"),

    // MARK: - Tests
    // Domain fixtures, temporary folders and the built binary; the store's fixtures and the
    // snapshot helper apart, so a render test does not link SQLite and a store test not cairo.
    .target(
      name: "TestSupport", dependencies: ["MoodSystem", "MoodCore"], path: "Tests/TestSupport"),
    // Two real Syncthing daemons in a network namespace: the sync tests' and the bench's, so
    // without Testing.
    .target(name: "SyncthingSupport", path: "Tests/SyncthingSupport"),
    .target(
      name: "StoreTestSupport", dependencies: ["MoodStore", "TestSupport"],
      path: "Tests/StoreTestSupport"),
    // Brotli's decoder, to read the server's compressed answers back: the tests' alone.
    .systemLibrary(
      name: "CBrotliDecode", path: "Tests/CBrotliDecode", pkgConfig: "libbrotlidec",
      providers: [.apt(["libbrotli-dev"])]),
    .target(
      name: "SnapshotSupport", dependencies: ["CCairo"],
      path: "Tests/SnapshotSupport"),
    .testTarget(name: "MoodSystemTests", dependencies: ["MoodSystem", "TestSupport"]),
    .testTarget(name: "AgeTests", dependencies: ["Age", "MoodSystem", "TestSupport", "CZlib"]),
    .testTarget(
      name: "MoodSyncTests",
      dependencies: [
        "MoodSync", "MoodCore", "MoodSystem", "Age", "TestSupport", "SyncthingSupport",
      ]),
    .testTarget(name: "MoodCoreTests", dependencies: ["MoodCore", "MoodSystem", "TestSupport"]),
    .testTarget(
      name: "MoodStoreTests",
      dependencies: ["MoodSystem", "MoodStore", "TestSupport", "StoreTestSupport"]),
    .testTarget(
      name: "StatsTests", dependencies: ["MoodSystem", "Stats", "MoodCore", "TestSupport"]),
    .testTarget(
      name: "CardRenderTests",
      dependencies: [
        "MoodSystem", "CardRender", "Stats", "MoodCore", "TestSupport", "SnapshotSupport",
      ]),
    // The use cases and rules of MoodApp, in process: no child process, no socket.
    .testTarget(
      name: "MoodAppTests",
      dependencies: ["MoodApp", "MoodCore", "MoodStore", "MoodSync", "Stats", "TestSupport"]),
    .testTarget(
      name: "MoodCLITests",
      dependencies: [
        "mood", "MoodSystem", "MoodStore", "Stats", "CardRender", "MoodApp", "MoodServe",
        "TestSupport",
        "StoreTestSupport",
        "SnapshotSupport",
        "SyncthingSupport",
      ]),
    .testTarget(
      name: "MoodServeTests",
      dependencies: [
        "MoodServe", "MoodApp", "MoodSystem", "MoodStore", "MoodSync", "MoodCore", "Stats",
        "CardRender", "TestSupport", "StoreTestSupport", "CBrotliDecode", "CZlib",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
