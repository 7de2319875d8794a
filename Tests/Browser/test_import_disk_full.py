"""The Data page's import when the disk fills while the file arrives: `mood serve` with its store,
and so its upload folder, on a small tmpfs. The person reads why in the page, nothing is written
or left behind, and the page imports a file that fits right after."""

import json
import os
import subprocess
import tempfile
import time

import pytest
from playwright.sync_api import expect

from conftest import Server, openers
from test_web import api


@pytest.fixture
def full_disk_server():
    """A server whose folder (store, state, uploads) is a tmpfs of 2 MiB. Needs root, as the
    Swift tests' ScratchMount does."""
    with tempfile.TemporaryDirectory(prefix="moodcard-browser-") as parent:
        folder = os.path.join(parent, "mnt")
        os.mkdir(folder)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2048k", "tmpfs", folder], check=True)
        try:
            running = Server(folder)
            yield running
            assert running.stop() == 0
        finally:
            subprocess.run(["umount", "-l", folder], check=True)


@pytest.fixture
def open_full(full_disk_server, browser):
    yield from openers(full_disk_server, browser)


def backup(path, days):
    """A MoodCard backup of `days` days of October 2026 and before, 450 characters of reason
    each: a file the import takes when there is room to keep it."""
    entries = []
    for offset in range(days):
        day = time.strftime("%Y-%m-%d", time.gmtime(1_790_000_000 - offset * 86_400))
        entries.append({"day": day, "score": 1 + offset % 10, "words": [], "tags": [],
                        "reason": "x" * 450, "discuss": False, "loggedAt": f"{day}T20:00:00.000Z",
                        "createdAt": f"{day}T20:00:00.000Z", "updatedAt": f"{day}T20:00:00.000Z",
                        "timeZone": "Etc/UTC"})
    path.write_text(json.dumps({"format": "moodcard-backup", "version": 1, "entries": entries,
                                "habits": [], "completions": [], "sessions": [], "words": []}))
    return path


def free(folder):
    info = os.statvfs(folder)
    return info.f_bfree * info.f_frsize


def test_a_file_the_disk_cannot_keep_is_refused_in_words_and_the_page_goes_on(
        open_full, full_disk_server, tmp_path):
    server = full_disk_server
    large = backup(tmp_path / "years.json", 12000)
    page = open_full(390, 844)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(str(large))
    before = api(server, "/api/export.json")
    files = sorted(os.listdir(server.folder))
    room = free(server.folder)
    assert large.stat().st_size > 2 * room
    page.get_by_role("button", name="Check the file").click()
    expect(page.locator("#status")).to_have_text(
        f"the file could not be kept in {server.folder} while it arrived: "
        "no space left on device")
    expect(page.locator("#report")).to_be_hidden()
    expect(page.get_by_role("button", name="Import it")).to_be_hidden()
    assert api(server, "/api/export.json") == before
    assert sorted(os.listdir(server.folder)) == files
    deadline = time.monotonic() + 60
    while free(server.folder) != room and time.monotonic() < deadline:
        time.sleep(0.05)
    assert free(server.folder) == room, "the upload's space is given back"

    small = backup(tmp_path / "week.json", 7)
    page.get_by_label("File", exact=True).set_input_files(str(small))
    page.get_by_role("button", name="Check the file").click()
    expect(page.locator("#status")).to_have_text("Nothing has been written yet.")
    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")
    assert len(api(server, "/api/entries?from=2026-09-01&to=2026-09-30")) == 7
