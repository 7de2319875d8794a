"""The outbox a page of the previous release left on a phone (IndexedDB `moodcard` version 1:
one store `outbox` keyed by day, each item a whole check-in with the entry it was edited from
and that entry's ETag) is upgraded by today's app (version 2: `changes` and `kept`) and
delivered: every check-in reaches the store once, with nothing lost and nothing doubled."""

import time

from test_edits import entry
from test_lock import local_phone  # noqa: F401 (a fixture)
from test_phone_background_sync import puts, stored_outbox

EDITED = "2026-11-28"  # a day with an entry, edited from it
NEW = "2026-11-29"  # a day without one

# What the previous release's check-in page put in its outbox (Outbox.keep): the form's state,
# the day's entry as the API gave it (null for none) and its ETag (null for none).
FIRST_VERSION = """async ([items]) => {
  const database = await new Promise((resolve, reject) => {
    const open = indexedDB.open("moodcard", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("outbox", { keyPath: "day" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const transaction = database.transaction("outbox", "readwrite");
    for (const item of items) transaction.objectStore("outbox").put(item);
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}"""


def test_the_first_versions_outbox_is_upgraded_and_delivered_once(phone_server, local_phone):
    opener, origin = local_phone
    # A page without the outbox, which opens no database: the phone as the old release left it.
    page = opener("/history")
    page.wait_for_selector("body[data-ready=true]")
    assert page.evaluate("indexedDB.databases()") == []
    read = page.evaluate("""async (day) => {
      const response = await fetch(`/api/entries/${day}`);
      return { entry: await response.json(), etag: response.headers.get("ETag") };
    }""", EDITED)
    assert read["entry"]["reason"] == "Day 28 of November" and read["etag"]
    kept_at = int(time.time() * 1000)
    items = [
        {"day": EDITED, "version": read["etag"], "base": read["entry"], "keptAt": kept_at,
         "state": {"score": 6, "words": ["proud"], "tags": ["sport"],
                   "reason": "Changed on the old phone", "discuss": False}},
        {"day": NEW, "version": None, "base": None, "keptAt": kept_at,
         "state": {"score": 5, "words": ["calm"], "tags": ["home"], "reason": "New on the old phone",
                   "discuss": True}},
    ]
    page.evaluate(FIRST_VERSION, [items])
    assert page.evaluate("indexedDB.databases()") == [{"name": "moodcard", "version": 1}]

    # Today's check-in opens it: the upgrade, then the delivery.
    sent = {day: puts(page.context, day) for day in (EDITED, NEW)}
    page.goto(origin + "/")
    page.wait_for_selector("body[data-ready=true]")
    deadline = time.monotonic() + 60
    while stored_outbox(page):
        assert time.monotonic() < deadline, f"still waiting: {stored_outbox(page)}"
        page.wait_for_timeout(100)

    edited = entry(phone_server, EDITED)
    assert (edited["score"], edited["words"], edited["tags"], edited["reason"], edited["discuss"]) \
        == (6, ["proud"], ["sport"], "Changed on the old phone", False)
    new = entry(phone_server, NEW)
    assert (new["score"], new["words"], new["tags"], new["reason"], new["discuss"]) \
        == (5, ["calm"], ["home"], "New on the old phone", True)
    # Each sent once, by one sender.
    assert {day: len(urls) for day, urls in sent.items()} == {EDITED: 1, NEW: 1}
    # The database is today's: the old store is gone, its items moved and then delivered.
    assert page.evaluate("indexedDB.databases()") == [{"name": "moodcard", "version": 2}]
    stores = page.evaluate("""async () => {
      const database = await new Promise((resolve) => {
        const open = indexedDB.open("moodcard");
        open.onsuccess = () => resolve(open.result);
      });
      const names = [...database.objectStoreNames];
      database.close();
      return names;
    }""")
    assert stores == ["changes", "kept"]
    # The other days are as they were.
    assert entry(phone_server, "2026-11-27")["reason"] == "Day 27 of November"
