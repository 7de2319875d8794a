// The card on the check-in page, drawn live from the form as it is: its options, the
// downloads, Copy image and Share. The entry being edited goes in a POST body, never in an
// address; a saved day's card is its own address, /api/cards/DAY.*.
"use strict";

const Card = (() => {
  const { t, send, say, debounce, lang, longDay } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const cardStatus = $("card-status");
  const preview = $("preview");
  let previewURL = null;
  let previewBlob = null;
  // What the preview was drawn from: the day, the entry and the options.
  let previewKey = null;
  let previewController = null;
  // The entry the page edits: `day()`, `state()` (what a save sends), `hasScore()`, and
  // `isSaved()`, whether the form holds the day's saved entry.
  let entry = null;

  function cardQuery() {
    const query = new URLSearchParams();
    query.set("size", $("opt-size").value);
    query.set("theme", $("opt-theme").value);
    query.set("locale", $("opt-locale").value);
    for (const flag of ["no-reason", "no-words", "no-tags", "no-footer", "habits"]) {
      if ($(`opt-${flag}`).checked) query.set(flag, "1");
    }
    return query;
  }

  /** The card of the form as it is, as a Blob with its alt text: the entry goes in a POST
   * body, never in an address, which the browser's history keeps. */
  async function drawCard(format, signal) {
    const response = await send(
      "POST", `/api/preview/${entry.day()}.${format}?${cardQuery()}`, entry.state(), { signal });
    if (!response.ok) {
      const data = await response.json().catch(() => ({}));
      throw new Error(MoodCard.failure(response, data));
    }
    const alt = decodeURIComponent(response.headers.get("X-Alt-Text") || "");
    return { blob: await response.blob(), alt };
  }

  /** What a card is drawn from now, to tell whether the preview shows it. */
  const drawnKey = () => JSON.stringify([entry.day(), entry.state(), String(cardQuery())]);

  /** The address of the saved day's card, which holds nothing private; `null` while the
   * form differs from the saved entry, whose card has no address. */
  function savedCard(format) {
    if (!entry.isSaved()) return null;
    const query = cardQuery();
    query.set("download", "1");
    return `/api/cards/${entry.day()}.${format}?${query}`;
  }

  /** Downloads `href` as `mood-DAY.FORMAT` through a link that is never shown. */
  function fetchFile(href, format) {
    const link = document.createElement("a");
    link.href = href;
    link.download = `mood-${entry.day()}.${format}`;
    document.body.append(link);
    link.click();
    link.remove();
  }

  /** A download: the saved day's card by its own address, else the card of the form as a
   * Blob (for a PNG, the preview already drawn), decided at the click, after the last edit. */
  async function download(event, format) {
    event.preventDefault();
    const address = savedCard(format);
    if (address) return fetchFile(address, format);
    try {
      // The PNG is the preview already drawn, unless an edit since is still to be drawn.
      const blob = format === "png" && previewKey === drawnKey() ? previewBlob : (await drawCard(format)).blob;
      const url = URL.createObjectURL(blob);
      fetchFile(url, format);
      setTimeout(() => URL.revokeObjectURL(url), 60000);
    } catch (error) {
      say(cardStatus, error.message, true);
    }
  }

  async function renderPreview() {
    $("bar-hint").textContent = t("card.empty");
    if (!entry.hasScore()) {
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
      const key = drawnKey();
      const { blob, alt } = await drawCard("png", controller.signal);
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
      previewKey = key;
      preview.alt = alt;
      preview.hidden = false;
      preview.dataset.ms = String(Math.round(performance.now() - started));
      $("preview-empty").hidden = true;
      setDownloads(true);
      say(cardStatus, "");
    } catch (error) {
      // Cards are drawn on the computer: without it, the card waits, and that is no failure.
      if (error.status === 0) {
        say(cardStatus, t("offline.card"));
        // On a phone the bar's hint stands for the card: it says the same.
        $("bar-hint").textContent = t("offline.card");
      } else if (error.name !== "AbortError") say(cardStatus, error.message, true);
    } finally {
      if (controller === previewController) frame.setAttribute("aria-busy", "false");
    }
  }

  const debouncedPreview = debounce(renderPreview, 250);
  /** Draws the card again a quarter of a second after the last change, or at once. */
  function draw(delay) {
    if (delay === 0) renderPreview();
    else debouncedPreview();
  }

  function setDownloads(enabled) {
    for (const format of ["png", "svg", "pdf"]) {
      const link = $(`download-${format}`);
      if (enabled) {
        // A saved day's card has an address of its own; an unsaved one is drawn on click.
        link.href = savedCard(format) ?? "#";
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
    const file = new File([previewBlob], `mood-${entry.day()}.png`, { type: "image/png" });
    try {
      // A short title: share targets use it as a subject or a message's first line, and the
      // card's own words (its alt text) travel with the picture.
      await navigator.share({ files: [file], title: t("card.shareTitle", { day: longDay(entry.day(), false) }) });
    } catch (error) {
      if (error.name !== "AbortError") say(cardStatus, error.message, true);
    }
  }

  function offerSharing() {
    $("copy").hidden = !(window.isSecureContext && navigator.clipboard && window.ClipboardItem);
    const probe = new File([new Uint8Array(1)], "card.png", { type: "image/png" });
    $("share").hidden = !(navigator.canShare && navigator.canShare({ files: [probe] }));
  }

  /** Starts the card of `edited`, the entry the page edits (see `entry`). */
  function start(edited) {
    entry = edited;
    $("opt-locale").value = lang;
    $("opt-theme").value = MoodCard.prefersDark() ? "dark" : "light";
    offerSharing();
    setDownloads(false);
    for (const id of ["opt-size", "opt-theme", "opt-locale", "opt-no-reason", "opt-no-words", "opt-no-tags", "opt-no-footer", "opt-habits"]) {
      $(id).addEventListener("change", () => draw(0));
    }
    for (const format of ["png", "svg", "pdf"]) {
      $(`download-${format}`).addEventListener("click", (event) => download(event, format));
    }
    $("copy").addEventListener("click", copyImage);
    $("share").addEventListener("click", share);
  }

  return { start, draw };
})();
