import CCairo
import CPangoCairo
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// The fonts a card is set in: MoodCard's bundled fonts, loaded through a private fontconfig
/// configuration into a Pango font map of their own. Global fontconfig and Pango defaults are
/// left alone.
///
/// ```swift
/// let fonts = try FontLibrary()             // bundled fonts, system fallback
/// let cards = CardRenderer(fonts: fonts)     // draws with them
/// ```
///
/// Not `Sendable`: make one per thread.
public final class FontLibrary: TextMeasuring {
  /// The families every text asks for, in order: Latin, Chinese, Hebrew, Arabic.
  ///
  /// The emoji family is not among them: naming it makes the system configuration add the emoji
  /// language to every text, and digits then come out of the emoji font. Emoji runs name it
  /// themselves (see `TextLayout`).
  static let textFamilies = "Inter, \(chineseFamily), Noto Sans Hebrew, Noto Sans Arabic"
  /// The Chinese family, which also sets the ellipsis of Chinese text (see `TextLayout`).
  static let chineseFamily = "Noto Sans CJK SC"
  /// The colour emoji family, which only emoji runs name (see `textFamilies`).
  static let emojiFamily = "Noto Color Emoji"

  /// The folder the fonts were loaded from.
  public let directory: URL
  /// Whether system fonts may fill characters the bundled fonts lack.
  let usesSystemFallback: Bool

  private let config: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The Pango context every text is set in.
  let context: OpaquePointer
  /// The layouts set lately, measured or drawn again without shaping their text again.
  let recentLayouts = RecentLayouts()

  /// Loads the bundled fonts `finder` finds.
  /// - Parameter systemFallback: whether installed system fonts may fill characters that no
  ///   bundled font has. Tests pass `false` so that only the bundled fonts are ever used.
  /// - Throws: `RenderError.fontsNotFound`, `.fontsVariableInvalid` or `.fontConfiguration`.
  public convenience init(finder: ResourceFinder = ResourceFinder(), systemFallback: Bool = true)
    throws
  {
    try self.init(directory: Self.folder(finder: finder), systemFallback: systemFallback)
  }

  /// The folder of the bundled fonts `finder` finds (`ResourceFolder.fonts`).
  /// - Throws: `RenderError.fontsVariableInvalid` when `$MOODCARD_FONTS` is set to a folder
  ///   without the fonts, `RenderError.fontsNotFound` listing the places searched.
  public static func folder(finder: ResourceFinder = ResourceFinder()) throws(RenderError) -> URL {
    do {
      return try finder.locate(.fonts)
    } catch {
      throw RenderError(error)
    }
  }

  /// Loads the fonts in `directory`.
  /// - Throws: `RenderError.fontConfiguration` when fontconfig cannot load them.
  public init(directory: URL, systemFallback: Bool) throws {
    self.directory = directory
    self.usesSystemFallback = systemFallback
    guard let config = FcConfigCreate() else {
      throw RenderError.fontConfiguration(path: directory.path, reason: "FcConfigCreate failed")
    }
    let xml = FontLibrary.configuration(directory: directory.path, systemFallback: systemFallback)
    // FcConfigParseAndLoadFromMemory returns FcFalse on a parse error; FcConfigBuildFonts scans
    // the <dir> folders into the configuration's font set.
    guard FcConfigParseAndLoadFromMemory(config, xml, FcTrue) == FcTrue,
      FcConfigBuildFonts(config) == FcTrue
    else {
      FcConfigDestroy(config)
      throw RenderError.fontConfiguration(
        path: directory.path, reason: "fontconfig rejected the configuration")
    }
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT),
      let fcMap = moodcard_pango_fc_font_map(map)
    else {
      FcConfigDestroy(config)
      throw RenderError.fontConfiguration(
        path: directory.path, reason: "Pango has no fontconfig font map")
    }
    // The font map takes its own reference on the configuration.
    pango_fc_font_map_set_config(fcMap, config)
    guard let context = pango_font_map_create_context(map) else {
      g_object_unref(map)
      FcConfigDestroy(config)
      throw RenderError.fontConfiguration(
        path: directory.path, reason: "cannot create a Pango context")
    }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    self.config = config
    self.fontMap = map
    self.context = context
    guard familyCount(of: "Inter") > 0 else {
      throw RenderError.fontConfiguration(
        path: directory.path, reason: "no font of the family Inter was loaded")
    }
  }

  /// Gives fontconfig an empty process-wide configuration, before anything loads the system's.
  ///
  /// As soon as the first Pango font map exists, Pango loads fontconfig's system configuration
  /// in a thread, although every `FontLibrary` has a configuration of its own: milliseconds of
  /// parsing the system's XML for nothing (see BENCHMARKS.md). A program that draws only with
  /// `FontLibrary` calls this once, first thing; others leave fontconfig's default alone. The
  /// system fallback still reads the system configuration by its file name.
  public static func useEmptyProcessConfiguration() {
    guard let empty = FcConfigCreate() else { return }
    // FcConfigSetCurrent takes its own reference.
    FcConfigSetCurrent(empty)
    FcConfigDestroy(empty)
  }

  deinit {
    // Each kept layout holds a reference to the context (pango_layout_new takes one), and the
    // context one to the font map: let go of them first, and both are freed here, in order.
    recentLayouts.removeAll()
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
    FcConfigDestroy(config)
  }

  /// The number of loaded font faces whose family is `family`.
  func familyCount(of family: String) -> Int {
    guard let pattern = FcNameParse(family) else { return 0 }
    defer { FcPatternDestroy(pattern) }
    return files(matching: pattern).count
  }

  /// The files of every loaded font, sorted.
  var loadedFiles: [String] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    return files(matching: pattern).sorted()
  }

  private func files(matching pattern: OpaquePointer) -> [String] {
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    guard FcObjectSetAdd(objects, FC_FILE) == FcTrue,
      let set = FcFontList(config, pattern, objects)
    else { return [] }
    defer { FcFontSetDestroy(set) }
    var files: [String] = []
    for index in 0..<Int(set.pointee.nfont) {
      var file: UnsafeMutablePointer<FcChar8>?
      if let font = set.pointee.fonts[index],
        FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file
      {
        files.append(String(cString: file))
      }
    }
    return files
  }

  // MARK: - Text

  /// Sets `text` in a Pango layout, or gives the one it was set in lately (`RecentLayouts`).
  func layout(for text: TextSpec) -> TextLayout {
    recentLayouts.layout(for: text) { TextLayout(context: context, spec: $0) }
  }

  /// The size `text` takes when set.
  func measure(_ text: TextSpec) -> TextMetrics {
    layout(for: text).metrics
  }

  /// Where the lines of `text` start when set, in characters.
  func lineStarts(_ text: TextSpec) -> [Int] {
    layout(for: text).lineStarts
  }

  // MARK: - Configuration

  /// A fontconfig configuration with the bundled folder; with the fallback, the system
  /// configuration too, minus system copies of the bundled families, so that bundled fonts
  /// always win and system fonts only fill what they lack.
  /// - Parameter cacheFolder: where fontconfig keeps what it learnt scanning the folder.
  static func configuration(
    directory: String, systemFallback: Bool, cacheFolder: String = FontLibrary.cacheFolder()
  ) -> String {
    let folder = directory.xmlEscaped
    var xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n"
    if !systemFallback {
      xml += bitmapScaling
    }
    if systemFallback, let system = FcConfigFilename(nil) {
      defer { free(system) }
      xml += "  <include ignore_missing=\"yes\">\(String(cString: system).xmlEscaped)</include>\n"
      let families =
        textFamilies.split(separator: ",").map { $0.trimmingWhitespace() }
        + [emojiFamily]
      // An <acceptfont> pattern overrides a <rejectfont> pattern; a glob would not.
      let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      xml += "  <selectfont>\n    <acceptfont>\n"
      for file in files.sorted() where [".otf", ".ttf", ".ttc"].contains(where: file.hasSuffix) {
        xml += "      <pattern><patelt name=\"file\"><string>\(folder)/\(file.xmlEscaped)</string>"
        xml += "</patelt></pattern>\n"
      }
      xml += "    </acceptfont>\n"
      xml += "    <rejectfont>\n"
      for family in families {
        xml += "      <pattern><patelt name=\"family\"><string>\(family.xmlEscaped)</string>"
        xml += "</patelt></pattern>\n"
      }
      xml += "    </rejectfont>\n  </selectfont>\n"
    }
    // The fonts are scanned once, into the cache; every later process reads it, and fontconfig
    // scans again when the folder changes.
    xml += "  <cachedir>\(cacheFolder.xmlEscaped)</cachedir>\n"
    xml += "  <dir>\(folder)</dir>\n</fontconfig>\n"
    return xml
  }

  /// The folder fontconfig caches the bundled fonts in: `$XDG_CACHE_HOME/fontconfig` (by default
  /// `~/.cache/fontconfig`), beside the cache of the system's fonts, never in the folder of the
  /// fonts. Where that folder cannot be made or written, one of this user's in the temporary
  /// folder: fontconfig writes each scan to the first writable cache folder, and with none it
  /// says so on standard error in every process.
  static func cacheFolder(
    environment: [String: String] = ProcessEnvironment.values(of: ["XDG_CACHE_HOME", "HOME"])
  ) -> String {
    let home =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { $0 + "/.cache" }
    let candidates =
      [home.map { $0 + "/fontconfig" }].compactMap { $0 }
      + [
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "moodcard-fontconfig-\(getuid())"
        ).path
      ]
    for folder in candidates {
      // lstat rather than FileManager's attributes, which box every field of the answer.
      var status = stat()
      if lstat(folder, &status) != 0 {
        try? FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        guard lstat(folder, &status) == 0 else { continue }
      }
      // A folder of this user's, not a link: another user's file in it could be read as ours.
      if status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(), access(folder, W_OK) == 0 {
        return folder
      }
    }
    return candidates[candidates.count - 1]
  }

  /// Scales the colour emoji's bitmaps to the size asked for instead of their one strike
  /// (109 px). The system configuration has the same rule (`10-scale-bitmap-fonts.conf`).
  private static let bitmapScaling = """
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide>
            <name target="pattern">pixelsize</name><name target="font">pixelsize</name>
          </divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>
            <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>

    """
}
