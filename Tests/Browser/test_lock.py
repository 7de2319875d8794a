"""The web app's lock in a phone-sized Chromium over HTTPS at this computer's `HOSTNAME.local`
(mapped to 127.0.0.2 by the browser itself), with a virtual authenticator of the DevTools
protocol (internal transport, user verification on): the lock set on the Data page, a passkey
registered, the page locked again when hidden and when idle, unlocked with the passkey and with
the PIN; answers tampered on their way (another rpId, a signature that no longer matches, a
counter gone back, a credential without user verification) refused by the server; and nothing
of the journal in the phone's caches or IndexedDB once locked."""

import base64
import json
import os
import subprocess

import pytest
from playwright.sync_api import expect

from conftest import LOCAL_NAME, PHONE, mood_binary
from test_phone_offline import controlled, until

PIN = "246810"
# The reasons of the test's journal (conftest's `Server.fill`), which no cache may hold.
JOURNAL_TEXT = "of November"


@pytest.fixture
def local_phone(phone_server, phone_browser):
    """Opens the app at `https://HOSTNAME.local:PORT` in a phone context signed in with a
    one-time address; returns the page and its origin."""
    contexts = []
    origin = phone_server.https.replace("127.0.0.2", LOCAL_NAME)

    def opener(path="/data"):
        context = phone_browser.new_context(**PHONE, locale="en-US", reduced_motion="reduce")
        contexts.append(context)
        page = context.new_page()
        secret = phone_server.one_time_address().split("token=")[1]
        page.goto(f"{origin}{path}?token={secret}")
        return page

    yield opener, origin
    for context in contexts:
        context.close()


def authenticator(page, verified=True):
    """A virtual platform authenticator with user verification, as a phone's fingerprint."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    made = cdp.send("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "transport": "internal", "hasResidentKey": True,
        "hasUserVerification": True, "isUserVerified": verified,
        "automaticPresenceSimulation": True}})
    return cdp, made["authenticatorId"]


def status(page, path):
    return page.evaluate(f"fetch({json.dumps(path)}).then(r => r.status)")


def hide(page):
    """The page hidden, as when the phone shows another app: what the browser tells a page."""
    page.evaluate("""() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }""")


def show_again(page):
    page.evaluate("""() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }""")


def set_lock_on_data_page(page):
    expect(page.locator("#lock-state")).to_have_text("The lock is off.")
    page.get_by_label("New PIN or passphrase").fill(PIN)
    page.get_by_label("The same again").fill(PIN)
    page.get_by_role("button", name="Set the lock").click()
    # The PIN's slow hash (Argon2id, 64 MiB) may take seconds on a busy machine.
    expect(page.locator("#lock-status")).to_have_text("The lock is set.", timeout=60_000)
    expect(page.locator("#lock-state")).to_have_text(
        "The lock is on, with a PIN. This device's passkeys: 0.")


def tamper(page, path, change):
    """Changes the JSON body of the next request to `path` with `change` before it is sent."""
    def handle(route):
        body = json.loads(route.request.post_data)
        change(body)
        route.continue_(post_data=json.dumps(body))
        page.unroute(path)
    page.route(path, handle)


def unbase(text):
    return bytearray(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))


def rebase(data):
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def test_the_lock_set_a_passkey_registered_relocks_on_hide_and_unlocks(
        phone_server, local_phone):
    opener, origin = local_phone
    page = opener()
    assert page.url == origin + "/data"
    assert page.evaluate("window.isSecureContext") is True
    set_lock_on_data_page(page)
    cdp, _ = authenticator(page)
    page.get_by_role("button", name="Add a passkey for this device").click()
    expect(page.locator("#lock-status")).to_have_text("This device's passkey is added.")
    expect(page.locator("#lock-state")).to_have_text(
        "The lock is on, with a PIN. This device's passkeys: 1.")
    page.locator("#lock-title").scroll_into_view_if_needed()
    page.screenshot(path=os.path.join(phone_server.folder, "data-lock-390.png"))
    shot = os.environ.get("LOCK_SCREENSHOTS")
    if shot:
        page.locator("#lock-title").scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(shot, "data-lock-390x844.png"), animations="disabled")

    # Hidden: covered at once, and the server's unlock ends with it.
    hide(page)
    assert page.evaluate("document.documentElement.classList.contains('lock-cover')")
    until(page, "fetch('/api/entries?days=7').then(r => r.status === 423)", "the unlock ended")
    show_again(page)
    page.wait_for_url(origin + "/lock?next=%2Fdata")
    expect(page.get_by_role("heading", name="Locked")).to_be_visible()
    if shot:
        page.screenshot(path=os.path.join(shot, "lock-390x844.png"), animations="disabled")
    # The passkey unlocks, with the fingerprint the virtual authenticator stands for.
    page.get_by_role("button", name="Unlock with a passkey").click()
    page.wait_for_url(origin + "/data")
    assert status(page, "/api/entries?days=7") == 200

    # Answers changed on their way are refused by the server, and the page stays locked.
    page.evaluate("fetch('/api/lock/relock', {method: 'POST', headers: {'X-CSRF-Token': "
                  "document.querySelector('meta[name=csrf-token]').content}})")
    page.goto(origin + "/history")
    page.wait_for_url(origin + "/lock?next=%2Fhistory")

    def other_rp(body):
        data = unbase(body["authenticatorData"])
        data[0] ^= 0xFF  # the rpId's hash: another site's
        body["authenticatorData"] = rebase(data)

    def other_signature(body):
        signature = unbase(body["signature"])
        signature[-1] ^= 0x01
        body["signature"] = rebase(signature)

    for change, said in [
            (other_rp, "the passkey answered for another site than " + origin + ": it is refused"),
            (other_signature, "the passkey's answer could not be verified: it is refused")]:
        tamper(page, "**/api/lock/passkey-unlock", change)
        page.get_by_role("button", name="Unlock with a passkey").click()
        expect(page.locator("#status")).to_have_text(said)
        assert page.url == origin + "/lock?next=%2Fhistory"
        assert status(page, "/api/entries?days=7") == 423

    # A counter gone back, as a copied passkey's: the credential put back with its old count.
    credentials = cdp.send("WebAuthn.getCredentials", {"authenticatorId": _})["credentials"]
    assert len(credentials) == 1 and credentials[0]["signCount"] >= 1
    copied = {**credentials[0], "signCount": 0}
    cdp.send("WebAuthn.removeCredential", {"authenticatorId": _,
                                          "credentialId": copied["credentialId"]})
    cdp.send("WebAuthn.addCredential", {"authenticatorId": _, "credential": copied})
    page.get_by_role("button", name="Unlock with a passkey").click()
    expect(page.locator("#status")).to_have_text(
        "the passkey's counter went back, as a copied one's does: it is refused")
    assert status(page, "/api/entries?days=7") == 423

    # The PIN unlocks on any device; a wrong one is said.
    page.get_by_label("PIN or passphrase").fill("000000")
    page.get_by_role("button", name="Unlock", exact=True).click()
    expect(page.locator("#status")).to_have_text(
        "that is not the web app's PIN or passphrase; nothing was changed")
    page.get_by_label("PIN or passphrase").fill(PIN)
    page.get_by_role("button", name="Unlock", exact=True).click()
    page.wait_for_url(origin + "/history")
    assert status(page, "/api/entries?days=7") == 200


def test_a_credential_made_without_user_verification_is_refused(phone_server, local_phone):
    opener, _ = local_phone
    page = opener()
    set_lock_on_data_page(page)
    authenticator(page)

    def unverified(body):
        attestation = unbase(body["attestationObject"])
        # authData is a CBOR byte string: its head (0x58 and a 1-byte length, or 0x59 and 2),
        # then the rpId's hash (32 bytes), then the flags.
        head = attestation.index(b"authData") + len(b"authData")
        start = head + {0x58: 2, 0x59: 3}[attestation[head]]
        attestation[start + 32] &= ~0x04 & 0xFF
        body["attestationObject"] = rebase(attestation)

    tamper(page, "**/api/lock/passkeys", unverified)
    page.get_by_role("button", name="Add a passkey for this device").click()
    expect(page.locator("#lock-status")).to_have_text(
        "the passkey did not verify you (no fingerprint, face or device PIN): it is refused")
    expect(page.locator("#lock-state")).to_have_text(
        "The lock is on, with a PIN. This device's passkeys: 0.")


def phone_storage(page):
    """Everything this origin keeps on the phone, read in the page: each Cache Storage entry
    (`cache address`, its body) and each IndexedDB store (`database/store`, its records as
    JSON)."""
    return dict(page.evaluate("""async () => {
      const found = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          found.push([name + " " + request.url, await (await cache.match(request)).text()]);
        }
      }
      for (const { name } of await indexedDB.databases()) {
        const database = await new Promise((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        for (const store of database.objectStoreNames) {
          const all = await new Promise((resolve, reject) => {
            const request = database.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          found.push([name + "/" + store, JSON.stringify(all)]);
        }
        database.close();
      }
      return found;
    }"""))


# The days of the test's journal in the four weeks up to its today (2026-11-29) that the
# check-in keeps for offline use, each with its reason.
KEPT_DAYS = ["2026-11-03", "2026-11-08", "2026-11-12", "2026-11-17", "2026-11-21", "2026-11-24",
             "2026-11-27", "2026-11-28"]
WAITING = "Written on the bus, not sent yet"
# Whether the store of what is kept for offline use is empty.
NOTHING_KEPT = """async () => {
  const open = indexedDB.open("moodcard");
  const database = await new Promise((resolve) => { open.onsuccess = () => resolve(open.result); });
  const count = await new Promise((resolve) => {
    const request = database.transaction("kept").objectStore("kept").count();
    request.onsuccess = () => resolve(request.result);
  });
  database.close();
  return count === 0;
}"""


def keeps_the_weeks(page):
    """Waits until the check-in has kept the last weeks for offline use (kept.js): the days
    with their reasons, journal text."""
    kept = until(page, "Kept.get()", "the weeks kept")
    assert sorted(kept["entries"]) == KEPT_DAYS
    assert [kept["entries"][day]["reason"] for day in KEPT_DAYS] == [
        f"Day {int(day[-2:])} of November" for day in KEPT_DAYS]
    assert JOURNAL_TEXT in phone_storage(page)["moodcard/kept"]


def test_idle_relocks_and_nothing_of_the_journal_is_kept_behind_the_lock(
        phone_server, local_phone):
    opener, origin = local_phone
    page = opener("/")
    page.wait_for_selector("body[data-ready=true]")
    controlled(page)
    keeps_the_weeks(page)

    # A check-in the computer could not take waits in the outbox: the lock must keep it. The
    # computer stays out of reach for that day, so that nothing sends it before the lock.
    page.context.set_offline(True)
    page.get_by_role("radio", name="Score 3", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill(WAITING)
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "Saved on this phone; it will be sent when your computer is reachable.")
    page.context.route("**/api/entries/2026-11-29*", lambda route: route.abort())
    page.context.set_offline(False)

    page.goto(origin + "/data")
    set_lock_on_data_page(page)
    page.get_by_label("Lock again").select_option("1")
    expect(page.locator("#lock-status")).to_have_text("Saved.")

    # A clock the test moves: the page's timers wait for it, not for a real minute.
    page.clock.install()
    # What the Data page noted; the next page notes it again once it has asked.
    page.evaluate("localStorage.removeItem('moodcard-lock')")
    # By the app's own link: leaving the app (a typed address) would lock it at once.
    page.locator("header nav a[href='/history']").click()
    page.wait_for_url(origin + "/history")
    page.wait_for_selector("body[data-ready=true]")
    assert status(page, "/api/entries?days=7") == 200
    # relock.js has asked whether the lock is on, and started its idle timer.
    until(page, "localStorage.getItem('moodcard-lock') === 'on'", "the lock known on")
    page.clock.run_for(61_000)
    page.wait_for_url(origin + "/lock?next=%2Fhistory")
    assert status(page, "/api/entries?days=7") == 423

    until(page, NOTHING_KEPT, "the kept weeks forgotten")
    stored = phone_storage(page)
    shell = [name for name in stored if name.startswith("moodcard-shell-")]
    assert shell, "the shell is kept"
    assert sorted(name for name in stored if not name.startswith("moodcard-shell-")) == [
        "moodcard/changes", "moodcard/kept"]
    assert stored["moodcard/kept"] == "[]"
    # The outbox keeps the change not sent, and only the person's change.
    waiting = json.loads(stored["moodcard/changes"])
    assert [(item["key"], item["changes"]) for item in waiting] == [
        ("entry/2026-11-29", {"score": 3, "reason": WAITING})]
    # No journal text anywhere, in the caches or in IndexedDB.
    assert [name for name, text in stored.items() if JOURNAL_TEXT in text] == []
    # Never the lock screen in a page's place, which would leave that page unusable.
    assert [name for name, text in stored.items() if '<body class="lock-screen">' in text] == []
    # The lock screen shows no entry and no waiting check-in.
    assert JOURNAL_TEXT not in page.content()
    assert WAITING not in page.content()


def test_the_lock_screen_forgets_the_kept_weeks_when_the_server_sends_a_page_there(
        phone_server, local_phone):
    opener, origin = local_phone
    page = opener("/")
    page.wait_for_selector("body[data-ready=true]")
    keeps_the_weeks(page)
    # Set at the terminal: no page relocked, the server alone sends the next page to the lock.
    subprocess.run([mood_binary(), "lock", "set"], env=phone_server.env, check=True,
                   input=f"{PIN}\n{PIN}\n", text=True, capture_output=True)
    page.goto(origin + "/history")
    page.wait_for_url(origin + "/lock?next=%2Fhistory")
    until(page, NOTHING_KEPT, "the kept weeks forgotten")
    stored = phone_storage(page)
    assert stored["moodcard/kept"] == "[]"
    assert [name for name, text in stored.items() if JOURNAL_TEXT in text] == []


def test_answers_that_arrive_after_a_relock_are_not_kept(phone_server, local_phone):
    opener, origin = local_phone
    page = opener("/data")
    set_lock_on_data_page(page)
    # By the app's own link: leaving the app (a typed address) would lock it again.
    page.locator("header nav a[href='/']").click()
    page.wait_for_url(origin + "/")
    page.wait_for_selector("body[data-ready=true]")
    keeps_the_weeks(page)
    # The server's side of the relock held back, so that the answers of the API still come,
    # as answers asked for before the page was hidden do.
    page.route("**/api/lock/relock", lambda route: route.abort())
    hide(page)
    until(page, NOTHING_KEPT, "the kept weeks forgotten")
    assert status(page, "/api/entries?days=7") == 200
    page.evaluate("Kept.refresh({ words: [], recent: [], tags: [] }, '2026-11-29')")
    page.evaluate("Kept.saw('2026-11-28', { day: '2026-11-28', reason: 'Day 28 of November' })")
    assert page.evaluate(NOTHING_KEPT) is True
    assert [name for name, text in phone_storage(page).items() if JOURNAL_TEXT in text] == []


def test_at_an_ip_address_the_lock_screen_offers_the_pin_and_says_why(
        phone_server, open_phone):
    subprocess.run([mood_binary(), "lock", "set"], env=phone_server.env, check=True,
                   input=f"{PIN}\n{PIN}\n", text=True, capture_output=True)
    page = open_phone()
    assert "/lock?next=" in page.url
    expect(page.get_by_role("button", name="Unlock with a passkey")).to_be_hidden()
    expect(page.locator("#passkey-why")).to_have_text(
        f"Passkeys need this computer's name, not an IP address: open the app at {LOCAL_NAME} "
        "to use one. The PIN works here.")
    page.get_by_label("PIN or passphrase").fill(PIN)
    page.get_by_role("button", name="Unlock", exact=True).click()
    page.wait_for_url(phone_server.https + "/")
    page.wait_for_selector("body[data-ready=true]")


def test_a_revoked_phone_loses_its_unlock_at_once(phone_server, phone_browser):
    address = phone_server.process.stdout.readline().split()[-1]
    assert address.startswith(phone_server.https + "/pair?code=")
    context = phone_browser.new_context(**PHONE, locale="en-US", reduced_motion="reduce")
    page = context.new_page()
    page.goto(address)
    page.wait_for_selector("body[data-ready=true]")
    subprocess.run([mood_binary(), "lock", "set"], env=phone_server.env, check=True,
                   input=f"{PIN}\n{PIN}\n", text=True, capture_output=True)
    # The pairing's cookie alone reads nothing.
    assert status(page, "/api/entries?days=7") == 423
    page.goto(phone_server.https + "/history")
    page.wait_for_url(phone_server.https + "/lock?next=%2Fhistory")
    page.get_by_label("PIN or passphrase").fill(PIN)
    page.get_by_role("button", name="Unlock", exact=True).click()
    page.wait_for_url(phone_server.https + "/history")
    assert status(page, "/api/entries?days=7") == 200

    subprocess.run([mood_binary(), "devices", "revoke", "Phone 1"], env=phone_server.env,
                   check=True, capture_output=True)
    assert status(page, "/api/entries?days=7") == 401
    assert status(page, "/api/lock") == 401
    context.close()
