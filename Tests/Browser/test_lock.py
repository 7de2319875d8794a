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
from test_phone_offline import controlled

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
    expect(page.locator("#lock-status")).to_have_text("The lock is set.")
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
    page.wait_for_function("fetch('/api/entries?days=7').then(r => r.status === 423)")
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


def test_idle_relocks_and_nothing_of_the_journal_is_kept_behind_the_lock(
        phone_server, local_phone):
    opener, origin = local_phone
    page = opener("/history")
    page.wait_for_selector("body[data-ready=true]")
    controlled(page)
    expect(page.get_by_text("Day 28 of November")).to_be_visible()
    page.goto(origin + "/data")
    set_lock_on_data_page(page)
    page.get_by_label("Lock again").select_option("1")
    expect(page.locator("#lock-status")).to_have_text("Saved.")

    # A clock the test moves: the page's timers wait for it, not for a real minute.
    page.clock.install()
    page.goto(origin + "/history")
    # relock.js has asked whether the lock is on, and started its idle timer.
    page.wait_for_function("localStorage.getItem('moodcard-lock') === 'on'")
    page.clock.run_for(61_000)
    page.wait_for_url(origin + "/lock?next=%2Fhistory")
    assert status(page, "/api/entries?days=7") == 423

    kept = page.evaluate("""async () => {
      const found = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          found.push(request.url + "\\n" + await (await cache.match(request)).text());
        }
      }
      const databases = await indexedDB.databases();
      for (const { name } of databases) {
        const database = await new Promise((resolve) => {
          const open = indexedDB.open(name);
          open.onsuccess = () => resolve(open.result);
        });
        for (const store of database.objectStoreNames) {
          const all = await new Promise((resolve) => {
            const request = database.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
          });
          found.push(name + "/" + store + "\\n" + JSON.stringify(all));
        }
        database.close();
      }
      return found;
    }""")
    assert kept, "the shell is kept"
    assert [item for item in kept if JOURNAL_TEXT in item] == []
    # Never the lock screen in a page's place, which would leave that page unusable.
    assert not [item for item in kept if '<body class="lock-screen">' in item]
    # The lock screen shows no entry and no waiting check-in.
    assert JOURNAL_TEXT not in page.content()


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
