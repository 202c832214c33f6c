"""The pytest plugin: fixtures close what they start, and a failed test keeps its journey and screen."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from terminal_journeys.locate import find_journey
from terminal_journeys.pytest_plugin import _folder_name

INNER_TESTS = """
from terminal_journeys.sync import expect

def test_passes(journey_app):
    journey_app.buttons["guestButton"].tap()

def test_fails(journey_app):
    journey_app.buttons["guestButton"].tap()
    expect(journey_app.static_texts["dashboardTitle"]).to_have_label("Not the shop", timeout=1)
"""


def kept_files(pytester: pytest.Pytester, test: str) -> list[str]:
    folders = [path for path in (pytester.path / "journey-results").glob("*") if test in path.name]
    return sorted(path.name for folder in folders for path in folder.iterdir())


@pytest.mark.parametrize("mode", [[], ["--journey-trace", "retain-on-failure"]], ids=["by default", "when asked"])
def test_a_failed_test_keeps_its_screen_svg_journey_trace_report_and_failure_by_default_and_when_asked(
        pytester: pytest.Pytester, mode: list[str]) -> None:
    pytester.makepyfile(INNER_TESTS)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", *mode)

    result.assert_outcomes(passed=1, failed=1)
    assert kept_files(pytester, "test_fails") == [
        "report.html", "session-1.failure.txt", "session-1.journey", "session-1.screen.svg", "session-1.screen.txt",
        "session-1.trace.json",
    ]
    assert kept_files(pytester, "test_passes") == []
    folder = next((pytester.path / "journey-results").glob("*test_fails*"))
    journey = (folder / "session-1.journey").read_text()
    assert "launch --uitesting --reset-state\n" in journey  # the server's default launch arguments
    assert 'tap buttons["guestButton"]' in journey
    assert "Not the shop" in (folder / "session-1.failure.txt").read_text()
    assert "<svg" in (folder / "session-1.screen.svg").read_text()
    trace = json.loads((folder / "session-1.trace.json").read_text())
    assert trace["name"].endswith("::test_fails") and trace["result"] == "failed"
    assert "Not the shop" in trace["steps"][-1]["failure"]["message"]
    assert "Not the shop" in trace["failures"][0]["message"]  # pytest's report of the failure


def test_trace_on_keeps_a_passing_test_too_with_no_failure_to_note(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(INNER_TESTS)

    pytester.runpytest_subprocess("-p", "no:cacheprovider", "--journey-trace", "on", "-k", "test_passes")

    assert kept_files(pytester, "test_passes") == [
        "report.html", "session-1.journey", "session-1.screen.svg", "session-1.screen.txt", "session-1.trace.json",
    ]


def test_trace_off_keeps_nothing_even_for_a_failure(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(INNER_TESTS)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--journey-trace", "off")

    result.assert_outcomes(passed=1, failed=1)
    assert not (pytester.path / "journey-results").exists()


def test_the_failure_report_quotes_the_drivers_message(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(INNER_TESTS)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-k", "test_fails")

    output = result.stdout.str()
    assert 'ExpectationFailed: timeout: app.staticTexts["dashboardTitle"] satisfying .label("Not the shop")' in output
    assert 'staticText "Shop" #dashboardTitle' in output  # the element tree the driver attached


def test_an_unknown_trace_choice_is_refused_naming_the_choices(pytester: pytest.Pytester, tmp_path: Path) -> None:
    pytester.makepyfile(INNER_TESTS)

    result = pytester.runpytest_subprocess("--journey-trace", "sometimes")

    assert result.ret != 0
    result.stderr.fnmatch_lines(["*invalid choice*'sometimes'*"])


CLOSING_TEST = """
def test_closes_then_fails(journey_app):
    journey_app.buttons["guestButton"].tap()
    journey_app.close()
    assert False, "failed after closing"
"""


def test_a_session_the_test_closed_itself_leaves_notes_of_what_could_not_be_kept_and_no_teardown_error(
        pytester: pytest.Pytester) -> None:
    pytester.makepyfile(CLOSING_TEST)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")

    result.assert_outcomes(failed=1)
    folder = next((pytester.path / "journey-results").glob("*test_closes_then_fails*"))
    failure = (folder / "session-1.failure.txt").read_text()
    assert "failed after closing" in failure
    assert all(f"{what}: " in failure for what in ("screen.txt", "screen.svg", "journey", "trace"))
    # No trace was kept, so no report is made of none.
    assert sorted(path.name for path in folder.iterdir()) == ["session-1.failure.txt"]


def test_a_report_journey_fails_to_write_is_noted_beside_the_traces_and_the_outcome_stands(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(INNER_TESTS)
    # A journey whose `report` fails, serving as the real one does.
    wrapper = pytester.path / "journey-without-reports"
    wrapper.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = report ]; then echo "no report today" >&2; exit 3; fi\n'
        f'exec "{find_journey()}" "$@"\n'
    )
    os.chmod(wrapper, 0o755)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--journey-executable", str(wrapper), "-k", "test_fails")

    result.assert_outcomes(failed=1, deselected=1)
    assert kept_files(pytester, "test_fails") == [
        "report.failure.txt", "session-1.failure.txt", "session-1.journey", "session-1.screen.svg", "session-1.screen.txt",
        "session-1.trace.json",
    ]
    folder = next((pytester.path / "journey-results").glob("*test_fails*"))
    assert (folder / "report.failure.txt").read_text() == "journey report exited with 3:\nno report today\n"


UNREPORTED_TESTS = """
import terminal_journeys.pytest_plugin

terminal_journeys.pytest_plugin.REPORT_TIMEOUT = 1  # made small, to be run out


def test_report_signalled(journey_app):
    journey_app.buttons["guestButton"].tap()
    assert False

def test_report_unfinished(journey_app):
    journey_app.buttons["guestButton"].tap()
    assert False
"""


def test_a_report_killed_by_a_signal_or_past_its_time_limit_is_noted_and_the_outcome_stands(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(UNREPORTED_TESTS)
    # A journey whose `report` is killed by SIGTERM for one test and never ends for the other.
    wrapper = pytester.path / "journey-with-stuck-reports"
    wrapper.write_text(
        "#!/bin/sh\n"
        'case "$1 $2" in\n'
        '    "report "*signalled*) kill -TERM $$ ;;\n'
        '    "report "*unfinished*) exec tail -f /dev/null ;;\n'
        "esac\n"
        f'exec "{find_journey()}" "$@"\n'
    )
    os.chmod(wrapper, 0o755)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--journey-executable", str(wrapper))

    result.assert_outcomes(failed=2)
    folders = {test: next((pytester.path / "journey-results").glob(f"*{test}*")) for test in ("signalled", "unfinished")}
    assert (folders["signalled"] / "report.failure.txt").read_text() == "journey report exited with -15:\n"
    assert (folders["unfinished"] / "report.failure.txt").read_text() == "journey report did not finish within 1 s, and was killed\n"
    assert not any((folder / "report.html").exists() for folder in folders.values())


TWO_SESSIONS_TEST = """
def test_two_apps_then_fails(launch):
    launch().buttons["guestButton"].tap()
    launch().buttons["guestButton"].tap()
    assert False, "failed with two apps"
"""


def test_a_failed_test_with_two_sessions_keeps_each_ones_files(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(TWO_SESSIONS_TEST)

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")

    result.assert_outcomes(failed=1)
    kept = kept_files(pytester, "test_two_apps_then_fails")
    for number in (1, 2):
        assert f"session-{number}.journey" in kept and f"session-{number}.failure.txt" in kept


def test_a_tests_folder_is_named_for_its_id_in_safe_characters_at_most_150() -> None:
    assert _folder_name("tests/test_shop.py::test_pay[card 1]") == "tests-test_shop.py-test_pay-card-1"
    assert _folder_name("t" * 151) == "t" * 150
    assert _folder_name("::[]") == "test"
