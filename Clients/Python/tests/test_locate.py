"""Finding journey: the option, then JOURNEY_EXECUTABLE, then PATH; a clear message when none."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from terminal_journeys import ExecutableNotFound, find_journey
from terminal_journeys.sync import Driver


def executable(folder: Path, name: str = "journey") -> str:
    path = folder / name
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_the_option_wins_over_the_variable_and_path(tmp_path: Path) -> None:
    option = executable(tmp_path, "chosen")
    variable = executable(tmp_path, "variable")

    found = find_journey(option, {"JOURNEY_EXECUTABLE": variable, "PATH": str(tmp_path)})

    assert found == option


def test_the_variable_wins_over_path(tmp_path: Path) -> None:
    variable = executable(tmp_path, "variable")
    (tmp_path / "bin").mkdir()
    executable(tmp_path / "bin")

    assert find_journey(None, {"JOURNEY_EXECUTABLE": variable, "PATH": str(tmp_path / "bin")}) == variable


def test_path_is_searched_last(tmp_path: Path) -> None:
    on_path = executable(tmp_path)

    assert find_journey(None, {"PATH": str(tmp_path)}) == on_path


def test_none_found_says_how_to_build_one(tmp_path: Path) -> None:
    with pytest.raises(ExecutableNotFound) as raised:
        find_journey(None, {"PATH": str(tmp_path)})

    assert "swift build --product journey" in raised.value.message


def test_a_variable_naming_no_executable_says_so_rather_than_falling_back(tmp_path: Path) -> None:
    executable(tmp_path)
    missing = os.path.join(str(tmp_path), "missing")

    with pytest.raises(ExecutableNotFound, match="JOURNEY_EXECUTABLE names .*missing"):
        find_journey(None, {"JOURNEY_EXECUTABLE": missing, "PATH": str(tmp_path)})


def test_a_driver_that_finds_no_journey_raises_and_leaves_no_thread_of_its_own_running(tmp_path: Path) -> None:
    before = threading.active_count()

    with pytest.raises(ExecutableNotFound):
        Driver(str(tmp_path / "no-journey"))

    assert threading.active_count() == before


def test_a_script_that_leaves_its_driver_open_still_exits() -> None:
    # The driver's event-loop thread must not hold the interpreter open at its exit.
    script = "from terminal_journeys.sync import Driver; print(Driver().pid)"

    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30, check=False)

    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().isdigit()
