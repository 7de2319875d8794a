// Data: the backup and CSV downloads, the encrypted backup, and an import shown as a dry run before it is applied.
// A Daylio export's moods are listed with their scores, which the person may change first.
"use strict";

(() => {
  const { t, api, send, say, debounce } = MoodCard;
  const $ = (id) => document.getElementById(id);
  /** The scores chosen on the page for Daylio's mood labels, by label. */
  const moodMap = new Map();

  function path(dryRun) {
    const file = $("file").files[0];
    const query = new URLSearchParams({
      "on-conflict": document.querySelector('input[name="conflict"]:checked').value,
      name: file.name,
    });
    if (dryRun) query.set("dry-run", "1");
    const scored = [...moodMap].filter(([, score]) => score);
    // As --mood-map reads it: a comma or backslash inside a label goes after a backslash.
    const written = scored.map(([label, score]) => `${label.replace(/[\\,]/g, "\\$&")}=${score}`);
    if (scored.length) query.set("mood-map", written.join(","));
    return `/api/import?${query}`;
  }

  async function run(dryRun) {
    const file = $("file").files[0];
    if (!file) {
      say($("status"), t("data.chooseFile"), true);
      return;
    }
    try {
      // The file itself, which the browser streams from disk: an Apple Health export may be
      // hundreds of MB, never read into the page.
      const outcome = await api("POST", path(dryRun), file);
      $("report").hidden = false;
      $("report").textContent = [...outcome.lines, ...outcome.warnings].join("\n");
      say($("status"), dryRun ? t("data.checked") : t("data.done"));
      showMoods(dryRun ? outcome.moods : []);
      $("apply").hidden = !dryRun;
    } catch (error) {
      $("report").hidden = true;
      $("apply").hidden = true;
      const moods = error.data?.moods;
      if (moods) {
        say($("status"), t("data.unmapped"), true);
        showMoods(moods);
        $("mood-rows").querySelector("select:invalid")?.focus();
      } else {
        showMoods([]);
        say($("status"), error.message, true);
      }
    }
  }

  const checkAgain = debounce(() => run(true), 300);

  /** The table of Daylio's moods, each with a score to pick and the face it gives. */
  function showMoods(moods) {
    const rows = $("mood-rows");
    // A check run again rebuilds the table: the focus stays on the same mood's score.
    const focused = rows.contains(document.activeElement) ? document.activeElement.id : null;
    rows.replaceChildren();
    $("moods").hidden = moods.length === 0;
    moods.forEach((mood, index) => {
      const row = document.createElement("tr");
      const label = document.createElement("th");
      label.scope = "row";
      label.textContent = mood.label;
      const count = document.createElement("td");
      count.textContent = String(mood.rows);
      const cell = document.createElement("td");
      const select = document.createElement("select");
      select.id = `mood-${index}`;
      select.required = true;
      select.setAttribute("aria-label", t("data.scoreFor", { label: mood.label }));
      if (mood.score === undefined) select.append(new Option(t("data.noScore"), ""));
      for (let score = 1; score <= 10; score++) select.append(new Option(String(score), String(score)));
      select.value = mood.score === undefined ? "" : String(mood.score);
      const face = document.createElement("img");
      face.alt = "";
      face.width = 28;
      face.height = 28;
      const showFace = () => {
        face.hidden = !select.value;
        if (select.value) face.src = `/api/faces/${select.value}.svg?theme=${MoodCard.prefersDark() ? "dark" : "light"}`;
      };
      showFace();
      select.addEventListener("change", () => {
        moodMap.set(mood.label, select.value);
        showFace();
        $("apply").hidden = true;
        checkAgain();
      });
      const pick = document.createElement("span");
      pick.className = "score-pick";
      pick.append(select, face);
      cell.append(pick);
      row.append(label, count, cell);
      rows.append(row);
    });
    if (focused) $(focused)?.focus();
  }

  /** Asks the server for the store sealed with the passphrase typed twice, and saves the age
   * file it answers with. The passphrase goes only to this computer's own server. */
  async function downloadEncrypted() {
    const status = $("encrypted-status");
    if ($("passphrase").value !== $("passphrase-again").value) {
      say(status, t("data.passphraseMismatch"), true);
      $("passphrase-again").focus();
      return;
    }
    say(status, t("data.encrypting"));
    $("download-encrypted").disabled = true;
    try {
      const response = await send("POST", "/api/backup.age", { passphrase: $("passphrase").value });
      if (!response.ok) {
        const data = await response.json().catch(() => null);
        throw new Error((data && data.error) || response.statusText);
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition"))[1];
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      // The download reads the object after the click returns: let it go a little later.
      setTimeout(() => URL.revokeObjectURL(link.href), 10000);
      $("encrypted").reset();
      say(status, t("data.encryptedDone", { name }));
    } catch (error) {
      say(status, error.message, true);
    } finally {
      $("download-encrypted").disabled = false;
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("encrypted").addEventListener("submit", (event) => {
      event.preventDefault();
      downloadEncrypted();
    });
    $("import").addEventListener("submit", (event) => {
      event.preventDefault();
      run(true);
    });
    $("apply").addEventListener("click", () => run(false));
    $("file").addEventListener("change", () => {
      moodMap.clear();
      $("apply").hidden = true;
      $("report").hidden = true;
      showMoods([]);
    });
    document.body.dataset.ready = "true";
  });
})();
