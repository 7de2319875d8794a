// Charts of the last 7, 30, 90 or 365 days, each downloadable, and the PDF report.
"use strict";

(() => {
  const { t, lang } = MoodCard;
  const $ = (id) => document.getElementById(id);
  let days = 30;
  const locale = lang === "zh-Hans" ? "zh-Hans" : "en";

  function query(kind) {
    const parts = new URLSearchParams({ locale, theme: MoodCard.prefersDark() ? "dark" : "light" });
    if (kind !== "calendar") parts.set("days", String(days));
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
      const limit = Number(card.dataset.limit || Infinity);
      if (days > limit) {
        links.remove();
        const note = document.createElement("p");
        note.className = "quiet small";
        note.textContent = t("charts.tooLong", { n: limit });
        card.append(header, note);
        continue;
      }
      const image = document.createElement("img");
      image.src = `/api/charts/${kind}.svg?${query(kind)}`;
      image.alt = kind === "calendar" ? title : `${title}, ${t("charts.days", { n: days })}`;
      image.loading = "lazy";
      card.append(header, image);
    }
    updateReport();
  }

  function updateReport() {
    const parts = new URLSearchParams({ days: String(days), locale });
    if ($("redact").checked) parts.set("redact-reasons", "1");
    $("report").href = `/api/report.pdf?${parts}`;
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("ranges").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      days = Number(button.dataset.days);
      for (const other of $("ranges").children) other.setAttribute("aria-pressed", String(other === button));
      draw();
    });
    $("redact").addEventListener("change", updateReport);
    draw();
    document.body.dataset.ready = "true";
  });
})();
