// The outbox: check-ins saved while the computer could not be reached, kept on this phone in
// IndexedDB until they are sent. Each is sent as the check-in page would have sent it, with
// the version the person edited from (If-Match, or If-None-Match: * for a day that had no
// entry), so a newer entry made elsewhere meanwhile is a 409 for the person to settle, never
// overwritten. Once sent, it is deleted. Used by the check-in page (outbox-page.js) and by the
// service worker (Background Sync), so nothing here touches the page.
"use strict";

const Outbox = (() => {
  const DATABASE = "moodcard";
  const STORE = "outbox";
  const syncTag = "moodcard-outbox";

  /** The database, made on first use: one check-in a day, by its day. */
  function open() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "day" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }

  /** Runs `work` on the outbox's store in one transaction; resolves to its request's result. */
  async function transact(mode, work) {
    const database = await open();
    try {
      return await new Promise((resolve, reject) => {
        const transaction = database.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } finally {
      database.close();
    }
  }

  /** Every check-in waiting, oldest day first. */
  const all = () => transact("readonly", (store) => store.getAll());

  /** Keeps `item` ({day, state, version, base}): a second save of a day still waiting keeps
   * the version of the first, the one the person edited from. */
  async function keep(item) {
    const waiting = await transact("readonly", (store) => store.get(item.day));
    const kept = waiting ? { ...item, version: waiting.version, base: waiting.base } : item;
    await transact("readwrite", (store) => store.put({ ...kept, keptAt: Date.now() }));
  }

  const remove = (day) => transact("readwrite", (store) => store.delete(day));

  /** Sends `item` with a CSRF token fresh from the computer (a page kept by the service worker
   * carries one of an earlier run). Resolves to `{outcome, ...}`: "sent" with the entry and
   * its ETag (the item deleted), "conflict" with the day's entry as it is and its ETag,
   * "offline", "unauthorized" (not connected), or "failed" with the server's message. */
  async function send(item) {
    try {
      const session = await fetch("/api/session", { credentials: "same-origin" });
      if (session.status === 401) return { outcome: "unauthorized" };
      if (!session.ok) return { outcome: "failed", message: session.statusText };
      const { csrf } = await session.json();
      const condition = item.version ? { "If-Match": item.version } : { "If-None-Match": "*" };
      const response = await fetch(`/api/entries/${item.day}`, {
        method: "PUT", credentials: "same-origin", body: JSON.stringify(item.state),
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf, ...condition },
      });
      const data = await response.json().catch(() => null);
      const etag = response.headers.get("ETag");
      if (response.ok) {
        await remove(item.day);
        return { outcome: "sent", entry: data, etag };
      }
      if (response.status === 409 || response.status === 412) return { outcome: "conflict", entry: data && data.entry, etag };
      if (response.status === 401) return { outcome: "unauthorized" };
      return { outcome: "failed", message: (data && data.error) || response.statusText };
    } catch {
      return { outcome: "offline" };
    }
  }

  /** Sends every check-in waiting, calling `each(item, result)` after each; stops at the first
   * that cannot reach the computer. A conflict stays in the outbox for the page to settle. */
  async function flush(each = () => {}) {
    // One flush at a time, across the pages and the service worker, so that no check-in is
    // sent twice (the second would meet the first as a change made elsewhere).
    const locks = self.navigator.locks;
    const work = async () => {
      for (const item of await all()) {
        const result = await send(item);
        await each(item, result);
        if (result.outcome === "offline" || result.outcome === "unauthorized") return;
      }
    };
    return locks ? locks.request(syncTag, work) : work();
  }

  return { syncTag, all, keep, remove, send, flush };
})();
