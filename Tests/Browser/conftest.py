"""Fixtures of the browser tests: a real `mood serve` on a temporary store, and Chromium."""

import json
import os
import pathlib
import socket
import subprocess
import tempfile

import urllib.request

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOW = "2026-11-29T20:00:00Z"
# This computer's name on the home network, as `mood serve` puts it in its certificate.
LOCAL_NAME = socket.gethostname().split(".")[0].lower() + ".local"


def mood_binary():
    """The built `mood`: $MOOD_BINARY, else the debug build `swift test` made."""
    return os.environ.get("MOOD_BINARY") or str(ROOT / ".build" / "debug" / "mood")


class Server:
    """`mood serve --port 0` on a store of its own, with a November of entries and two habits
    (or, with `filled=False`, an empty journal, as on the first run); with `arguments`, more
    options (`--listen 127.0.0.2`, for a phone)."""

    def __init__(self, folder, filled=True, arguments=()):
        self.folder = folder
        self.store = os.path.join(folder, "mood.sqlite")
        self.arguments = list(arguments)
        self.env = {
            "MOODCARD_STORE": self.store, "MOODCARD_NOW": NOW, "TZ": "Etc/UTC",
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": folder,
            "XDG_DATA_HOME": os.path.join(folder, "data"),
        }
        if filled:
            self.fill()
        self.start("0")

    @property
    def authority(self):
        """The CA certificate `mood serve` made for phones."""
        return os.path.join(self.env["XDG_DATA_HOME"], "moodcard", "phone", "authority.pem")

    def start(self, port):
        self.process = subprocess.Popen(
            [mood_binary(), "serve", "--port", port, *self.arguments], env=self.env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        assert line.startswith("MoodCard is at http://127.0.0.1:"), line
        self.address = line.split()[-1]
        self.origin = self.address.split("/?")[0]
        self.token = self.address.split("token=")[1]

    def one_time_address(self):
        """A new address that opens a session once, as the launcher and `mood remind` get it."""
        request = urllib.request.Request(
            self.origin + "/api/addresses", method="POST",
            headers={"Authorization": f"Bearer {self.token}"})
        with urllib.request.urlopen(request) as response:
            return json.load(response)["address"]

    def restart(self):
        """Stops the server and starts it again on the same port, as a person restarts
        `mood serve --port 8787`: the same origin, with a new token to open it with."""
        assert self.stop() == 0
        self.start(self.origin.rsplit(":", 1)[1])

    def mood(self, *arguments):
        subprocess.run([mood_binary(), *arguments], env=self.env, check=True, capture_output=True)

    def fill(self):
        for name, icon in [("Walk", "🚶"), ("Read", "📚")]:
            self.mood("habit", "add", name, "--icon", icon)
        days = [(1, 7, "calm,grateful", "walk"), (3, 4, "tired", "work"), (8, 8, "happy", "friends"),
                (12, 3, "anxious", "work"), (17, 6, "content", "home"), (21, 9, "excited", "trip"),
                (24, 5, "bored", "home"), (27, 7, "relaxed", "friends"), (28, 8, "proud", "sport")]
        for day, score, words, tags in days:
            self.mood("log", str(score), "--date", f"2026-11-{day:02d}", "--words", words,
                      "--tags", tags, "--reason", f"Day {day} of November")

    def stop(self):
        self.process.terminate()
        return self.process.wait(timeout=20)


@pytest.fixture
def server():
    with tempfile.TemporaryDirectory(prefix="moodcard-browser-") as folder:
        running = Server(folder)
        yield running
        assert running.stop() == 0


@pytest.fixture
def empty_server():
    """A server of a journal with nothing in it yet, as on the first run."""
    with tempfile.TemporaryDirectory(prefix="moodcard-browser-") as folder:
        running = Server(folder, filled=False)
        yield running
        assert running.stop() == 0


@pytest.fixture
def phone_server():
    """`mood serve --listen 127.0.0.2`: HTTPS on an address that stands for the home network,
    with a certificate from the CA it made."""
    with tempfile.TemporaryDirectory(prefix="moodcard-phone-") as folder:
        running = Server(folder, arguments=["--listen", "127.0.0.2"])
        running.https = running.origin.replace("http://127.0.0.1", "https://127.0.0.2")
        yield running
        assert running.stop() == 0


@pytest.fixture
def phone_browser(phone_server, playwright):
    """Chromium that trusts the phone server's CA, as a phone that installed it: an NSS database
    in a HOME of its own, where Chromium on Linux looks for the certificates a person added. It
    finds this computer's `HOSTNAME.local` at 127.0.0.2, where the server listens, by its own
    rule: no DNS, no multicast, no traffic beyond loopback."""
    home = os.path.join(phone_server.folder, "browser-home")
    database = os.path.join(home, ".pki", "nssdb")
    os.makedirs(database)
    subprocess.run(["certutil", "-d", f"sql:{database}", "-N", "--empty-password"], check=True)
    subprocess.run(
        ["certutil", "-d", f"sql:{database}", "-A", "-t", "C,,", "-n", "MoodCard",
         "-i", phone_server.authority], check=True)
    chromium = playwright.chromium.launch(
        executable_path="/usr/bin/chromium", env={**os.environ, "HOME": home},
        args=[f"--host-resolver-rules=MAP {LOCAL_NAME} 127.0.0.2"])
    yield chromium
    chromium.close()


@pytest.fixture
def open_phone(phone_server, phone_browser):
    """Opens the app over HTTPS in a phone context (390 x 844, touch) of the browser that trusts
    the CA, signed in with a one-time address; returns the page."""
    contexts = []

    def opener(scheme="light", locale="en-US"):
        context = phone_browser.new_context(
            **PHONE, color_scheme=scheme, locale=locale, reduced_motion="reduce")
        contexts.append(context)
        page = context.new_page()
        secret = phone_server.one_time_address().split("token=")[1]
        page.goto(f"{phone_server.https}/?token={secret}")
        page.wait_for_selector("body[data-ready=true]")
        return page

    yield opener
    for context in contexts:
        context.close()


@pytest.fixture(scope="session")
def playwright():
    """Playwright, once for the session: it runs one instance at a time."""
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright):
    # Debian's Chromium; Playwright's own browsers are never downloaded.
    chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium")
    yield chromium
    chromium.close()


# A phone as the review held one: 390 x 844 CSS pixels at 3 device pixels each, with touch.
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True,
         "has_touch": True}


def openers(server, browser):
    """Yields a function that opens a one-time address of `server`'s app in a new browser
    context, as the app menu does, and returns the page; `phone=True` makes the context a
    phone's (`PHONE`). The contexts close after the test."""
    contexts = []

    def opener(width=390, height=844, scheme="light", locale="en-US", phone=False):
        screen = PHONE if phone else {"viewport": {"width": width, "height": height}}
        context = browser.new_context(
            **screen, color_scheme=scheme, locale=locale, reduced_motion="reduce",
            accept_downloads=True)
        contexts.append(context)
        page = context.new_page()
        page.goto(server.one_time_address())
        page.wait_for_selector("body[data-ready=true]")
        return page

    yield opener
    for context in contexts:
        context.close()


@pytest.fixture
def open_app(server, browser):
    """`openers` of the server with a November of entries."""
    yield from openers(server, browser)


@pytest.fixture
def open_empty(empty_server, browser):
    """`openers` of the server of an empty journal."""
    yield from openers(empty_server, browser)
