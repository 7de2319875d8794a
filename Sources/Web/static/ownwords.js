// The words of one's own on the check-in page, each renamed (its English and Chinese names) or
// deleted as `mood words rename` and `mood words delete` do. The page draws its chips again
// after each change.
"use strict";

const OwnWords = (() => {
  const { t, api, say, button, wordName } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const bothNames = (word) =>
    word.chinese && word.chinese !== word.english ? `${word.english} · ${word.chinese}` : word.english;
  let changed = () => {};

  /** Lists the words of one's own in `vocabulary`; `onChange(vocabulary, focus, gone)` is
   * called after a rename or a delete with the vocabulary, the id of the element to focus and,
   * after a delete, the id of the word that is gone. */
  function show(vocabulary, onChange, focus) {
    changed = onChange;
    const own = vocabulary.filter((word) => !word.builtIn);
    const list = $("own-words");
    list.replaceChildren(...own.map(row));
    $("own-words-part").hidden = own.length === 0;
    if (focus) ($(focus) || $("add-word").querySelector("summary")).focus();
  }

  function row(word) {
    const item = document.createElement("li");
    // The dot's colour says how the word feels: said in words too, for a screen reader.
    const dot = document.createElement("span");
    dot.className = `dot ${word.valence}`;
    dot.setAttribute("role", "img");
    dot.setAttribute("aria-label", t(`words.${word.valence}`));
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = bothNames(word);
    const shown = wordName(word);
    item.append(
      dot, name,
      button(t("words.rename"), {
        id: `rename-word-${word.id}`, name: shown, action: () => startRenaming(item, word),
      }),
      button(t("words.delete"), {
        id: `delete-word-${word.id}`, name: shown, action: () => remove(item, word),
      }));
    return item;
  }

  function field(value, label, language) {
    const input = document.createElement("input");
    input.type = "text";
    input.value = value || "";
    input.autocomplete = "off";
    input.lang = language;
    input.setAttribute("aria-label", label);
    return input;
  }

  /** Puts fields in place of the word's names; Enter saves, Escape puts the names back. The
   * fields are inside the entry's form, so Enter must not reach it. */
  function startRenaming(item, word) {
    const name = wordName(word);
    const english = field(word.english, t("words.renameEnglish", { name }), "en");
    const chinese = field(word.chinese, t("words.renameChinese", { name }), "zh-Hans");
    const back = () => {
      const fresh = row(word);
      item.replaceWith(fresh);
      fresh.querySelector(`[id="rename-word-${CSS.escape(word.id)}"]`).focus();
    };
    const submit = async () => {
      try {
        // A word named only in Chinese is shown by that name on English cards too, as when added.
        const chineseName = chinese.value.trim();
        const renamed = await api("PATCH", `/api/words/${encodeURIComponent(word.id)}`, {
          english: english.value.trim() || chineseName, chinese: chineseName,
        });
        say($("word-status"), t("words.renamed", { old: name, word: wordName(renamed) }));
        changed(await api("GET", "/api/words"), `rename-word-${word.id}`);
      } catch (error) {
        say($("word-status"), error.message, true);
        english.focus();
      }
    };
    const fields = document.createElement("div");
    fields.className = "rename";
    fields.append(
      english, chinese,
      button(t("words.saveName"), { className: "primary-outline", action: submit }),
      button(t("words.cancel"), { action: back }));
    fields.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        back();
      } else if (event.key === "Enter" && event.target.tagName === "INPUT") {
        event.preventDefault();
        submit();
      }
    });
    item.replaceChildren(item.querySelector(".dot"), fields);
    english.focus();
    english.select();
  }

  /** Deletes `word`, whose row is `item`. The row, not the focus, says where the word was: a
   * click does not focus its button in every browser. */
  async function remove(item, word) {
    const list = [...$("own-words").children];
    const index = list.indexOf(item);
    try {
      await api("DELETE", `/api/words/${encodeURIComponent(word.id)}`);
      say($("word-status"), t("words.deleted", { word: wordName(word) }));
      // The focus goes to the next word's Delete, else the one before, else the summary.
      const next = list[index + 1] || list[index - 1];
      const focus = next?.querySelector('button[id^="delete-word-"]')?.id;
      changed(await api("GET", "/api/words"), focus || "add-word-summary", word.id);
    } catch (error) {
      say($("word-status"), error.message, true);
    }
  }

  return { show };
})();
