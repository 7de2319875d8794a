"""The web app in a real browser: Debian's Chromium driven by Playwright, against `mood serve`."""

import json
import re
import urllib.request

from playwright.sync_api import expect

from snapshots import assert_snapshot


def api(server, path):
    """GETs a JSON API path as a script would, with the bearer token."""
    token = server.address.split("token=")[1]
    request = urllib.request.Request(server.origin + path, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def tab_to(page, locator, limit=80):
    """Presses Tab until `locator` has the focus: it can be reached without a mouse."""
    for _ in range(limit):
        if locator.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{locator} was not reached with Tab")


def test_the_token_leaves_the_address_bar_for_a_cookie(open_app, server):
    page = open_app()
    assert "token" not in page.url
    cookies = page.context.cookies()
    session = next(cookie for cookie in cookies if cookie["name"].startswith("moodcard-"))
    assert session["httpOnly"] and session["sameSite"] == "Strict"
    assert page.evaluate("document.cookie").find(session["value"]) == -1


def test_check_in_on_a_phone_with_the_keyboard_alone(open_app, server):
    page = open_app(390, 844)
    tab_to(page, page.get_by_role("radio", name="Score 1", exact=True))
    for _ in range(7):
        page.keyboard.press("ArrowRight")
    expect(page.get_by_role("radio", name="Score 8", exact=True)).to_be_checked()

    tab_to(page, page.get_by_role("searchbox", name="Filter words"))
    page.keyboard.type("cal")
    calm = page.get_by_role("checkbox", name="Calm")
    expect(page.get_by_role("checkbox", name="Tired")).to_be_hidden()
    tab_to(page, calm)
    page.keyboard.press("Space")
    expect(calm).to_be_checked()

    tab_to(page, page.get_by_role("textbox", name="Tags"))
    page.keyboard.type("walk, sea")
    tab_to(page, page.get_by_role("textbox", name="Reason"))
    page.keyboard.type("Long walk by the sea")
    expect(page.get_by_text("20 of 500 characters")).to_be_visible()

    walk = page.get_by_role("switch", name=re.compile("Walk"))
    tab_to(page, walk)
    page.keyboard.press("Space")
    expect(walk).to_be_checked()

    tab_to(page, page.get_by_role("button", name="Save"))
    page.keyboard.press("Enter")
    expect(page.get_by_role("status").first).to_have_text(re.compile("Saved"))
    entry = api(server, "/api/entries/2026-11-29")
    assert entry["score"] == 8 and entry["words"] == ["calm"]
    assert entry["tags"] == ["sea", "walk"] and entry["reason"] == "Long walk by the sea"
    assert api(server, "/api/habits?day=2026-11-29")[0]["done"] is True

    preview = page.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_be_visible()
    expect(preview).to_have_attribute("alt", re.compile("29 November 2026: 8 out of 10"))
    expect(page.get_by_role("link", name="Download PNG")).to_have_attribute(
        "href", re.compile(r"^/api/preview/2026-11-29\.png\?"))
    page.get_by_role("heading", name="Your card").scroll_into_view_if_needed()
    assert_snapshot(page, "checkin-phone-light")


def test_editing_a_day_again_updates_it_and_a_future_day_cannot_be_chosen(open_app, server):
    page = open_app(1280, 800)
    day = page.get_by_label("Day")
    expect(day).to_have_attribute("max", "2026-11-29")
    day.fill("2026-11-30")
    day.dispatch_event("change")
    expect(day).to_have_value("2026-11-29")

    page.goto(server.origin + "/?day=2026-11-28")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("radio", name="Score 8", exact=True)).to_be_checked()
    expect(page.get_by_role("checkbox", name="Proud")).to_be_checked()
    page.get_by_role("radio", name="Score 9", exact=True).check()
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status").first).to_have_text(re.compile("Updated"))
    assert api(server, "/api/entries/2026-11-28")["score"] == 9
    assert api(server, "/api/entries/2026-11-28")["reason"] == "Day 28 of November"


def test_the_card_live_on_a_desktop_with_download_and_copy(open_app, server):
    page = open_app(1280, 800)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.get_by_role("radio", name="Score 6", exact=True).check()
    page.get_by_role("checkbox", name="Grateful").check()
    page.get_by_role("textbox", name="Reason").fill("Tea with my sister")
    preview = page.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_have_attribute(
        "alt", re.compile("Mood 6 out of 10.*Words: Grateful. Reason: “Tea with my sister”"))

    page.get_by_text("Card options").click()
    page.get_by_label("Theme").select_option("dark")
    page.get_by_label("Leave out the reason").check()
    expect(preview).to_have_attribute("alt", re.compile(r"Mood 6 out of 10, .*Words: Grateful\.$"))

    with page.expect_download() as download:
        page.get_by_role("link", name="Download PNG").click()
    assert download.value.suggested_filename == "mood-2026-11-29.png"
    with open(download.value.path(), "rb") as file:
        assert file.read(8) == b"\x89PNG\r\n\x1a\n"
    with page.expect_download() as download:
        page.get_by_role("link", name="Download PDF").click()
    assert download.value.suggested_filename == "mood-2026-11-29.pdf"

    copy = page.get_by_role("button", name="Copy image")
    expect(copy).to_be_visible()
    copy.click()
    expect(page.get_by_text("The card is on the clipboard.")).to_be_visible()
    can_share = page.evaluate(
        "() => !!(navigator.canShare && navigator.canShare({files: [new File([new Uint8Array(1)], 'a.png', {type: 'image/png'})]}))")
    share = page.get_by_role("button", name="Share")
    if can_share:
        expect(share).to_be_visible()
    else:
        expect(share).to_be_hidden()
    page.evaluate("window.scrollTo(0, 0)")
    assert_snapshot(page, "checkin-desktop-light")


def test_the_chinese_interface_follows_the_browser_and_switches_back(open_app, server):
    page = open_app(390, 844, locale="zh-CN")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    page.get_by_role("radio", name="7 分", exact=True).check()
    page.get_by_role("checkbox", name="平静").check()
    page.get_by_role("textbox", name="原因").fill("和朋友散步")
    page.get_by_role("button", name="保存").click()
    expect(page.get_by_role("status").first).to_have_text(re.compile("已保存"))
    expect(page.get_by_role("img", name=re.compile("^心情卡片"))).to_be_visible()
    assert api(server, "/api/entries/2026-11-29")["words"] == ["calm"]
    page.get_by_role("heading", name="你的卡片").scroll_into_view_if_needed()
    assert_snapshot(page, "checkin-phone-light-zh-Hans")

    page.get_by_role("link", name="EN").click()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("button", name="Save")).to_be_visible()


def test_dark_mode_on_a_desktop(open_app, server):
    page = open_app(1280, 800, scheme="dark")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(21, 23, 27)", background
    page.get_by_role("radio", name="Score 9", exact=True).check()
    expect(page.get_by_role("img", name=re.compile("^Mood card"))).to_be_visible()
    expect(page.get_by_label("Theme")).to_have_value("dark")
    page.evaluate("window.scrollTo(0, 0)")
    assert_snapshot(page, "checkin-desktop-dark")


def test_history_opens_a_day_from_the_calendar(open_app, server):
    page = open_app(1280, 800)
    page.get_by_role("link", name="History").click()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("heading", name="November 2026")).to_be_visible()
    expect(page.get_by_role("img", name="Calendar of November 2026")).to_be_visible()
    expect(page.get_by_role("img", name=re.compile("Every day of 2026"))).to_be_visible()
    assert_snapshot(page, "history-desktop-light")
    page.get_by_role("link", name=re.compile("Open November 21, 2026")).click()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("radio", name="Score 9", exact=True)).to_be_checked()
    expect(page.get_by_role("checkbox", name="Excited")).to_be_checked()


def test_charts_and_the_report(open_app, server):
    page = open_app(390, 844, scheme="dark")
    page.goto(server.origin + "/charts")
    page.wait_for_selector("body[data-ready=true]")
    for title in ["Score by day", "How often each score", "Mood words", "Tags", "Habits"]:
        expect(page.get_by_role("img", name=f"{title}, 30 days")).to_be_visible()
    page.get_by_role("button", name="7", exact=True).click()
    expect(page.get_by_role("img", name="Score by day, 7 days")).to_be_visible()
    with page.expect_download() as download:
        page.get_by_role("link", name="Download Score by day PNG").click()
    assert download.value.suggested_filename.startswith("mood-line-")
    page.get_by_label("Leave the reasons out").check()
    with page.expect_download() as download:
        page.get_by_role("link", name="Download the report").click()
    assert download.value.suggested_filename == "mood-report-2026-11-23-2026-11-29.pdf"


def test_habits_are_added_and_archived(open_app, server):
    page = open_app(390, 844)
    page.goto(server.origin + "/habits")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("Name").fill("Stretch")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.get_by_role("status")).to_have_text("Added Stretch.")
    page.get_by_role("button", name="Archive: Read").click()
    expect(page.get_by_role("status")).to_have_text("Archived Read; its history is kept.")
    names = [habit["name"] for habit in api(server, "/api/habits")]
    assert names == ["Walk", "Stretch"]


def test_an_import_shows_its_dry_run_before_writing(open_app, server, tmp_path):
    backup = tmp_path / "backup.json"
    backup.write_bytes(urllib.request.urlopen(urllib.request.Request(
        server.origin + "/api/export.json",
        headers={"Authorization": "Bearer " + server.address.split("token=")[1]})).read())
    document = json.loads(backup.read_text())
    document["entries"] = [entry for entry in document["entries"] if entry["day"] != "2026-11-01"]
    for entry in document["entries"]:
        entry["day"] = entry["day"].replace("2026-11", "2026-10")
    backup.write_text(json.dumps(document))

    page = open_app(1280, 800)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(str(backup))
    page.get_by_role("button", name="Check the file").click()
    expect(page.get_by_text("Dry run: nothing was written.")).to_be_visible()
    expect(page.get_by_text("entries: 8 added, 0 updated, 0 skipped")).to_be_visible()
    assert api(server, "/api/entries?from=2026-10-01&to=2026-10-31") == []
    page.get_by_role("button", name="Import it").click()
    expect(page.get_by_role("status")).to_have_text("Imported.")
    assert len(api(server, "/api/entries?from=2026-10-01&to=2026-10-31")) == 8
