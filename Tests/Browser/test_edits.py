"""Edits that stay and saves that never overwrite another's: two tabs on one day, drafts, the
keys that must not save, the day in the address, and private text kept out of every address."""

import json
import re

from playwright.sync_api import expect

from snapshots import assert_snapshot
from test_web import api


def entry(server, day):
    """The day's entry as the store has it now, or None."""
    return api(server, f"/api/entries/{day}?missing=null")


def writes(page):
    """The list of the entry writes (`PUT /api/entries/…`) the page sends from now on."""
    sent = []
    page.on("request", lambda request: sent.append(request.url)
            if request.method == "PUT" and "/api/entries/" in request.url else None)
    return sent


def card_shows(page, text):
    """Waits until the live card is drawn with `text` in its alt text: a screenshot then
    shows the card of the form as it is (on a phone, in the thumbnail beside Save)."""
    expect(page.locator("#preview")).to_have_attribute("alt", re.compile(text))


def open_day(page, server, day):
    page.goto(f"{server.origin}/?day={day}")
    page.wait_for_selector("body[data-ready=true]")


def test_two_tabs_a_stale_save_shows_both_versions_and_keep_take_or_merge(open_app, server):
    tab_a = open_app(1280, 800)
    open_day(tab_a, server, "2026-11-28")
    tab_b = tab_a.context.new_page()
    tab_b.set_viewport_size({"width": 390, "height": 844})
    open_day(tab_b, server, "2026-11-28")

    # B saves first; A, loaded before, then saves its own edit over the version it read.
    tab_b.get_by_role("radio", name="Score 2", exact=True).check()
    tab_b.get_by_role("textbox", name="Reason").fill("From B")
    tab_b.get_by_role("button", name="Save").click()
    expect(tab_b.locator("#status")).to_have_text(re.compile("Updated"))
    tab_a.get_by_role("radio", name="Score 9", exact=True).check()
    tab_a.get_by_role("checkbox", name="Calm").check()
    card_shows(tab_a, "9 out of 10.*Calm")
    tab_a.get_by_role("button", name="Save").click()

    dialog = tab_a.get_by_role("dialog", name="This day was changed in another window or device")
    expect(dialog).to_be_visible()
    # Only the score was changed in both tabs: A's word and B's reason are no clash.
    expect(dialog.locator("#conflict-mine li")).to_have_text(["Score9"])
    expect(dialog.locator("#conflict-theirs li")).to_have_text(["Score2"])
    expect(dialog.locator("#conflict-others")).to_have_text("Your other changes are kept: Mood words.")
    assert entry(server, "2026-11-28")["reason"] == "From B", "B's save was not overwritten"
    tab_a.evaluate("window.scrollTo(0, 0)")
    assert_snapshot(tab_a, "conflict-desktop")

    # Keep mine: A's score over B's, knowingly; B's reason, which A did not touch, stays.
    dialog.get_by_role("button", name="Keep mine").click()
    expect(dialog).to_be_hidden()
    expect(tab_a.locator("#status")).to_have_text(re.compile("Updated"))
    kept = entry(server, "2026-11-28")
    assert kept["score"] == 9 and kept["reason"] == "From B"
    assert kept["words"] == ["proud", "calm"]

    # Take the other: B, now stale, edits, meets A's save and takes it; nothing is written.
    tab_b.get_by_role("radio", name="Score 3", exact=True).check()
    card_shows(tab_b, "3 out of 10")
    tab_b.get_by_role("button", name="Save").click()
    dialog_b = tab_b.get_by_role("dialog", name="This day was changed in another window or device")
    expect(dialog_b).to_be_visible()
    assert_snapshot(tab_b, "conflict-phone")
    sent = writes(tab_b)
    dialog_b.get_by_role("button", name="Take the other").click()
    expect(dialog_b).to_be_hidden()
    expect(tab_b.get_by_role("radio", name="Score 9", exact=True)).to_be_checked()
    expect(tab_b.get_by_role("textbox", name="Reason")).to_have_value("From B")
    expect(tab_b.get_by_role("checkbox", name="Calm")).to_be_checked()
    assert sent == [] and entry(server, "2026-11-28")["score"] == 9

    # Merge: B saves words and a tag; A, stale again, merges its own into them.
    tab_b.get_by_role("checkbox", name="Tired").check()
    tab_b.get_by_role("textbox", name="Tags").fill("friends, rain")
    tab_b.get_by_role("button", name="Save").click()
    expect(tab_b.locator("#status")).to_have_text(re.compile("Updated"))
    tab_a.get_by_role("radio", name="Score 7", exact=True).check()
    tab_a.get_by_role("checkbox", name="Happy").check()
    tab_a.get_by_role("textbox", name="Tags").fill("friends, tea")
    tab_a.get_by_role("button", name="Save").click()
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Merge both").click()
    expect(dialog).to_be_hidden()
    expect(tab_a.locator("#status")).to_have_text(re.compile("Updated"))
    merged = entry(server, "2026-11-28")
    assert merged["score"] == 7, "the score is the person's own"
    assert merged["words"] == ["proud", "calm", "happy", "tired"]
    assert merged["tags"] == ["friends", "rain", "tea"]
    expect(tab_a.get_by_role("checkbox", name="Tired")).to_be_checked()


def test_a_draft_comes_back_after_a_reload_and_after_the_server_restarts(open_app, server):
    page = open_app(390, 844)
    # The reload below leaves unsaved changes: the page asks first, and the test agrees.
    page.on("dialog", lambda dialog: dialog.accept())
    page.get_by_role("radio", name="Score 3", exact=True).check()
    page.get_by_role("checkbox", name="Tired").check()
    page.get_by_role("textbox", name="Reason").fill("Kept while I reload")
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#status")).to_have_text(
        "Your unsaved changes to this day are back. They are not saved yet.")
    expect(page.get_by_role("radio", name="Score 3", exact=True)).to_be_checked()
    expect(page.get_by_role("checkbox", name="Tired")).to_be_checked()
    expect(page.get_by_role("textbox", name="Reason")).to_have_value("Kept while I reload")
    assert entry(server, "2026-11-29") is None, "a draft is not a save"

    # The server goes away: the save is kept in the browser's outbox and says so, and it is
    # sent once the page opens again with the server back.
    server.stop()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "Saved in this browser; it will be sent when MoodCard answers again on this computer.")
    server.restart()
    page.goto(server.address)
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#status")).to_have_text("Sent to your computer: November 29, 2026.")
    expect(page.get_by_role("textbox", name="Reason")).to_have_value("Kept while I reload")
    assert entry(server, "2026-11-29")["reason"] == "Kept while I reload"
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#status")).to_have_text("")


def test_leaving_with_unsaved_changes_asks_first(open_app, server):
    page = open_app(1280, 800)
    asked = []

    def answer(dialog):
        asked.append(dialog.type)
        dialog.dismiss()

    page.on("dialog", answer)
    history = page.get_by_role("navigation", name="Pages").get_by_role("link", name="History")
    history.click()
    page.wait_for_url(re.compile("/history"))
    assert asked == [], "nothing to lose, nothing asked"
    page.go_back()
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("textbox", name="Reason").fill("Not saved yet")
    with page.expect_event("dialog"):
        history.click()
    assert asked == ["beforeunload"]
    expect(page.get_by_role("textbox", name="Reason")).to_have_value("Not saved yet")
    assert "/history" not in page.url, "staying was chosen"


def test_enter_in_the_word_filter_chooses_a_word_and_in_tags_adds_one_without_saving(
        open_app, server):
    page = open_app(390, 844)
    sent = writes(page)
    page.get_by_role("radio", name="Score 6", exact=True).check()
    search = page.get_by_role("searchbox", name="Filter words")
    search.fill("calm")
    search.press("Enter")
    expect(page.get_by_role("checkbox", name="Calm")).to_be_checked()
    expect(search).to_have_value("")
    search.fill("calm")
    search.press("Enter")
    expect(page.get_by_role("checkbox", name="Calm")).not_to_be_checked()
    tags = page.get_by_role("textbox", name="Tags")
    tags.fill("beach")
    tags.press("Enter")
    expect(tags).to_have_value("beach, ")
    # The form would have sent its PUT at the key press, before the page said anything.
    expect(page.locator("#status")).to_have_text("Tag “beach” added; type the next one or save.")
    assert sent == [] and entry(server, "2026-11-29") is None


def test_add_your_own_word_is_offered_whenever_no_chip_matches_even_with_words_chosen(
        open_app, server):
    page = open_app(390, 844)
    page.get_by_role("checkbox", name="Calm").check()
    search = page.get_by_role("searchbox", name="Filter words")
    search.fill("zesty")
    offer = page.get_by_role("button", name="Add “zesty” as a word")
    expect(offer).to_be_visible()
    expect(page.get_by_role("checkbox", name="Calm")).to_be_visible()
    search.fill("cal")
    expect(page.locator("#no-words")).to_be_hidden()
    search.fill("zesty")
    search.press("Enter")
    expect(page.get_by_label("English name")).to_have_value("zesty")


def test_a_bad_or_future_day_in_the_address_shows_today_and_says_why(open_app, server):
    page = open_app(390, 844)
    for asked, message in [
            ("2026-02-30", "That day does not exist; showing today."),
            ("0000-01-01", "That day does not exist; showing today."),
            ("yesterday", "That day does not exist; showing today."),
            ("2026-12-25", "December 25, 2026 has not come yet; showing today.")]:
        open_day(page, server, asked)
        expect(page.locator("#status")).to_have_text(message)
        expect(page.get_by_label("Day", exact=True)).to_have_value("2026-11-29")
        expect(page.get_by_role("heading", level=1)).to_have_text("Sunday, November 29, 2026")
        assert page.url.endswith("/?day=2026-11-29"), page.url
    page.get_by_text("Another day").click()
    day = page.get_by_label("Day", exact=True)
    day.fill("2027-01-02")
    day.dispatch_event("change")
    expect(page.locator("#status")).to_have_text("January 2, 2027 has not come yet; showing today.")
    expect(day).to_have_value("2026-11-29")


def test_a_normal_load_makes_no_failed_request(server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    failures = []
    page.on("requestfailed", lambda request: failures.append(f"failed {request.url}"))
    page.on("response", lambda response: failures.append(f"{response.status} {response.url}")
            if response.status >= 400 else None)
    page.on("console", lambda message: failures.append(message.text)
            if message.type == "error" else None)
    page.goto(server.address)
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_text("Nothing logged on November 29, 2026 yet.")).to_be_visible()
    for path in ["/?day=2026-11-28", "/history", "/charts", "/habits", "/data"]:
        # Leaving a page cuts what it still loads: let it finish, as a person reading does.
        page.wait_for_load_state("networkidle")
        page.goto(server.origin + path)
        page.wait_for_selector("body[data-ready=true]")
    page.wait_for_load_state("networkidle")
    context.close()
    assert failures == []


def test_no_private_text_reaches_an_address_while_previewing_and_downloading(open_app, server):
    page = open_app(1280, 800)
    addresses = []
    page.on("request", lambda request: addresses.append(request.url))
    page.on("framenavigated", lambda frame: addresses.append(frame.url))
    page.get_by_role("radio", name="Score 4", exact=True).check()
    page.get_by_role("checkbox", name="Anxious").check()
    page.get_by_role("textbox", name="Tags").fill("secret-tag")
    page.get_by_role("textbox", name="Reason").fill("Private garden words")
    preview = page.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_have_attribute("alt", re.compile("Private garden words"))
    files = {}
    for kind in ["PNG", "SVG", "PDF"]:
        with page.expect_download() as download:
            page.get_by_role("link", name=f"Download {kind}").click()
        assert download.value.suggested_filename == f"mood-2026-11-29.{kind.lower()}"
        with open(download.value.path(), "rb") as file:
            files[kind] = file.read()
    assert files["PNG"].startswith(b"\x89PNG") and files["PDF"].startswith(b"%PDF")
    assert b"Private garden words" in files["SVG"], "the download is the card as edited"
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(re.compile("Saved"))
    with page.expect_download() as download:
        page.get_by_role("link", name="Download PNG").click()
    assert download.value.url.startswith(f"{server.origin}/api/cards/2026-11-29.png?")

    assert addresses, "the requests were seen"
    for address in addresses:
        for private in ["Private", "garden", "secret-tag", "anxious", "score="]:
            assert private not in address, address


def test_the_counters_count_what_a_person_sees_as_one_character(open_app, server):
    page = open_app(390, 844)
    reason = page.get_by_role("textbox", name="Reason")
    reason.fill("🌸" * 250)
    expect(page.locator("#reason-counter")).to_have_text("250 of 500 characters")
    reason.fill("👨‍👩‍👧‍👦" * 3 + "é")
    expect(page.locator("#reason-counter")).to_have_text("4 of 500 characters")
    reason.fill("🌸" * 501)
    expect(reason).to_have_value("🌸" * 501)
    expect(page.locator("#reason-counter")).to_have_text("501 of 500 characters")
    expect(page.locator("#reason-counter")).to_have_class(re.compile("error"))
    sent = writes(page)
    page.get_by_role("radio", name="Score 5", exact=True).check()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "The reason is longer than the journal takes; shorten it to save.")
    assert sent == []

    page.locator("#more-words").click()
    page.get_by_text("Your own words").click()
    name = page.get_by_label("English name")
    name.fill("👨‍👩‍👧‍👦" * 36)
    expect(page.locator("#new-word-en-counter")).to_have_text("36 of 40 characters")
    name.fill("calm-ish")
    expect(page.locator("#new-word-en-counter")).to_have_text("")


def test_all_time_on_the_history_and_charts_pages(open_app, server):
    server.mood("log", "5", "--date", "2019-03-10", "--reason", "Long ago")
    page = open_app(1280, 800)
    page.goto(server.origin + "/history")
    page.wait_for_selector("body[data-ready=true]")
    entries = page.locator("#entries li")
    expect(entries).to_have_count(9)
    page.get_by_role("group", name="Which entries").get_by_role("button", name="All").click()
    expect(entries).to_have_count(10)
    expect(entries.last).to_contain_text("Long ago")

    page.goto(server.origin + "/charts")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("group", name="Days").get_by_role("button", name="All").click()
    scores = page.locator('[data-kind="scores"] img')
    expect(scores).to_have_attribute("src", re.compile(r"[?&]all=1"))
    expect(scores).to_have_js_property("complete", True)
    assert scores.evaluate("image => image.naturalWidth") > 0, "drawn for all time"
    expect(page.locator('[data-kind="line"] img')).to_have_attribute("src", re.compile("all=1"))
    expect(page.locator('[data-kind="days"]')).to_contain_text(
        "All time is 2822 days, and this chart draws at most 92: pick a shorter range.")
    expect(page.locator("#report")).to_have_attribute("href", re.compile("all=1"))
    spans = json.loads(page.evaluate("fetch('/api/span').then(r => r.text())"))
    assert spans == {"first": "2019-03-10", "days": 2822, "logged": 10}


def test_the_conflict_in_the_chinese_interface(open_app, server):
    tab_a = open_app(390, 844, locale="zh-CN")
    open_day(tab_a, server, "2026-11-28")
    tab_b = tab_a.context.new_page()
    open_day(tab_b, server, "2026-11-28")
    tab_b.get_by_role("radio", name="2 分", exact=True).check()
    tab_b.get_by_role("button", name="保存").click()
    expect(tab_b.locator("#status")).not_to_have_text("")
    tab_a.get_by_role("radio", name="9 分", exact=True).check()
    tab_a.get_by_role("button", name="保存").click()
    dialog = tab_a.get_by_role("dialog", name="这一天已在另一个窗口或设备上修改")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("heading", name="你的，未保存")).to_be_visible()
    expect(dialog.get_by_role("heading", name="在别处保存的")).to_be_visible()
    dialog.get_by_role("button", name="采用另一个").click()
    expect(tab_a.get_by_role("radio", name="2 分", exact=True)).to_be_checked()
    expect(tab_a.locator("#status")).to_have_text("正在显示在别处保存的版本。")


def test_a_delete_from_a_stale_tab_leaves_the_day_another_tab_saved(open_app, server):
    tab_a = open_app(390, 844)
    tab_a.on("dialog", lambda dialog: dialog.accept())
    open_day(tab_a, server, "2026-11-27")
    tab_b = tab_a.context.new_page()
    open_day(tab_b, server, "2026-11-27")
    tab_b.get_by_role("textbox", name="Reason").fill("Saved in B")
    tab_b.get_by_role("button", name="Save").click()
    expect(tab_b.locator("#status")).to_have_text(re.compile("Updated"))

    tab_a.get_by_role("button", name="Delete entry").click()
    expect(tab_a.locator("#status")).to_have_text(
        "This day was changed in another window or device, so it was not deleted: "
        "here it is as it is now.")
    expect(tab_a.get_by_role("textbox", name="Reason")).to_have_value("Saved in B")
    assert entry(server, "2026-11-27")["reason"] == "Saved in B"
    tab_a.get_by_role("button", name="Delete entry").click()
    expect(tab_a.locator("#status")).to_have_text("Deleted the entry of November 27, 2026.")
    assert entry(server, "2026-11-27") is None
