// The one rule of a change made to a day's entry where the computer could not see it (the
// outbox), and of its clash with a change made elsewhere meanwhile: a change is the fields the
// person changed from the version they saw, a clash is a field changed on both sides to
// different values, and delivery changes only the person's fields. Used by the check-in page,
// the outbox and the service worker, so nothing here touches the page.
"use strict";

const Changes = (() => {
  const FIELDS = ["score", "words", "tags", "reason", "discuss"];
  const EMPTY = Object.freeze({ score: null, words: [], tags: [], reason: "", discuss: false });

  /** An entry (as the API gives it, or null for a day without one) in the form's terms. */
  const state = (entry) => (entry ? {
    score: entry.score, words: entry.words, tags: entry.tags, reason: entry.reason,
    discuss: entry.discuss === true,
  } : { ...EMPTY });

  // What makes two values of a field the same entry: words in any order, tags in any order
  // and case, a reason without its outer spaces, an unmarked mark whatever it was written as.
  const keys = {
    score: (value) => String(value),
    words: (value) => JSON.stringify([...value].sort()),
    tags: (value) => JSON.stringify(value.map((tag) => tag.toLowerCase()).sort()),
    reason: (value) => value.trim(),
    discuss: (value) => String(value === true),
  };
  const equal = (field, a, b) => keys[field](a) === keys[field](b);

  /** Whether two states save the same entry. */
  const same = (a, b) => FIELDS.every((field) => equal(field, a[field], b[field]));

  /** The fields of `edited` that differ from `base` (a state, or null: a day without an entry
   * or one not known), with their new values. */
  function diff(base, edited) {
    const from = base ?? EMPTY;
    const changes = {};
    for (const field of FIELDS) {
      if (!equal(field, from[field], edited[field])) changes[field] = edited[field];
    }
    return changes;
  }

  /** `base` with `changes` made to it. */
  const apply = (base, changes) => ({ ...(base ?? EMPTY), ...changes });

  /** How `item` ({changes, base, known}) meets `current`, the day's entry now (null: none):
   * `{deleted}` when the day the person edited was deleted since, else `{fields}`, the fields
   * changed on both sides to different values. Where the base was not known (the page could
   * not read the day), every field the day holds otherwise than the person is a clash. */
  function clashes(item, current) {
    if (item.known && item.base && !current) return { deleted: true, fields: [] };
    const theirs = state(current);
    const base = item.known ? item.base ?? EMPTY : EMPTY;
    const fields = Object.keys(item.changes).filter((field) =>
      !equal(field, theirs[field], base[field]) && !equal(field, theirs[field], item.changes[field]));
    return { deleted: false, fields };
  }

  /** The body of the PUT that makes `changes` to `current` (null: none) and nothing else: the
   * score is always sent, as the API asks, and is the day's own when the person left it. */
  function body(changes, current) {
    return { score: current ? current.score : null, ...changes };
  }

  /** The reason that keeps both, the person's first, when they differ. */
  function bothReasons(mine, theirs) {
    if (!theirs.trim() || equal("reason", mine, theirs)) return mine;
    if (!mine.trim()) return theirs;
    return `${mine.trim()} · ${theirs.trim()}`;
  }

  /** `mine` merged with `theirs`: the person's score, the words and tags of both (the
   * person's first), both reasons, and the mark to discuss when either has it. */
  function merged(mine, theirs) {
    const words = [...mine.words, ...theirs.words.filter((id) => !mine.words.includes(id))];
    const tags = [...mine.tags];
    for (const tag of theirs.tags) {
      if (!tags.some((known) => known.toLowerCase() === tag.toLowerCase())) tags.push(tag);
    }
    return {
      ...mine, words, tags, reason: bothReasons(mine.reason, theirs.reason),
      discuss: mine.discuss === true || theirs.discuss === true,
    };
  }

  return { FIELDS, EMPTY, state, equal, same, diff, apply, clashes, body, merged };
})();
