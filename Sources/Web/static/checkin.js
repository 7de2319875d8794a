// The check-in page: a face, words, tags, a reason and habits for a day, saved as `mood log`
// saves them, with the card drawn live beside it (card.js), or on a phone in a thumbnail beside
// Save that opens it full size. A draft of each day is kept in the tab until it is saved, and a
// save never overwrites one made elsewhere that this page has not seen (conflict.js). With the
// computer out of reach the page shows what the phone kept (kept.js), and a save or a habit's
// switch waits in the outbox (outbox-page.js).
"use strict";

(() => {
  const { t, api, say, longDay, today, wordName, countField } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const form = $("entry");
  const dayInput = $("day");
  const status = $("status");
  let vocabulary = [];
  // The ids of the words used lately, the most used first: each group shows them first.
  let recentWords = [];
  let chosenWords = new Set();
  // Whether every word shows, or only the first of each group (and the chosen ones).
  let allWords = false;
  // Keep the word chips and the tag suggestions one Tab stop each (roving.js).
  let refreshWordStop = () => {};
  let refreshTagStop = () => {};
  // The day's entry as the server last gave it (null when the day has none) and its version,
  // the ETag a save sends back in If-Match so that it never overwrites a save it has not seen.
  let saved = null;
  let version = null;
  // Whether `saved` is known: false for a day the page could neither read nor find kept.
  let known = true;
  // The day the form shows.
  let shownDay = null;

  // MARK: - Faces

  function buildFaces() {
    const grid = $("faces");
    const theme = MoodCard.prefersDark() ? "dark" : "light";
    for (let score = 1; score <= 10; score++) {
      const label = document.createElement("label");
      label.className = "face";
      const input = document.createElement("input");
      input.type = "radio";
      input.name = "score";
      input.value = String(score);
      input.setAttribute("aria-label", t("checkin.face", { n: score }));
      const image = document.createElement("img");
      image.src = `/api/faces/${score}.svg?theme=${theme}`;
      image.alt = "";
      image.width = 56;
      image.height = 56;
      const number = document.createElement("span");
      number.className = "face-number";
      number.textContent = String(score);
      number.setAttribute("aria-hidden", "true");
      label.append(input, image, number);
      grid.append(label);
    }
    grid.addEventListener("change", () => {
      say(status, "");
      edited();
    });
  }

  const score = () => form.querySelector('input[name="score"]:checked')?.value;

  // MARK: - Words

  const valences = ["pleasant", "neutral", "unpleasant"];
  // How many words of each group show while the rest is folded: about a line of chips on a
  // phone, so that the three groups, the reason and Save fit without much scrolling.
  const foldedGroupSize = 5;

  /** The chips in three groups, pleasant, neutral and unpleasant; in each, the words used
   * lately come first, the most used first, then the rest in the vocabulary's order. */
  function buildWords() {
    const box = $("word-chips");
    box.replaceChildren();
    const rank = (word) => {
      const at = recentWords.indexOf(word.id);
      return at < 0 ? recentWords.length : at;
    };
    for (const valence of valences) {
      const words = vocabulary.filter((word) => word.valence === valence);
      if (!words.length) continue;
      // A stable sort: words of the same rank keep the vocabulary's order.
      words.sort((a, b) => rank(a) - rank(b));
      const group = document.createElement("div");
      group.className = `word-group ${valence}`;
      group.setAttribute("role", "group");
      const title = document.createElement("p");
      title.className = "group-title";
      title.id = `words-${valence}`;
      title.textContent = t(`words.${valence}`);
      group.setAttribute("aria-labelledby", title.id);
      const chips = document.createElement("div");
      chips.className = "chips";
      words.forEach((word, index) => chips.append(chip(word, index < foldedGroupSize)));
      group.append(title, chips);
      box.append(group);
    }
    updateWordCount();
  }

  /** The chip of `word`; `first` when it shows while its group is folded. */
  function chip(word, first) {
    const label = document.createElement("label");
    label.className = `chip ${word.valence}`;
    label.dataset.search = [word.id, word.english, word.chinese || ""].join(" ").toLowerCase();
    if (first) label.dataset.first = "true";
    const input = document.createElement("input");
    input.type = "checkbox";
    input.value = word.id;
    input.checked = chosenWords.has(word.id);
    const text = document.createElement("span");
    text.textContent = wordName(word);
    label.append(input, text);
    return label;
  }

  /** Shows the chips whose names hold the filter's text, and the chosen ones; without a
   * filter, the first of each group and the chosen ones, or all of them when unfolded. Offers
   * the text as a new word whenever no chip's name holds it, chosen or not. Returns the first
   * chip whose name matches. */
  function filterWords() {
    const text = $("word-filter").value.trim().toLowerCase();
    let first = null;
    let folded = 0;
    for (const chip of $("word-chips").querySelectorAll(".chip")) {
      const match = !text || chip.dataset.search.includes(text);
      if (match && !first) first = chip;
      const chosen = chip.querySelector("input").checked;
      chip.hidden = !chosen && !(text ? match : allWords || chip.dataset.first);
      if (!text && chip.hidden) folded++;
    }
    for (const group of $("word-chips").children) {
      group.hidden = !group.querySelector(".chip:not([hidden])");
    }
    const more = $("more-words");
    more.hidden = Boolean(text) || (!allWords && folded === 0);
    more.textContent = allWords ? t("checkin.fewerWords") : t("checkin.moreWords", { n: folded });
    more.setAttribute("aria-expanded", String(allWords));
    // Making words of one's own is part of the rest, unless it is under way.
    $("add-word").hidden = !allWords && !$("add-word").open;
    const typed = $("word-filter").value.trim();
    $("no-words").hidden = !typed || first !== null;
    $("no-words-text").textContent = t("checkin.noWords", { text: typed });
    $("add-filtered").textContent = t("checkin.addFiltered", { text: typed });
    refreshWordStop();
    return text ? first : null;
  }

  /** Enter in the filter chooses (or unchooses) the first word that matches, or offers the
   * text as a new word; it never saves the entry. */
  function filterEnter(event) {
    if (!plainEnter(event)) return;
    event.preventDefault();
    const chip = filterWords();
    const typed = $("word-filter").value.trim();
    if (!chip) {
      if (typed) offerNewWord(typed);
      return;
    }
    const input = chip.querySelector("input");
    input.checked = !input.checked;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    $("word-filter").value = "";
    filterWords();
    say(status, t(input.checked ? "checkin.wordChosen" : "checkin.wordUnchosen", {
      word: chip.textContent,
    }));
  }

  // MARK: - A word of one's own

  const hasChinese = (text) => /[\u3400-\u9fff]/.test(text);

  /** Enter alone: with Ctrl or Cmd it saves the entry, wherever the focus is. */
  const plainEnter = (event) => event.key === "Enter" && !event.ctrlKey && !event.metaKey;

  /** Opens the new word's fields with `name` filled in: in the Chinese field if it is Chinese. */
  function offerNewWord(name) {
    $("add-word").open = true;
    $("add-word").hidden = false;
    const field = hasChinese(name) ? $("new-word-zh") : $("new-word-en");
    field.value = name;
    (field === $("new-word-en") ? $("new-word-zh") : $("new-word-en")).focus();
  }

  async function addWord() {
    const chinese = $("new-word-zh").value.trim();
    // A word named only in Chinese is shown by that name on English cards too.
    const english = $("new-word-en").value.trim() || chinese;
    const valence = document.querySelector('input[name="new-word-valence"]:checked')?.value;
    const wordStatus = $("word-status");
    if (!english) {
      say(wordStatus, t("words.needName"), true);
      $("new-word-en").focus();
      return;
    }
    if (!valence) {
      say(wordStatus, t("words.needValence"), true);
      document.querySelector('input[name="new-word-valence"]').focus();
      return;
    }
    try {
      const word = await api("POST", "/api/words", { english, chinese, valence });
      chosenWords.add(word.id);
      keepDraft();
      $("word-filter").value = "";
      wordsChanged(await api("GET", "/api/words"));
      $("new-word-en").value = "";
      $("new-word-zh").value = "";
      countField($("new-word-en"));
      countField($("new-word-zh"));
      for (const input of document.querySelectorAll('input[name="new-word-valence"]')) input.checked = false;
      say(wordStatus, t("words.added", { word: wordName(word) }));
      $("word-chips").querySelector(`input[value="${CSS.escape(word.id)}"]`)?.focus();
      edited();
    } catch (error) {
      say(wordStatus, error.message, true);
    }
  }

  /** Draws the chips and the list of one's own words again from `words`, the vocabulary after
   * a change; a word that is gone is no longer chosen. */
  function wordsChanged(words, focus, gone) {
    vocabulary = words;
    if (gone && chosenWords.delete(gone)) edited();
    buildWords();
    filterWords();
    OwnWords.show(vocabulary, wordsChanged, focus);
  }

  function updateWordCount() {
    $("words-count").textContent = chosenWords.size ? t("checkin.chosen", { n: chosenWords.size }) : "";
  }

  // MARK: - Tags

  const tagList = () => $("tags").value.split(/[,，]/).map((tag) => tag.trim()).filter(Boolean);

  function buildTagSuggestions(tags) {
    const box = $("tag-suggestions");
    box.replaceChildren();
    for (const tag of tags.slice(0, 8)) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "suggestion";
      button.textContent = `+ ${tag}`;
      button.setAttribute("aria-label", t("checkin.addTag", { tag }));
      button.dataset.tag = tag;
      box.append(button);
    }
    refreshSuggestions();
  }

  function refreshSuggestions() {
    const current = new Set(tagList().map((tag) => tag.toLowerCase()));
    for (const button of $("tag-suggestions").children) {
      button.hidden = current.has(button.dataset.tag.toLowerCase());
    }
    refreshTagStop();
  }

  /** Enter in Tags takes the tag typed and leaves room for the next; it never saves. */
  function tagsEnter(event) {
    if (!plainEnter(event)) return;
    event.preventDefault();
    const tags = tagList();
    if (!tags.length) return;
    $("tags").value = `${tags.join(", ")}, `;
    say(status, t("checkin.tagAdded", { tag: tags[tags.length - 1] }));
    refreshSuggestions();
    edited();
  }

  // MARK: - Habits

  /** The day's habits from the computer, else as kept on this phone with the switches that
   * wait in the outbox. */
  async function dayHabits(day) {
    try {
      return await api("GET", `/api/habits?day=${day}`);
    } catch (error) {
      if (error.status !== 0) throw error;
      const habits = await Kept.habits(day);
      if (!habits) throw error;
      showOffline(true);
      const waiting = (await Outbox.all().catch(() => []))
        .filter((item) => item.kind === "habit" && item.day === day);
      for (const item of waiting) {
        const habit = habits.find((known) => known.id === item.habit);
        if (habit) habit.done = item.done;
      }
      return habits;
    }
  }

  async function loadHabits() {
    const box = $("habit-toggles");
    const habits = await dayHabits(dayInput.value);
    box.replaceChildren();
    if (!habits.length) {
      const none = document.createElement("p");
      none.className = "quiet small";
      none.textContent = t("checkin.noHabits");
      box.append(none);
    }
    for (const habit of habits) {
      const label = document.createElement("label");
      label.className = "toggle";
      const input = document.createElement("input");
      input.type = "checkbox";
      input.setAttribute("role", "switch");
      input.checked = habit.done === true;
      input.dataset.id = habit.id;
      const track = document.createElement("span");
      track.className = "track";
      track.setAttribute("aria-hidden", "true");
      const name = MoodCard.habitLabel(habit, "toggle-name");
      label.style.setProperty("--habit", habit.color);
      label.append(input, track, name);
      box.append(label);
    }
  }

  /** A habit switch saves at once, apart from the entry (as `mood habit done` does), and
   * says so: a habit is kept on days without a mood too. Without the computer, or not
   * connected, it waits in the outbox as a check-in does. */
  async function toggleHabit(input) {
    const name = input.closest("label").querySelector(".toggle-name").textContent;
    const day = dayInput.value;
    try {
      await api("PUT", `/api/habits/${input.dataset.id}/days/${day}`, { done: input.checked });
      say($("habit-status"), t(input.checked ? "checkin.habitDone" : "checkin.habitUndone", { habit: name }));
      if ($("opt-habits").checked) Card.draw();
    } catch (error) {
      if (error.status === 0 || error.status === 401) {
        const item = { day, habit: Number(input.dataset.id), name, done: input.checked, was: !input.checked };
        if (await OutboxPage.holdHabit(item, error.status, $("habit-status"))) {
          if (error.status === 0) say($("habit-status"), t("outbox.habitKept", { habit: name }));
          return;
        }
      }
      input.checked = !input.checked;
      say($("habit-status"), error.message, true);
    }
  }

  // MARK: - The day's entry and its draft

  /** What the form holds now, as a save sends it. */
  const formState = () => ({
    score: score() ? Number(score()) : null, words: [...chosenWords], tags: tagList(),
    reason: $("reason").value, discuss: $("discuss").checked,
  });

  const { state: entryState, same } = Changes;

  const unsaved = () => !same(formState(), entryState(saved));
  const draftKey = (day) => `moodcard-draft-${day}`;

  /** Keeps the form in this tab's sessionStorage while it differs from the saved entry, with
   * the version it started from: a reload, a lost connection or a restarted server gives it
   * back, and a save of it still meets a change made elsewhere in the meantime. */
  function keepDraft() {
    const key = draftKey(dayInput.value);
    if (unsaved()) {
      sessionStorage.setItem(key, JSON.stringify({ state: formState(), version, base: saved, known }));
    } else {
      sessionStorage.removeItem(key);
    }
  }

  function edited() {
    keepDraft();
    Card.draw();
  }

  // MARK: - The card on a phone: a thumbnail beside Save, full size in a sheet

  /** The thumbnail shows the card the preview shows, and opens it once there is one. */
  function showThumb() {
    const preview = $("preview");
    const drawn = !preview.hidden && Boolean(preview.src);
    $("thumb-image").hidden = !drawn;
    if (drawn) $("thumb-image").src = preview.src;
    $("thumb").disabled = !drawn;
    $("bar-hint").hidden = drawn;
  }

  /** Opens the card panel (the preview, Download, Copy, Share and the options, as card.js
   * drives them) as a sheet over the page; closing it puts the panel back. */
  function openCard() {
    const sheet = $("card-sheet");
    sheet.append($("card-panel"));
    sheet.showModal();
    $("card-close").focus();
  }

  function watchCardSheet() {
    const sheet = $("card-sheet");
    $("thumb").addEventListener("click", openCard);
    $("card-close").addEventListener("click", () => sheet.close());
    // A tap on the dimmed page around the sheet closes it, as on the phone's own sheets.
    sheet.addEventListener("click", (event) => {
      if (event.target === sheet) sheet.close();
    });
    sheet.addEventListener("close", () => sheet.after($("card-panel")));
    // The desktop's layout shows the panel beside the form: a sheet left open is closed.
    matchMedia("(min-width: 960px)").addEventListener("change", (event) => {
      if (event.matches && sheet.open) sheet.close();
    });
    $("preview").addEventListener("load", showThumb);
    new MutationObserver(showThumb).observe($("preview"), { attributeFilter: ["hidden"] });
  }

  // MARK: - The keyboard

  /** Ctrl+Enter (Cmd+Enter on a Mac) saves from anywhere on the page, unless a dialog is
   * open; "Skip to Save" moves the focus to Save. */
  function watchKeys() {
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      form.requestSubmit($("save"));
    });
    $("skip-save").addEventListener("click", (event) => {
      event.preventDefault();
      $("save").focus();
    });
  }

  /** Puts `state` into the form. */
  function showState(state) {
    for (const input of form.querySelectorAll('input[name="score"]')) {
      input.checked = state.score !== null && input.value === String(state.score);
    }
    chosenWords = new Set(state.words);
    for (const input of $("word-chips").querySelectorAll("input")) input.checked = chosenWords.has(input.value);
    $("tags").value = state.tags.join(", ");
    $("reason").value = state.reason;
    $("discuss").checked = state.discuss === true;
    updateWordCount();
    countField($("reason"));
    refreshSuggestions();
    filterWords();
  }

  /** Takes `entry` (with its version) as the day's saved entry; `kept` when it is what this
   * phone kept (`isKnown` false: the day is not kept either). */
  function took(entry, tag, { kept = false, isKnown = true } = {}) {
    saved = entry;
    version = entry ? tag : null;
    known = isKnown;
    const day = longDay(dayInput.value, false);
    // Deleting needs the computer, which tells whether the day was changed since.
    $("delete").hidden = !entry || kept;
    let text = t(entry ? "checkin.editing" : "checkin.new", { day });
    if (!isKnown) text = t("checkin.unknownDay", { day, weeks: Kept.DAYS / 7 });
    else if (kept) text = t(entry ? "checkin.keptEntry" : "checkin.keptEmpty", { day });
    $("day-state").textContent = text;
  }

  /** Shows the note that the computer cannot be reached and what the page does without it;
   * `anything` when the phone had something kept to show. */
  function showOffline(anything) {
    const note = $("offline-note");
    note.hidden = false;
    note.textContent = t(anything ? "offline.note" : "offline.nothingKept", { weeks: Kept.DAYS / 7 });
  }

  async function loadDay() {
    const day = dayInput.value;
    shownDay = day;
    $("day-heading").textContent = longDay(day);
    let entry = null;
    let tag = null;
    let kept = null;
    try {
      // A day not logged yet is `null`, not a 404: a normal load shows no failure.
      const answer = await api("GET", `/api/entries/${day}?missing=null`, undefined, { withHeaders: true });
      entry = answer.data;
      tag = answer.headers.get("ETag");
    } catch (error) {
      if (error.status === 0) kept = await Kept.day(day);
      else say(status, error.message, true);
    }
    if (kept) {
      showOffline(kept.known || (await Kept.get()) !== null);
      entry = kept.entry;
    }
    took(entry, tag, { kept: Boolean(kept), isKnown: !kept || kept.known });
    const waiting = await Outbox.get(`entry/${day}`).catch(() => null);
    const draft = JSON.parse(sessionStorage.getItem(draftKey(day)) || "null");
    if (waiting && (!draft || kept)) {
      // What waits to be sent is the day as the person left it, over the version they saw.
      saved = waiting.base;
      known = waiting.known;
      version = waiting.version;
      showState(Changes.apply(entryState(entry), waiting.changes));
      say(status, t("checkin.waiting"));
    } else if (draft && !same(draft.state, entryState(entry))) {
      // The draft keeps the version it was made from, so its save meets any change since.
      saved = draft.base;
      version = draft.version;
      known = draft.known ?? true;
      showState(draft.state);
      say(status, t("checkin.draftRestored"));
    } else {
      if (draft) sessionStorage.removeItem(draftKey(day));
      showState(entryState(entry));
    }
    keepDraft();
    // Without the computer (a page the service worker kept) the day still opens, to check in.
    await loadHabits().catch((error) => say($("habit-status"), error.message, true));
    Card.draw(0);
  }

  /** Saves `state` over the version this page last saw; a day changed elsewhere since is
   * shown beside it instead (409), and nothing is overwritten. */
  async function put(state) {
    const day = dayInput.value;
    const condition = version ? { "If-Match": version } : { "If-None-Match": "*" };
    const wasNew = saved === null;
    try {
      const answer = await api("PUT", `/api/entries/${day}`, state, { headers: condition, withHeaders: true });
      took(answer.data, answer.headers.get("ETag"));
      showState(entryState(answer.data));
      keepDraft();
      Kept.saw(day, answer.data).catch(() => {});
      say(status, t(wasNew ? "checkin.saved" : "checkin.updated", { day: longDay(day, false) }));
      buildTagSuggestions(await api("GET", "/api/tags"));
      Card.draw();
    } catch (error) {
      // The computer cannot be reached, or this phone is not connected: kept on the phone.
      if (error.status === 0 || error.status === 401) {
        const base = saved && entryState(saved);
        return OutboxPage.hold({ day, state, version, base, known }, error.status, status);
      }
      if (error.status !== 409 && error.status !== 412) return say(status, error.message, true);
      // Saved elsewhere since: the person's changes go over it, field by field (changes.js).
      const current = error.data.entry;
      const tag = current ? error.headers.get("ETag") : null;
      const base = saved && entryState(saved);
      const chosen = await choose({ changes: Changes.diff(base, state), base, known }, current);
      return settle(chosen, entryState(current), tag);
    }
  }

  async function save(event) {
    event.preventDefault();
    if (!score()) {
      say(status, t("checkin.pickFace"), true);
      form.querySelector('input[name="score"]').focus();
      return;
    }
    if (!countField($("reason"))) {
      say(status, t("checkin.reasonTooLong"), true);
      $("reason").focus();
      return;
    }
    $("save").disabled = true;
    try {
      await put(formState());
    } finally {
      $("save").disabled = false;
    }
  }

  // MARK: - A day changed in another window or device

  /** What the day keeps of the person's `item` ({changes, base, known}) over `current`, the
   * day as saved elsewhere (null: deleted since): their changes, where no field clashes;
   * else what they choose in the dialog for the fields changed on both sides, their other
   * changes kept whatever they choose. */
  async function choose(item, current) {
    const theirs = entryState(current);
    const { deleted, fields } = Changes.clashes(item, current);
    // A day deleted elsewhere: the person's whole version, as they saw it, against none.
    const mine = Changes.apply(deleted ? item.base : theirs, item.changes);
    if (!deleted && !fields.length) return mine;
    showState(mine);
    keepDraft();
    say(status, t("conflict.title"), true);
    const others = Object.keys(item.changes).filter((field) => !fields.includes(field));
    const took = deleted ? theirs
      : Changes.apply(theirs, Object.fromEntries(others.map((field) => [field, item.changes[field]])));
    return new Promise((resolve) => {
      Conflict.show(mine, theirs, nameOf, resolve, { fields: deleted ? null : fields, others, took });
    });
  }

  /** Settles a clash on `state`, which the person chose over `theirs`, the day as saved
   * elsewhere at version `tag`: saved over it, unless it is that version. */
  async function settle(state, theirs, tag) {
    took(theirs.score === null ? null : theirs, tag);
    showState(state);
    if (!same(state, theirs)) return put(state);
    keepDraft();
    say(status, t("conflict.took"));
    Card.draw();
  }

  /** A change the outbox sent: the day's saved entry now (or the habit's switch, which shows
   * it already), when it is the day shown. */
  function sentFromOutbox(item, result) {
    if (item.kind === "habit") {
      if (item.day === shownDay && $("opt-habits").checked) Card.draw();
      return;
    }
    Kept.saw(item.day, result.entry).catch(() => {});
    if (item.day !== shownDay) return;
    took(result.entry, result.etag);
    showState(entryState(result.entry));
    keepDraft();
    Card.draw();
  }

  /** A check-in of the outbox whose fields were changed elsewhere too: its day is shown with
   * the clashing fields in the conflict dialog; what the person chose is sent over the day as
   * it is now, with their other changes and nothing else, and only then leaves the outbox. */
  async function settleFromOutbox(item, result) {
    const theirs = entryState(result.entry);
    await goTo(item.day);
    took(result.entry, result.etag);
    const chosen = await choose(item, result.entry);
    const changes = Changes.diff(result.entry ? theirs : null, chosen);
    showState(chosen);
    if (!Object.keys(changes).length) {
      await Outbox.remove(item.key);
      keepDraft();
      return say(status, t("conflict.took"));
    }
    if (!countField($("reason"))) {
      // Both reasons are longer together than the journal takes: the form holds them (and
      // the tab's draft), for the person to shorten and save.
      await Outbox.remove(item.key);
      keepDraft();
      return say(status, t("checkin.reasonTooLong"), true);
    }
    const next = {
      ...item, base: result.entry ? theirs : null, known: true, version: result.etag, changes,
      clash: false,
    };
    await Outbox.put(next);
    const sent = await Outbox.send(next);
    if (sent.outcome === "sent") {
      sentFromOutbox(next, sent);
      say(status, t("outbox.sent", { day: longDay(item.day, false) }));
    } else if (sent.outcome === "conflict") {
      await settleFromOutbox(next, sent);
    } else {
      say(status, t(MoodCard.onPhone() ? "outbox.kept" : "outbox.keptHere"));
    }
  }

  /** A word's name in the page's language, by its id. */
  function nameOf(id) {
    const word = vocabulary.find((known) => known.id === id);
    return word ? wordName(word) : id;
  }

  async function remove() {
    const day = dayInput.value;
    if (!confirm(t("checkin.deleteConfirm", { day: longDay(day, false) }))) return;
    try {
      // Only the version this page showed: a day changed elsewhere since stays.
      await api("DELETE", `/api/entries/${day}`, undefined, { headers: { "If-Match": version || "*" } });
      sessionStorage.removeItem(draftKey(day));
      say(status, t("checkin.deleted", { day: longDay(day, false) }));
      await loadDay();
    } catch (error) {
      if (error.status !== 409 && error.status !== 412) return say(status, error.message, true);
      sessionStorage.removeItem(draftKey(day));
      await loadDay();
      say(status, t("checkin.notDeleted"), true);
    }
  }

  // MARK: - Start

  /** Whether `text` is a real day, YYYY-MM-DD in the years 1 to 9999 the journal keeps. */
  function isDay(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }

  /** Shows `asked` when it is a day that has come, else today with a message that says why,
   * never an empty page. The address follows the day shown, unless it named none. */
  async function goTo(asked) {
    // The picker may say "change" again for the day already shown: nothing to do.
    if (asked === shownDay) return;
    say(status, "");
    let problem = null;
    if (!isDay(asked)) problem = t("checkin.dayInvalid");
    else if (asked > today) problem = t("checkin.dayFuture", { day: longDay(asked, false) });
    dayInput.value = problem ? today : asked;
    const url = new URL(location.href);
    if (url.searchParams.has("day") || dayInput.value !== today) {
      url.searchParams.set("day", dayInput.value);
      history.replaceState(null, "", url);
      MoodCard.markNavigation();
    }
    if (dayInput.value !== shownDay) await loadDay();
    // After the load, whose own messages (a restored draft) it must not hide.
    if (problem) say(status, problem, true);
  }

  async function start() {
    // A page the service worker kept may be of an earlier day than today (common.js).
    dayInput.max = today;
    buildFaces();
    Card.start({
      day: () => dayInput.value, state: formState, hasScore: () => Boolean(score()),
      isSaved: () => saved !== null && !unsaved(),
    });

    form.addEventListener("submit", save);
    $("delete").addEventListener("click", remove);
    dayInput.addEventListener("change", () => {
      // An impossible date typed into the picker leaves it without a value.
      goTo(dayInput.value || (dayInput.validity.badInput ? "" : today));
    });
    window.addEventListener("beforeunload", (event) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = "";
    });
    $("word-filter").addEventListener("input", filterWords);
    $("word-filter").addEventListener("keydown", filterEnter);
    $("tags").addEventListener("keydown", tagsEnter);
    $("add-filtered").addEventListener("click", () => offerNewWord($("word-filter").value.trim()));
    $("new-word-add").addEventListener("click", addWord);
    // Enter in the new word's fields adds the word; it must not save the entry.
    $("add-word").addEventListener("keydown", (event) => {
      if (!plainEnter(event) || event.target.tagName !== "INPUT") return;
      if (!event.target.closest(".add-word-fields")) return;
      event.preventDefault();
      addWord();
    });
    $("word-chips").addEventListener("change", (event) => {
      const input = event.target;
      if (input.checked) chosenWords.add(input.value);
      else chosenWords.delete(input.value);
      updateWordCount();
      edited();
    });
    $("tags").addEventListener("input", () => {
      refreshSuggestions();
      edited();
    });
    $("tag-suggestions").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      $("tags").value = [...tagList(), button.dataset.tag].join(", ");
      refreshSuggestions();
      edited();
      $("tags").focus();
    });
    $("reason").addEventListener("input", edited);
    $("discuss").addEventListener("change", edited);

    $("habit-toggles").addEventListener("change", (event) => toggleHabit(event.target));
    $("more-words").addEventListener("click", () => {
      allWords = !allWords;
      filterWords();
    });
    refreshWordStop = Roving.group($("word-chips"), "input");
    refreshTagStop = Roving.group($("tag-suggestions"), "button");
    watchCardSheet();
    watchKeys();

    let read = null;
    try {
      const [words, recent, tags] = await Promise.all([
        api("GET", "/api/words"), api("GET", "/api/words/recent"), api("GET", "/api/tags"),
      ]);
      read = { words, recent, tags };
    } catch (error) {
      // Without the computer: the words and tags this phone kept, if any.
      const kept = error.status === 0 ? await Kept.get() : null;
      if (kept) showOffline(true);
      else say(status, error.message, true);
      read = kept;
    }
    if (read) {
      recentWords = read.recent;
      wordsChanged(read.words);
      buildTagSuggestions(read.tags);
    }
    await goTo(new URLSearchParams(location.search).get("day") ?? today);
    document.body.dataset.ready = "true";
    // Read from the computer: kept for the next time it cannot be reached.
    if ($("offline-note").hidden && read) Kept.refresh(read, today).catch(() => {});
    await OutboxPage.start({ sent: sentFromOutbox, conflict: settleFromOutbox }, status);
  }

  document.addEventListener("DOMContentLoaded", start);
})();
