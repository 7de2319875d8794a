"""The mark to discuss at the next therapy session, and the report since the last session, in a
real browser: with the keyboard alone, kept across a reload."""

import os
import re

from playwright.sync_api import expect

from snapshots import assert_snapshot
from test_web import api, press_on, tab_to


def test_the_check_in_switch_to_discuss_saves_with_the_entry_and_stays_after_a_reload(open_app, server):
    page = open_app(390, 844)
    page.goto(f"{server.origin}/?day=2026-11-28")
    page.wait_for_selector("body[data-ready=true]")
    switch = page.get_by_role("switch", name="Talk about this at my next session")
    expect(switch).not_to_be_checked()

    # Reached with Tab from the reason, switched with Space, saved with the keyboard.
    tab_to(page, page.get_by_role("textbox", name="Reason"))
    press_on(page, switch, "Space")
    expect(switch).to_be_checked()
    switch.scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 120)")
    if os.environ.get("DISCUSS_SCREENSHOT"):
        page.screenshot(path=os.environ["DISCUSS_SCREENSHOT"], animations="disabled", caret="hide")
    assert_snapshot(page, "checkin-discuss-phone-light")
    press_on(page, page.get_by_role("button", name="Save"))
    expect(page.locator("#status")).to_have_text(re.compile("^Updated"))
    entry = api(server, "/api/entries/2026-11-28")
    assert entry["discuss"] is True and entry["reason"] == "Day 28 of November"

    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("switch", name="Talk about this at my next session")).to_be_checked()

    # Another day does not have the mark.
    page.goto(f"{server.origin}/?day=2026-11-27")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("switch", name="Talk about this at my next session")).not_to_be_checked()


def test_the_report_offers_the_days_since_the_last_session_once_one_is_recorded(open_app, server):
    page = open_app(1280, 800)
    page.goto(f"{server.origin}/charts")
    page.wait_for_selector("body[data-ready=true]")
    since = page.get_by_role("checkbox", name="Since my last session")
    expect(since).to_be_disabled()
    expect(page.locator("#since-session-hint")).to_have_text(re.compile("No session is recorded yet"))

    server.mood("sessions", "add", "2026-11-20")
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(since).to_be_enabled()
    expect(page.locator("#since-session-hint")).to_have_text("Your last session was on November 20, 2026.")
    press_on(page, since, "Space")
    expect(since).to_be_checked()
    link = page.get_by_role("link", name="Download the report")
    expect(link).to_have_attribute("href", "/api/report.pdf?locale=en&since-session=1")
    with page.expect_download() as download:
        link.click()
    assert download.value.suggested_filename == "mood-report-2026-11-21-2026-11-29.pdf"

    press_on(page, since, "Space", key="Shift+Tab")
    expect(link).to_have_attribute("href", re.compile(r"days=30"))
