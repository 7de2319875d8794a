# zsh -f complete.zsh FUNCTIONS CAPTURE LINE: types LINE into an interactive zsh whose completion
# system is the real one (compinit, with the completion functions of the folder FUNCTIONS in
# front of $fpath, as `make install` puts `_mood` in site-functions), presses Tab, and prints
# the matches zsh kept, one a line. The completion tests run it; it also runs by hand.
#
# An interactive zsh needs a terminal, so it runs under zsh/zpty. Its output is never parsed:
# capture.zsh writes the matches to the file CAPTURE, and the terminal is only read up to the
# markers it prints, which waits without a clock.
emulate -L zsh
zmodload zsh/zpty || exit 69
(( $# == 3 )) || { print -u2 "usage: zsh -f complete.zsh FUNCTIONS CAPTURE LINE"; exit 64 }
local folder=$1 capture=$2 line=$3 screen
rm -f -- $capture $capture.shown

zpty completing zsh -f -i
zpty -w completing "FUNCTIONS=${(q)folder} CAPTURE=${(q)capture}"
zpty -w completing "source ${(q)${0:A:h}}/capture.zsh"
zpty -r completing screen '*SETUP-READY*'
zpty -w -n completing "$line"$'\t'
zpty -r completing screen '*COMPLETION-DONE*'
zpty -d completing
[[ -f $capture ]] && cat -- $capture
exit 0
