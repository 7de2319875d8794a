#!/bin/sh
# Fills $MOODCARD_STORE with a deterministic sample: 63 days of entries (with a few gaps) and three
# habits, through the `mood` command at $MOOD. The same store every time, for demos and examples.
set -eu
: "${MOOD:?set MOOD to the mood binary}" "${MOODCARD_STORE:?set MOODCARD_STORE}"

# The habits exist from the first day on.
for habit in "Walk 🚶 #2FA39A" "Read 📚 #4F7CAC" "Meditate 🧘 #9B5DE5"; do
  set -- $habit
  MOODCARD_NOW=2026-09-28T08:00:00Z "$MOOD" habit add "$1" --icon "$2" --color "$3" >/dev/null
done

# Ten kinds of day: their words, their usual score and a reason.
words="calm,grateful tired,stressed happy,excited content,relaxed anxious,overwhelmed hopeful,focused lonely,low proud,confident reflective bored,tired"
reasons="Long walk by the river after work.|Deadline day; too much coffee.|Dinner with Mia, we laughed a lot.|Quiet evening, finished my book.|Could not sleep, worried about the move.|Good meeting, the plan finally works.|Rain all day and nobody called.|Ran 10 km for the first time!|Thinking about the year so far.|Nothing happened, and that was fine."
scores="7 4 9 7 3 7 3 8 5 5"
tags="work family friends sport home"

i=0
while [ $i -lt 63 ]; do
  day=$(date -u -d "2026-09-28 + $i days" +%Y-%m-%d)
  # Gaps: every 11th day is not logged.
  if [ $((i % 11)) -ne 3 ]; then
    k=$(( (i * 7 + i / 5) % 10 ))
    score=$(( $(echo "$scores" | cut -d' ' -f$((k + 1))) + (i * 13) % 3 - 1 ))
    word=$(echo "$words" | cut -d' ' -f$((k + 1)))
    reason=$(echo "$reasons" | cut -d'|' -f$((k + 1)))
    tag=$(echo "$tags" | cut -d' ' -f$((i % 5 + 1)))
    "$MOOD" log "$score" --date "$day" --words "$word" --tags "$tag" --reason "$reason" >/dev/null
    [ $((i % 3)) -ne 0 ] && "$MOOD" habit done Walk --date "$day" >/dev/null
    [ $((i % 2)) -eq 0 ] && "$MOOD" habit done Read --date "$day" >/dev/null
    [ $((i % 5)) -lt 2 ] && "$MOOD" habit done Meditate --date "$day" >/dev/null
  fi
  i=$((i + 1))
done
echo "Demo store: $MOODCARD_STORE ($("$MOOD" list --from 2026-09-28 | wc -l) entries)"
