"""The web app on a phone over HTTPS, end to end: a browser that trusts MoodCard's CA, as a
phone does once the person has installed it, pairs with the address `mood serve --listen
127.0.0.2` prints, and gets the whole app a plain-http LAN address never had: a secure context,
the service worker, the outbox, a first visit under 1 MiB."""

import re
import subprocess

from playwright.sync_api import expect

from conftest import mood_binary
from test_phone_offline import MIB, controlled, outbox, shown, transferred


def test_a_phone_that_trusts_the_authority_gets_a_secure_context(open_phone, phone_server):
    page = open_phone()
    assert page.url.startswith(phone_server.https + "/")
    assert page.evaluate("window.isSecureContext") is True
    # What a plain-http LAN address never had: the clipboard and the service worker.
    assert page.evaluate("typeof navigator.clipboard") == "object"
    assert page.evaluate("'serviceWorker' in navigator") is True
    security = page.evaluate(
        "fetch('/api/entries?days=7').then(r => [r.status, r.headers.get('strict-transport-security')])")
    assert security == [200, "max-age=31536000"]


def test_a_paired_phone_installs_the_app_and_keeps_a_check_in_made_offline(
        phone_server, phone_browser):
    address = phone_server.process.stdout.readline().split()[-1]
    assert address.startswith(phone_server.https + "/pair?code=")
    context = phone_browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
        has_touch=True, locale="en-US", reduced_motion="reduce")
    page = context.new_page()
    page.goto(address)
    page.wait_for_selector("body[data-ready=true]")
    # The first visit of a paired phone, over TLS, compressed: under 1 MiB on the wire.
    assert transferred(page)["total"] <= MIB

    manifest = page.evaluate("fetch('/manifest.webmanifest').then(r => r.json())")
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    controlled(page)
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL") == (
        phone_server.https + "/sw.js")

    context.set_offline(True)
    page.get_by_role("radio", name="Score 6", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill("On the sofa, the computer asleep")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#status")).to_have_text(
        "Saved on this phone; it will be sent when your computer is reachable.")
    assert [item["day"] for item in outbox(page)] == ["2026-11-29"]
    # The app opens again with the computer away.
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    assert "On the sofa" not in shown(phone_server, "2026-11-29")

    context.set_offline(False)
    # Back online, the page sends at once; on a busy machine that first try can miss the
    # server, and the page tries again on its timer (outbox-page.js, RETRY_MS = 30 s).
    expect(page.locator("#status")).to_have_text(
        re.compile("Sent to your computer"), timeout=45_000)
    assert "On the sofa, the computer asleep" in shown(phone_server, "2026-11-29")
    assert outbox(page) == []
    # Nothing of the journal is kept in the phone's caches.
    kept = page.evaluate("""async () => {
      const urls = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    }""")
    # The faces are the app's own drawings, the same for everyone; no other answer of the API.
    assert kept and not [url for url in kept if "/api/" in url and "/api/faces/" not in url], kept

    subprocess.run([mood_binary(), "devices", "revoke", "Phone 1"], env=phone_server.env,
                   check=True, capture_output=True)
    response = page.goto(phone_server.https + "/history")
    assert response.status == 401
    assert page.locator("h1").inner_text() == "Not connected"
    context.close()
