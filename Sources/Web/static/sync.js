// Data: the sync with the person's other computers: who is in the folder and when each last
// changed something, what to look at (warnings), and each value that lost a concurrent edit,
// with one button that restores it.
"use strict";

(() => {
  const { t, api, say, button, lang } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const dayFormat = new Intl.DateTimeFormat(lang, {
    weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC",
  });
  const instant = (text) => (text ? when.format(new Date(text)) : t("sync.never"));
  const day = (text) => dayFormat.format(new Date(`${text}T00:00:00Z`));

  async function load() {
    try {
      show(await api("GET", "/api/sync"));
    } catch (error) {
      say($("sync-status"), error.message, true);
    }
  }

  function show(sync) {
    $("sync-off").hidden = sync.configured;
    $("sync-on").hidden = !sync.configured;
    if (!sync.configured) return;
    // The sentences as the language puts them side by side (Chinese with no space between).
    $("sync-summary").textContent = t("sync.summaryLine", {
      where: t("sync.summary", { device: sync.device, folder: sync.folder }),
      last: sync.lastSync ? t("sync.lastSync", { time: instant(sync.lastSync) }) : t("sync.notYet"),
      unsent: sync.unsent > 0 ? t("sync.unsent", { count: sync.unsent }) : "",
    }).trim();
    const warnings = sync.failure ? [sync.failure, ...sync.warnings] : sync.warnings;
    $("sync-warnings").hidden = warnings.length === 0;
    $("sync-warnings").replaceChildren(...warnings.map((text) => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    }));
    $("sync-device-rows").replaceChildren(...sync.devices.map((device) => {
      const row = document.createElement("tr");
      const name = document.createElement("th");
      name.scope = "row";
      name.textContent = device.thisComputer ? t("sync.thisComputer", { name: device.name })
        : device.retired ? t("sync.retired", { name: device.name }) : device.name;
      const changed = document.createElement("td");
      changed.textContent = instant(device.lastChange);
      const waiting = document.createElement("td");
      waiting.textContent = String(device.waiting);
      row.append(name, changed, waiting);
      return row;
    }));
    $("no-conflicts").hidden = sync.conflicts.length > 0;
    $("conflict-list").replaceChildren(...sync.conflicts.map(conflictItem));
  }

  /** What a conflict is about, in words: the day, or the habit, word or session by name. */
  function thing(conflict) {
    const name = conflict.name ?? t("sync.unnamed");
    switch (conflict.kind) {
      case "entry": return day(conflict.day);
      case "session": return t("sync.session", { day: day(conflict.day) });
      case "habit": return t("sync.habit", { name });
      case "completion": return t("sync.completion", { name, day: day(conflict.day) });
      default: return t("sync.word", { name });
    }
  }

  /** A field's value as a person reads it. */
  function value(field, shown) {
    if (shown === null) return t("sync.none");
    if (field === "exists") return t(shown ? "sync.present" : "sync.deleted");
    if (typeof shown === "boolean") return t(shown ? `sync.${field}.yes` : `sync.${field}.no`);
    if (Array.isArray(shown)) return shown.length ? shown.join(", ") : t("sync.none");
    if (shown === "") return t("sync.none");
    return String(shown);
  }

  /** One value that lost: what, which field, the value that shows and the one that lost,
   * with their computers and times, and Restore. */
  function conflictItem(conflict) {
    const item = document.createElement("li");
    item.className = "lost-value";
    const what = `${thing(conflict)} · ${t(`sync.field.${conflict.field}`)}`;
    const title = document.createElement("p");
    title.className = "lost-what";
    title.textContent = what;
    const lost = document.createElement("p");
    lost.textContent = t("sync.lost", {
      value: value(conflict.field, conflict.value), device: conflict.device,
      time: instant(conflict.at),
    });
    const shows = document.createElement("p");
    shows.className = "quiet";
    shows.textContent = t("sync.shows", {
      value: value(conflict.field, conflict.winner), device: conflict.winnerDevice,
      time: instant(conflict.winnerAt),
    });
    item.append(
      title, lost, shows,
      button(t("sync.restore"), {
        name: what, className: "primary-outline", action: () => restore(conflict, what),
      }));
    return item;
  }

  async function restore(conflict, what) {
    try {
      await api("POST", "/api/sync/restore", {
        item: conflict.item, field: conflict.field, device: conflict.device,
      });
      say($("sync-status"), t("sync.restored", {
        value: value(conflict.field, conflict.value), what,
      }));
    } catch (error) {
      say($("sync-status"), error.message, true);
    }
    await load();
  }

  document.addEventListener("DOMContentLoaded", load);
})();
