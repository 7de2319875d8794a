"""The Data page takes the files `mood import` takes, from every app: the dry run's mapping
table (the command's own lines), then Import, and the days and habits arrive."""

import json
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


# MARK: - Days the store has already: keep, replace or merge, as the command does


DAYLIO = FIXTURES / "daylio-backup/edge-cases.daylio"
GOAL = "Run three times a week"
POLICIES = {"keep": "Keep mine", "replace": "Replace with the file's", "merge": "Merge both"}


def mood(env, *arguments):
    """Runs the built `mood` with `env` (a store of its own); its standard output."""
    return subprocess.run([mood_binary(), *arguments], env=env, capture_output=True, text=True,
                          check=True).stdout


def backup(env):
    """The store of `env` as `mood export` writes it, read."""
    return json.loads(mood(env, "export", "--format", "json"))


def twin(server, folder):
    """The environment of a new store in `folder` holding what the server's store holds now
    (an export imported into an empty store gives the same export)."""
    env = {**server.env, "MOODCARD_STORE": str(folder / "mood.sqlite")}
    copy = folder / "copy.json"
    copy.write_text(mood(server.env, "export", "--format", "json"))
    mood(env, "import", str(copy))
    assert backup(env) == backup(server.env)
    return env


def with_days_the_file_has(server):
    """Days and a habit record in the server's store that the Daylio backup has too: one day
    without a reason, one with a reason and the mark to discuss, and the goal's habit recorded
    as not done on a day the file has it done."""
    server.mood("log", "4", "--date", "2026-02-08", "--words", "tired", "--tags", "Family,home")
    server.mood("log", "6", "--date", "2026-03-29", "--words", "calm", "--tags", "family",
                "--reason", "The store's own note", "--discuss")
    server.mood("habit", "add", GOAL)
    server.mood("habit", "undo", GOAL, "--date", "2026-02-08")


@pytest.mark.parametrize("policy", POLICIES)
def test_a_day_the_store_has_is_kept_replaced_or_merged_by_the_page_as_by_the_command(
        open_app, server, tmp_path, policy):
    with_days_the_file_has(server)
    command = twin(server, tmp_path)
    page = open_app(1280, 800)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(str(DAYLIO))
    choice = page.get_by_role("group", name="Days you have already")
    if policy != "keep":
        choice.get_by_role("radio", name=POLICIES[policy]).check()
    dry_run = subprocess.run(
        [mood_binary(), "import", str(DAYLIO), "--dry-run", "--on-conflict", policy],
        env=server.env, capture_output=True, text=True, check=True).stdout.splitlines()
    # The page states the rule chosen in the command's words, the line its dry run prints.
    rule = choice.locator(".conflict-rule:visible")
    expect(rule).to_have_count(1)
    assert rule.inner_text() in dry_run
    expect(choice.get_by_role("radio", name=POLICIES[policy])).to_have_accessible_description(
        rule.inner_text())

    page.get_by_role("button", name="Check the file").click()
    expect(page.locator("#status")).to_have_text("Nothing has been written yet.")
    shown = page.locator("#report").inner_text().splitlines()
    assert shown == [dry_run[0].replace(str(DAYLIO), DAYLIO.name, 1)] + dry_run[1:]
    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")

    # The same file imported by the command into the store's twin: the stores are equal,
    # every day, habit, record and word of them, field by field.
    mood(command, "import", str(DAYLIO), "--on-conflict", policy)
    assert backup(server.env) == backup(command)


def test_merge_through_the_page_joins_a_day_by_the_rule_field_by_field(open_app, server, tmp_path):
    """The rule of Docs/importing.md, "Days the store has already", checked on the merged days
    against the store's day and the file's day (as the file alone imports), field by field."""
    with_days_the_file_has(server)
    stored = {entry["day"]: entry for entry in backup(server.env)["entries"]}
    alone = {**server.env, "MOODCARD_STORE": str(tmp_path / "alone.sqlite")}
    mood(alone, "import", str(DAYLIO))
    from_file = backup(alone)
    files = {entry["day"]: entry for entry in from_file["entries"]}
    page = open_app(390, 844)
    page.goto(server.origin + "/data")
    page.wait_for_selector("body[data-ready=true]")
    page.get_by_label("File", exact=True).set_input_files(str(DAYLIO))
    page.get_by_role("radio", name="Merge both").check()
    page.get_by_role("button", name="Check the file").click()
    page.get_by_role("button", name="Import it").click()
    expect(page.locator("#status")).to_have_text("Imported.")
    merged = backup(server.env)
    days = {entry["day"]: entry for entry in merged["entries"]}

    for day in ["2026-02-08", "2026-03-29"]:
        mine, theirs, result = stored[day], files[day], days[day]
        added_words = [word for word in theirs["words"] if word not in mine["words"]]
        added_tags = [tag for tag in theirs["tags"]
                      if tag.casefold() not in {kept.casefold() for kept in mine["tags"]}]
        assert result["score"] == mine["score"]
        assert result["words"] == mine["words"] + added_words
        assert result["tags"] == mine["tags"] + added_tags
        assert result["reason"] == (mine["reason"] or theirs["reason"])
        assert result["discuss"] == (mine["discuss"] or theirs["discuss"])
        for field in ["loggedAt", "createdAt", "timeZone"]:
            assert result[field] == mine[field], field
        changed = added_words or added_tags or result["reason"] != mine["reason"] \
            or result["discuss"] != mine["discuss"]
        assert result["updatedAt"] == (max(mine["updatedAt"], theirs["updatedAt"]) if changed
                                       else mine["updatedAt"])
        assert set(result) == set(mine)
    # What the store lacked is added: the file's third day whole.
    assert days["2026-02-01"] == files["2026-02-01"]
    # The goal's habit is done on a day either says done: the store's "not done" gives way.
    habit = next(habit["id"] for habit in merged["habits"] if habit["name"] == GOAL)
    done = {(record["day"], record["done"]) for record in merged["completions"]
            if record["habit"] == habit}
    file_habit = next(habit["id"] for habit in from_file["habits"] if habit["name"] == GOAL)
    file_done = {record["day"] for record in from_file["completions"]
                 if record["habit"] == file_habit and record["done"]}
    assert "2026-02-08" in file_done
    assert done == {(day, True) for day in file_done}
