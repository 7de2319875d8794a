// Charts of the last 7, 30, 90 or 365 days or of all time, each downloadable, and the PDF
// report.
"use strict";

(() => {
  const { t, api, lang } = MoodCard;
  const $ = (id) => document.getElementById(id);
  // A number of days, or "all": every day since the oldest entry.
  let days = 30;
  // How many days "all" is, from the server, once asked.
  let allDays = null;
  const locale = lang === "zh-Hans" ? "zh-Hans" : "en";
  // The days a journal has logged before its charts are drawn: with fewer, every chart is
  // empty or a single point.
  const chartsFrom = 3;

  /** The range in a query: `days=N`, or `all`. */
  function range(parts) {
    if (days === "all") parts.set("all", "1");
    else parts.set("days", String(days));
    return parts;
  }

  function query(kind) {
    const parts = new URLSearchParams({ locale, theme: MoodCard.prefersDark() ? "dark" : "light" });
    if (kind !== "calendar") range(parts);
    if (kind === "line") parts.set("average", "1");
    return parts;
  }

  function draw() {
    for (const card of document.querySelectorAll(".chart-card")) {
      const kind = card.dataset.kind;
      const title = card.dataset.title;
      card.replaceChildren();
      const header = document.createElement("header");
      const heading = document.createElement("h3");
      heading.textContent = title;
      const links = document.createElement("span");
      for (const format of ["png", "svg"]) {
        const link = document.createElement("a");
        link.className = "button";
        const parts = query(kind);
        parts.set("download", "1");
        link.href = `/api/charts/${kind}.${format}?${parts}`;
        link.textContent = format.toUpperCase();
        link.setAttribute("aria-label", t("charts.download", { kind: `${title} ${format.toUpperCase()}` }));
        links.append(link, " ");
      }
      header.append(heading, links);
      // A chart that draws each day has a bound; one of counts draws any range.
      const limit = Number(card.dataset.limit || Infinity);
      const count = days === "all" ? allDays : days;
      if (count > limit) {
        links.remove();
        const note = document.createElement("p");
        note.className = "quiet small";
        note.textContent = days === "all"
          ? t("charts.allTooLong", { days: count, n: limit })
          : t("charts.tooLong", { n: limit });
        card.append(header, note);
        continue;
      }
      const image = document.createElement("img");
      image.src = `/api/charts/${kind}.svg?${query(kind)}`;
      const span = days === "all" ? t("charts.allAlt") : t("charts.days", { n: days });
      image.alt = kind === "calendar" ? title : `${title}, ${span}`;
      image.loading = "lazy";
      card.append(header, image);
    }
    updateReport();
  }

  /** The report's days: those after the last session when asked (the server finds that
   * session, as `mood report --since-session` does), else the charts' range. */
  function updateReport() {
    const parts = new URLSearchParams({ locale });
    if ($("since-session").checked) parts.set("since-session", "1");
    else range(parts);
    if ($("redact").checked) parts.set("redact-reasons", "1");
    $("report").href = `/api/report.pdf?${parts}`;
  }

  /** "Since my last session" can be chosen once a session before today is recorded; the
   * hint under it names that session, or says how to record one. */
  function offerSinceSession(session) {
    const usable = Boolean(session) && session < MoodCard.today;
    $("since-session").disabled = !usable;
    if (!usable) $("since-session").checked = false;
    $("since-session-hint").textContent = !session
      ? t("report.noSession")
      : t(usable ? "report.lastSession" : "report.sessionToday", { day: MoodCard.longDay(session, false) });
  }

  /** One message in place of the charts while fewer than `chartsFrom` days are logged:
   * how many there must be, and how many are still to come. Returns whether it shows. */
  function showEmpty(logged) {
    const empty = logged < chartsFrom;
    $("charts-empty").hidden = !empty;
    for (const id of ["charts", "charts-note", "report-panel", "ranges"]) $(id).hidden = empty;
    $("charts-empty-title").textContent = t("charts.empty", { n: chartsFrom });
    $("charts-empty-left").textContent = t("charts.emptyLeft", { n: chartsFrom - logged });
    return empty;
  }

  document.addEventListener("DOMContentLoaded", async () => {
    // The ranges say their unit: "7 days", not "7".
    for (const button of $("ranges").children) {
      const count = Number(button.dataset.days);
      if (count) button.textContent = t("charts.days", { n: count });
    }
    $("ranges").addEventListener("click", async (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.days === "all") {
        allDays = (await api("GET", "/api/span")).days;
        days = "all";
      } else {
        days = Number(button.dataset.days);
      }
      for (const other of $("ranges").children) other.setAttribute("aria-pressed", String(other === button));
      draw();
    });
    $("redact").addEventListener("change", updateReport);
    $("since-session").addEventListener("change", updateReport);
    try {
      const span = await api("GET", "/api/span");
      offerSinceSession(span.lastSession);
      if (!showEmpty(span.logged)) draw();
    } catch {
      // Without the count, the charts say for themselves what they hold.
      draw();
    }
    document.body.dataset.ready = "true";
  });
})();
