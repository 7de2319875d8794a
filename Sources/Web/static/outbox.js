// The outbox: changes made while the computer could not be reached, kept in IndexedDB
// (phone-database.js) until they are sent. An entry's item holds only the fields the person
// changed and the version they changed it from (or that the day was not known); a habit's, the
// switch's new position. Delivery reads the day as it is now and changes only those fields
// (changes.js), so a change made elsewhere to another field is kept, and one made to the same
// field is a clash for the person to settle, never overwritten. Once sent, an item is deleted.
// Used by the check-in page (outbox-page.js) and by the service worker (Background Sync), so
// nothing here touches the page.
"use strict";

const Outbox = (() => {
  const STORE = "changes";
  const syncTag = "moodcard-outbox";
  // How often a delivery reads the day again when another save came between its read and its
  // write: each try is one read and one conditional write.
  const TRIES = 3;

  const transact = (mode, work) => PhoneDatabase.transact(STORE, mode, work);
  const get = (key) => transact("readonly", (store) => store.get(key));
  const put = (item) => transact("readwrite", (store) => store.put(item));

  /** Every change waiting, by key: the entries by day, then the habits. */
  const all = () => transact("readonly", (store) => store.getAll());

  const remove = (key) => transact("readwrite", (store) => store.delete(key));

  /** Keeps the check-in `state` of `day`, edited from `base` (a state, or null: no entry)
   * at `version`, or from a day not `known`. A second save of a day still waiting keeps the
   * base of the first; a save back to the base leaves nothing waiting. */
  async function keep({ day, state, base, known, version }) {
    const key = `entry/${day}`;
    const from = (await get(key)) ?? { base, known, version };
    const changes = Changes.diff(from.base, state);
    if (!Object.keys(changes).length) return remove(key);
    return put({
      key, kind: "entry", day, base: from.base, known: from.known, version: from.version, changes,
      keptAt: Date.now(),
    });
  }

  /** Keeps a habit switched to `done` on `day` (`habit`: its id and name), or forgets one
   * switched back to where it was. */
  async function keepHabit({ day, habit, name, done, was }) {
    const key = `habit/${habit}/${day}`;
    const waiting = await get(key);
    const base = waiting ? waiting.was : was;
    if (base === done) return remove(key);
    return put({ key, kind: "habit", day, habit, name, done, was: base, keptAt: Date.now() });
  }

  /** The CSRF token, fresh from the computer (a page kept by the service worker carries one
   * of an earlier run); null when this device is not connected. */
  async function token() {
    const session = await fetch("/api/session", { credentials: "same-origin" });
    if (session.status === 401) return null;
    if (!session.ok) throw new Error(session.statusText);
    return (await session.json()).csrf;
  }

  const outcomeOf = async (response) => {
    const data = await response.json().catch(() => null);
    if (response.status === 401) return { outcome: "unauthorized" };
    return { outcome: "failed", message: (data && data.error) || response.statusText };
  };

  /** Sends an entry's changes over the day as it is now; resolves to "sent" with the entry
   * and its ETag, or "conflict" with the day's entry, its ETag and the clash. */
  async function sendEntry(item, csrf) {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const read = await fetch(`/api/entries/${item.day}?missing=null`, { credentials: "same-origin" });
      if (!read.ok) return outcomeOf(read);
      const current = await read.json();
      const etag = read.headers.get("ETag");
      const clash = Changes.clashes(item, current);
      if (clash.deleted || clash.fields.length) {
        if (!item.clash) await put({ ...item, clash: true });
        return { outcome: "conflict", entry: current, etag, clash };
      }
      const condition = current ? { "If-Match": etag } : { "If-None-Match": "*" };
      const response = await fetch(`/api/entries/${item.day}`, {
        method: "PUT", credentials: "same-origin",
        body: JSON.stringify(Changes.body(item.changes, current)),
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf, ...condition },
      });
      // Saved elsewhere between the read and the write (409; 412 when the day was made
      // meanwhile): read it again.
      if (response.status === 409 || response.status === 412) continue;
      if (!response.ok) return outcomeOf(response);
      await remove(item.key);
      return { outcome: "sent", entry: await response.json(), etag: response.headers.get("ETag") };
    }
    return { outcome: "failed", message: "" };
  }

  /** Sends a habit's switch: the day's record is the person's, as the switch's is. */
  async function sendHabit(item, csrf) {
    const response = await fetch(`/api/habits/${item.habit}/days/${item.day}`, {
      method: "PUT", credentials: "same-origin", body: JSON.stringify({ done: item.done }),
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
    });
    if (response.status === 401) return { outcome: "unauthorized" };
    // Refused (the habit was archived or deleted meanwhile): said once, not tried again.
    await remove(item.key);
    return response.ok ? { outcome: "sent" } : outcomeOf(response);
  }

  /** Sends `item`. Resolves to `{outcome, ...}`: "sent", "conflict", "offline",
   * "unauthorized" (not connected), or "failed" with the server's message. */
  async function send(item) {
    try {
      const csrf = await token();
      if (csrf === null) return { outcome: "unauthorized" };
      return await (item.kind === "habit" ? sendHabit(item, csrf) : sendEntry(item, csrf));
    } catch {
      return { outcome: "offline" };
    }
  }

  /** Sends every change waiting, calling `each(item, result)` after each; stops at the first
   * that cannot reach the computer. A clash stays for a page to settle: without `settles`
   * (the service worker), an item already found to clash is left alone. */
  async function flush(each = () => {}, settles = false) {
    // One flush at a time, across the pages and the service worker: an item is sent by one
    // of them, once, and a clash is not read again by the one that cannot settle it.
    const locks = self.navigator.locks;
    const work = async () => {
      for (const item of await all()) {
        if (item.clash && !settles) continue;
        const result = await send(item);
        await each(item, result);
        if (result.outcome === "offline" || result.outcome === "unauthorized") return;
      }
    };
    return locks ? locks.request(syncTag, work) : work();
  }

  return { syncTag, all, get, keep, keepHabit, put, remove, send, flush };
})();
