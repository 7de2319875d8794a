// History: a month's calendar whose days open the check-in page, that month's entries (or
// every entry) with their mood words, the logging streak, and the year in pixels. It opens on this month, or in a
// month's first week on the one before, which has more to show.
"use strict";

(() => {
  const { t, api, longDay, longMonth, today, lang, wordName } = MoodCard;
  const $ = (id) => document.getElementById(id);
  // The days of a month that show too little of it to open on: its first week.
  const YOUNG_MONTH_DAYS = 7;
  let month = Number(today.slice(8)) <= YOUNG_MONTH_DAYS ? shift(today.slice(0, 7), -1) : today.slice(0, 7);
  // The mood words' names by id, read once.
  let names = null;
  // Whether the list holds every entry rather than the month's: reading entries costs what
  // they cost, so all of them are listed, while the calendar stays a month.
  let everyEntry = false;

  const theme = () => (MoodCard.prefersDark() ? "dark" : "light");
  const locale = lang === "zh-Hans" ? "zh-Hans" : "en";

  function shift(text, by) {
    const [y, m] = text.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1 + by, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  }

  async function show() {
    const query = `month=${month}&locale=${locale}&theme=${theme()}`;
    $("month-title").textContent = longMonth(month);
    $("next").disabled = month >= today.slice(0, 7);
    const calendar = $("calendar");
    calendar.src = `/api/charts/calendar.svg?${query}`;
    calendar.alt = t("history.calendar", { month: longMonth(month) });

    const wrap = $("calendar-wrap");
    for (const link of wrap.querySelectorAll("a")) link.remove();
    names ??= new Map((await api("GET", "/api/words")).map((word) => [word.id, wordName(word)]));
    const [cells, entries] = await Promise.all([
      api("GET", `/api/charts/calendar.json?${query}`),
      api("GET", everyEntry ? "/api/entries?all" : `/api/entries?from=${month}-01&to=${lastDay(month)}`),
    ]);
    for (const cell of cells.cells) {
      if (cell.day > today) continue;
      const link = document.createElement("a");
      link.className = "day-link";
      link.href = `/?day=${cell.day}`;
      const score = cell.score ? ` · ${t("history.score", { n: cell.score })}` : "";
      link.setAttribute("aria-label", t("history.open", { day: longDay(cell.day, false) }) + score);
      Object.assign(link.style, {
        left: `${cell.x * 100}%`, top: `${cell.y * 100}%`,
        width: `${cell.width * 100}%`, height: `${cell.height * 100}%`,
      });
      wrap.append(link);
    }

    const list = $("entries");
    list.replaceChildren();
    for (const entry of entries.slice().reverse()) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `/?day=${entry.day}`;
      const face = document.createElement("img");
      face.src = `/api/faces/${entry.score}.svg?theme=${theme()}`;
      face.alt = "";
      const text = document.createElement("span");
      const title = document.createElement("strong");
      title.textContent = longDay(entry.day);
      const meta = document.createElement("span");
      meta.className = "meta";
      meta.textContent = [
        entry.words.map((id) => names.get(id) ?? id).join(", "),
        entry.tags.map((tag) => `#${tag}`).join(" "), entry.reason,
      ].filter(Boolean).join(" · ");
      text.append(title, meta);
      const score = document.createElement("span");
      score.className = "score";
      score.textContent = t("history.score", { n: entry.score });
      link.append(face, text, score);
      item.append(link);
      list.append(item);
    }
    $("no-entries").hidden = entries.length > 0;
    $("no-entries").textContent = t(everyEntry ? "history.noneAtAll" : "history.none");

    const year = month.slice(0, 4);
    const image = $("year");
    image.src = `/api/charts/year.svg?year=${year}&locale=${locale}&theme=${theme()}`;
    image.alt = t("history.yearAlt", { year });
    document.body.dataset.ready = "true";
  }

  /** The logging streak of the whole journal, as `mood stats --all` counts it. */
  async function showStreak() {
    const { currentStreak: current, longestStreak: longest } = await api("GET", "/api/stats?all");
    const line = $("streak");
    line.hidden = longest === 0;
    line.textContent = current > 0
      ? t("history.streak", { n: current, longest })
      : t("history.noStreak", { longest });
  }

  function lastDay(text) {
    const [y, m] = text.split("-").map(Number);
    return `${text}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("previous").addEventListener("click", () => { month = shift(month, -1); show(); });
    $("next").addEventListener("click", () => { month = shift(month, 1); show(); });
    $("which").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      everyEntry = button.dataset.which === "all";
      for (const other of $("which").children) other.setAttribute("aria-pressed", String(other === button));
      show();
    });
    show();
    showStreak().catch(() => {});
  });
})();
