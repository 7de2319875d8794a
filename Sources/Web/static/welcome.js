// The welcome on the first visit: where the journal is kept, how to reach it from a phone, and
// the reminder (on a phone: the phone's own). It shows while the journal is empty, until it is dismissed; this browser
// remembers that.
"use strict";

(() => {
  const key = "moodcard-welcomed";

  document.addEventListener("DOMContentLoaded", async () => {
    const panel = document.getElementById("welcome");
    if (localStorage.getItem(key)) return;
    try {
      if ((await MoodCard.api("GET", "/api/span")).logged > 0) return;
    } catch {
      // The check-in says what failed; the welcome waits for the next visit.
      return;
    }
    // Each point speaks to the device it is read on: a phone is already connected, and its
    // reminder is its own calendar's.
    const device = MoodCard.onPhone() ? "phone" : "desktop";
    for (const point of panel.querySelectorAll("[data-on]")) point.hidden = point.dataset.on !== device;
    panel.hidden = false;
    document.getElementById("welcome-done").addEventListener("click", () => {
      localStorage.setItem(key, "1");
      panel.hidden = true;
      // On to the check-in, at its first question.
      document.querySelector('input[name="score"]').focus();
    });
  });
})();
