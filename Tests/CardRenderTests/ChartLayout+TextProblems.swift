@testable import CardRender

extension ChartLayout {
  /// What is wrong with the chart's texts: each text that leaves the chart, each two that
  /// overlap; empty when every text has its own place inside.
  var textProblems: [String] {
    let texts = self.texts
    var problems = texts.filter { !bounds.contains($0.frame) }.map {
      "\"\($0.spec.text)\" at \($0.frame) leaves \(bounds)"
    }
    for (index, text) in texts.enumerated() {
      for other in texts[(index + 1)...] where text.frame.overlaps(other.frame) {
        problems.append(
          "\"\(text.spec.text)\" at \(text.frame) overlaps \"\(other.spec.text)\" at \(other.frame)"
        )
      }
    }
    return problems
  }
}
