"""Snapshot tests written as journeys, run by the journey command through the Textual adapter,
and the screens they saw read back."""

from __future__ import annotations

import os
import re
import subprocess
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

from .keys import is_pause, journey_key
from .snapshot_tests import SnapshotTest

# Runs an app file as Textual's snapshot tests load it (pytest-textual-snapshot's
# snap_compare calls textual._import_app.import_app, which runs the file without
# __main__ and takes its `app`, or its one App class or instance), from the folder the
# suite runs in, the source tree's root.
LOADER = '''\
"""Runs a Textual app file as Textual's snapshot tests load it: LOADER APP_FILE ROOT."""
import os
import shlex
import sys

from textual._import_app import import_app

os.chdir(sys.argv[2])
import_app(shlex.quote(sys.argv[1])).run()
'''


@dataclass(frozen=True)
class JourneyOutcome:
    """What the journey of one test saw: the screen's file, or the message of its failure."""

    screen_file: Path | None
    failure: str | None


def journey_name(test_name: str) -> str:
    """A file name for a test's journey: its pytest name with anything but letters, digits,
    `_` and `-` as `_`, and a short hash of the whole name so two names never collide."""
    import hashlib

    digest = hashlib.sha1(test_name.encode("utf-8")).hexdigest()[:8]
    return re.sub(r"[^A-Za-z0-9_-]", "_", test_name)[:80] + "-" + digest


def quoted(text: str) -> str:
    """A journey string literal of `text`."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def journey_text(test: SnapshotTest, app_file: Path, loader: Path, root: Path) -> str:
    """The journey of an expressible test: launch the app at its size, press its keys, and
    compare the screen with a snapshot that does not exist, so the screen is written out."""
    width, height = test.size
    lines = [
        f"# Textual's snapshot test {test.name}",
        f"launch {quoted(str(loader))} {quoted(str(app_file))} {quoted(str(root))} --terminal-size {width}x{height}",
    ]
    lines += [f"press {journey_key(key)}" for key in test.keys if not is_pause(key)]
    lines.append(f'expect screen matches "{journey_name(test.name)}"')
    return "\n".join(lines) + "\n"


def screen_file(folder: Path, test: SnapshotTest) -> Path:
    """Where the journey command writes the screen a test's journey saw (a pending file)."""
    width, height = test.size
    return folder / "__Snapshots__" / f"{journey_name(test.name)}.{width}x{height}.txt.pending"


def run_journeys(folder: Path, journey: Path, app: Path, parallel: int, timer_horizon: float, log: Path) -> Path:
    """Runs every journey in `folder` with the adapter's launcher; returns the JUnit file.

    `timer_horizon` is how soon a one-shot timer must be due for the adapter to wait for
    it (JOURNEY_TEXTUAL_TIMER_HORIZON, docs/textual.md): Textual's snapshots are taken
    without waiting for any, so a toast is there until its timer would take it away; but
    the few tens of milliseconds its harness takes let a timer due that soon fire.
    """
    junit = folder.parent / "junit.xml"
    environment = dict(os.environ, JOURNEY_TEXTUAL_TIMER_HORIZON=f"{timer_horizon:g}")
    with log.open("w") as output:
        subprocess.run(
            [str(journey), "run", str(folder), "--app", str(app), "--parallel", str(parallel),
             "--junit", str(junit), "--trace", "off"],
            stdout=output, stderr=subprocess.STDOUT, cwd=folder.parent, env=environment, check=False,
        )
    return junit


def failures(junit: Path) -> dict[str, str]:
    """Each journey's failure message by journey name, from the JUnit file."""
    if not junit.is_file():
        return {}
    messages = {}
    for case in ElementTree.parse(junit).getroot().iter("testcase"):
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        if problem is not None:
            messages[case.get("name", "")] = (problem.get("message") or problem.text or "").strip()
    return messages


def last_log_line(folder: Path, name: str) -> str | None:
    """The last line the app of journey `name` wrote to its log before failing (the
    failure folder's app-log.txt beside the JUnit file), when there is one."""
    log = folder / "journey-failures" / name / "app-log.txt"
    if not log.is_file():
        return None
    lines = [line.strip() for line in log.read_text(errors="replace").splitlines() if line.strip()]
    # Rich's traceback ends with its note on errors not shown; the error is the line before.
    lines = [line for line in lines if not line.startswith("NOTE:")]
    return lines[-1] if lines else None
