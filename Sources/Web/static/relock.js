// Locks the page again, on every page of the app while the lock is on: when it is hidden
// (another app, the app switcher, a closed lid), with the content covered at once so the
// switcher's picture shows none of it, and after the idle time the person chose. The server's
// unlock ends too (`POST /api/lock/relock`), so the next request is refused: the page cannot
// be read by reloading it, and what the phone kept of the journal for offline use is forgotten
// (forget-kept.js). Away from the computer, a page the service worker kept stays covered while
// the lock is known to be on, as the PIN cannot be checked without the computer.
"use strict";

(() => {
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const root = document.documentElement;
  // Whether the lock is on, and the idle time in ms (0: only when hidden).
  let on = false;
  let idleMs = 0;
  let timer = null;
  // A link of the app hides this page too: that is no leaving.
  let moving = false;

  const cover = () => root.classList.add("lock-cover");

  const lockScreen = () => {
    forgetKept().catch(() => {});
    location.replace("/lock?next=" + encodeURIComponent(location.pathname + location.search));
  };

  function relock() {
    forgetKept().catch(() => {});
    cover();
    fetch("/api/lock/relock", {
      method: "POST", credentials: "same-origin", keepalive: true,
      headers: { "X-CSRF-Token": csrf },
    }).catch(() => {});
  }

  function restart() {
    clearTimeout(timer);
    if (on && idleMs) timer = setTimeout(() => { relock(); lockScreen(); }, idleMs);
  }

  /** Asks the computer whether the lock is on, and for how long the page may sit idle. */
  async function refresh() {
    let lock;
    try {
      const response = await fetch("/api/lock", { credentials: "same-origin" });
      if (response.status === 423) {
        lockScreen();
        return;
      }
      lock = await response.json();
    } catch (error) {
      // The computer is away: a page kept stays covered while the lock was last known on.
      if (localStorage.getItem("moodcard-lock") === "on") cover();
      return;
    }
    localStorage.setItem("moodcard-lock", lock.on ? "on" : "off");
    on = lock.on;
    idleMs = lock.idle === "immediately" || !lock.on ? 0 : lock.idle * 60_000;
    restart();
  }

  for (const name of ["pointerdown", "keydown", "wheel", "touchstart", "input"]) {
    addEventListener(name, restart, { passive: true });
  }
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a[href]");
    if (link && new URL(link.href).origin === location.origin && !link.hasAttribute("download")) {
      moving = true;
    }
  }, true);
  document.addEventListener("visibilitychange", () => {
    if (!on) return;
    if (document.visibilityState === "hidden" && !moving) relock();
    else if (document.visibilityState === "visible" && root.classList.contains("lock-cover")) {
      lockScreen();
    }
  });
  addEventListener("pageshow", (event) => {
    // A page from the back/forward cache may have been left unlocked: ask the server again.
    if (event.persisted && on) location.reload();
  });
  // The Data page turned the lock on or off, or changed its idle time.
  addEventListener("moodcard-lock", refresh);

  refresh();
})();
