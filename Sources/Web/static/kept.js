// What this phone keeps of the journal for when the computer cannot be reached: the mood
// words (the built-in ones and the person's own), the words used lately, the tags to suggest,
// the habits, and the entries and habit records of the last weeks, the days a person is likely
// to open. Nothing older, no card: the check-in page refreshes it whenever it loads with the
// computer reachable, one record in IndexedDB (phone-database.js) replaced each time.
"use strict";

const Kept = (() => {
  const { api } = MoodCard;
  // Four weeks: a phone is rarely away from its computer longer, and a day older than that
  // is still edited offline, as a day not known (its fields are checked on delivery).
  const DAYS = 28;
  const NAME = "journal";

  const transact = (mode, work) => PhoneDatabase.transact("kept", mode, work);

  /** Puts `record` as what is kept, unless the page locked again meanwhile: relock.js covers
   * it as it forgets what is kept (forget-kept.js), and answers read before the lock that
   * arrive after it must not bring the journal back. */
  const keep = (record) => transact("readwrite", (store) =>
    (document.documentElement.classList.contains("lock-cover") ? null : store.put(record)));

  /** The record kept, or null (never kept, or no IndexedDB). */
  const get = () => transact("readonly", (store) => store.get(NAME)).catch(() => null);

  /** Keeps `words`, `recent` and `tags` (as the check-in page read them) with the habits and
   * the last DAYS days up to `today`. */
  async function refresh({ words, recent, tags }, today) {
    const [habits, entries, records] = await Promise.all([
      api("GET", "/api/habits"), api("GET", `/api/entries?days=${DAYS}`),
      api("GET", `/api/habits/days?days=${DAYS}`),
    ]);
    const first = new Date(`${today}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() - (DAYS - 1));
    await keep({
      name: NAME, words, recent, tags, from: first.toISOString().slice(0, 10), to: today,
      habits: habits.map(({ id, name, icon, color }) => ({ id, name, icon, color })),
      entries: Object.fromEntries(entries.map((entry) => [entry.day, entry])), records,
      keptAt: Date.now(),
    });
  }

  /** `day` as kept: `{known, entry}`, `known` false for a day outside the weeks kept. */
  async function day(text) {
    const kept = await get();
    if (!kept || text < kept.from || text > kept.to) return { known: false, entry: null };
    return { known: true, entry: kept.entries[text] ?? null };
  }

  /** The habits kept, each with its record on `day` (`done`: true, false or null). */
  async function habits(day) {
    const kept = await get();
    if (!kept) return null;
    const done = new Map(kept.records.filter((record) => record.day === day)
      .map((record) => [record.id, record.done]));
    return kept.habits.map((habit) => ({ ...habit, done: done.get(habit.id) ?? null }));
  }

  /** Puts `entry` (null: none) as `day`'s in what is kept, after a save the page saw. */
  async function saw(text, entry) {
    const kept = await get();
    if (!kept || text < kept.from || text > kept.to) return;
    if (entry) kept.entries[text] = entry;
    else delete kept.entries[text];
    await keep(kept);
  }

  return { DAYS, get, refresh, day, habits, saw };
})();
