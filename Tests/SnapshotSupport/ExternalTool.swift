import Foundation

/// Runs the programs tests use to rasterize SVG (`rsvg-convert`, from librsvg2-bin) and PDF
/// (`pdftoppm`, from poppler-utils) and to check XML (`xmllint`, from libxml2-utils), found
/// on PATH.
public enum ExternalTool {
  /// The SVG file rasterized to PNG at its own size.
  public static func rasterizeSVG(_ svg: Data) throws -> Data {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("card.svg")
      let output = folder.appendingPathComponent("card.png")
      try svg.write(to: input)
      try run(
        "rsvg-convert", package: "librsvg2-bin",
        arguments: ["-f", "png", "-o", output.path, input.path])
      return try Data(contentsOf: output)
    }
  }

  /// Checks that the SVG file is well-formed XML, as libxml2's `xmllint --noout` reads it.
  /// - Throws: `SnapshotError.toolFailed` with xmllint's message when it is not.
  public static func checkWellFormed(_ svg: Data) throws {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("card.svg")
      try svg.write(to: input)
      try run("xmllint", package: "libxml2-utils", arguments: ["--noout", input.path])
    }
  }

  /// The first page of the PDF rasterized to PNG at 72 dpi: one pixel per point.
  public static func rasterizePDF(_ pdf: Data) throws -> Data {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("card.pdf")
      try pdf.write(to: input)
      try run(
        "pdftoppm", package: "poppler-utils",
        arguments: [
          "-png", "-r", "72", "-singlefile", input.path,
          folder.appendingPathComponent("card").path,
        ])
      return try Data(contentsOf: folder.appendingPathComponent("card.png"))
    }
  }

  /// Page `page` (from 1) of the PDF rasterized to PNG at `resolution` dpi.
  public static func rasterizePDF(_ pdf: Data, page: Int, resolution: Int) throws -> Data {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("document.pdf")
      try pdf.write(to: input)
      try run(
        "pdftoppm", package: "poppler-utils",
        arguments: [
          "-png", "-r", String(resolution), "-f", String(page), "-l", String(page), "-singlefile",
          input.path, folder.appendingPathComponent("page").path,
        ])
      return try Data(contentsOf: folder.appendingPathComponent("page.png"))
    }
  }

  /// The text of the PDF as poppler's `pdftotext` extracts it, UTF-8, each page ended by a
  /// form feed (U+000C); in the order it is drawn rather than read on the page when `raw`.
  public static func pdfText(_ pdf: Data, raw: Bool = false) throws -> String {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("document.pdf")
      let output = folder.appendingPathComponent("document.txt")
      try pdf.write(to: input)
      try run(
        "pdftotext", package: "poppler-utils",
        arguments: ["-enc", "UTF-8"] + (raw ? ["-raw"] : []) + [input.path, output.path])
      return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
  }

  /// The document information of the PDF as poppler's `pdfinfo` reads it, UTF-8, by key
  /// (`Title`, `Subject`, `Pages`).
  public static func pdfInfo(_ pdf: Data) throws -> [String: String] {
    try withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("document.pdf")
      let output = folder.appendingPathComponent("info.txt")
      try pdf.write(to: input)
      // pdfinfo prints to standard output; sh sends it to a file as run() expects.
      try run(
        "sh", package: "dash",
        arguments: ["-c", "pdfinfo -enc UTF-8 \"$0\" > \"$1\"", input.path, output.path])
      let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
      var info: [String: String] = [:]
      for line in text.split(separator: "\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        info[String(line[..<colon])] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      return info
    }
  }

  /// The full path of `tool` on PATH, or `nil`.
  public static func find(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  private static func run(_ tool: String, package: String, arguments: [String]) throws {
    guard let executable = find(tool) else {
      throw SnapshotError.toolMissing(tool, package: package)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SnapshotError.toolFailed(
        tool, status: process.terminationStatus, stderr: String(decoding: stderr, as: UTF8.self))
    }
  }

  private static func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws
    -> Result
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("moodcard-raster-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
