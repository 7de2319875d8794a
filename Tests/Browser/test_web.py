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


def tab_to(page, locator, limit=80, key="Tab"):
    """Presses Tab (or `key`, such as Shift+Tab) until `locator` has the focus: it can be reached
    without a mouse."""
    for _ in range(limit):
        if locator.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{locator} was not reached with {key}")


def press_on(page, locator, press="Enter", limit=80, key="Tab"):
    """Moves the focus to `locator` with `key` (see `tab_to`), then presses `press` there: the
    control is used without a mouse."""
    tab_to(page, locator, limit=limit, key=key)
    page.keyboard.press(press)


def go_with_keyboard(page, name):
    """Opens the page `name` from the navigation with the keyboard alone."""
    link = page.get_by_role("navigation", name="Pages").get_by_role("link", name=name)
    press_on(page, link, limit=250, key="Shift+Tab")
    page.wait_for_selector("body[data-ready=true]")
    expect(link).to_have_attribute("aria-current", "page")


def expect_landmarks(page):
    """The landmarks every page has, with the names a screen reader announces."""
    expect(page.get_by_role("link", name="Skip to content")).to_have_count(1)
    expect(page.get_by_role("navigation", name="Pages")).to_match_aria_snapshot(
        '- navigation "Pages":\n'
        '  - link "Check in"\n  - link "History"\n  - link "Charts"\n  - link "Habits"\n'
        '  - link "Data"')
    expect(page.get_by_role("group", name="Language")).to_be_visible()
    expect(page.get_by_role("main")).to_have_count(1)


def test_the_token_leaves_the_address_bar_for_a_cookie_of_its_own(open_app, server):
    page = open_app()
    assert "token" not in page.url
    cookies = page.context.cookies()
    session = next(cookie for cookie in cookies if cookie["name"].startswith("moodcard-"))
    assert session["httpOnly"] and session["sameSite"] == "Strict"
    assert session["value"] != server.token
    assert page.evaluate("document.cookie").find(session["value"]) == -1


def test_an_address_from_the_history_opens_no_second_session(server, browser):
    address = server.one_time_address()
    first = browser.new_context()
    page = first.new_page()
    page.goto(address)
    page.wait_for_selector("body[data-ready=true]")
    # Another browser with the same address, as read from the first one's history.
    second = browser.new_context()
    response = second.new_page().goto(address)
    assert response.status == 401
    assert "this address has opened the web app once already" in response.text()
    assert not any(cookie["name"].startswith("moodcard-") for cookie in second.cookies())
    first.close()
    second.close()


def test_check_in_on_a_phone_with_the_keyboard_alone(open_app, server):
    page = open_app(390, 844)
    expect_landmarks(page)
    expect(page.get_by_role("group", name=re.compile("^How are you?")).get_by_role("radio")).to_have_count(10)
    tab_to(page, page.get_by_role("radio", name="Score 1", exact=True))
    for _ in range(7):
        page.keyboard.press("ArrowRight")
    expect(page.get_by_role("radio", name="Score 8", exact=True)).to_be_checked()

    tab_to(page, page.get_by_role("searchbox", name="Filter words"))
    page.keyboard.type("cal")
    calm = page.get_by_role("checkbox", name="Calm")
    expect(page.get_by_role("checkbox", name="Tired")).to_be_hidden()
    press_on(page, calm, "Space")
    expect(calm).to_be_checked()

    tab_to(page, page.get_by_role("textbox", name="Tags"))
    page.keyboard.type("walk, sea")
    tab_to(page, page.get_by_role("textbox", name="Reason"))
    page.keyboard.type("Long walk by the sea")
    expect(page.get_by_text("20 of 500 characters")).to_be_visible()

    walk = page.get_by_role("switch", name=re.compile("Walk"))
    press_on(page, walk, "Space")
    expect(walk).to_be_checked()

    press_on(page, page.get_by_role("button", name="Save"))
    expect(page.locator("#status")).to_have_text(re.compile("^Saved"))
    entry = api(server, "/api/entries/2026-11-29")
    assert entry["score"] == 8 and entry["words"] == ["calm"]
    assert entry["tags"] == ["sea", "walk"] and entry["reason"] == "Long walk by the sea"
    assert api(server, "/api/habits?day=2026-11-29")[0]["done"] is True

    # On a phone the card opens full size from its thumbnail beside Save.
    press_on(page, page.get_by_role("button", name="Open your card full size"), key="Shift+Tab")
    sheet = page.get_by_role("dialog", name="Your card")
    preview = sheet.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_be_visible()
    expect(preview).to_have_attribute("alt", re.compile("29 November 2026: 8 out of 10"))
    # A saved day's card has an address of its own, with nothing private in it.
    expect(sheet.get_by_role("link", name="Download PNG")).to_have_attribute(
        "href", "/api/cards/2026-11-29.png?size=portrait&theme=light&locale=en&download=1")
    expect(sheet.get_by_role("button", name="Close")).to_be_focused()
    assert_snapshot(page, "checkin-phone-light")
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    expect(page.get_by_role("button", name="Open your card full size")).to_be_focused()


def test_editing_a_day_again_updates_it_and_a_future_day_cannot_be_chosen(open_app, server):
    page = open_app(1280, 800)
    page.get_by_text("Another day").click()
    day = page.get_by_label("Day", exact=True)
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
    expect(page.locator("#status")).to_have_text(re.compile("^Updated"))
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
    # The options opened below the card: the panel beside the form scrolls, as the window does.
    page.evaluate("window.scrollTo(0, 0)")
    page.locator("#card-panel").evaluate("panel => panel.scrollTo(0, 0)")
    assert_snapshot(page, "checkin-desktop-light")

    # Leaving out the footer draws the card again without it, and the files follow.
    png = page.get_by_role("link", name="Download PNG")
    with page.expect_download() as download:
        png.click()
    with open(download.value.path(), "rb") as file:
        with_footer = file.read()
    drawn = preview.get_attribute("src")
    page.get_by_label("Leave out the footer").check()
    expect(preview).not_to_have_attribute("src", drawn)
    with page.expect_download() as download:
        png.click()
    with open(download.value.path(), "rb") as file:
        without_footer = file.read()
    assert without_footer[:8] == b"\x89PNG\r\n\x1a\n"
    assert without_footer != with_footer


def test_the_chinese_interface_follows_the_browser_and_switches_back(open_app, server):
    page = open_app(390, 844, locale="zh-CN")
    expect(page.locator("html")).to_have_attribute("lang", "zh-Hans")
    page.get_by_role("radio", name="7 分", exact=True).check()
    page.get_by_role("checkbox", name="平静").check()
    page.get_by_role("textbox", name="原因").fill("和朋友散步")
    page.get_by_role("button", name="保存").click()
    expect(page.locator("#status")).to_have_text(re.compile("^已保存"))
    assert api(server, "/api/entries/2026-11-29")["words"] == ["calm"]
    page.get_by_role("button", name="查看完整的卡片").click()
    expect(page.get_by_role("img", name=re.compile("^心情卡片"))).to_be_visible()
    assert_snapshot(page, "checkin-phone-light-zh-Hans")
    page.get_by_role("button", name="关闭").click()

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
    page.get_by_role("button", name="7 days", exact=True).click()
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
    page.get_by_role("textbox", name="Name").fill("Stretch")
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
    expect(page.locator("#status")).to_have_text("Imported.")
    assert len(api(server, "/api/entries?from=2026-10-01&to=2026-10-31")) == 8


# MARK: - Every page with the keyboard alone, and what a screen reader is told


def test_history_with_the_keyboard_alone_opens_a_day_from_the_calendar(open_app, server):
    page = open_app(390, 844)
    go_with_keyboard(page, "History")
    expect_landmarks(page)
    expect(page.get_by_role("heading", level=1, name="History")).to_have_count(1)
    expect(page.get_by_role("heading", name="November 2026")).to_be_visible()
    expect(page.get_by_role("img", name="Calendar of November 2026")).to_be_visible()
    expect(page.get_by_role("button", name="Previous month")).to_be_enabled()
    expect(page.get_by_role("button", name="Next month")).to_be_disabled()
    entries = page.get_by_role("region", name="Entries").get_by_role("listitem")
    expect(entries).to_have_count(9)
    expect(entries.first.get_by_role("link")).to_have_accessible_name(
        re.compile("^Saturday, November 28, 2026.*#sport.*Day 28 of November.*8/10$"))

    previous = page.get_by_role("button", name="Previous month")
    press_on(page, previous)
    expect(page.get_by_role("heading", name="October 2026")).to_be_visible()
    press_on(page, page.get_by_role("button", name="Next month"))
    expect(page.get_by_role("heading", name="November 2026")).to_be_visible()

    day = page.get_by_role("link", name="Open November 21, 2026 · 9/10")
    press_on(page, day)
    page.wait_for_selector("body[data-ready=true]")
    assert page.url.endswith("/?day=2026-11-21")
    expect(page.get_by_role("radio", name="Score 9", exact=True)).to_be_checked()
    expect(page.get_by_role("checkbox", name="Excited")).to_be_checked()


def test_charts_with_the_keyboard_alone_pick_a_range_and_download(open_app, server):
    page = open_app(1280, 800)
    go_with_keyboard(page, "Charts")
    expect_landmarks(page)
    ranges = page.get_by_role("group", name="Days")
    expect(ranges.get_by_role("button")).to_have_text(["7 days", "30 days", "90 days", "365 days", "All"])
    expect(ranges.get_by_role("button", name="30 days")).to_have_attribute("aria-pressed", "true")

    seven = ranges.get_by_role("button", name="7 days", exact=True)
    press_on(page, seven)
    expect(seven).to_have_attribute("aria-pressed", "true")
    expect(ranges.get_by_role("button", name="30 days")).to_have_attribute("aria-pressed", "false")
    for title in ["Score by day", "Day by day", "How often each score", "By weekday", "Mood words",
                  "Tags", "With and without", "Habits"]:
        expect(page.get_by_role("img", name=f"{title}, 7 days")).to_be_visible()

    year = ranges.get_by_role("button", name="365")
    press_on(page, year)
    expect(page.get_by_role("img", name="Score by day, 365 days")).to_be_visible()
    expect(page.get_by_text("Drawn for up to 92 days: pick a shorter range.")).to_be_visible()
    expect(page.get_by_role("img", name=re.compile("^Day by day"))).to_have_count(0)
    press_on(page, seven, key="Shift+Tab")
    expect(seven).to_have_attribute("aria-pressed", "true")

    words = page.get_by_role("link", name="Download Mood words SVG")
    tab_to(page, words)
    with page.expect_download() as download:
        page.keyboard.press("Enter")
    assert download.value.suggested_filename == "mood-words-2026-11-23-2026-11-29.svg"

    redact = page.get_by_role("checkbox", name="Leave the reasons out")
    press_on(page, redact, "Space")
    expect(redact).to_be_checked()
    report = page.get_by_role("link", name="Download the report")
    expect(report).to_have_attribute("href", re.compile("days=7.*redact-reasons=1"))
    tab_to(page, report)
    with page.expect_download() as download:
        page.keyboard.press("Enter")
    assert download.value.suggested_filename == "mood-report-2026-11-23-2026-11-29.pdf"


def test_habits_with_the_keyboard_alone_are_added_renamed_marked_and_archived(open_app, server):
    page = open_app(390, 844)
    go_with_keyboard(page, "Habits")
    expect_landmarks(page)
    status = page.get_by_role("status")
    expect(page.get_by_role("region", name="Active").get_by_role("listitem")).to_have_count(2)

    tab_to(page, page.get_by_role("textbox", name="Name"))
    page.keyboard.type("Stretch")
    page.keyboard.press("Enter")
    expect(status).to_have_text("Added Stretch.")

    press_on(page, page.get_by_role("button", name="Rename: Walk"))
    field = page.get_by_role("textbox", name="New name for Walk")
    expect(field).to_be_focused()
    expect(field).to_have_value("Walk")
    page.keyboard.press("Escape")
    expect(page.get_by_role("button", name="Rename: Walk")).to_be_focused()
    page.keyboard.press("Enter")
    expect(field).to_be_focused()
    assert_snapshot(page, "habits-rename-phone-light")
    page.keyboard.type("Evening walk")
    page.keyboard.press("Enter")
    expect(status).to_have_text("Renamed Walk to Evening walk.")
    expect(page.get_by_role("button", name="Rename: Evening walk")).to_be_focused()

    press_on(page, page.get_by_role("button", name="Archive: Read"))
    expect(status).to_have_text("Archived Read; its history is kept.")
    expect(page.get_by_role("button", name="Bring back: Read")).to_be_visible()
    habits = api(server, "/api/habits?archived=1")
    assert {habit["name"]: habit["archived"] for habit in habits} == {
        "Evening walk": False, "Read": True, "Stretch": False}

    go_with_keyboard(page, "Check in")
    stretch = page.get_by_role("switch", name="Stretch")
    tab_to(page, stretch)
    with page.expect_response(lambda response: response.request.method == "PUT") as marked:
        page.keyboard.press("Space")
    assert marked.value.status == 200
    expect(stretch).to_be_checked()
    expect(page.get_by_role("switch", name=re.compile("Read"))).to_have_count(0)
    done = {habit["name"]: habit.get("done") for habit in api(server, "/api/habits?day=2026-11-29")}
    assert done == {"Evening walk": None, "Stretch": True}


def daylio_export(tmp_path):
    """A Daylio export with one mood of Daylio's own (rad) and one it does not know (okay)."""
    path = tmp_path / "daylio_export.csv"
    path.write_text(
        "full_date,date,weekday,time,mood,activities,note\n"
        "2026-10-12,October 12,Monday,20:00,okay,walk,Quiet day\n"
        "2026-10-11,October 11,Sunday,21:30,okay,,\n"
        "2026-10-10,October 10,Saturday,19:00,rad,friends | sea,Sea swim\n")
    return path


def test_a_daylio_import_with_the_keyboard_alone_asks_for_each_mood_s_score(open_app, server, tmp_path):
    page = open_app(390, 844)
    go_with_keyboard(page, "Data")
    expect_landmarks(page)
    expect(page.get_by_role("link", name="Download JSON backup")).to_have_attribute("href", "/api/export.json")
    file = page.get_by_label("File", exact=True)
    tab_to(page, file)
    # A file dialog is the system's, not the page's: the test hands the file to the focused field.
    file.set_input_files(str(daylio_export(tmp_path)))
    press_on(page, page.get_by_role("button", name="Check the file"))

    status = page.locator("#status")
    expect(status).to_have_text(re.compile("^Some of Daylio's moods have no score yet"))
    table = page.get_by_role("group", name="Daylio's moods").get_by_role("table")
    expect(table.get_by_role("rowheader")).to_have_text(["okay", "rad"])
    okay = page.get_by_role("combobox", name="Score for okay")
    expect(okay).to_be_focused()
    expect(okay).to_have_value("")
    expect(page.get_by_role("combobox", name="Score for rad")).to_have_value("9")
    expect(page.get_by_role("button", name="Import it")).to_be_hidden()
    assert_snapshot(page, "data-daylio-phone-light")

    page.keyboard.press("6")
    expect(okay).to_have_value("6")
    expect(status).to_have_text("Nothing has been written yet.")
    expect(page.get_by_text("Dry run: nothing was written.")).to_be_visible()
    expect(okay).to_be_focused()
    assert api(server, "/api/entries?from=2026-10-01&to=2026-10-31") == []

    rad = page.get_by_role("combobox", name="Score for rad")
    press_on(page, rad, "1")
    page.keyboard.press("0")
    expect(rad).to_have_value("10")
    expect(page.get_by_role("button", name="Import it")).to_be_visible()
    press_on(page, page.get_by_role("button", name="Import it"))
    expect(status).to_have_text("Imported.")
    entries = api(server, "/api/entries?from=2026-10-01&to=2026-10-31")
    assert [(entry["day"], entry["score"]) for entry in entries] == [
        ("2026-10-10", 10), ("2026-10-11", 6), ("2026-10-12", 6)]


def test_a_daylio_mood_with_a_comma_in_its_name_is_scored_and_imported(open_app, server, tmp_path):
    path = tmp_path / "daylio_export.csv"
    path.write_text(
        "full_date,date,weekday,time,mood,activities,note\n"
        '2026-10-12,October 12,Monday,20:00,"tired, but ok",,\n'
        "2026-10-10,October 10,Saturday,19:00,rad,,\n")
    page = open_app(1280, 800)
    page.get_by_role("link", name="Data").click()
    page.get_by_label("File", exact=True).set_input_files(str(path))
    page.get_by_role("button", name="Check the file").click()
    page.get_by_role("combobox", name="Score for tired, but ok").select_option("4")
    expect(page.get_by_text("Dry run: nothing was written.")).to_be_visible()
    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")
    entries = api(server, "/api/entries?from=2026-10-01&to=2026-10-31")
    assert [(entry["day"], entry["score"]) for entry in entries] == [("2026-10-10", 9), ("2026-10-12", 4)]


def test_a_word_of_one_s_own_from_the_check_in_with_the_keyboard_alone(open_app, server):
    page = open_app(390, 844)
    tab_to(page, page.get_by_role("searchbox", name="Filter words"))
    page.keyboard.type("cozy")
    add = page.get_by_role("button", name="Add “cozy” as a word")
    expect(page.get_by_text("No word matches “cozy”.")).to_be_visible()
    press_on(page, add)
    expect(page.get_by_role("textbox", name="English name")).to_have_value("cozy")
    expect(page.get_by_role("textbox", name="Chinese name (optional)")).to_be_focused()
    page.keyboard.type("舒适")

    press_on(page, page.get_by_role("button", name="Add the word"))
    expect(page.get_by_text("Choose pleasant, neutral or unpleasant.")).to_be_visible()
    expect(page.get_by_role("radio", name="Pleasant", exact=True)).to_be_focused()
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    cozy = page.get_by_role("checkbox", name="cozy")
    expect(cozy).to_be_checked()
    expect(cozy).to_be_focused()
    expect(page.get_by_text("Added “cozy” to your words and chose it.")).to_be_visible()
    expect(page.get_by_role("group", name=re.compile("^Mood words"))).to_be_visible()

    save = page.get_by_role("button", name="Save")
    press_on(page, save)
    expect(page.get_by_role("status").filter(has_text="Pick a face first.")).to_be_visible()
    expect(page.get_by_role("radio", name="Score 1", exact=True)).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("radio", name="Score 2", exact=True)).to_be_checked()
    press_on(page, save)
    expect(page.get_by_role("status").filter(has_text="Saved November 29, 2026.")).to_be_visible()
    assert api(server, "/api/entries/2026-11-29")["words"] == ["cozy"]
    words = api(server, "/api/words")
    assert words[-1] == {"id": "cozy", "english": "cozy", "chinese": "舒适", "valence": "pleasant",
                         "builtIn": False}
    expect(page.get_by_role("button", name="Open your card full size")).to_be_enabled()
    press_on(page, page.get_by_role("button", name="Open your card full size"), key="Shift+Tab")
    expect(page.get_by_role("img", name=re.compile("^Mood card.*Words: cozy"))).to_be_visible()


def test_a_word_of_one_s_own_in_the_chinese_interface(open_app, server):
    page = open_app(1280, 800, locale="zh-CN", scheme="dark")
    page.get_by_role("searchbox", name="筛选心情词").fill("惬意")
    page.get_by_role("button", name="把“惬意”添加为心情词").click()
    expect(page.get_by_role("textbox", name="中文名", exact=True)).to_have_value("惬意")
    expect(page.get_by_role("textbox", name="英文名（可选）")).to_have_value("")
    page.get_by_role("radio", name="愉快", exact=True).check()
    page.get_by_role("button", name="添加这个词").click()
    expect(page.get_by_text("已添加“惬意”，并已选中。")).to_be_visible()
    expect(page.get_by_role("checkbox", name="惬意")).to_be_checked()
    page.get_by_role("radio", name="8 分", exact=True).check()
    expect(page.get_by_role("img", name=re.compile("^心情卡片.*惬意"))).to_be_visible()
    # Named only in Chinese, the word has that name in English too.
    assert api(server, "/api/words")[-1] == {
        "id": "惬意", "english": "惬意", "chinese": "惬意", "valence": "pleasant", "builtIn": False}
    page.get_by_role("checkbox", name="惬意").evaluate("chip => chip.scrollIntoView({block: 'center'})")
    page.mouse.move(4, 796)
    assert_snapshot(page, "checkin-new-word-desktop-dark-zh-Hans")


def own_words(server):
    """Two words of one's own, one of them on an entry."""
    server.mood("words", "add", "Sleepy", "--valence", "neutral", "--zh", "困")
    server.mood("words", "add", "Cozy", "--valence", "pleasant")
    server.mood("log", "6", "--date", "2026-11-20", "--words", "sleepy")


def test_words_of_one_s_own_are_renamed_and_deleted_with_the_keyboard_alone(open_app, server):
    own_words(server)
    page = open_app(390, 844)
    # The words of one's own are with the rest of the words, folded at first.
    press_on(page, page.locator("#more-words"))
    press_on(page, page.locator("#add-word-summary"))
    expect(page.get_by_role("list", name="Added so far").get_by_role("listitem")).to_have_text(
        [re.compile("^Sleepy · 困"), re.compile("^Cozy")])
    # The dots' colours are said in words too.
    own_list = page.get_by_role("list", name="Added so far")
    expect(own_list.get_by_role("img", name="Neutral")).to_have_count(1)
    expect(own_list.get_by_role("img", name="Pleasant")).to_have_count(1)

    rename = page.get_by_role("button", name="Rename: Sleepy")
    press_on(page, rename)
    english = page.get_by_role("textbox", name="New English name for Sleepy")
    expect(english).to_be_focused()
    expect(english).to_have_value("Sleepy")
    page.keyboard.press("Escape")
    expect(rename).to_be_focused()
    page.keyboard.press("Enter")
    expect(english).to_be_focused()
    page.keyboard.type("Drowsy")
    page.keyboard.press("Tab")
    chinese = page.get_by_role("textbox", name="New Chinese name for Sleepy")
    expect(chinese).to_be_focused()
    expect(chinese).to_have_value("困")
    page.keyboard.press("End")
    page.keyboard.type("倦")
    chinese.evaluate("field => field.scrollIntoView({block: 'center'})")
    assert_snapshot(page, "words-rename-phone-light")
    page.keyboard.press("Enter")
    expect(page.get_by_text("Renamed “Sleepy” to “Drowsy”.")).to_be_visible()
    expect(page.get_by_role("button", name="Rename: Drowsy")).to_be_focused()
    expect(page.get_by_role("checkbox", name="Drowsy")).to_be_visible()
    assert api(server, "/api/entries/2026-11-20")["words"] == ["sleepy"]

    press_on(page, page.get_by_role("button", name="Delete: Drowsy"))
    expect(page.get_by_text('1 entry has the word "Drowsy"; take it off that entry first, or rename the word')).to_be_visible()
    press_on(page, page.get_by_role("button", name="Delete: Cozy"))
    expect(page.get_by_text("Deleted “Cozy”.")).to_be_visible()
    expect(page.get_by_role("checkbox", name="Cozy")).to_have_count(0)
    expect(page.get_by_role("button", name="Delete: Drowsy")).to_be_focused()
    assert [(word["id"], word["english"], word["chinese"]) for word in api(server, "/api/words")
            if not word["builtIn"]] == [("sleepy", "Drowsy", "困倦")]

    desktop = open_app(1280, 800)
    desktop.locator("#more-words").click()
    desktop.get_by_text("Your own words").click()
    desktop.get_by_role("button", name="Rename: Drowsy").click()
    desktop.get_by_role("list", name="Added so far").evaluate("list => list.scrollIntoView({block: 'center'})")
    desktop.mouse.move(4, 796)
    assert_snapshot(desktop, "words-rename-desktop-light")


def test_a_word_renamed_with_only_a_chinese_name_takes_it_in_english_too(open_app, server):
    own_words(server)
    page = open_app(390, 844, locale="zh-CN")
    page.locator("#more-words").click()
    page.get_by_text("你自己的心情词").click()
    page.get_by_role("button", name="重命名“Cozy”").click()
    page.get_by_role("textbox", name="“Cozy”的新英文名").fill("")
    page.get_by_role("textbox", name="“Cozy”的新中文名").fill("惬意")
    page.keyboard.press("Enter")
    expect(page.get_by_text("已将“Cozy”重命名为“惬意”。")).to_be_visible()
    expect(page.get_by_role("button", name="重命名“惬意”")).to_be_focused()
    assert [(word["id"], word["english"], word["chinese"]) for word in api(server, "/api/words")
            if word["id"] == "cozy"] == [("cozy", "惬意", "惬意")]


def test_words_of_one_s_own_in_the_chinese_interface_on_a_dark_desktop_and_phone(open_app, server):
    own_words(server)
    page = open_app(1280, 800, locale="zh-CN", scheme="dark")
    page.locator("#more-words").click()
    page.get_by_text("你自己的心情词").click()
    page.get_by_role("button", name="重命名“困”").click()
    page.get_by_role("textbox", name="“困”的新中文名").fill("犯困")
    page.get_by_role("button", name="保存名称").click()
    expect(page.get_by_text("已将“困”重命名为“犯困”。")).to_be_visible()
    expect(page.get_by_role("checkbox", name="犯困")).to_be_visible()
    page.get_by_role("button", name="删除“犯困”").click()
    expect(page.get_by_text("有 1 条记录用了心情词“犯困”；请先从这条记录中去掉它，或将它重命名")).to_be_visible()
    page.get_by_role("list", name="已添加的词").evaluate("list => list.scrollIntoView({block: 'center'})")
    page.mouse.move(4, 796)
    assert_snapshot(page, "words-desktop-dark-zh-Hans")

    phone = open_app(390, 844, locale="zh-CN", scheme="dark")
    phone.locator("#more-words").click()
    phone.get_by_text("你自己的心情词").click()
    phone.get_by_role("button", name="删除“Cozy”").click()
    expect(phone.get_by_text("已删除“Cozy”。")).to_be_visible()
    # The status is said before the words are fetched again; the lists are drawn anew (the
    # chip gone, which moves the page) and the focus is on the next Delete only after that.
    expect(phone.get_by_role("checkbox", name="Cozy")).to_have_count(0)
    expect(phone.get_by_role("button", name="删除“犯困”")).to_be_focused()
    phone.get_by_role("list", name="已添加的词").evaluate("list => list.scrollIntoView({block: 'center'})")
    assert_snapshot(phone, "words-phone-dark-zh-Hans")
