"""Sync with another computer while `mood serve` runs, in a real browser: a day logged on the
other computer shows at the next navigation, and the Data page lists a value that lost a
concurrent edit and restores it, on a phone-sized and a desktop page."""

import json
import os
import re
import tempfile
import time
import urllib.error

from playwright.sync_api import expect

from conftest import mood_binary
from test_web import api, press_on

import subprocess

# Generous, for a busy machine: the server takes a change within seconds.
BOUND = 60


class Laptop:
    """The other computer: `mood` on a store of its own, in a home of its own, joined to the
    folder the server's journal syncs through."""

    def __init__(self, folder, sync_folder, key):
        self.env = {
            "MOODCARD_STORE": os.path.join(folder, "mood.sqlite"), "TZ": "Etc/UTC",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": folder,
            "XDG_DATA_HOME": os.path.join(folder, "data"),
            "XDG_STATE_HOME": os.path.join(folder, "state"),
        }
        self.mood("sync", "join", sync_folder, "--key-file", key, "--name", "laptop")

    def mood(self, *arguments):
        subprocess.run([mood_binary(), *arguments], env=self.env, check=True, capture_output=True)


def start_syncing(server, folder):
    """`mood sync init` on the server's journal (as `desktop`), then the server started again
    so that it watches the folder; the laptop joined with the key."""
    sync_folder = os.path.join(folder, "Sync")
    os.makedirs(sync_folder)
    key = os.path.join(folder, "sync.key")
    server.mood("sync", "init", sync_folder, "--name", "desktop", "--key-file", key)
    server.restart()
    return Laptop(os.path.join(folder, "laptop"), sync_folder, key)


def wait_for(condition):
    """Asks `condition` until it holds, for at most BOUND seconds: a state, never a sleep."""
    deadline = time.monotonic() + BOUND
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    assert condition()


def entry(server, day):
    try:
        return api(server, f"/api/entries/{day}?missing=null")
    except urllib.error.HTTPError:
        return None


def test_a_day_logged_on_the_other_computer_shows_at_the_next_navigation(open_app, server):
    with tempfile.TemporaryDirectory(prefix="moodcard-sync-") as folder:
        laptop = start_syncing(server, folder)
        page = open_app(1280, 800)
        page.goto(f"{server.origin}/history")
        page.wait_for_selector("body[data-ready=true]")
        expect(page.get_by_text("Logged on the laptop")).to_have_count(0)

        laptop.mood("log", "6", "--date", "2026-11-26", "--reason", "Logged on the laptop")
        laptop.mood("sync")
        wait_for(lambda: (entry(server, "2026-11-26") or {}).get("reason") == "Logged on the laptop")

        # No reload: the next navigation shows it.
        page.get_by_role("navigation", name="Pages").get_by_role("link", name="Check in").click()
        page.wait_for_selector("body[data-ready=true]")
        page.get_by_role("navigation", name="Pages").get_by_role("link", name="History").click()
        page.wait_for_selector("body[data-ready=true]")
        expect(page.get_by_text("Logged on the laptop")).to_be_visible()


def make_conflict(server, laptop):
    """The same day's score changed on both computers before either saw the other's: the
    laptop's, made later, shows; the server's 9 lost."""
    assert api(server, "/api/entries/2026-11-24")["score"] == 5
    server.mood("log", "9", "--date", "2026-11-24")
    laptop.mood("log", "3", "--date", "2026-11-24")
    # The server's change goes into the folder first, then the laptop's, made without it.
    server.mood("sync")
    laptop.mood("sync")
    wait_for(lambda: (entry(server, "2026-11-24") or {}).get("score") == 3)


def test_the_data_page_lists_a_value_that_lost_and_restores_it(open_app, server):
    with tempfile.TemporaryDirectory(prefix="moodcard-sync-") as folder:
        laptop = start_syncing(server, folder)
        make_conflict(server, laptop)

        for width, height, name in [(390, 844, "phone"), (1280, 800, "desktop")]:
            page = open_app(width, height)
            page.goto(f"{server.origin}/data")
            page.wait_for_selector("body[data-ready=true]")
            panel = page.get_by_role("region", name="Your other computers")
            expect(panel.get_by_role("rowheader", name="laptop", exact=True)).to_be_visible()
            expect(panel.get_by_role("rowheader", name="desktop (this one)")).to_be_visible()
            conflicts = panel.get_by_role("list", name="Edits that lost").get_by_role("listitem")
            expect(conflicts).to_have_count(1)
            expect(conflicts.first).to_contain_text("Tue, Nov 24, 2026 · Score")
            expect(conflicts.first).to_contain_text("Lost: 9, on desktop")
            expect(conflicts.first).to_contain_text("Shows: 3, from laptop")
            panel.scroll_into_view_if_needed()
            shot = os.environ.get("SYNC_SCREENSHOTS")
            if shot:
                page.screenshot(path=os.path.join(shot, f"sync-{name}.png"), full_page=True,
                                animations="disabled", caret="hide")

        # Restored from the desktop page with the keyboard alone.
        restore = conflicts.first.get_by_role("button", name="Restore: Tue, Nov 24, 2026 · Score")
        press_on(page, restore)
        expect(page.locator("#sync-status")).to_have_text(re.compile("^Restored 9 to Tue, Nov 24, 2026 · Score"))
        expect(panel.get_by_text("Nothing lost: every value shows.")).to_be_visible()
        assert api(server, "/api/entries/2026-11-24")["score"] == 9

        # The laptop takes it at its next sync, once the server has sent it.
        def laptop_has_nine():
            laptop.mood("sync")
            shown = subprocess.run([mood_binary(), "show", "2026-11-24", "--json"], env=laptop.env,
                                   check=True, capture_output=True, text=True).stdout
            return json.loads(shown)["score"] == 9
        wait_for(laptop_has_nine)
