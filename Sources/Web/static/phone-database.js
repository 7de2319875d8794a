// The browser's IndexedDB database of MoodCard on this device: the outbox of changes waiting
// for the computer (outbox.js) and what the phone keeps of the last weeks for offline use
// (kept.js). Used by the pages and by the service worker.
"use strict";

const PhoneDatabase = (() => {
  const NAME = "moodcard";
  // 1: the outbox by day, a whole check-in each. 2: changes by key (an entry's fields or a
  // habit's day), and what is kept for offline use.
  const VERSION = 2;

  /** A check-in the first version kept: the fields it changed from the entry the page had
   * read, or, without one, from a day not known (it may have had an entry). */
  const fromFirstVersion = (item) => ({
    key: `entry/${item.day}`, kind: "entry", day: item.day, base: item.base && Changes.state(item.base),
    known: item.base !== null, version: item.version,
    changes: Changes.diff(item.base && Changes.state(item.base), item.state), keptAt: item.keptAt,
  });

  function upgrade(request) {
    const database = request.result;
    const changes = database.createObjectStore("changes", { keyPath: "key" });
    database.createObjectStore("kept", { keyPath: "name" });
    if (!database.objectStoreNames.contains("outbox")) return;
    request.transaction.objectStore("outbox").getAll().onsuccess = (event) => {
      for (const item of event.target.result) changes.put(fromFirstVersion(item));
      database.deleteObjectStore("outbox");
    };
  }

  function open() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(NAME, VERSION);
      request.onupgradeneeded = () => upgrade(request);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }

  /** Runs `work` on the store `name` in one transaction; resolves to its request's result. */
  async function transact(name, mode, work) {
    const database = await open();
    try {
      return await new Promise((resolve, reject) => {
        const transaction = database.transaction(name, mode);
        const request = work(transaction.objectStore(name));
        transaction.oncomplete = () => resolve(request?.result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } finally {
      database.close();
    }
  }

  return { transact };
})();
