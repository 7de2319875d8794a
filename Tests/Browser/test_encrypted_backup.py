"""The Data page's encrypted backup in a real browser: the passphrase typed twice in the page,
the age file it downloads opened by `mood restore` into another store, and Debian's `age`
reading the same file."""

import os
import subprocess
import tempfile

from playwright.sync_api import expect

from conftest import NOW, mood_binary
from test_web import press_on


def restore(path, passphrase):
    """`mood restore` of the age file at `path` into a new store; the store's entries as JSON."""
    with tempfile.TemporaryDirectory(prefix="moodcard-restored-") as folder:
        secret = os.path.join(folder, "passphrase")
        with open(os.open(secret, os.O_WRONLY | os.O_CREAT, 0o600), "w") as file:
            file.write(passphrase + "\n")
        env = {"MOODCARD_STORE": os.path.join(folder, "restored.sqlite"), "MOODCARD_NOW": NOW,
               "TZ": "Etc/UTC", "PATH": "/usr/bin:/bin", "HOME": folder}
        subprocess.run([mood_binary(), "restore", path, "--yes", "--passphrase-file", secret],
                       env=env, check=True, capture_output=True)
        listed = subprocess.run([mood_binary(), "list", "--all", "--json"], env=env, check=True,
                                capture_output=True, text=True)
        return listed.stdout


def test_the_data_page_downloads_a_backup_encrypted_with_the_passphrase_typed_twice(open_app, server, tmp_path):
    page = open_app(390, 844)
    page.goto(f"{server.origin}/data")
    page.wait_for_selector("body[data-ready=true]")
    passphrase = page.get_by_label("Passphrase", exact=True)
    again = page.get_by_label("The same passphrase again")
    expect(passphrase).to_have_attribute("type", "password")

    # Two passphrases that differ download nothing.
    passphrase.fill("sea otter")
    again.fill("sea otters")
    press_on(page, page.get_by_role("button", name="Download an encrypted backup"))
    expect(page.locator("#encrypted-status")).to_have_text("The two passphrases differ.")

    again.fill("sea otter")
    with page.expect_download() as download:
        press_on(page, page.get_by_role("button", name="Download an encrypted backup"))
    assert download.value.suggested_filename == "moodcard-2026-11-29.sqlite.age"
    saved = str(tmp_path / download.value.suggested_filename)
    download.value.save_as(saved)
    expect(page.locator("#encrypted-status")).to_have_text("Downloaded moodcard-2026-11-29.sqlite.age.")
    # The fields are emptied, so the passphrase does not stay on the page.
    expect(passphrase).to_have_value("")

    with open(saved, "rb") as file:
        assert file.read(21) == b"age-encryption.org/v1"
    listed = subprocess.run([mood_binary(), "list", "--all", "--json"], env=server.env, check=True,
                            capture_output=True, text=True)
    assert restore(saved, "sea otter") == listed.stdout

