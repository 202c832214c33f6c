"""The journey a snapshot test becomes."""

from pathlib import Path, PurePosixPath

from textual_oracle.journeys import journey_name, journey_text, last_log_line, screen_file
from textual_oracle.snapshot_tests import SnapshotTest


def test_a_journey_launches_the_app_at_its_size_presses_its_keys_and_writes_the_screen():
    test = SnapshotTest("test_x[a.py]", app=PurePosixPath("a.py"), keys=("shift+tab", "wait:20", "/"), size=(40, 10))

    text = journey_text(test, Path("/t/a b.py"), Path("/w/load_app.py"), Path("/t"))

    assert text.splitlines() == [
        "# Textual's snapshot test test_x[a.py]",
        'launch "/w/load_app.py" "/t/a b.py" "/t" --terminal-size 40x10',
        "press shift-tab",
        'press "/"',
        f'expect screen matches "{journey_name(test.name)}"',
    ]
    assert screen_file(Path("/w"), test) == Path(f"/w/__Snapshots__/{journey_name(test.name)}.40x10.txt.pending")


def test_names_that_differ_only_in_punctuation_get_different_journeys():
    assert journey_name("test_a[x.py]") != journey_name("test_a[x_py]")
    assert journey_name("test_a[x.py]").startswith("test_a_x_py_-")


def test_the_last_line_of_a_failed_apps_log_names_its_error(tmp_path: Path):
    folder = tmp_path / "journey-failures" / "test_a-1"
    folder.mkdir(parents=True)
    (folder / "app-log.txt").write_text("Traceback\n  frame\nAppFail: No module named 'x'\n\nNOTE: 1 of 2 errors shown.\n")

    assert last_log_line(tmp_path, "test_a-1") == "AppFail: No module named 'x'"
    assert last_log_line(tmp_path, "test_b-2") is None
