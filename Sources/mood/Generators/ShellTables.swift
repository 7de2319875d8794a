/// The tables the bash and zsh scripts share, as POSIX shell functions of the command's words
/// (`$1`) and, where it matters, an option or argument (`$2`).
enum ShellTables {
  static func functions(_ table: CompletionTable) -> String {
    var lines: [String] = []
    func function(_ name: String, _ comment: String, _ body: [String], otherwise: String) {
      lines += ["# \(comment)", "\(name)() {", "  case \"$1|$2\" in"] + body
      lines += ["    *) \(otherwise) ;;", "  esac", "}", ""]
    }
    function(
      "_mood_subcommands", "The subcommands of the command $1, as NAME:ABSTRACT lines.",
      table.entries.filter { !$0.command.visibleSubcommands.isEmpty }.map { entry in
        let pairs = entry.command.visibleSubcommands.map { "\($0.name):\($0.abstract)" }
        return "    \((entry.key + "|").shellQuoted)) printf '%s\\n' "
          + pairs.map(\.shellQuoted).joined(separator: " ") + " ;;"
      }, otherwise: "return 1")
    function(
      "_mood_subcommand_of", "Whether $2 is a subcommand of the command $1.",
      table.entries.flatMap { entry in
        entry.command.visibleSubcommands.map {
          "    \((entry.key + "|" + $0.name).shellQuoted)) return 0 ;;"
        }
      }, otherwise: "return 1")
    function(
      "_mood_options", "The options of the command $1, as OPTION:HELP lines.",
      table.entries.map { entry in
        "    \((entry.key + "|").shellQuoted)) printf '%s\\n' "
          + entry.options.map { "\($0.word):\($0.help)".shellQuoted }.joined(separator: " ")
          + " ;;"
      }, otherwise: "return 1")
    function(
      "_mood_value_kind",
      "What the option $2 of the command $1 takes (fails for a flag or an unknown option).",
      table.entries.flatMap { entry in
        entry.valued.map {
          "    \((entry.key + "|" + $0.word).shellQuoted)) echo \($0.kind.shellQuoted) ;;"
        }
      }, otherwise: "return 1")
    function(
      "_mood_argument_kind", "What the argument number $2 (from 0) of the command $1 takes.",
      table.entries.flatMap { entry in
        entry.arguments.map {
          "    \((entry.key + "|" + String($0.index)).shellQuoted)) echo \($0.kind.shellQuoted) ;;"
        }
      }, otherwise: "return 1")
    return (lines + [driver]).joined(separator: "\n")
  }

  /// The part of the completion both shells share, in the syntax both read: where the words
  /// before the cursor lead, and what to offer there.
  private static let driver = """
    # Reads the words between the program and the cursor ($@) into the caller's variables: cmd
    # (the command they name), arg (how many arguments it has so far), ended (1 after --) and
    # store (--store PATH, for the names read from the store).
    _mood_walk() {
      local option
      while (($#)); do
        if ((!ended)) && [[ $1 == -- ]]; then
          ended=1
        elif ((!ended)) && [[ $1 == -?* ]]; then
          if [[ $1 == --store=?* ]]; then store=(--store "${1#--store=}"); fi
          if [[ $1 != *=* ]] && _mood_value_kind "$cmd" "$1" >/dev/null; then
            option=$1
            shift
            # bash splits --name=value at the "=".
            if [[ $1 == = ]]; then shift; fi
            if [[ $option == --store ]] && (($#)); then store=(--store "$1"); fi
          fi
        elif ((arg == 0)) && _mood_subcommand_of "$cmd" "$1"; then
          cmd=${cmd:+$cmd }$1
        else
          arg+=1
        fi
        if (($#)); then shift; fi
      done
    }

    # What to offer for the word $1 that follows the word $2: "values KIND", "options" or
    # "subcommands"; nothing for free text.
    _mood_offer() {
      local kind
      if ((!ended)) && [[ $2 == -?* ]] && kind=$(_mood_value_kind "$cmd" "$2"); then
        echo "values $kind"
      elif ((!ended)) && [[ $1 == -* ]]; then
        echo options
      elif _mood_subcommands "$cmd" >/dev/null; then
        echo subcommands
      elif kind=$(_mood_argument_kind "$cmd" "$arg"); then
        echo "values $kind"
      fi
    }

    """
}
