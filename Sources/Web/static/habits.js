// Habits: add one, archive it (its history is kept) or bring it back.
"use strict";

(() => {
  const { t, api, say } = MoodCard;
  const $ = (id) => document.getElementById(id);

  async function show() {
    const habits = await api("GET", "/api/habits?archived=1");
    for (const [id, archived] of [["active", false], ["archived", true]]) {
      const list = $(id);
      list.replaceChildren();
      for (const habit of habits.filter((item) => item.archived === archived)) {
        const item = document.createElement("li");
        const dot = document.createElement("span");
        dot.className = "dot";
        dot.style.background = habit.color;
        const name = document.createElement("span");
        name.className = "name";
        name.textContent = habit.icon ? `${habit.icon} ${habit.name}` : habit.name;
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = t(archived ? "habits.unarchive" : "habits.archive");
        button.setAttribute("aria-label", `${button.textContent}: ${habit.name}`);
        button.addEventListener("click", () => setArchived(habit, !archived));
        item.append(dot, name, button);
        list.append(item);
      }
    }
    $("none").hidden = habits.some((habit) => !habit.archived);
    $("archived-title").hidden = !habits.some((habit) => habit.archived);
    document.body.dataset.ready = "true";
  }

  async function setArchived(habit, archived) {
    try {
      await api("PATCH", `/api/habits/${habit.id}`, { archived });
      say($("status"), t(archived ? "habits.archivedNote" : "habits.unarchivedNote", { name: habit.name }));
      await show();
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
