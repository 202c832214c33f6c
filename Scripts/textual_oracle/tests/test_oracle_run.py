"""The whole oracle on a small source tree whose answers are known: one test whose snapshot
Textual took of its app, one whose snapshot shows another screen, one with a Python hook."""

from pathlib import Path
from textwrap import dedent

import pytest
from textual._doc import take_svg_screenshot
from textual._import_app import import_app

from textual_oracle.__main__ import REPOSITORY, main

JOURNEY = REPOSITORY / ".build/debug/journey"
LAUNCHER = REPOSITORY / ".build/python-env/bin/journey-textual"

APP = '''\
from textual.app import App
from textual.widgets import Input, Label


class Greeting(App):
    def compose(self):
        yield Label("Hello from the oracle")
        yield Input(placeholder="name")
'''

TESTS = '''\
APPS = Path("./snapshot_apps")


def test_typed(snap_compare):
    assert snap_compare(APPS / "greeting.py", press=["tab", *"Ada"], terminal_size=(40, 8))


def test_other_screen(snap_compare):
    assert snap_compare(APPS / "greeting.py", terminal_size=(40, 8))


def test_hooked(snap_compare):
    assert snap_compare(APPS / "greeting.py", run_before=lambda pilot: None)
'''


@pytest.mark.skipif(not JOURNEY.exists() or not LAUNCHER.exists(),
                    reason="needs the journey command (swift build) and journey-textual (Scripts/python-env)")
def test_a_matching_screen_a_differing_one_and_a_hook_are_each_counted_as_such(tmp_path: Path, capsys):
    tests = tmp_path / "textual/tests/snapshot_tests"
    (tests / "snapshot_apps").mkdir(parents=True)
    (tests / "snapshot_apps/greeting.py").write_text(APP)
    (tests / "test_snapshots.py").write_text(TESTS)
    snapshots = tests / "__snapshots__/test_snapshots"
    snapshots.mkdir(parents=True)
    app = str(tests / "snapshot_apps/greeting.py")
    # Taken as Textual's snapshot plugin takes them (an app instance: no screenshot cache).
    (snapshots / "test_typed.svg").write_text(
        take_svg_screenshot(app=import_app(app), press=["tab", *"Ada"], terminal_size=(40, 8)))
    # The other test's snapshot holds what its keys never typed.
    (snapshots / "test_other_screen.svg").write_text(
        take_svg_screenshot(app=import_app(app), press=["tab", *"Bob"], terminal_size=(40, 8)))
    (snapshots / "test_hooked.svg").write_text("<svg/>")

    status = main(["--checkout", str(tmp_path / "textual"), "--work", str(tmp_path / "work"), "--minimum", "50"])

    report = capsys.readouterr().out
    assert "3 snapshot tests found, 2 expressible (an app file, keys, a size), 1 matched (50.0% of expressible), 1 differ, 0 not judged" in report
    assert "✘ test_other_screen" in report
    assert "Bob" in report
    assert "test_hooked: a Python hook or option (run_before=)" in report
    assert status == 0
    assert main(["--checkout", str(tmp_path / "textual"), "--work", str(tmp_path / "work"), "--minimum", "51",
                 "--only", "test_other"]) == 1
