"""The check-in made for a thumb, the keyboard's short ways to Save, the first run, and the web
app's manifest and icons: on a phone (390 x 844, 3 device pixels a CSS pixel, touch) and on a
desktop (1280 x 800)."""

import io
import math
import re

from PIL import Image
from playwright.sync_api import expect

from snapshots import assert_snapshot
from test_web import api

SAVE_BAR = ".save-bar"


def in_view(page, locator):
    """Whether all of `locator` shows in the viewport, above the bar with Save (which covers
    the bottom of a phone's screen)."""
    box = locator.bounding_box()
    bar = page.locator(SAVE_BAR).bounding_box()
    bottom = bar["y"] if locator.evaluate(
        "(element, bar) => !document.querySelector(bar).contains(element)", SAVE_BAR) else 844
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= bottom


def scrolled(page):
    return page.evaluate("window.scrollY")


def open_card(page):
    """Taps the card's thumbnail beside Save, once the card is drawn: the card opens full size."""
    thumbnail = page.get_by_role("button", name="Open your card full size")
    expect(thumbnail).to_be_enabled()
    thumbnail.tap()
    sheet = page.get_by_role("dialog", name="Your card")
    expect(sheet).to_be_visible()
    return sheet


# MARK: - A check-in made for a thumb


def test_on_a_phone_the_bar_shows_save_and_the_card_without_scrolling(open_app):
    page = open_app(phone=True)
    save = page.get_by_role("button", name="Save")
    expect(save).to_be_visible()
    assert in_view(page, save) and scrolled(page) == 0
    expect(page.get_by_text("Pick a face to see your card.").first).to_be_visible()
    page.get_by_role("radio", name="Score 7", exact=True).tap()
    thumbnail = page.get_by_role("button", name="Open your card full size")
    expect(thumbnail).to_be_enabled()
    expect(thumbnail.locator("img")).to_be_visible()
    # The bar stays on the screen as the page scrolls, with Save in the thumb's reach.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert in_view(page, save)
    box = save.bounding_box()
    assert box["y"] + box["height"] <= 844 and box["x"] + box["width"] > 390 / 2


def test_a_score_only_check_in_on_a_phone_is_two_taps_without_scrolling(open_app, server):
    page = open_app(phone=True)
    page.get_by_role("radio", name="Score 7", exact=True).tap()
    page.get_by_role("button", name="Save").tap()
    expect(page.get_by_role("status").filter(has_text="Saved November 29, 2026.")).to_be_visible()
    assert scrolled(page) == 0
    assert api(server, "/api/entries/2026-11-29")["score"] == 7


def test_score_two_words_and_a_reason_on_a_phone_take_one_scroll_at_most(open_app, server):
    page = open_app(phone=True)
    calm = page.get_by_role("checkbox", name="Calm")
    grateful = page.get_by_role("checkbox", name="Grateful")
    for control in [page.get_by_role("radio", name="Score 8", exact=True), calm, grateful]:
        assert in_view(page, control.locator("..")), control
        control.tap()
    assert scrolled(page) == 0
    # One scroll: the reason comes into sight above the bar within one screen's height.
    reason = page.get_by_role("textbox", name="Reason")
    screen = page.locator(SAVE_BAR).bounding_box()["y"]
    box = reason.bounding_box()
    needed = box["y"] + box["height"] + 16 - screen
    assert 0 < needed <= screen, f"the reason is {needed} px below the screen of {screen} px"
    page.evaluate("height => window.scrollBy(0, height)", needed)
    assert in_view(page, reason)
    reason.tap()
    page.keyboard.type("Sun on the balcony")
    page.get_by_role("button", name="Save").tap()
    expect(page.get_by_role("status").filter(has_text="Saved")).to_be_visible()
    entry = api(server, "/api/entries/2026-11-29")
    assert entry["score"] == 8 and entry["words"] == ["calm", "grateful"]
    assert entry["reason"] == "Sun on the balcony"


def test_the_words_are_grouped_with_the_recent_ones_first_and_the_rest_folded(open_app):
    page = open_app(phone=True)
    groups = page.locator("#word-chips").get_by_role("group")
    expect(groups).to_have_count(3)
    pleasant = page.get_by_role("group", name="Pleasant", exact=True)
    # November's words, the most used first, ties by name; then the vocabulary's order.
    expect(pleasant.locator("input")).to_have_count(14)
    shown = pleasant.locator(".chip:visible")
    expect(shown).to_have_text(["Calm", "Content", "Excited", "Grateful", "Happy"])
    expect(page.get_by_role("checkbox", name="Hopeful")).to_be_hidden()
    more = page.get_by_role("button", name="23 more words")
    expect(more).to_have_attribute("aria-expanded", "false")
    more.tap()
    expect(page.get_by_role("checkbox", name="Hopeful")).to_be_visible()
    expect(pleasant.locator(".chip:visible")).to_have_count(14)
    fewer = page.get_by_role("button", name="Fewer words")
    expect(fewer).to_have_attribute("aria-expanded", "true")
    page.get_by_role("checkbox", name="Hopeful").tap()
    fewer.tap()
    # A chosen word stays in sight when its group folds.
    expect(page.get_by_role("checkbox", name="Hopeful")).to_be_visible()
    expect(page.get_by_role("checkbox", name="Loved")).to_be_hidden()

    # The filter looks in every word, folded or not, and offers a new one when none matches.
    page.get_by_role("searchbox", name="Filter words").fill("lov")
    expect(page.get_by_role("checkbox", name="Loved")).to_be_visible()
    page.get_by_role("searchbox", name="Filter words").fill("wistful")
    expect(page.get_by_role("button", name="Add “wistful” as a word")).to_be_visible()
    expect(page.get_by_role("checkbox", name="Hopeful")).to_be_visible()


def test_the_card_opens_full_size_from_the_thumbnail_with_its_downloads(open_app):
    page = open_app(phone=True)
    page.get_by_role("radio", name="Score 9", exact=True).tap()
    sheet = open_card(page)
    preview = sheet.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_be_visible()
    box = preview.bounding_box()
    assert box["width"] > 250 and box["y"] >= 0 and box["y"] + box["height"] <= 844
    expect(sheet.get_by_role("link", name="Download PNG")).to_be_visible()
    expect(sheet.get_by_role("link", name="Download SVG")).to_be_visible()
    with page.expect_download() as download:
        sheet.get_by_role("link", name="Download PNG").tap()
    assert download.value.suggested_filename == "mood-2026-11-29.png"
    sheet.get_by_role("button", name="Close").tap()
    expect(sheet).to_be_hidden()
    expect(page.get_by_role("button", name="Open your card full size")).to_be_focused()


def test_a_story_card_fits_beside_the_form_on_a_desktop(open_app):
    page = open_app(1280, 800)
    page.get_by_role("radio", name="Score 4", exact=True).check()
    page.get_by_text("Card options").click()
    page.locator("#opt-size").select_option("story")
    preview = page.get_by_role("img", name=re.compile("^Mood card"))
    expect(preview).to_be_visible()
    page.wait_for_function("() => document.getElementById('preview').naturalHeight === 1920")
    page.locator("#card-panel").evaluate("panel => panel.scrollTo(0, 0)")
    box = preview.bounding_box()
    assert box["y"] >= 56 and box["y"] + box["height"] <= 800, box
    assert box["height"] / box["width"] > 1.7, "the whole story card, not a part of it"


# MARK: - The keyboard


def test_from_the_top_of_the_page_save_is_at_most_20_tabs_away(open_app):
    page = open_app(1280, 800)
    save = page.get_by_role("button", name="Save")
    tabs = 0
    while not save.evaluate("element => element === document.activeElement"):
        page.keyboard.press("Tab")
        tabs += 1
        assert tabs <= 20, f"Save is not reached in {tabs} Tabs"
    # What the stops are: the skip links, the header, the day, then one for each group.
    print(f"Save after {tabs} Tabs")
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to Save")
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(save).to_be_focused()


def test_ctrl_enter_saves_from_anywhere_on_the_page(open_app, server):
    page = open_app(1280, 800)
    page.get_by_role("radio", name="Score 6", exact=True).check()
    reason = page.get_by_role("textbox", name="Reason")
    reason.fill("Quiet evening")
    reason.press("Control+Enter")
    expect(page.get_by_role("status").filter(has_text="Saved November 29, 2026.")).to_be_visible()
    entry = api(server, "/api/entries/2026-11-29")
    assert entry["score"] == 6 and entry["reason"] == "Quiet evening"
    # In the word filter, Ctrl+Enter saves too, where Enter alone chooses the word.
    page.get_by_role("searchbox", name="Filter words").fill("calm")
    page.get_by_role("searchbox", name="Filter words").press("Enter")
    page.get_by_role("searchbox", name="Filter words").press("Meta+Enter")
    expect(page.get_by_role("status").filter(has_text="Updated November 29, 2026.")).to_be_visible()
    assert api(server, "/api/entries/2026-11-29")["words"] == ["calm"]


def test_arrow_keys_move_within_the_word_chips_and_the_tag_suggestions(open_app):
    page = open_app(1280, 800)
    filter_box = page.get_by_role("searchbox", name="Filter words")
    filter_box.focus()
    page.keyboard.press("Tab")
    calm = page.get_by_role("checkbox", name="Calm")
    expect(calm).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_role("checkbox", name="Content")).to_be_focused()
    page.keyboard.press("Space")
    expect(page.get_by_role("checkbox", name="Content")).to_be_checked()
    # On from the last pleasant word to the first neutral one: one group for the keyboard.
    page.keyboard.press("End")
    last = page.locator("#word-chips input:visible").last
    expect(last).to_be_focused()
    page.keyboard.press("Home")
    expect(calm).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(last).to_be_focused()
    # One Tab leaves all the chips; Shift+Tab comes back to the one last focused.
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="23 more words")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(last).to_be_focused()

    tags = page.get_by_role("group", name="Recent tags").get_by_role("button")
    page.get_by_role("textbox", name="Tags").focus()
    page.keyboard.press("Tab")
    expect(tags.first).to_be_focused()
    page.keyboard.press("ArrowRight")
    expect(tags.nth(1)).to_be_focused()
    page.keyboard.press("Tab")
    expect(page.get_by_role("textbox", name="Reason")).to_be_focused()


# MARK: - The first run and empty states


def test_the_welcome_shows_on_the_first_visit_once(open_empty):
    page = open_empty(phone=True)
    welcome = page.get_by_role("region", name="Welcome to MoodCard")
    expect(welcome).to_be_visible()
    expect(welcome).to_contain_text("Your journal lives on your computer")
    # On the phone itself: its reminder is its calendar's, and it is connected already.
    expect(welcome.get_by_role("link", name="Remind me on this phone")).to_have_attribute("href", "/data")
    expect(welcome.get_by_role("link", name="Connect your phone")).to_be_hidden()
    assert_snapshot(page, "welcome-phone-light")
    welcome.get_by_role("button", name="Got it").tap()
    expect(welcome).to_be_hidden()
    expect(page.get_by_role("radio", name="Score 1", exact=True)).to_be_focused()
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    page.wait_for_load_state("networkidle")
    expect(welcome).to_be_hidden()


def test_a_journal_with_entries_gets_no_welcome(open_app):
    page = open_app(phone=True)
    page.wait_for_load_state("networkidle")
    expect(page.get_by_role("region", name="Welcome to MoodCard")).to_be_hidden()


def test_the_charts_page_asks_for_three_days_before_it_draws(open_empty, empty_server):
    page = open_empty(phone=True, locale="zh-CN")
    errors = []
    page.on("pageerror", lambda error: errors.append(error))
    page.goto(empty_server.origin + "/charts")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("heading", name="记录满 3 天就能看到图表。")).to_be_visible()
    expect(page.get_by_text("还差 3 天。")).to_be_visible()
    expect(page.locator(".chart-card img")).to_have_count(0)
    expect(page.get_by_role("group", name="天数")).to_be_hidden()
    empty_server.mood("log", "6", "--date", "2026-11-28")
    empty_server.mood("log", "7", "--date", "2026-11-29")
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_text("还差 1 天。")).to_be_visible()
    assert_snapshot(page, "charts-empty-phone-light-zh-Hans")
    empty_server.mood("log", "8", "--date", "2026-11-27")
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("heading", name=re.compile("记录满"))).to_be_hidden()
    expect(page.get_by_role("img", name="每天的分数, 30 天")).to_be_visible()
    assert errors == [], "a chart's data-limit is no field with a counter"


def test_the_ranges_say_their_unit_in_chinese_too(open_app, server):
    page = open_app(390, 844, locale="zh-CN")
    page.goto(server.origin + "/charts")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("group", name="天数").get_by_role("button")).to_have_text(
        ["7 天", "30 天", "90 天", "365 天", "全部"])


# MARK: - An app on the phone


def test_the_manifest_and_its_icons_make_an_installable_app(open_app, server, browser):
    page = open_app(phone=True)
    head = page.locator("head")
    expect(head.locator('link[rel="manifest"]')).to_have_attribute("href", "/manifest.webmanifest")
    expect(head.locator('link[rel="apple-touch-icon"]')).to_have_attribute("href", "/apple-touch-icon.png")
    expect(head.locator('link[rel="icon"]')).to_have_attribute("href", "/favicon.svg")
    colours = head.locator('meta[name="theme-color"]')
    expect(colours).to_have_count(2)
    assert {colours.nth(index).get_attribute("media") for index in range(2)} == {
        "(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"}

    # A browser with no session at all, as the browser fetches a manifest: without cookies.
    stranger = browser.new_context()
    try:
        answer = stranger.request.get(server.origin + "/manifest.webmanifest")
        assert answer.status == 200
        assert answer.headers["content-type"] == "application/manifest+json"
        manifest = answer.json()
        assert manifest["name"] == "MoodCard" and manifest["short_name"] == "MoodCard"
        assert manifest["display"] == "standalone"
        assert manifest["start_url"] == "/" and manifest["scope"] == "/"
        assert re.fullmatch("#[0-9a-f]{6}", manifest["theme_color"])
        assert re.fullmatch("#[0-9a-f]{6}", manifest["background_color"])
        sizes = {}
        for icon in manifest["icons"]:
            picture = stranger.request.get(server.origin + icon["src"])
            assert picture.status == 200, icon
            image = Image.open(io.BytesIO(picture.body()))
            assert image.format == "PNG" and f"{image.width}x{image.height}" == icon["sizes"], icon
            sizes[icon["purpose"], icon["sizes"]] = image
        assert set(sizes) == {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512")}
        expect_in_the_safe_zone(sizes["maskable", "512x512"].convert("RGBA"))
        touch = Image.open(io.BytesIO(stranger.request.get(server.origin + "/apple-touch-icon.png").body()))
        assert touch.size == (180, 180) and touch.convert("RGBA").getextrema()[3] == (255, 255)
        assert stranger.request.get(server.origin + "/").status == 401
    finally:
        stranger.close()


def expect_in_the_safe_zone(icon):
    """A maskable icon is opaque, and outside the central circle of 80 % (what every mask
    keeps) it holds only its background, a vertical gradient: each pixel there is the colour
    of its row's left edge."""
    assert icon.getextrema()[3] == (255, 255), "a maskable icon is opaque"
    side = icon.width
    radius = side * 0.4
    differs = 0
    for y in range(0, side, 4):
        edge = icon.getpixel((0, y))
        for x in range(0, side, 4):
            if math.hypot(x + 0.5 - side / 2, y + 0.5 - side / 2) <= radius:
                continue
            if max(abs(a - b) for a, b in zip(icon.getpixel((x, y)), edge)) > 6:
                differs += 1
    assert differs == 0, f"{differs} pixels of the drawing are outside the safe zone"
    # And the face is there, filling most of it.
    assert icon.getpixel((side // 2, side // 2)) != icon.getpixel((0, side // 2))


# MARK: - How it looks


def test_the_check_in_on_a_phone_in_light_dark_and_chinese(open_app):
    for scheme, locale, name in [("light", "en-US", "checkin-thumb-phone-light"),
                                 ("dark", "en-US", "checkin-thumb-phone-dark"),
                                 ("light", "zh-CN", "checkin-thumb-phone-light-zh-Hans")]:
        page = open_app(phone=True, scheme=scheme, locale=locale)
        page.locator('input[name="score"][value="8"]').tap()
        page.locator('#word-chips input[value="calm"]').tap()
        expect(page.locator("#thumb-image")).to_be_visible()
        page.mouse.move(0, 0)
        assert_snapshot(page, name)
