"""The phone's first visit and offline use, in a phone context (390 x 844, DPR 3, touch): the
bytes on the wire, the service worker and the shell it keeps, the outbox that holds a check-in
while the computer cannot be reached, and Share with the card's own PNG."""

import io
import re
import subprocess
import time

import pytest
from fontTools.ttLib import TTFont
from playwright.sync_api import expect

from conftest import mood_binary

MIB = 1024 * 1024


@pytest.fixture
def phone(open_app):
    """Opens the app in a new phone context (conftest's `PHONE`); a function of the locale that
    gives the page, ready."""
    return lambda locale="en-US": open_app(locale=locale, phone=True)


def transferred(page):
    """The bytes the page moved on the wire (the Performance API's transferSize) once it and
    its fonts have loaded, and each resource's."""
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready.then(() => true)")
    return page.evaluate("""() => {
      const entries = [...performance.getEntriesByType("navigation"),
                       ...performance.getEntriesByType("resource")];
      return { total: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
               each: entries.map((entry) => [entry.name, entry.transferSize]) };
    }""")


def until(page, script, what, seconds=60):
    """Waits until `script`, a function that may be async, gives a true value in `page`, and
    returns that value. Playwright's `wait_for_function` takes the promise an async function
    returns for a true value at once, so the state is read again here until it holds."""
    deadline = time.monotonic() + seconds
    while True:
        value = page.evaluate(script)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: not within {seconds} s (last {value!r})")
        time.sleep(0.1)


def controlled(page):
    """Waits until the service worker controls the page and has kept the shell."""
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    until(page, """async () => {
      const names = await caches.keys();
      return names.some((name) => name.startsWith("moodcard-shell-"));
    }""", "the shell kept")


def outbox(page):
    """The check-ins waiting in the page's IndexedDB outbox."""
    return page.evaluate("Outbox.all()")


def shown(server, day):
    """What `mood show DAY` prints on the test's store (or says of a day without an entry)."""
    shown = subprocess.run([mood_binary(), "show", day], env=server.env, capture_output=True,
                           text=True)
    return shown.stdout + shown.stderr


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_first_visit_moves_at_most_one_mebibyte(phone, locale):
    page = phone(locale)
    moved = transferred(page)
    names = " ".join(name for name, _ in moved["each"])
    assert moved["total"] <= MIB, moved
    assert "NotoColorEmoji" not in names and ".otf" not in names, names
    assert "/fonts/inter-400.woff2" in names
    # The CJK face only where the page is in Chinese.
    assert ("/fonts/cjk-400.woff2" in names) == (locale == "zh-CN"), names
    print(f"first visit {locale}: {moved['total']} bytes in {len(moved['each'])} requests")


@pytest.mark.parametrize("locale", ["en-US", "zh-CN"])
def test_the_ui_fonts_load_in_chromium_and_fonttools_reads_them(phone, server, locale):
    page = phone(locale)
    family = "MoodCard CJK" if locale == "zh-CN" else "Inter"
    page.wait_for_function(f"""() => [...document.fonts].some((face) =>
      face.family.replaceAll('"', "") === "{family}" && face.status === "loaded")""")
    name = "cjk-400" if locale == "zh-CN" else "inter-400"
    body = page.evaluate(f"""async () => {{
      const response = await fetch("/fonts/{name}.woff2");
      return [...new Uint8Array(await response.arrayBuffer())];
    }}""")
    font = TTFont(io.BytesIO(bytes(body)))
    assert font.flavor == "woff2"
    character = "记" if locale == "zh-CN" else "g"
    assert ord(character) in font.getBestCmap()
    assert "CFF " in font


def test_the_service_worker_registers_controls_the_page_and_opens_it_offline(phone):
    page = phone()
    controlled(page)
    assert page.evaluate("navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("radio", name="Score 7", exact=True)).to_be_visible()
    expect(page.locator("#faces img").first).to_have_js_property("complete", True)
    assert page.evaluate("document.querySelector('#faces img').naturalWidth") > 0
    page.goto(page.url.split("/?")[0].rstrip("/") + "/history")
    expect(page.locator("h1")).to_be_visible()


def test_no_card_or_api_answer_is_kept_in_the_caches(phone):
    page = phone()
    controlled(page)
    page.get_by_role("radio", name="Score 6", exact=True).check()
    # On a phone the card is the bar's thumbnail until it is opened.
    expect(page.locator("#thumb-image")).to_be_visible()
    page.goto(page.url.split("?")[0] + "history")
    page.wait_for_selector("body[data-ready=true]")
    kept = page.evaluate("""async () => {
      const addresses = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) addresses.push(new URL(request.url).pathname);
      }
      return addresses;
    }""")
    assert "/static/app.css" in kept and "/" in kept
    private = [address for address in kept
               if address.startswith("/api/") and not address.startswith("/api/faces/")]
    assert private == [], private


def test_a_check_in_made_offline_waits_in_the_outbox_and_reaches_the_store_online(phone, server):
    page = phone()
    controlled(page)
    page.context.set_offline(True)
    page.get_by_role("radio", name="Score 3", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill("Written on the train")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "Saved on this phone; it will be sent when your computer is reachable.")
    waiting = outbox(page)
    assert [item["day"] for item in waiting] == ["2026-11-29"]
    assert waiting[0]["changes"] == {"score": 3, "reason": "Written on the train"}
    assert "Written on the train" not in shown(server, "2026-11-29")

    page.context.set_offline(False)
    expect(page.locator("#status")).to_have_text(re.compile("Sent to your computer"))
    assert "Written on the train" in shown(server, "2026-11-29")
    assert outbox(page) == []


def test_an_outbox_check_in_that_meets_a_newer_entry_gets_the_conflict_choice(phone, server):
    page = phone()
    controlled(page)
    page.context.set_offline(True)
    page.get_by_role("radio", name="Score 4", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill("From the phone")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(re.compile("Saved on this phone"))
    # Meanwhile, at the computer.
    server.mood("log", "9", "--date", "2026-11-29", "--reason", "From the terminal")

    page.context.set_offline(False)
    dialog = page.get_by_role("dialog", name="This day was changed in another window or device")
    expect(dialog).to_be_visible()
    expect(dialog.locator("#conflict-mine")).to_contain_text("From the phone")
    expect(dialog.locator("#conflict-theirs")).to_contain_text("From the terminal")
    assert "From the terminal" in shown(server, "2026-11-29"), "nothing overwritten unasked"
    assert len(outbox(page)) == 1, "it waits until the person chooses"

    dialog.get_by_role("button", name="Keep mine").click()
    expect(page.locator("#status")).to_have_text("Sent to your computer: November 29, 2026.")
    assert "From the phone" in shown(server, "2026-11-29")
    assert outbox(page) == []


def test_a_page_with_the_token_of_an_earlier_run_gets_the_current_one_and_saves(phone, server):
    page = phone()
    # The check-in page as the service worker may have kept it from an earlier run of the
    # server: its CSRF token is no longer the server's.
    def stale(route):
        answer = route.fetch()
        body = re.sub(r'name="csrf-token" content="[0-9a-f]{64}"',
                      'name="csrf-token" content="' + "0" * 64 + '"', answer.text())
        route.fulfill(response=answer, body=body)
    page.route(re.compile(r"/\?day=2026-11-20$"), stale)
    page.goto(f"{server.origin}/?day=2026-11-20")
    page.wait_for_selector("body[data-ready=true]")
    assert page.evaluate("""() => document.querySelector('meta[name="csrf-token"]').content""") == "0" * 64
    changes = []  # (method, status, token sent) of each change the page sends
    page.on("response", lambda response: changes.append(
        (response.request.method, response.status, response.request.headers.get("x-csrf-token")))
        if response.request.method != "GET" else None)
    page.get_by_role("radio", name="Score 5", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill("Saved with the current token")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(re.compile("Saved"))
    # The first change (the card's preview or the save, whichever goes first) carries the old
    # token and is refused; each change refused is sent once more with the server's token. Two
    # sent at once with the old token are both refused, and both go again.
    assert changes[0][1:] == (403, "0" * 64), changes
    refused = [change for change in changes if change[1] == 403]
    assert all(token == "0" * 64 for _, _, token in refused), changes
    assert [method for method, _, _ in refused].count("PUT") <= 1, changes
    assert [status for method, status, _ in changes if method == "PUT"][-1] == 201, changes
    assert len({token for _, status, token in changes if status != 403}) == 1, changes
    assert "Saved with the current token" in shown(server, "2026-11-20")


def test_share_hands_the_cards_png_file_to_the_share_sheet(browser, server):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
        has_touch=True)
    # Headless Chromium on Linux has no share sheet: this one records what it is handed.
    context.add_init_script("""
      navigator.canShare = (data) => Boolean(data.files && data.files.length);
      navigator.share = async (data) => {
        const file = data.files[0];
        const head = [...new Uint8Array(await file.slice(0, 8).arrayBuffer())];
        window.shared = { name: file.name, type: file.type, size: file.size, head,
                          url: data.url ?? null };
      };""")
    try:
        page = context.new_page()
        page.goto(server.one_time_address())
        page.wait_for_selector("body[data-ready=true]")
        drawn = []
        page.on("requestfinished", lambda request: drawn.append(request.sizes()["responseBodySize"])
                if "/api/preview/" in request.url else None)
        page.get_by_role("radio", name="Score 8", exact=True).check()
        # The card opens full size from the bar's thumbnail, with Share.
        page.get_by_role("button", name="Open your card full size").click()
        expect(page.locator("#preview")).to_be_visible()
        page.get_by_role("button", name="Share").click()
        page.wait_for_function("() => window.shared")
        shared = page.evaluate("window.shared")
        assert shared == {"name": "mood-2026-11-29.png", "type": "image/png",
                          "size": drawn[-1], "url": None,
                          "head": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]}
    finally:
        context.close()


def test_a_save_refused_as_not_connected_is_kept_with_the_way_to_connect_again(phone, server):
    page = phone()
    page.get_by_role("radio", name="Score 6", exact=True).check()
    page.get_by_role("textbox", name="Reason").fill("Kept while not connected")
    # A new run of the server: this browser's session is no longer one it knows.
    server.restart()
    page.get_by_role("button", name="Save").click()
    status = page.locator("#status")
    expect(status).to_contain_text("This phone is not connected to your computer")
    expect(status.get_by_role("link", name="Connect this phone")).to_have_attribute("href", "/pair")
    assert [item["changes"]["reason"] for item in outbox(page)] == ["Kept while not connected"]
    assert "Kept while not connected" not in shown(server, "2026-11-29")

    # Connected again, the page sends what waited.
    page.goto(server.one_time_address())
    page.wait_for_selector("body[data-ready=true]")
    expect(status).to_have_text("Sent to your computer: November 29, 2026.")
    assert "Kept while not connected" in shown(server, "2026-11-29")
    assert outbox(page) == []


def test_a_page_kept_from_an_earlier_day_opens_offline_on_the_phones_today(phone):
    page = phone()
    controlled(page)
    expect(page.locator("#day-heading")).to_have_text("Sunday, November 29, 2026")
    # The next morning, with the computer away: the page the worker kept says the 29th.
    page.clock.set_fixed_time("2026-11-30T08:00:00Z")
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#day-heading")).to_have_text("Monday, November 30, 2026")
    expect(page.locator("#day")).to_have_value("2026-11-30")
    expect(page.locator("#day")).to_have_attribute("max", "2026-11-30")
