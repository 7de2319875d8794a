// Data: the backup and CSV downloads, and an import shown as a dry run before it is applied.
"use strict";

(() => {
  const { t, api, say } = MoodCard;
  const $ = (id) => document.getElementById(id);

  function path(dryRun) {
    const file = $("file").files[0];
    const query = new URLSearchParams({
      "on-conflict": document.querySelector('input[name="conflict"]:checked').value,
      name: file.name,
    });
    if (dryRun) query.set("dry-run", "1");
    return `/api/import?${query}`;
  }

  async function run(dryRun) {
    const file = $("file").files[0];
    if (!file) {
      say($("status"), t("data.chooseFile"), true);
      return;
    }
    try {
      const outcome = await api("POST", path(dryRun), await file.arrayBuffer());
      $("report").hidden = false;
      $("report").textContent = [...outcome.lines, ...outcome.warnings].join("\n");
      say($("status"), dryRun ? t("data.checked") : t("data.done"));
      $("apply").hidden = !dryRun;
    } catch (error) {
      $("report").hidden = true;
      $("apply").hidden = true;
      say($("status"), error.message, true);
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("import").addEventListener("submit", (event) => {
      event.preventDefault();
      run(true);
    });
    $("apply").addEventListener("click", () => run(false));
    $("file").addEventListener("change", () => {
      $("apply").hidden = true;
      $("report").hidden = true;
    });
    document.body.dataset.ready = "true";
  });
})();
