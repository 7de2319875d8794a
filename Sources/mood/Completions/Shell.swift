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

  /// Where a system-wide install puts the script, under the prefix.
  var installPath: String {
    switch self {
    case .bash: return "share/bash-completion/completions/mood"
    case .zsh: return "share/zsh/site-functions/_mood"
    case .fish: return "share/fish/vendor_completions.d/mood.fish"
    }
  }
}
