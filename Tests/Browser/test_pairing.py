"""Pairing a phone in one scan: the browser opens the printed pairing address, gets its device
credential, names itself, and sees the "not connected" page once `mood devices revoke` ends it,
with what it kept in its storage still there."""

import json
import subprocess

from conftest import mood_binary


def test_a_phone_pairs_by_opening_the_code_address_and_a_revoke_ends_it(phone_server, phone_browser):
    line = phone_server.process.stdout.readline()
    assert line.startswith("Pair a phone: https://127.0.0.2:"), line
    address = line.split()[-1]
    context = phone_browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True,
        has_touch=True, locale="en-US")
    page = context.new_page()
    page.goto(address)
    page.wait_for_selector("#device-name:not([hidden])")
    assert page.url == phone_server.https + "/", "the code leaves the address bar"
    cookie = next(c for c in context.cookies() if c["name"] == "moodcard-device")
    assert cookie["httpOnly"] and cookie["secure"] and cookie["sameSite"] == "Strict"
    page.fill("#device-name-input", "Ana's phone")
    page.click("#device-name-form button[type=submit]")
    page.wait_for_selector("#device-name-status:has-text(\"This phone is now called Ana's phone.\")")

    def mood(*arguments):
        return subprocess.run(
            [mood_binary(), *arguments], env=phone_server.env, capture_output=True, text=True,
            check=True).stdout

    assert [d["name"] for d in json.loads(mood("devices", "list", "--json"))] == ["Ana's phone"]
    page.evaluate("localStorage.setItem('moodcard-test-draft', 'kept')")
    mood("devices", "revoke", "Ana's phone")
    response = page.goto(phone_server.https + "/history")
    assert response.status == 401
    assert page.locator("h1").inner_text() == "Not connected"
    assert "Your computer ended the pairing of this phone (Ana's phone)." in page.content()
    assert page.locator("input[name=code]").is_visible(), "the code can be typed again"
    assert page.evaluate("localStorage.getItem('moodcard-test-draft')") == "kept"
    context.close()


def test_a_code_typed_in_the_form_pairs_too(phone_server, phone_browser):
    line = phone_server.process.stdout.readline()
    code = line.split("code=")[1].strip()
    context = phone_browser.new_context(locale="zh-CN")
    page = context.new_page()
    page.goto(phone_server.https + "/pair")
    assert page.locator("h1").inner_text() == "配对这台手机"
    page.fill("input[name=code]", f"{code[:4].lower()} - {code[4:].lower()}")
    page.click("form.pair-form button[type=submit]")
    page.wait_for_selector("#device-name:not([hidden])")
    assert json.loads(subprocess.run(
        [mood_binary(), "devices", "list", "--json"], env=phone_server.env, capture_output=True,
        text=True, check=True).stdout)[0]["name"] == "手机 1"
    context.close()


def test_the_data_page_lists_the_phone_renames_and_revokes_it(phone_server, phone_browser):
    address = phone_server.process.stdout.readline().split()[-1]
    phone = phone_browser.new_context(is_mobile=True, has_touch=True, locale="en-US").new_page()
    phone.goto(address)
    phone.wait_for_selector("#device-name:not([hidden])")

    desktop = phone_browser.new_context(locale="en-US").new_page()
    desktop.goto(phone_server.one_time_address())
    desktop.goto(phone_server.origin + "/data")
    desktop.wait_for_selector("#device-rows tr")
    assert desktop.locator("#device-rows th").inner_text() == "Phone 1"
    desktop.once("dialog", lambda dialog: dialog.accept("Ana's phone"))
    desktop.click("button[aria-label='Rename: Phone 1']")
    desktop.wait_for_selector("#device-status:has-text(\"Renamed to Ana's phone.\")")
    desktop.wait_for_selector("#device-rows th:has-text(\"Ana's phone\")")
    desktop.once("dialog", lambda dialog: dialog.accept())
    desktop.click("button[aria-label=\"Revoke: Ana's phone\"]")
    desktop.wait_for_selector("#no-devices:not([hidden])")
    assert phone.goto(phone_server.https + "/").status == 401
