"""The pytest plugin: fixtures ``journey_driver``, ``launch``, ``journey_app``, ``journey_terminal``,
and what a failed test leaves behind (``--journey-trace on|off|retain-on-failure``).

Each pytest process (each ``pytest-xdist`` worker) starts one ``journey serve``; every
app or program a test starts is a session of its own, with its own state directory, and
is closed when the test ends.
"""

from __future__ import annotations

import os
import re
import subprocess
from typing import Callable, Dict, Generator, List, Mapping, Optional, Sequence, Union

import pytest

from .connection import DEFAULT_COLUMNS, DEFAULT_ROWS
from .errors import JourneyError
from .sync import App, Driver, Terminal

#: The choices of ``--journey-trace``.
TRACE_CHOICES = ("on", "off", "retain-on-failure")

#: Seconds ``journey report`` has to write a kept test's report (docs/python.md, "Limits and defaults").
REPORT_TIMEOUT = 120

#: The most characters of a test's id a kept test's folder is named with (its start).
FOLDER_NAME_LENGTH = 150

_OUTCOME_KEY = pytest.StashKey[Dict[str, pytest.TestReport]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """The plugin's options."""
    group = parser.getgroup("terminal-journeys")
    group.addoption("--journey-executable", default=None, help="the journey executable (else JOURNEY_EXECUTABLE, else PATH)")
    group.addoption("--journey-app", default=None, help="the app launch starts when a test names none (else the demo shop)")
    group.addoption(
        "--journey-trace",
        default="retain-on-failure",
        choices=TRACE_CHOICES,
        help="keep each test's journey, trace, report, screen (text and SVG) and failure: on, off, retain-on-failure (the default)",
    )
    group.addoption("--journey-output", default="journey-results", help="where kept traces go, one folder a test")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Keeps each phase's report on the test, for the fixtures' teardown to read."""
    report = yield
    item.stash.setdefault(_OUTCOME_KEY, {})[report.when] = report
    return report


@pytest.fixture(scope="session")
def journey_driver(pytestconfig: pytest.Config) -> Generator[Driver, None, None]:
    """The ``journey serve`` of this pytest process (of this xdist worker)."""
    driver = Driver(pytestconfig.getoption("journey_executable"), app=pytestconfig.getoption("journey_app"))
    yield driver
    driver.close()


def _folder_name(nodeid: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", nodeid).strip("-")[:FOLDER_NAME_LENGTH] or "test"


def _keep(session: Union[App, Terminal], folder: str, number: int, failure: Optional[str], test: pytest.Item) -> None:
    """Writes the session's journey, trace, screen (text and SVG) and the failure into ``folder``."""
    os.makedirs(folder, exist_ok=True)
    stem = os.path.join(folder, f"session-{number}")
    notes: List[str] = []
    for name, read in (("screen.txt", session.screen), ("screen.svg", session.screen_svg)):
        try:
            screen = read()
        except JourneyError as error:
            notes.append(f"{name}: {error.message}")
            continue
        with open(f"{stem}.{name}", "w", encoding="utf-8") as file:
            file.write(screen)
    try:
        session.journey(os.path.abspath(f"{stem}.journey"))
    except JourneyError as error:
        notes.append(f"journey: {error.message}")
    try:
        session.trace(os.path.abspath(f"{stem}.trace.json"), name=test.nodeid, file=str(test.path), failure=failure)
    except JourneyError as error:
        notes.append(f"trace: {error.message}")
    if failure is not None or notes:
        with open(f"{stem}.failure.txt", "w", encoding="utf-8") as file:
            file.write("\n\n".join(([failure] if failure else []) + notes) + "\n")


def _report(driver: Driver, folder: str) -> None:
    """Writes ``folder/report.html`` from the traces in ``folder`` with ``journey report``, as for a Swift test.

    A report that fails, or runs past ``REPORT_TIMEOUT``, is noted in ``folder/report.failure.txt``
    instead: the test's outcome stands.
    """
    if driver.executable is None or not any(name.endswith(".trace.json") for name in os.listdir(folder)):
        return
    report = os.path.join(folder, "report.html")
    try:
        done = subprocess.run(
            [driver.executable, "report", folder, "--report", report], capture_output=True, text=True, timeout=REPORT_TIMEOUT, check=False
        )
    except subprocess.TimeoutExpired:
        note = f"journey report did not finish within {REPORT_TIMEOUT} s, and was killed\n"
    else:
        if done.returncode == 0:
            return
        note = f"journey report exited with {done.returncode}:\n{done.stdout}{done.stderr}"
    with open(os.path.join(folder, "report.failure.txt"), "w", encoding="utf-8") as file:
        file.write(note)


@pytest.fixture
def _journey_sessions(request: pytest.FixtureRequest, journey_driver: Driver) -> Generator[List[Union[App, Terminal]], None, None]:
    sessions: List[Union[App, Terminal]] = []
    yield sessions
    reports = request.node.stash.get(_OUTCOME_KEY, {})
    failed = any(report.failed for report in reports.values())
    mode = request.config.getoption("journey_trace")
    keep = mode == "on" or (mode == "retain-on-failure" and failed)
    folder = os.path.join(str(request.config.getoption("journey_output")), _folder_name(request.node.nodeid))
    failure = next((str(report.longrepr) for report in reports.values() if report.failed), None)
    for number, session in enumerate(sessions, start=1):
        try:
            if keep:
                _keep(session, folder, number, failure, request.node)
        finally:
            try:
                session.close()
            except JourneyError:
                pass  # the app had already ended: nothing is left to close
    if keep and sessions:
        _report(journey_driver, folder)


@pytest.fixture
def launch(journey_driver: Driver, _journey_sessions: List[Union[App, Terminal]]) -> Callable[..., App]:
    """A factory: ``launch(app=None, arguments=(...), environment={...})`` starts an app, closed after the test."""

    def start(
        app: Optional[str] = None,
        *,
        arguments: Optional[Sequence[str]] = None,
        environment: Optional[Mapping[str, str]] = None,
    ) -> App:
        started = journey_driver.launch(app, arguments=arguments, environment=environment)
        _journey_sessions.append(started)
        return started

    return start


@pytest.fixture
def journey_app(launch: Callable[..., App]) -> App:
    """The app (``--journey-app``, else the demo shop) launched with ``--uitesting --reset-state``."""
    return launch()


@pytest.fixture
def journey_terminal(journey_driver: Driver, _journey_sessions: List[Union[App, Terminal]]) -> Callable[..., Terminal]:
    """A factory: ``journey_terminal("less notes.txt", columns=80, rows=24)`` starts a program, ended after the test."""

    def start(
        command: str, *, columns: int = DEFAULT_COLUMNS, rows: int = DEFAULT_ROWS, environment: Optional[Mapping[str, str]] = None
    ) -> Terminal:
        started = journey_driver.run_program(command, columns=columns, rows=rows, environment=environment)
        _journey_sessions.append(started)
        return started

    return start


