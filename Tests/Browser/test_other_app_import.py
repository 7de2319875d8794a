"""The Data page takes the files `mood import` takes, from every app: the dry run's mapping
table (the command's own lines), then Import, and the days and habits arrive."""

import pathlib
import subprocess

import pytest
from playwright.sync_api import expect

from conftest import mood_binary
from test_web import api

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "Fixtures"

# Each format's fixture (both forms of Apple Health's and Loop's), rows its dry run must show,
# and what importing it adds: the days with their scores, and the habits.
CASES = [
    ("daylio-backup/edge-cases.daylio",
     ["Daylio backup, 6 check-ins on 3 days, 2026-02-01 to 2026-03-29", "  Content → 7 (1)",
      "  Work › 工作 → 工作 (2)", "  photos: 2 (MoodCard keeps no pictures)",
      "  the app's PIN lock: never imported"],
     [("2026-02-01", 1), ("2026-02-08", 9), ("2026-03-29", 3)], ["Run three times a week"]),
    ("other-apps/PIXELS-BACKUP-edge-cases.json",
     ["Pixels backup, 5 check-ins on 3 days, 2026-02-08 to 2026-03-01", "  4 → 7 (1)",
      "  Activities › 跑步 → 跑步 (1)"],
     [("2026-02-08", 7), ("2026-02-09", 9), ("2026-03-01", 1)], []),
    ("other-apps/HowWeFeelEmotions.csv",
     ["How We Feel export, 5 check-ins on 3 days, 2026-02-08 to 2026-03-29", "  Calm → 7 (2)",
      '  emotion "wistful": 1 (not in the table: no word, no part of the score)'],
     [("2026-02-08", 4), ("2026-02-09", 8), ("2026-03-29", 2)], []),
    ("other-apps/bearable-export-10-02-2026.csv",
     ["Bearable export, 9 check-ins on 2 days, 2026-02-08 to 2026-02-09",
      "  Meds/Supplements › Vitamin D → Vitamin D (2)",
      '  "Sleep" records: 1 (MoodCard has no place for them yet)'],
     [("2026-02-08", 7), ("2026-02-09", 5)], ["Vitamin D"]),
    ("apple-health/export.zip",
     ["Apple Health export, 8 check-ins on 6 days, 2026-03-01 to 2026-04-11",
      "  valence above 0.444 … 0.667 → 8 (1)", "  worried → Anxious (1)",
      '  label "disgusted": 1 (no MoodCard word is near it)'],
     [("2026-03-01", 8), ("2026-03-02", 7), ("2026-03-03", 5), ("2026-03-04", 9),
      ("2026-04-10", 10), ("2026-04-11", 1)], []),
    ("apple-health/export.xml",
     ["Apple Health export, 8 check-ins on 6 days, 2026-03-01 to 2026-04-11",
      "  selfCare → Self-care (1)", "  other health records (steps, heart rate, workouts…): 4"],
     [("2026-03-01", 8), ("2026-03-02", 7), ("2026-03-03", 5), ("2026-03-04", 9),
      ("2026-04-10", 10), ("2026-04-11", 1)], []),
    ("loop/miscreaders-test.db",
     ["Loop Habit Tracker export, no check-ins", "  a → a (7)",
      '  numeric habit "c": 1 (MoodCard\'s habits are done or not done)'],
     [], ["a", "b", "d"]),
    ("loop/loop-habits-csv.zip",
     ["Loop Habit Tracker export, no check-ins", "  写日记 ✍️ → 写日记 ✍️ (2)",
      "  mark SKIP: 1 (not a record of the day: not due, skipped or unknown)"],
     [], ["Meditate", "写日记 ✍️"]),
]


def command_dry_run(server, path):
    """What `mood import --dry-run` prints for `path` on the server's store, its first line naming
    the file by its name alone, as the page sends it."""
    result = subprocess.run([mood_binary(), "import", str(path), "--dry-run"], env=server.env,
                            capture_output=True, text=True, check=True)
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    return [lines[0].replace(str(path), path.name, 1)] + lines[1:]


@pytest.mark.parametrize("fixture, rows, days, habits", CASES, ids=[case[0] for case in CASES])
def test_every_app_s_file_shows_the_command_s_mapping_table_then_imports(
        open_app, server, fixture, rows, days, habits):
    path = FIXTURES / fixture
    page = open_app(1280, 800)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(str(path))
    page.get_by_role("button", name="Check the file").click()
    expect(page.locator("#status")).to_have_text("Nothing has been written yet.")
    report = page.locator("#report")
    expect(report).to_be_visible()
    shown = report.inner_text().splitlines()
    assert shown == command_dry_run(server, path)
    assert shown[0] == f"{path.name}: {rows[0]}"
    for row in rows[1:]:
        assert row in shown
    assert shown[-1] == "Dry run: nothing was written."
    before = {habit["name"] for habit in api(server, "/api/habits")}
    range_ = "/api/entries?from=2014-01-01&to=2026-10-31"
    assert api(server, range_) == []

    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")
    assert sorted((entry["day"], entry["score"]) for entry in api(server, range_)) == days
    assert {habit["name"] for habit in api(server, "/api/habits")} - before == set(habits)
