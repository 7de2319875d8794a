# Sourced by the interactive zsh that complete.zsh drives: loads the completion system as a
# person's .zshrc would, and records what it offers for one Tab in the file $CAPTURE (and the
# lines it lists, with their help, in $CAPTURE.shown).
PS1='' RPS1='' PROMPT_EOL_MARK=''
fpath=($FUNCTIONS $fpath)
autoload -Uz compinit
# -u: use the test's folders although another user may own them; -D: no dump file.
compinit -u -D
bindkey '^I' complete-word

# Every completion function ends in compadd. A call that only filters (-O, -A or -D) passes
# through; one that adds matches first asks the builtin which of its words zsh keeps for the
# word typed (-O: matched as usual, nothing added), writes those with the prefix that compset
# moved aside (IPREFIX, "Calm," in --words Calm,Grat), then adds them as it was asked.
compadd() {
  if (( ${@[(I)-[OAD]]} )); then builtin compadd "$@"; return; fi
  local -a kept
  builtin compadd -O kept "$@"
  (( $#kept )) && print -rl -- "${IPREFIX}${^kept[@]}" >> $CAPTURE
  # With -d DISPLAY -a WORDS (how _describe adds), the line zsh lists for each word kept, help
  # included, into $CAPTURE.shown.
  local -i d=${@[(i)-d]} a=${@[(i)-a]} i
  if (( d < $# && a < $# )); then
    local -a shown=("${(@P)${@[d+1]}}") offered=("${(@P)${@[a+1]}}")
    for (( i = 1; i <= $#offered; i++ )); do
      (( ${kept[(Ie)$offered[i]]} )) && print -r -- "$shown[i]" >> $CAPTURE.shown
    done
  fi
  builtin compadd "$@"
}

# _main_complete runs these after the completion functions, matches or none.
_capture_done() { print -r -- COMPLETION-DONE }
comppostfuncs=(_capture_done)
print -r -- SETUP-READY
