/// The shells `mood completions` writes a script for.
enum Shell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The completion script for the command tree under `root`.
  func completionScript(for root: Command) -> String {
    let table = CompletionTable(root)
    switch self {
    case .bash: return BashScript.text(table)
    case .zsh: return ZshScript.text(table)
    case .fish: return FishScript.text(table)
    }
  }
}
