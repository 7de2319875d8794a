// The dialog of a day changed in another window or device since the check-in page read it:
// the person's version beside the one saved elsewhere, to keep, to take, or to merge the words
// and tags of both. The page saves what is chosen.
"use strict";

const Conflict = (() => {
  const { t } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const dialog = $("conflict");
  let mine = null;
  let theirs = null;
  let chose = () => {};

  /** Lists `state`'s score, words (named by `nameOf`), tags and reason in `list`. */
  function describe(list, state, nameOf) {
    list.replaceChildren();
    if (state.score === null) {
      const item = document.createElement("li");
      item.textContent = t("conflict.deleted");
      list.append(item);
      return;
    }
    const rows = [
      [t("conflict.score"), String(state.score)],
      [t("checkin.words"), state.words.map(nameOf).join(", ")],
      [t("checkin.tags"), state.tags.join(", ")],
      [t("checkin.reason"), state.reason],
    ];
    if (state.discuss) rows.push([t("checkin.discuss"), t("conflict.marked")]);
    for (const [label, value] of rows) {
      const item = document.createElement("li");
      const name = document.createElement("strong");
      name.textContent = label;
      const text = document.createElement("span");
      text.textContent = value || t("conflict.none");
      item.append(name, text);
      list.append(item);
    }
  }

  /** The person's score and reason with the words and tags of both, the person's first, and
   * the mark to discuss when either has it. */
  function merged() {
    const words = [...mine.words, ...theirs.words.filter((id) => !mine.words.includes(id))];
    const tags = [...mine.tags];
    for (const tag of theirs.tags) {
      if (!tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    }
    return { ...mine, words, tags, discuss: mine.discuss === true || theirs.discuss === true };
  }

  /** Shows `own` beside `other`, the day as it is now (both `{score, words, tags, reason}`,
   * a score of null for a day deleted), and calls `onChoice` with the state chosen. */
  function show(own, other, nameOf, onChoice) {
    mine = own;
    theirs = other;
    chose = onChoice;
    describe($("conflict-mine"), mine, nameOf);
    describe($("conflict-theirs"), theirs, nameOf);
    $("conflict-merge").hidden = theirs.score === null;
    dialog.showModal();
  }

  function choose(state) {
    dialog.close();
    chose(state);
  }

  $("conflict-keep").addEventListener("click", () => choose(mine));
  $("conflict-take").addEventListener("click", () => choose(theirs));
  $("conflict-merge").addEventListener("click", () => choose(merged()));
  // Escape would leave the clash unsettled: one of the three must be chosen.
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  return { show };
})();
