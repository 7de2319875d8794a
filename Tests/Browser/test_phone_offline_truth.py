"""The phone offline as a person uses it, paired over HTTPS (127.0.0.2) in a phone context,
with `mood` writing beside it: what the phone keeps of the last weeks, an offline save that
changes only the fields touched, a clash only where both sides changed a field, habits through
the same outbox, one sender on reconnect, and messages that speak to the device they are on."""

import json
import re
import subprocess
import time

from playwright.sync_api import expect

from conftest import NOW, mood_binary
from test_edits import entry
from test_phone_offline import controlled, until
from test_web import api

SENT_WAIT_MS = 60000  # the page retries every 30 s: past one retry, on a busy machine


def kept(page, day):
    """Waits until the phone has kept the journal's last weeks with `day` in them."""
    until(page, f"""async () => {{
      const kept = await Kept.get();
      return kept !== null && kept.from <= "{day}" && "{day}" <= kept.to;
    }}""", f"the weeks kept with {day}")


def open_offline(page, day=None):
    """Goes offline and opens the check-in (of `day`) as the service worker kept it, on the
    evening the server's clock stands at (a kept page takes the phone's own date)."""
    page.clock.set_fixed_time(NOW)
    page.context.set_offline(True)
    origin = page.url.split("/?")[0].rstrip("/")
    page.goto(f"{origin}/?day={day}" if day else f"{origin}/")
    page.wait_for_selector("body[data-ready=true]")


def said(pages, text):
    """Waits until one of `pages` says `text` in its status: whichever tab sent it."""
    deadline = time.monotonic() + SENT_WAIT_MS / 1000
    while time.monotonic() < deadline:
        if any(page.locator("#status").text_content() == text for page in pages):
            return
        pages[0].wait_for_timeout(100)
    raise AssertionError(f"no tab said {text!r}")


def outbox(page):
    return page.evaluate("Outbox.all()")


def entry_puts(page, day):
    """The PUTs of `day`'s entry sent from now on, by the page or by its service worker."""
    sent = []
    page.context.on("request", lambda request: sent.append(request.url)
                    if request.method == "PUT" and f"/api/entries/{day}" in request.url else None)
    return sent


def test_a_kept_day_opens_offline_with_its_words_and_an_offline_save_changes_only_the_score(
        open_phone, phone_server):
    phone_server.mood("log", "7", "--date", "2026-11-29", "--words", "calm,happy", "--tags", "home",
                      "--reason", "Morning by the sea")
    page = open_phone()
    controlled(page)
    kept(page, "2026-11-29")
    open_offline(page)

    # The day as the phone last saw it, never "Nothing logged".
    expect(page.locator("#day-state")).to_have_text(
        "Editing the entry of November 29, 2026 as this phone last saw it.")
    expect(page.locator("#offline-note")).to_contain_text("Your computer can't be reached")
    expect(page.locator("#offline-note")).to_contain_text("The card is drawn then.")
    expect(page.get_by_role("checkbox", name="Calm")).to_be_checked()
    expect(page.get_by_role("checkbox", name="Happy")).to_be_checked()
    expect(page.get_by_role("textbox", name="Reason")).to_have_value("Morning by the sea")
    # The vocabulary and the habits were kept: every word's chip, and the switches.
    expect(page.get_by_role("checkbox", name="Tired")).to_be_attached()
    expect(page.get_by_role("switch", name=re.compile("Walk"))).to_be_visible()
    expect(page.locator("#card-status")).to_have_text(
        "The card is drawn on your computer: it shows once the computer is reachable.")

    page.get_by_role("radio", name="Score 5", exact=True).check()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(
        "Saved on this phone; it will be sent when your computer is reachable.")
    [waiting] = outbox(page)
    assert waiting["changes"] == {"score": 5}, waiting
    assert waiting["known"] is True and waiting["base"]["reason"] == "Morning by the sea"
    # Meanwhile the terminal changes the reason, not the score.
    phone_server.mood("log", "7", "--date", "2026-11-29", "--reason", "Rewritten at the desk")

    # A second tab of the app, opened offline too: both are told the network is back.
    other = page.context.new_page()
    other.goto(page.url.split("/?")[0].rstrip("/") + "/?day=2026-11-20")
    other.wait_for_selector("body[data-ready=true]")
    sent = entry_puts(page, "2026-11-29")
    page.context.set_offline(False)
    said([page, other], "Sent to your computer: November 29, 2026.")
    expect(page.get_by_role("dialog")).to_be_hidden()
    stored = entry(phone_server, "2026-11-29")
    assert stored["score"] == 5
    assert stored["words"] == ["calm", "happy"] and stored["tags"] == ["home"]
    assert stored["reason"] == "Rewritten at the desk"
    assert outbox(page) == []
    # One sender: the tabs and the service worker (whose requests the context sees too).
    assert len(sent) == 1, sent


def test_a_clash_lists_only_the_fields_both_changed_by_name_and_merge_keeps_both_reasons(
        open_phone, phone_server):
    page = open_phone(scheme="dark", locale="zh-CN")
    page.goto(page.url.split("/?")[0].rstrip("/") + "/?day=2026-11-28")
    page.wait_for_selector("body[data-ready=true]")
    controlled(page)
    kept(page, "2026-11-28")
    open_offline(page, "2026-11-28")
    expect(page.get_by_role("checkbox", name="自豪")).to_be_checked()

    page.get_by_role("checkbox", name="疲惫").check()
    page.get_by_role("textbox", name="原因").fill("From the phone")
    page.get_by_role("textbox", name="标签").fill("sport, rain")
    page.get_by_role("button", name="保存").click()
    expect(page.locator("#status")).to_have_text(re.compile("已保存在这部手机上"))
    phone_server.mood("log", "8", "--date", "2026-11-28", "--words", "proud,calm",
                      "--reason", "From the terminal")

    sent = entry_puts(page, "2026-11-28")
    page.context.set_offline(False)
    dialog = page.get_by_role("dialog", name="这一天已在另一个窗口或设备上修改")
    expect(dialog).to_be_visible(timeout=SENT_WAIT_MS)
    # Only the words and the reason clashed, by their names in the page's language; the tags,
    # changed on the phone only, are kept whatever is chosen.
    expect(dialog.locator("#conflict-mine li")).to_have_text(
        ["心情词自豪, 疲惫", "原因From the phone"])
    expect(dialog.locator("#conflict-theirs li")).to_have_text(
        ["心情词自豪, 平静", "原因From the terminal"])
    expect(dialog.locator("#conflict-others")).to_have_text("你的其他修改已保留：标签。")
    assert sent == [], "nothing is sent before the person chooses"
    assert entry(phone_server, "2026-11-28")["reason"] == "From the terminal"

    dialog.get_by_role("button", name="合并两者").click()
    expect(page.locator("#status")).to_have_text("已发送到电脑：2026年11月28日。")
    stored = entry(phone_server, "2026-11-28")
    assert stored["score"] == 8, "the score no side changed"
    assert stored["words"] == ["proud", "tired", "calm"]
    assert sorted(stored["tags"]) == ["rain", "sport"]
    assert stored["reason"] == "From the phone · From the terminal"
    assert outbox(page) == []
    assert len(sent) == 1, sent


def test_keep_mine_on_a_day_the_phone_did_not_keep_changes_only_the_fields_the_person_set(
        open_phone, phone_server):
    page = open_phone()
    controlled(page)
    kept(page, "2026-11-29")
    # November 1 is older than the weeks kept: the phone cannot tell what it holds.
    open_offline(page, "2026-11-01")
    expect(page.locator("#day-state")).to_have_text(
        "This phone keeps only the last 4 weeks, so it can't tell whether November 1, 2026 "
        "has an entry. What you save is added to it.")
    page.get_by_role("radio", name="Score 4", exact=True).check()
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(re.compile("Saved on this phone"))

    page.context.set_offline(False)
    dialog = page.get_by_role("dialog", name="This day was changed in another window or device")
    expect(dialog).to_be_visible(timeout=SENT_WAIT_MS)
    expect(dialog.locator("#conflict-mine li")).to_have_text(["Score4"])
    expect(dialog.locator("#conflict-theirs li")).to_have_text(["Score7"])
    dialog.get_by_role("button", name="Keep mine").click()
    expect(page.locator("#status")).to_have_text("Sent to your computer: November 1, 2026.")
    stored = entry(phone_server, "2026-11-01")
    assert stored["score"] == 4
    assert stored["words"] == ["calm", "grateful"] and stored["tags"] == ["walk"]
    assert stored["reason"] == "Day 1 of November"


def test_a_habit_switched_offline_waits_in_the_outbox_and_reaches_the_store(
        open_phone, phone_server):
    page = open_phone()
    controlled(page)
    kept(page, "2026-11-29")
    open_offline(page)
    walk = page.get_by_role("switch", name=re.compile("Walk"))
    expect(walk).not_to_be_checked()
    walk.check()
    expect(page.locator("#habit-status")).to_have_text(
        "🚶 Walk: kept on this phone; it will be sent when your computer is reachable.")
    assert [(item["kind"], item["day"], item["done"]) for item in outbox(page)] == [
        ("habit", "2026-11-29", True)]
    # Reopened offline, the switch shows what waits.
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    expect(page.get_by_role("switch", name=re.compile("Walk"))).to_be_checked()

    page.context.set_offline(False)
    expect(page.locator("#status")).to_have_text(
        "Sent to your computer: 🚶 Walk done on November 29, 2026.", timeout=SENT_WAIT_MS)
    done = {habit["name"]: habit.get("done") for habit in api(phone_server, "/api/habits?day=2026-11-29")}
    assert done == {"Walk": True, "Read": None}
    assert outbox(page) == []


def test_a_habit_switched_while_not_connected_is_sent_once_connected_again(
        open_phone, phone_server):
    page = open_phone()
    phone_server.restart()
    page.get_by_role("switch", name=re.compile("Read")).check()
    status = page.locator("#habit-status")
    expect(status).to_contain_text("This phone is not connected to your computer")
    expect(status).not_to_contain_text("mood serve")
    assert [item["habit"] for item in outbox(page)] != []

    page.goto(phone_server.https + "/?token=" + phone_server.one_time_address().split("token=")[1])
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#status")).to_have_text(
        "Sent to your computer: 📚 Read done on November 29, 2026.", timeout=SENT_WAIT_MS)
    done = {habit["name"]: habit.get("done") for habit in api(phone_server, "/api/habits?day=2026-11-29")}
    assert done == {"Walk": None, "Read": True}


def test_offline_the_phone_is_told_about_its_computer_never_about_a_terminal(open_phone):
    page = open_phone()
    controlled(page)
    page.context.set_offline(True)
    page.get_by_role("switch", name=re.compile("Read")).check()
    expect(page.locator("#habit-status")).to_have_text(re.compile("kept on this phone"))
    page.get_by_role("radio", name="Score 6", exact=True).check()
    expect(page.locator("#card-status")).to_have_text(re.compile("The card is drawn on your computer"))
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#status")).to_have_text(re.compile("Saved on this phone"))
    # Opened again without the computer, and nothing kept yet in this browser's first visit.
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    texts = page.locator("body").inner_text()
    assert "Your computer can't be reached" in texts, texts
    assert "mood serve" not in texts and "server" not in texts.lower(), texts


def test_a_desktop_page_after_a_restart_speaks_to_the_desktop(open_app, server):
    page = open_app(1280, 800)
    server.restart()
    page.get_by_role("radio", name="Score 6", exact=True).check()
    page.get_by_role("button", name="Save").click()
    status = page.locator("#status")
    expect(status).to_contain_text("MoodCard was started again on this computer")
    expect(status).to_contain_text("open MoodCard from the app menu")
    expect(status).not_to_contain_text("phone")
    expect(page.locator("#card-status")).not_to_contain_text("not answering")


def test_share_gives_a_short_title_without_the_reason(browser, server):
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
        has_touch=True)
    context.add_init_script("""
      navigator.canShare = (data) => Boolean(data.files && data.files.length);
      navigator.share = async (data) => { window.shared = { title: data.title ?? null,
                                                             text: data.text ?? null }; };""")
    try:
        page = context.new_page()
        page.goto(server.one_time_address())
        page.wait_for_selector("body[data-ready=true]")
        page.get_by_role("radio", name="Score 8", exact=True).check()
        page.get_by_role("textbox", name="Reason").fill("A secret of the day")
        page.get_by_role("button", name="Open your card full size").click()
        page.locator("#card-sheet").get_by_text("Card options").click()
        page.get_by_role("checkbox", name="Leave out the reason").check()
        expect(page.locator("#preview")).not_to_have_attribute("alt", re.compile("secret"))
        page.get_by_role("button", name="Share").click()
        page.wait_for_function("() => window.shared")
        assert page.evaluate("window.shared") == {
            "title": "My mood on November 29, 2026", "text": None}
    finally:
        context.close()


def test_remind_me_on_this_phone_gives_a_daily_calendar_event_at_the_saved_time(
        open_phone, phone_server):
    phone_server.mood("config", "set", "reminder-time", "07:45")
    page = open_phone()
    page.goto(phone_server.https + "/data")
    page.wait_for_selector("body[data-ready=true]")
    panel = page.get_by_role("region", name="Remind me on this phone")
    expect(panel).to_contain_text("every day at 07:45")
    expect(panel).to_contain_text("it reminds you on days you have logged too")
    expect(panel).not_to_contain_text("mood ")
    with page.expect_download() as waiting:
        panel.get_by_role("link", name="Add the reminder to this phone's calendar").click()
    download = waiting.value
    assert download.suggested_filename == "moodcard-reminder.ics"
    raw = open(download.path(), "rb").read()
    assert raw.endswith(b"\r\n") and b"\n" not in raw.replace(b"\r\n", b"")
    assert all(len(line) <= 75 for line in raw.split(b"\r\n")), "lines folded at 75 octets"
    # Unfolded, as a calendar reads it: a line starting with a space goes on the one before.
    lines = raw.decode().replace("\r\n ", "").split("\r\n")[:-1]
    event = lines[lines.index("BEGIN:VEVENT"):lines.index("END:VEVENT") + 1]
    alarm = event[event.index("BEGIN:VALARM"):]
    fields = dict(line.split(":", 1) for line in event[1:event.index("BEGIN:VALARM")])
    assert lines[0] == "BEGIN:VCALENDAR" and lines[-1] == "END:VCALENDAR"
    assert fields["DTSTART"] == "20261129T074500", "the saved time, on the phone's own clock"
    assert fields["RRULE"] == "FREQ=DAILY"
    assert fields["URL"] == phone_server.https + "/"
    assert fields["SUMMARY"] == "Log your mood"
    assert "even on days you have already logged" in fields["DESCRIPTION"]
    assert event.count("BEGIN:VALARM") == 1
    assert alarm == ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Log your mood", "TRIGGER:PT0M",
                     "END:VALARM", "END:VEVENT"]


def test_a_used_address_is_told_one_way_to_connect_again(server, browser):
    address = server.one_time_address()
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        first = context.new_page()
        first.goto(address)
        first.wait_for_selector("body[data-ready=true]")
        second = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        second.goto(address)
        text = second.locator("main").inner_text()
        assert "opened the web app once already" in text, text
        assert "open the address that mood serve printed" not in text, text
        assert text.count("app menu") == 2, "the reason and the way back agree"
        second.context.close()
    finally:
        context.close()


def test_history_shows_the_mood_words_and_opens_early_in_a_month_on_the_one_before(
        open_phone, phone_server):
    page = open_phone()
    page.goto(phone_server.https + "/history")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#month-title")).to_have_text("November 2026")
    expect(page.locator("#entries li").first).to_contain_text("Proud · #sport · Day 28 of November")
    expect(page.locator("#entries")).to_contain_text("Calm, Grateful · #walk · Day 1 of November")
    # December 3: three days of December show little; November opens, and December is next.
    phone_server.env["MOODCARD_NOW"] = "2026-12-03T09:00:00Z"
    phone_server.restart()
    page.goto(phone_server.https + "/?token=" + phone_server.one_time_address().split("token=")[1])
    page.wait_for_selector("body[data-ready=true]")
    page.goto(phone_server.https + "/history")
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#month-title")).to_have_text("November 2026")
    expect(page.locator("#entries li")).to_have_count(9)
    page.get_by_role("button", name="Next month").click()
    expect(page.locator("#month-title")).to_have_text("December 2026")


def test_the_data_page_fits_a_390_pixel_phone_with_a_paired_phone_listed(phone_server, phone_browser):
    address = phone_server.process.stdout.readline().split()[-1]
    context = phone_browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
        has_touch=True, locale="en-US")
    try:
        page = context.new_page()
        page.goto(address)
        page.wait_for_selector("#device-name:not([hidden])")
        page.goto(phone_server.https + "/data")
        page.wait_for_selector("#device-rows tr")
        wide = page.evaluate("""() => [...document.querySelectorAll("main *")]
          .filter((element) => element.getBoundingClientRect().right > 390.5)
          .map((element) => element.tagName + "#" + element.id + "." + element.className)""")
        assert wide == [], wide
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        context.close()


def test_a_long_message_in_the_bar_keeps_to_three_lines_and_leaves_the_form_in_view(
        open_phone, phone_server):
    page = open_phone()
    page.get_by_role("radio", name="Score 6", exact=True).check()
    phone_server.restart()
    page.get_by_role("button", name="Save").click()
    status = page.locator("#status")
    expect(status).to_contain_text("This phone is not connected to your computer")
    line = page.evaluate("parseFloat(getComputedStyle(document.getElementById('status')).lineHeight)")
    assert status.bounding_box()["height"] <= 3 * line + 1
    assert page.locator(".save-bar").bounding_box()["height"] <= 100
    # The rest of the message is there, to scroll to.
    assert page.evaluate("document.getElementById('status').scrollHeight") > 3 * line


def test_charts_on_a_phone_are_drawn_for_the_width_shown_and_open_full_size(open_phone, phone_server):
    page = open_phone()
    page.goto(phone_server.https + "/charts")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_role("button", name="90 days").click()
    charts = page.locator(".chart-card img")
    expect(charts.first).to_be_visible()
    assert charts.count() >= 8
    for index in range(charts.count()):
        chart = charts.nth(index)
        chart.scroll_into_view_if_needed()
        expect(chart).to_have_js_property("complete", True)
        shown = chart.evaluate("image => image.getBoundingClientRect().width")
        drawn = chart.evaluate("image => image.naturalWidth")
        # Drawn at the width it is shown at (or the server's narrowest, 320), so its text
        # keeps the size the chart gives it, where a desktop's 1,200 pixels would shrink it to
        # a quarter.
        assert abs(drawn - max(320, shown)) <= 1.5, (chart.get_attribute("alt"), drawn, shown)
    first = page.locator(".chart-card").first
    title = charts.first.get_attribute("alt")
    first.get_by_role("button", name=f"Open full size: {title}").click()
    dialog = page.get_by_role("dialog", name=title)
    expect(dialog).to_be_visible()
    full = dialog.locator("img")
    expect(full).to_have_js_property("complete", True)
    assert full.evaluate("image => image.naturalWidth") == 1200
    assert full.evaluate("image => image.getBoundingClientRect().width") == 1200
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_have_count(0)


def test_history_shows_the_logging_streak_by_the_one_streak_rule(open_phone, phone_server):
    for day in ("2026-11-25", "2026-11-26", "2026-11-29"):
        phone_server.mood("log", "6", "--date", day)
    page = open_phone()
    page.goto(phone_server.https + "/history")
    page.wait_for_selector("body[data-ready=true]")
    # With the 25th, 26th and 29th logged, November 24 to 29 is one unbroken run, to today:
    # the page says what `mood stats` says.
    stats = json.loads(subprocess.run(
        [mood_binary(), "stats", "--all", "--json"], env=phone_server.env, capture_output=True,
        text=True, check=True).stdout)
    expect(page.locator("#streak")).to_have_text(
        f"🔥 Days logged in a row, up to today or yesterday: {stats['currentStreak']}. "
        f"Longest run: {stats['longestStreak']}.")
    assert (stats["currentStreak"], stats["longestStreak"]) == (6, 6)


def test_the_first_run_welcome_on_a_phone_speaks_to_the_phone(open_empty):
    page = open_empty(phone=True)
    welcome = page.get_by_role("region", name="Welcome to MoodCard")
    expect(welcome).to_be_visible()
    expect(welcome).to_contain_text("For a reminder each day, let this phone's calendar remind you:")
    expect(welcome.get_by_role("link", name="Remind me on this phone")).to_have_attribute("href", "/data")
    shown = welcome.inner_text()
    assert "mood remind" not in shown and "connect it to this computer" not in shown, shown


def test_a_long_habit_name_wraps_beside_its_icon_never_under_it(open_phone, phone_server):
    phone_server.mood("habit", "add", "Meditate for ten minutes before bed", "--icon", "🧘")
    page = open_phone()
    label = page.locator(".toggle-name").filter(has_text="Meditate")
    expect(label).to_have_text("🧘 Meditate for ten minutes before bed")
    icon = label.locator(".habit-icon").bounding_box()
    name = label.locator("span").last.bounding_box()
    line = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.toggle-name')).lineHeight)")
    assert name["height"] > 1.5 * line, "the name takes more than one line at 390 px"
    assert name["x"] >= icon["x"] + icon["width"], "every line of the name starts right of the icon"
