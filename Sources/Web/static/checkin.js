// The check-in page: a face, words, tags, a reason and habits for a day, saved as `mood log`
// saves them, with the card drawn live beside it.
"use strict";

(() => {
  const { t, api, say, debounce, longDay, today, lang, wordName } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const form = $("entry");
  const dayInput = $("day");
  const status = $("status");
  const cardStatus = $("card-status");
  const preview = $("preview");
  const maxReason = 500;
  let vocabulary = [];
  let chosenWords = new Set();
  let previewURL = null;
  let previewBlob = null;
  let previewController = null;
  let hasEntry = false;

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
      schedulePreview();
    });
  }

  const score = () => form.querySelector('input[name="score"]:checked')?.value;

  // MARK: - Words


  function buildWords() {
    const chips = $("word-chips");
    chips.replaceChildren();
    for (const word of vocabulary) {
      const label = document.createElement("label");
      label.className = `chip ${word.valence}`;
      label.dataset.search = [word.id, word.english, word.chinese || ""].join(" ").toLowerCase();
      const input = document.createElement("input");
      input.type = "checkbox";
      input.value = word.id;
      input.checked = chosenWords.has(word.id);
      const text = document.createElement("span");
      text.textContent = wordName(word);
      label.append(input, text);
      chips.append(label);
    }
    updateWordCount();
  }

  function filterWords() {
    const text = $("word-filter").value.trim().toLowerCase();
    let shown = 0;
    for (const chip of $("word-chips").children) {
      const match = !text || chip.dataset.search.includes(text) || chip.querySelector("input").checked;
      chip.hidden = !match;
      if (match) shown++;
    }
    const none = $("no-words");
    const typed = $("word-filter").value.trim();
    none.hidden = shown > 0;
    $("no-words-text").textContent = t("checkin.noWords", { text: typed });
    $("add-filtered").textContent = t("checkin.addFiltered", { text: typed });
  }

  // MARK: - A word of one's own

  const hasChinese = (text) => /[\u3400-\u9fff]/.test(text);

  /** Opens the new word's fields with `name` filled in: in the Chinese field if it is Chinese. */
  function offerNewWord(name) {
    $("add-word").open = true;
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
      $("word-filter").value = "";
      wordsChanged(await api("GET", "/api/words"));
      $("new-word-en").value = "";
      $("new-word-zh").value = "";
      for (const input of document.querySelectorAll('input[name="new-word-valence"]')) input.checked = false;
      say(wordStatus, t("words.added", { word: wordName(word) }));
      $("word-chips").querySelector(`input[value="${CSS.escape(word.id)}"]`)?.focus();
      schedulePreview();
    } catch (error) {
      say(wordStatus, error.message, true);
    }
  }

  /** Draws the chips and the list of one's own words again from `words`, the vocabulary after
   * a change; a word that is gone is no longer chosen. */
  function wordsChanged(words, focus, gone) {
    vocabulary = words;
    if (gone && chosenWords.delete(gone)) schedulePreview();
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
  }

  // MARK: - Reason

  function updateCounter() {
    const length = [...$("reason").value].length;
    $("reason-counter").textContent = t("checkin.counter", { n: length, max: maxReason });
    $("reason-counter").classList.toggle("near", length > maxReason - 50);
  }

  // MARK: - Habits

  async function loadHabits() {
    const box = $("habit-toggles");
    const habits = await api("GET", `/api/habits?day=${dayInput.value}`);
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
      const name = document.createElement("span");
      name.className = "toggle-name";
      name.textContent = habit.icon ? `${habit.icon} ${habit.name}` : habit.name;
      label.style.setProperty("--habit", habit.color);
      label.append(input, track, name);
      box.append(label);
    }
  }

  async function toggleHabit(input) {
    try {
      await api("PUT", `/api/habits/${input.dataset.id}/days/${dayInput.value}`, { done: input.checked });
      if ($("opt-habits").checked) schedulePreview();
    } catch (error) {
      input.checked = !input.checked;
      say(status, error.message, true);
    }
  }

  // MARK: - The day's entry

  async function loadDay() {
    const day = dayInput.value;
    $("day-heading").textContent = longDay(day);
    let entry = null;
    try {
      entry = await api("GET", `/api/entries/${day}`);
    } catch (error) {
      if (error.status !== 404) say(status, error.message, true);
    }
    hasEntry = entry !== null;
    for (const input of form.querySelectorAll('input[name="score"]')) {
      input.checked = entry !== null && input.value === String(entry.score);
    }
    chosenWords = new Set(entry ? entry.words : []);
    for (const input of $("word-chips").querySelectorAll("input")) input.checked = chosenWords.has(input.value);
    $("tags").value = entry ? entry.tags.join(", ") : "";
    $("reason").value = entry ? entry.reason : "";
    $("delete").hidden = !hasEntry;
    $("day-state").textContent = t(hasEntry ? "checkin.editing" : "checkin.new", { day: longDay(day, false) });
    updateWordCount();
    updateCounter();
    refreshSuggestions();
    filterWords();
    await loadHabits();
    schedulePreview(0);
  }

  async function save(event) {
    event.preventDefault();
    const chosen = score();
    if (!chosen) {
      say(status, t("checkin.pickFace"), true);
      form.querySelector('input[name="score"]').focus();
      return;
    }
    const day = dayInput.value;
    $("save").disabled = true;
    try {
      await api("PUT", `/api/entries/${day}`, {
        score: Number(chosen), words: [...chosenWords], tags: tagList(), reason: $("reason").value,
      });
      say(status, t(hasEntry ? "checkin.updated" : "checkin.saved", { day: longDay(day, false) }));
      hasEntry = true;
      $("delete").hidden = false;
      $("day-state").textContent = t("checkin.editing", { day: longDay(day, false) });
      const tags = await api("GET", "/api/tags");
      buildTagSuggestions(tags);
    } catch (error) {
      say(status, error.message, true);
    } finally {
      $("save").disabled = false;
    }
  }

  async function remove() {
    const day = dayInput.value;
    if (!confirm(t("checkin.deleteConfirm", { day: longDay(day, false) }))) return;
    try {
      await api("DELETE", `/api/entries/${day}`);
      say(status, t("checkin.deleted", { day: longDay(day, false) }));
      await loadDay();
    } catch (error) {
      say(status, error.message, true);
    }
  }

  // MARK: - The card

  function cardQuery() {
    const query = new URLSearchParams();
    query.set("size", $("opt-size").value);
    query.set("theme", $("opt-theme").value);
    query.set("locale", $("opt-locale").value);
    for (const flag of ["no-reason", "no-words", "no-tags", "habits"]) {
      if ($(`opt-${flag}`).checked) query.set(flag, "1");
    }
    return query;
  }

  function previewPath(format, download) {
    const query = cardQuery();
    query.set("score", score());
    query.set("words", [...chosenWords].join(","));
    query.set("tags", tagList().join(","));
    query.set("reason", $("reason").value);
    if (download) query.set("download", "1");
    return `/api/preview/${dayInput.value}.${format}?${query}`;
  }

  async function renderPreview() {
    if (!score()) {
      preview.hidden = true;
      $("preview-empty").hidden = false;
      setDownloads(false);
      return;
    }
    previewController?.abort();
    const controller = new AbortController();
    previewController = controller;
    const frame = $("preview-frame");
    frame.setAttribute("aria-busy", "true");
    try {
      const started = performance.now();
      const response = await fetch(previewPath("png", false), { signal: controller.signal });
      if (!response.ok) {
        const data = await response.json().catch(() => ({}));
        throw new Error(data.error || response.statusText);
      }
      const blob = await response.blob();
      const alt = decodeURIComponent(response.headers.get("X-Alt-Text") || "");
      const url = URL.createObjectURL(blob);
      await new Promise((resolve, reject) => {
        preview.onload = resolve;
        preview.onerror = reject;
        preview.src = url;
      });
      if (controller !== previewController) return;
      if (previewURL) URL.revokeObjectURL(previewURL);
      previewURL = url;
      previewBlob = blob;
      preview.alt = alt;
      preview.hidden = false;
      preview.dataset.ms = String(Math.round(performance.now() - started));
      $("preview-empty").hidden = true;
      setDownloads(true);
      say(cardStatus, "");
    } catch (error) {
      if (error.name !== "AbortError") say(cardStatus, error.message, true);
    } finally {
      if (controller === previewController) frame.setAttribute("aria-busy", "false");
    }
  }

  const debouncedPreview = debounce(renderPreview, 250);
  function schedulePreview(delay) {
    if (delay === 0) renderPreview();
    else debouncedPreview();
  }

  function setDownloads(enabled) {
    for (const format of ["png", "svg", "pdf"]) {
      const link = $(`download-${format}`);
      if (enabled) {
        link.href = previewPath(format, true);
        link.removeAttribute("aria-disabled");
      } else {
        link.removeAttribute("href");
        link.setAttribute("aria-disabled", "true");
      }
    }
    $("copy").disabled = !enabled;
    $("share").disabled = !enabled;
  }

  async function copyImage() {
    try {
      await navigator.clipboard.write([new ClipboardItem({ "image/png": previewBlob })]);
      say(cardStatus, t("card.copied"));
    } catch (error) {
      say(cardStatus, t("card.copyFailed", { error: error.message }), true);
    }
  }

  async function share() {
    const file = new File([previewBlob], `mood-${dayInput.value}.png`, { type: "image/png" });
    try {
      await navigator.share({ files: [file], title: preview.alt });
    } catch (error) {
      if (error.name !== "AbortError") say(cardStatus, error.message, true);
    }
  }

  function offerSharing() {
    $("copy").hidden = !(window.isSecureContext && navigator.clipboard && window.ClipboardItem);
    const probe = new File([new Uint8Array(1)], "card.png", { type: "image/png" });
    $("share").hidden = !(navigator.canShare && navigator.canShare({ files: [probe] }));
  }

  // MARK: - Start

  async function start() {
    const asked = new URLSearchParams(location.search).get("day");
    if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= today) dayInput.value = asked;
    $("opt-locale").value = lang;
    $("opt-theme").value = MoodCard.prefersDark() ? "dark" : "light";
    buildFaces();
    offerSharing();
    setDownloads(false);
    updateCounter();

    form.addEventListener("submit", save);
    $("delete").addEventListener("click", remove);
    dayInput.addEventListener("change", () => {
      if (!dayInput.value || dayInput.value > today) dayInput.value = today;
      say(status, "");
      const url = new URL(location.href);
      url.searchParams.set("day", dayInput.value);
      history.replaceState(null, "", url);
      loadDay();
    });
    $("word-filter").addEventListener("input", filterWords);
    $("add-filtered").addEventListener("click", () => offerNewWord($("word-filter").value.trim()));
    $("new-word-add").addEventListener("click", addWord);
    // Enter in the new word's fields adds the word; it must not save the entry.
    $("add-word").addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
      if (!event.target.closest(".add-word-fields")) return;
      event.preventDefault();
      addWord();
    });
    $("word-chips").addEventListener("change", (event) => {
      const input = event.target;
      if (input.checked) chosenWords.add(input.value);
      else chosenWords.delete(input.value);
      updateWordCount();
      schedulePreview();
    });
    $("tags").addEventListener("input", () => {
      refreshSuggestions();
      schedulePreview();
    });
    $("tag-suggestions").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      $("tags").value = [...tagList(), button.dataset.tag].join(", ");
      refreshSuggestions();
      schedulePreview();
      $("tags").focus();
    });
    $("reason").addEventListener("input", () => {
      updateCounter();
      schedulePreview();
    });
    $("habit-toggles").addEventListener("change", (event) => toggleHabit(event.target));
    for (const id of ["opt-size", "opt-theme", "opt-locale", "opt-no-reason", "opt-no-words", "opt-no-tags", "opt-habits"]) {
      $(id).addEventListener("change", () => schedulePreview(0));
    }
    $("copy").addEventListener("click", copyImage);
    $("share").addEventListener("click", share);

    try {
      const [words, tags] = await Promise.all([api("GET", "/api/words"), api("GET", "/api/tags")]);
      wordsChanged(words);
      buildTagSuggestions(tags);
    } catch (error) {
      say(status, error.message, true);
    }
    await loadDay();
    document.body.dataset.ready = "true";
  }

  document.addEventListener("DOMContentLoaded", start);
})();
