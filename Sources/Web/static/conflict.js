// The dialog of a day changed in another window or device since the check-in page read it:
// the person's version beside the one saved elsewhere, to keep, to take, or to merge both
// (changes.js). After a check-in that waited in the outbox it lists only the fields changed on
// both sides, and says which of the person's other changes are kept whatever they choose. The
// page saves what is chosen.
"use strict";

const Conflict = (() => {
  const { t } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const dialog = $("conflict");
  let mine = null;
  let theirs = null;
  let taken = null;
  let chose = () => {};

  /** Each field's label and its value in `state`, words named by `nameOf`. */
  const rows = (state, nameOf) => ({
    score: [t("conflict.score"), String(state.score)],
    words: [t("checkin.words"), state.words.map(nameOf).join(", ")],
    tags: [t("checkin.tags"), state.tags.join(", ")],
    reason: [t("checkin.reason"), state.reason],
    discuss: [t("checkin.discuss"), state.discuss ? t("conflict.marked") : ""],
  });

  /** Lists `state`'s `fields` (all but an unmarked mark when null) in `list`. */
  function describe(list, state, nameOf, fields) {
    list.replaceChildren();
    if (state.score === null) {
      const item = document.createElement("li");
      item.textContent = t("conflict.deleted");
      list.append(item);
      return;
    }
    const all = rows(state, nameOf);
    const shown = fields ?? Changes.FIELDS.filter((field) => field !== "discuss" || state.discuss);
    for (const field of shown) {
      const [label, value] = all[field];
      const item = document.createElement("li");
      const name = document.createElement("strong");
      name.textContent = label;
      const text = document.createElement("span");
      text.textContent = value || t("conflict.none");
      item.append(name, text);
      list.append(item);
    }
  }

  /** Shows `own` beside `other`, the day as it is now (both `{score, words, tags, reason}`,
   * a score of null for a day deleted), and calls `onChoice` with the state chosen. With
   * `fields`, only those are listed; `others` names the person's changes that are kept
   * whatever they choose, and `took` is what taking the other gives (the other by default). */
  function show(own, other, nameOf, onChoice, { fields = null, others = [], took = other } = {}) {
    mine = own;
    theirs = other;
    taken = took;
    chose = onChoice;
    describe($("conflict-mine"), mine, nameOf, fields);
    describe($("conflict-theirs"), theirs, nameOf, fields);
    const labels = rows(own, nameOf);
    $("conflict-others").hidden = !others.length;
    $("conflict-others").textContent = t("conflict.others", {
      fields: others.map((field) => labels[field][0]).join(", "),
    });
    $("conflict-merge").hidden = theirs.score === null;
    dialog.showModal();
  }

  function choose(state) {
    dialog.close();
    chose(state);
  }

  $("conflict-keep").addEventListener("click", () => choose(mine));
  $("conflict-take").addEventListener("click", () => choose(taken));
  $("conflict-merge").addEventListener("click", () => choose(Changes.merged(mine, theirs)));
  // Escape would leave the clash unsettled: one of the three must be chosen.
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  return { show };
})();
