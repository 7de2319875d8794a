"""The service worker's own sending of the outbox (Background Sync), in a phone context paired
over HTTPS (127.0.0.2). Headless Chromium never fires a sync event by itself, so the test fires
it as the browser would, through the DevTools protocol (`ServiceWorker.dispatchSyncEvent`), from
a blank tab of the same context: with the check-in page closed, the worker alone delivers what
waits; with the page open, the page and the worker both try, and one of them sends."""

import time

from playwright.sync_api import expect

from test_edits import entry
from test_phone_offline import controlled

DAY = "2026-11-29"
TAG = "moodcard-outbox"  # outbox.js's `syncTag`


class Worker:
    """The DevTools protocol's ServiceWorker domain on a blank tab of `context`: the service
    worker registration of `origin`, and its sync event fired on demand."""

    def __init__(self, context, origin):
        self.origin = origin
        self.tab = context.new_page()
        self.cdp = context.new_cdp_session(self.tab)
        self.registrations = {}
        self.cdp.on("ServiceWorker.workerRegistrationUpdated", lambda event: self.registrations.update(
            {found["registrationId"]: found for found in event["registrations"]}))
        self.cdp.send("ServiceWorker.enable")
        self.id = self.registration()

    def registration(self, seconds=60):
        """The id of the registration whose scope is the origin, once the browser told it."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for found in self.registrations.values():
                if found["scopeURL"] == self.origin + "/" and not found["isDeleted"]:
                    return found["registrationId"]
            # Events arrive while Playwright waits on the browser.
            self.tab.wait_for_timeout(100)
        raise AssertionError(f"no service worker registration of {self.origin}: {self.registrations}")

    def sync(self):
        """Fires the outbox's sync event in the worker, as the browser does when the network is
        back."""
        self.cdp.send("ServiceWorker.dispatchSyncEvent", {
            "origin": self.origin, "registrationId": self.id, "tag": TAG, "lastChance": False})


def puts(context, day):
    """The PUTs of `day`'s entry sent from now on in `context`, by a page or by the service
    worker: `(sender, url)`, the sender a page's URL or "worker"."""
    sent = []

    def seen(request):
        if request.method == "PUT" and f"/api/entries/{day}" in request.url:
            sent.append(("worker" if request.service_worker else request.frame.page.url, request.url))
    context.on("request", seen)
    return sent


def stored_outbox(page):
    """The outbox as IndexedDB holds it, read without outbox.js (a page that loads it sends)."""
    return page.evaluate("""async () => {
      const database = await new Promise((resolve, reject) => {
        const open = indexedDB.open("moodcard");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = await new Promise((resolve) => {
        const request = database.transaction("changes").objectStore("changes").getAll();
        request.onsuccess = () => resolve(request.result);
      });
      database.close();
      return all;
    }""")


def save_offline(page, reason):
    """A check-in of today saved with the computer out of reach: it waits in the outbox."""
    page.context.set_offline(True)
    page.get_by_role("radio", name="Score 4", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill(reason)
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "Saved on this phone; it will be sent when your computer is reachable.")
    assert [item["key"] for item in page.evaluate("Outbox.all()")] == [f"entry/{DAY}"]


def test_with_the_page_closed_the_service_worker_delivers_the_outbox(open_phone, phone_server):
    page = open_phone()
    controlled(page)
    context = page.context
    worker = Worker(context, phone_server.https)
    save_offline(page, "Sent by the worker alone")
    page.close()
    assert entry(phone_server, DAY) is None

    sent = puts(context, DAY)
    context.set_offline(False)
    worker.sync()
    deadline = time.monotonic() + 60
    while entry(phone_server, DAY) is None:
        assert time.monotonic() < deadline, "the worker did not deliver the day"
        worker.tab.wait_for_timeout(100)
    stored = entry(phone_server, DAY)
    assert (stored["score"], stored["reason"]) == (4, "Sent by the worker alone")

    # No page of the app was open: the worker sent it, once, and emptied the outbox.
    history = context.new_page()
    history.goto(phone_server.https + "/history")
    history.wait_for_selector("body[data-ready=true]")
    assert stored_outbox(history) == []
    assert [sender for sender, _ in sent] == ["worker"]


def test_the_page_and_the_worker_never_both_send_one_item(open_phone, phone_server):
    page = open_phone()
    controlled(page)
    context = page.context
    worker = Worker(context, phone_server.https)
    save_offline(page, "Sent by one of them")

    sent = puts(context, DAY)
    context.set_offline(False)
    # Both at once: the worker's sync event and the page's own try, as when the network is back.
    worker.sync()
    page.evaluate("dispatchEvent(new Event('online'))")
    deadline = time.monotonic() + 60
    while stored_outbox(page):
        assert time.monotonic() < deadline, "the outbox was not emptied"
        page.wait_for_timeout(100)
    stored = entry(phone_server, DAY)
    assert (stored["score"], stored["reason"]) == (4, "Sent by one of them")
    assert len(sent) == 1, sent
