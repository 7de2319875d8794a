// Forgets what this phone keeps of the journal for offline use (kept.js), so that nothing of it
// stays readable behind the lock: every page loads it for relock.js, which calls it when the
// page locks again, and the lock screen calls it as it shows, as the server may send a page
// there without a relock first (after a restart of `mood serve`, or an unlock that lapsed while
// the phone slept). The outbox stays: it holds only changes not sent yet. The lock screen
// cannot load phone-database.js, so the database is opened here as it is, only when it exists.
"use strict";

/** Empties the store of what is kept; resolves once it is empty (or there is none). */
async function forgetKept() {
  if (!self.indexedDB?.databases) return;
  const known = await indexedDB.databases();
  if (!known.some((database) => database.name === "moodcard")) return;
  const database = await new Promise((resolve, reject) => {
    const open = indexedDB.open("moodcard");
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  try {
    if (!database.objectStoreNames.contains("kept")) return;
    await new Promise((resolve, reject) => {
      const transaction = database.transaction("kept", "readwrite");
      transaction.objectStore("kept").clear();
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}
