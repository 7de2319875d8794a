import Foundation

/// The benchmark's output: Markdown tables, ready to paste into BENCHMARKS.md.
struct Report {
  private var lines: [String] = []

  /// Starts a table under a heading, with the machine's load average as it starts: on a shared
  /// machine a figure means something only beside it.
  mutating func table(_ title: String, columns: [String]) {
    lines += [
      "", "### \(title)", "", "Load average at the start: \(Report.loadAverage()).", "",
      "| " + columns.joined(separator: " | ") + " |",
      "|" + columns.map { _ in "---" }.joined(separator: "|") + "|",
    ]
    print(lines.suffix(7).joined(separator: "\n"))
  }

  /// Adds a row to the current table, printing it at once so long runs show progress.
  mutating func row(_ cells: [String]) {
    let line = "| " + cells.joined(separator: " | ") + " |"
    lines.append(line)
    print(line)
  }

  /// Adds a line of prose.
  mutating func note(_ text: String) {
    lines += ["", text]
    print("\n" + text)
  }

  /// The load average over 1, 5 and 15 minutes, from /proc/loadavg (`1.02 / 0.87 / 0.60`).
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " / ")
  }
}
