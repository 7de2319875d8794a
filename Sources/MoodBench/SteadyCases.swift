import CardRender
import Foundation

/// Steady cards per second on one core: `mood-bench --steady-card N` and takumi's script
/// with `--repeat N`, each a process pinned to the first core (`taskset -c 0`), each drawing
/// the workload's card as a PNG again and again after a few cards to warm up.
enum SteadyCases {
  static func run(runs: Int, work: String, report: inout Report) throws {
    let count = max(runs * 2, 20)
    let pin = ["/usr/bin/taskset", "-c", "0"]
    var results = [
      (
        "MoodCard (`CardRenderer`, PNG on one core)",
        try output(pin + [CommandLine.arguments[0], "--steady-card", String(count)])
      )
    ]
    if let python = Peers.python(importing: "takumi_py") {
      let fonts = try FontLibrary.folder().path
      results.append(
        (
          "takumi (Python, one thread)",
          try output(
            pin + [
              python, Peers.script("takumi_card.py"), fonts, work + "/takumi-steady.png",
              "--repeat", String(count),
            ])
        ))
    } else {
      report.note("takumi is missing: `make bench` installs it.")
    }
    report.table(
      "Steady cards on one core (\(count) cards after the warm-up)",
      columns: ["renderer", "median per card", "cards per second", "MoodCard / this"])
    for (name, milliseconds) in results {
      report.row([
        name, String(format: "%.1f ms", milliseconds), String(format: "%.0f", 1000 / milliseconds),
        String(format: "%.2fx", results[0].1 / milliseconds),
      ])
    }
  }

  /// The median milliseconds of a card in this process, after three to warm up: layout,
  /// drawing and the PNG on this thread alone.
  static func steadyCardMilliseconds(runs: Int) throws -> Double {
    let model = try Workload.card()
    let renderer = try CardRenderer()
    renderer.typesetter.encodesOnAllCores = false
    for _ in 0..<3 { _ = try renderer.render(model, as: .png) }
    return try measure(runs) { _ = try renderer.render(model, as: .png) }.median
  }

  /// Runs `command` (one thread for takumi's Rust code) and reads the number it prints.
  private static func output(_ command: [String]) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    var environment = ProcessInfo.processInfo.environment
    environment["RAYON_NUM_THREADS"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, let value = Double(text) else {
      throw BenchError("\(command.joined(separator: " ")) printed \"\(text)\"")
    }
    return value
  }
}
