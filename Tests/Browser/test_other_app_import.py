"""The Data page takes another app's file: the dry run's mapping table, then Import."""

import pathlib

from playwright.sync_api import expect

from test_web import api

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures"


def test_a_daylio_backup_shows_its_mapping_table_before_it_is_imported(open_app, server):
    page = open_app(1280, 800)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(
        str(FIXTURES / "daylio-backup" / "edge-cases.daylio"))
    page.get_by_role("button", name="Check the file").click()
    report = page.locator("#report")
    expect(report).to_contain_text("Daylio backup, 6 check-ins on 3 days, 2026-02-01 to 2026-03-29")
    for line in ["  Content → 7 (1)", "  Work › 工作 → 工作 (2)", "  photos: 2 (MoodCard keeps no pictures)",
                 "  the app's PIN lock: never imported", "Dry run: nothing was written."]:
        expect(report).to_contain_text(line)
    assert api(server, "/api/entries?from=2026-02-01&to=2026-03-31") == []
    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")
    days = [entry["day"] for entry in api(server, "/api/entries?from=2026-02-01&to=2026-03-31")]
    assert sorted(days) == ["2026-02-01", "2026-02-08", "2026-03-29"]
