// Connect your phone: a new pairing code on request, shown by loading the page again.
"use strict";

(() => {
  const { api, say } = MoodCard;
  document.addEventListener("DOMContentLoaded", () => {
    const button = document.getElementById("new-code");
    button.addEventListener("click", async () => {
      try {
        await api("POST", "/api/pairing-code");
        location.reload();
      } catch (error) {
        say(document.getElementById("connect-status"), error.message, true);
      }
    });
  });
})();
