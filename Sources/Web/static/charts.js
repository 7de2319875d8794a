// Charts of the last 7, 30, 90 or 365 days or of all time, each downloadable, and the PDF
// report. On a narrow screen a chart is drawn for the width it is shown at, so that its text
// keeps its size, and opens full size (as drawn for a desktop) at a tap.
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
  // Narrower than this, a chart is drawn for its own width (the server's default is 1200
  // pixels, which a phone would show at a quarter of its size); never below the server's 320.
  const drawnBelow = 700;
  const narrowest = 320;
  // How tall a chart is drawn on a phone, for its width: square, and bar charts, which grow
  // with their bars for a desktop, a little taller.
  const tallness = { words: 1.25, tags: 1.25, habits: 1, patterns: 1.25 };

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
      const full = `/api/charts/${kind}.svg?${query(kind)}`;
      const span = days === "all" ? t("charts.allAlt") : t("charts.days", { n: days });
      image.alt = kind === "calendar" ? title : `${title}, ${span}`;
      image.loading = "lazy";
      const shown = Math.round(card.clientWidth - padding(card));
      if (shown >= drawnBelow) {
        image.src = full;
        card.append(header, image);
        continue;
      }
      const parts = query(kind);
      const width = Math.max(narrowest, shown);
      parts.set("width", String(width));
      parts.set("height", String(Math.round(width * (tallness[kind] ?? 1))));
      image.src = `/api/charts/${kind}.svg?${parts}`;
      const open = document.createElement("button");
      open.type = "button";
      open.className = "chart-open";
      open.setAttribute("aria-label", t("charts.openFull", { chart: image.alt }));
      open.append(image);
      open.addEventListener("click", () => openFull(full, image.alt));
      card.append(header, open);
    }
    updateReport();
  }

  /** The horizontal padding of `element`, in CSS pixels. */
  function padding(element) {
    const style = getComputedStyle(element);
    return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  }

  /** Shows the chart at `src` full size, as drawn for a desktop, in a dialog the person pans
   * and closes. */
  function openFull(src, alt) {
    const dialog = document.createElement("dialog");
    dialog.className = "chart-full";
    dialog.setAttribute("aria-label", alt);
    const close = MoodCard.button(t("card.close"), { action: () => dialog.close() });
    const frame = document.createElement("div");
    frame.className = "chart-full-frame";
    const image = document.createElement("img");
    image.src = src;
    image.alt = alt;
    frame.append(image);
    dialog.append(close, frame);
    dialog.addEventListener("close", () => dialog.remove());
    document.body.append(dialog);
    dialog.showModal();
    close.focus();
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
