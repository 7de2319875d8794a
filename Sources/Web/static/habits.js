// Habits: add one, rename it, archive it (its history is kept) or bring it back.
"use strict";

(() => {
  const { t, api, say, button } = MoodCard;
  const $ = (id) => document.getElementById(id);

  /** Lists the habits; `focus` names the button (by id) to give the focus to afterwards. */
  async function show(focus) {
    const habits = await api("GET", "/api/habits?archived=1");
    for (const [id, archived] of [["active", false], ["archived", true]]) {
      const list = $(id);
      list.replaceChildren();
      for (const habit of habits.filter((item) => item.archived === archived)) {
        list.append(row(habit));
      }
    }
    $("none").hidden = habits.some((habit) => !habit.archived);
    $("archived-title").hidden = !habits.some((habit) => habit.archived);
    if (focus) $(focus)?.focus();
    document.body.dataset.ready = "true";
  }

  function row(habit) {
    const item = document.createElement("li");
    const dot = document.createElement("span");
    dot.className = "dot";
    dot.style.background = habit.color;
    const name = MoodCard.habitLabel(habit, "name");
    const rename = button(t("habits.rename"), {
      id: `rename-${habit.id}`, name: habit.name, action: () => startRenaming(item, habit),
    });
    const archive = button(t(habit.archived ? "habits.unarchive" : "habits.archive"), {
      id: `archive-${habit.id}`, name: habit.name, className: "",
      action: () => setArchived(habit, !habit.archived),
    });
    item.append(dot, name, rename, archive);
    return item;
  }

  /** Puts a text field in place of the habit's name; Enter saves, Escape puts the name back. */
  function startRenaming(item, habit) {
    const form = document.createElement("form");
    form.className = "rename";
    const field = document.createElement("input");
    field.type = "text";
    field.value = habit.name;
    field.autocomplete = "off";
    field.required = true;
    field.setAttribute("aria-label", t("habits.renameLabel", { name: habit.name }));
    const back = () => {
      const fresh = row(habit);
      item.replaceWith(fresh);
      fresh.querySelector(`#rename-${habit.id}`).focus();
    };
    form.append(
      field, button(t("habits.save"), { type: "submit", className: "primary-outline" }),
      button(t("habits.cancel"), { action: back }));
    form.addEventListener("keydown", (event) => {
      if (event.key === "Escape") back();
    });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = field.value.trim();
      if (!name || name === habit.name) return back();
      try {
        await api("PATCH", `/api/habits/${habit.id}`, { name });
        say($("status"), t("habits.renamed", { old: habit.name, name }));
        await show(`rename-${habit.id}`);
      } catch (error) {
        say($("status"), error.message, true);
        field.focus();
      }
    });
    item.replaceChildren(item.querySelector(".dot"), form);
    field.focus();
    field.select();
  }

  async function setArchived(habit, archived) {
    try {
      await api("PATCH", `/api/habits/${habit.id}`, { archived });
      say($("status"), t(archived ? "habits.archivedNote" : "habits.unarchivedNote", { name: habit.name }));
      await show(`archive-${habit.id}`);
    } catch (error) {
      say($("status"), error.message, true);
    }
  }

  async function add(event) {
    event.preventDefault();
    const name = $("habit-name").value.trim();
    if (!name) return;
    try {
      await api("POST", "/api/habits", { name, icon: $("habit-icon").value.trim() });
      say($("status"), t("habits.added", { name }));
      $("habit-name").value = "";
      MoodCard.countField($("habit-name"));
      $("habit-icon").value = "";
      await show();
    } catch (error) {
      say($("status"), error.message, true);
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("add").addEventListener("submit", add);
    show();
  });
})();
