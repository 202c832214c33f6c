"""A session's trace: the same steps, in the same format, as `journey run` keeps for the same journey."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
from pathlib import Path
from typing import Any, Dict, List

import pytest

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys import JourneyError
from terminal_journeys.sync import Driver, expect

JOURNEY = Path(__file__).parent / "journeys" / "sign-in.journey"

#: What every step of a trace holds, whoever wrote it (the launch has no screen before it).
STEP_KEYS = {"title", "startMicroseconds", "durationMicroseconds", "result", "after"}
#: What a step holds only when the app did some (work started or finished, log lines), and a
#: script's line, which a call from Python does not name.
UNSHARED_KEYS = {"events", "log", "source"}


def sign_in_from_python(driver: Driver, path: Path) -> Dict[str, Any]:
    """The sign-in of journeys/sign-in.journey, call for call, and the trace the server keeps of it."""
    app = driver.launch()
    expect(app.buttons["loginButton"]).to_be_disabled()
    app.text_fields["emailField"].type_text("user@example.com")
    app.secure_text_fields["passwordField"].type_text("securePass1")
    expect(app.buttons["loginButton"]).to_be_enabled()
    app.buttons["loginButton"].tap()
    app.static_texts["dashboardTitle"].wait_for_existence()
    expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")
    app.trace(str(path), name="sign-in")
    app.close()
    return dict(json.loads(path.read_text()))


def journey(driver: Driver, *arguments: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Runs the journey command the driver runs, with no browser to open."""
    assert driver.executable is not None
    environment = {key: value for key, value in os.environ.items() if key not in ("BROWSER", "DISPLAY", "WAYLAND_DISPLAY")}
    environment["PASSWORD_FIELD"] = "securePass1"
    return subprocess.run([driver.executable, *arguments], cwd=cwd, env=environment, capture_output=True, text=True, timeout=300)


def titles(trace: Dict[str, Any]) -> List[str]:
    return [step["title"] for step in trace["steps"]]


def test_a_python_sign_in_keeps_the_steps_journey_run_keeps_for_the_same_journey_in_the_same_format(
    journey_driver: Driver, tmp_path: Path
) -> None:
    python = sign_in_from_python(journey_driver, tmp_path / "python.trace.json")
    run = journey(journey_driver, "run", str(JOURNEY), "--trace", "on", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    script = json.loads((tmp_path / ".journey-results" / "traces" / "sign-in.trace.json").read_text())

    assert titles(python) == titles(script)
    assert (python["format"], python["version"]) == (script["format"], script["version"]) == ("terminal-journeys-trace", 1)
    assert [step["result"] for step in python["steps"]] == ["passed"] * len(script["steps"])
    for ours, theirs in zip(python["steps"], script["steps"]):
        assert STEP_KEYS <= set(ours), ours["title"]
        assert set(ours) - UNSHARED_KEYS == set(theirs) - UNSHARED_KEYS, ours["title"]
        assert {"tree", "screen"} <= set(ours["after"]), ours["title"]
    assert "securePass1" not in json.dumps(python["steps"])  # a secure field's text is never kept


def test_journey_report_and_show_report_open_a_python_trace(journey_driver: Driver, tmp_path: Path) -> None:
    traces = tmp_path / "traces"
    traces.mkdir()
    sign_in_from_python(journey_driver, traces / "sign-in.trace.json")

    report = journey(journey_driver, "report", str(traces), "--report", str(tmp_path / "report.html"), cwd=tmp_path)
    shown = journey(journey_driver, "show-report", str(tmp_path / "report.html"), cwd=tmp_path)

    assert report.returncode == 0, report.stdout + report.stderr
    assert "Report of 1 trace (1 passed, 0 failed)" in report.stdout
    assert 'staticTexts[\\"dashboardTitle\\"] label == \\"Shop\\"' in (tmp_path / "report.html").read_text()
    assert shown.returncode == 0, shown.stdout + shown.stderr
    assert "report.html" in shown.stdout


def test_a_failed_call_is_a_failed_step_carrying_the_drivers_message(journey_driver: Driver, tmp_path: Path) -> None:
    app = journey_driver.launch()
    with pytest.raises(JourneyError):
        app.buttons["noSuchButton"].tap()
    trace = json.loads(Path(app.trace(str(tmp_path / "failed.trace.json"), failure="the test failed")).read_text())
    app.close()

    assert trace["result"] == "failed"
    assert trace["steps"][-1]["result"] == "failed"
    assert 'buttons["noSuchButton"]' in trace["steps"][-1]["failure"]["message"]
    assert trace["failures"] == [{"kind": "issue", "message": "the test failed"}]


def test_a_journey_replaces_a_file_of_its_own_name_unless_told_not_to(journey_driver: Driver, tmp_path: Path) -> None:
    app = journey_driver.launch()
    app.buttons["guestButton"].tap()
    mine, kept = tmp_path / "mine.journey", tmp_path / "kept.journey"
    mine.write_text("a user's own notes\n")
    kept.write_text("a user's own notes\n")

    app.journey(str(mine))
    with pytest.raises(JourneyError):
        app.journey(str(kept), overwrite=False)

    assert 'tap buttons["guestButton"]' in mine.read_text()
    assert kept.read_text() == "a user's own notes\n"
    app.close()


def test_the_async_api_replaces_a_file_of_its_own_name_too(tmp_path: Path) -> None:
    mine = tmp_path / "mine.journey"
    mine.write_text("a user's own notes\n")

    async def journey() -> None:
        driver = await AsyncDriver.start()
        try:
            app = await driver.launch()
            await app.buttons["guestButton"].tap()
            await app.journey(str(mine))
        finally:
            await driver.close()

    asyncio.run(journey())
    assert 'tap buttons["guestButton"]' in mine.read_text()


def test_a_trace_replaces_a_file_of_its_own_name_by_default_in_both_apis(journey_driver: Driver, tmp_path: Path) -> None:
    mine, also_mine = tmp_path / "sync.trace.json", tmp_path / "async.trace.json"
    for path in (mine, also_mine):
        path.write_text("a user's own notes\n")

    app = journey_driver.launch()
    app.buttons["guestButton"].tap()
    app.trace(str(mine))
    app.close()

    async def trace() -> None:
        driver = await AsyncDriver.start()
        try:
            app = await driver.launch()
            await app.buttons["guestButton"].tap()
            await app.trace(str(also_mine))
        finally:
            await driver.close()

    asyncio.run(trace())
    for path in (mine, also_mine):
        assert json.loads(path.read_text())["format"] == "terminal-journeys-trace"
