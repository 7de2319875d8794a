// MoodCard's service worker: it keeps the app shell (the pages, styles, scripts, faces and the
// UI's fonts) so that the app opens with the computer asleep or away, and sends the check-ins
// the outbox keeps (outbox.js) when the browser says the network is back (Background Sync).
// Cards and API answers are never kept: no journal data stays in the caches (what a phone
// keeps for offline use is in IndexedDB, kept.js).
"use strict";

importScripts("/static/changes.js", "/static/phone-database.js", "/static/outbox.js");

// Filled in by the server: a digest of every file of the shell, and their addresses.
const VERSION = "{{@version}}";
const SHELL = {{@shell}};
const CACHE = `moodcard-shell-${VERSION}`;
// How long a page waits for the computer before the kept copy is shown: a phone whose
// computer sleeps may wait for its network to give up for much longer.
const PAGE_WAIT_MS = 3000;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One at a time, so that the page being opened keeps the computer's other workers; one
    // file that fails (a page answered 401, or sent to the lock screen) leaves the others kept.
    for (const address of SHELL) {
      const response = await fetch(address, { cache: "no-cache" }).catch(() => null);
      if (keepable(response)) await cache.put(address, response);
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("moodcard-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/** Whether `response` is the file asked for, to keep: never a refusal, nor the lock screen a
 * locked page was sent to. */
function keepable(response) {
  return Boolean(response?.ok && !response.redirected);
}

/** Whether `url` is a file of the shell, kept: a style, a script, a face or a font. */
function isShell(url) {
  return url.pathname.startsWith("/static/") || url.pathname.startsWith("/fonts/")
    || url.pathname.startsWith("/api/faces/");
}

/** A page: the computer's copy, kept for later, or after PAGE_WAIT_MS or a failure the copy
 * kept (any day's check-in is the check-in page). */
async function page(request) {
  const cache = await caches.open(CACHE);
  const url = new URL(request.url);
  const network = fetch(request).then((response) => {
    // Only the page itself: its query (?day=, ?lang=) is the page's to read.
    if (keepable(response)) cache.put(url.pathname, response.clone());
    return response;
  });
  const kept = async () => {
    const copy = await cache.match(url.pathname);
    return copy && marked(copy);
  };
  const waited = new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)).then(kept);
  try {
    const first = await Promise.race([network, waited]);
    if (first) return first;
    return await network;
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  }
}

/** `copy`, a page kept, marked as such: its today is the day it was kept, which the page then
 * takes for the phone's own date when that is later (common.js). */
async function marked(copy) {
  const html = (await copy.text()).replace('<meta name="today"', '<meta name="today" data-kept');
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** A file of the shell: the kept copy of this version, else the computer's, kept. */
async function shellFile(request) {
  const cache = await caches.open(CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (keepable(response)) cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && SHELL.includes(url.pathname)) event.respondWith(page(request));
  else if (request.mode !== "navigate" && isShell(url)) event.respondWith(shellFile(request));
  // Anything else (the API, a card opened or downloaded, /pair) goes to the computer and is
  // never kept.
});

// A page tells which of the UI's fonts it used (the CJK ones only a page in Chinese uses).
self.addEventListener("message", (event) => {
  const fonts = (event.data?.keep ?? []).filter((address) => address.startsWith("/fonts/"));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(
    fonts.map(async (address) => (await cache.match(address)) || cache.add(address)))));
});

self.addEventListener("sync", (event) => {
  if (event.tag === Outbox.syncTag) event.waitUntil(Outbox.flush());
});
