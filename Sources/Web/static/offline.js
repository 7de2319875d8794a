// Every page registers the service worker (/sw.js), which keeps the app shell for when the
// computer cannot be reached, and hands it the fonts this page used, which it keeps too.
"use strict";

(() => {
  if (!("serviceWorker" in navigator)) return;
  addEventListener("load", async () => {
    try {
      await navigator.serviceWorker.register("/sw.js");
      const registration = await navigator.serviceWorker.ready;
      const fonts = performance.getEntriesByType("resource").map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".woff2"))
        .map((url) => url.pathname);
      registration.active?.postMessage({ keep: fonts });
    } catch (error) {
      // Without it the app works as before, online only.
      console.warn("MoodCard works online only here:", error.message);
    }
  });
})();
