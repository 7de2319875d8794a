/// The benchmark's output: Markdown tables, ready to paste into BENCHMARKS.md.
struct Report {
  private var lines: [String] = []

  /// Starts a table under a heading.
  mutating func table(_ title: String, columns: [String]) {
    lines += [
      "", "### \(title)", "", "| " + columns.joined(separator: " | ") + " |",
      "|" + columns.map { _ in "---" }.joined(separator: "|") + "|",
    ]
    print(lines.suffix(5).joined(separator: "\n"))
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
}
