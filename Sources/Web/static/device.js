// After pairing (`/?paired=1`), the check-in offers to name this phone.
"use strict";

(() => {
  const { t, api, say } = MoodCard;
  document.addEventListener("DOMContentLoaded", () => {
    const url = new URL(location.href);
    if (!url.searchParams.has("paired")) return;
    // The address loses the flag, so a reload does not offer it again.
    url.searchParams.delete("paired");
    history.replaceState(null, "", url.pathname + url.search + url.hash);
    const section = document.getElementById("device-name");
    section.hidden = false;
    document.getElementById("device-name-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const status = document.getElementById("device-name-status");
      try {
        const device = await api("PUT", "/api/this-device", {
          name: document.getElementById("device-name-input").value,
        });
        say(status, t("device.named", { name: device.name }));
      } catch (error) {
        say(status, error.message, true);
      }
    });
  });
})();
