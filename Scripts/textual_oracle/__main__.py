"""Runs Textual's own snapshot tests through the Textual adapter and says how many match.

    Scripts/textual-oracle [--checkout DIR] [--only TEXT] [--parallel N] [--minimum PERCENT]

Reads the apps, keys and sizes of tests/snapshot_tests/test_snapshots.py in Textual's
source tree (the pinned release's source distribution, downloaded into
.build/textual-oracle, or the checkout given), runs each test that is an app file, keys and
a size as a journey through journey-textual, and compares the screen the adapter published
with the one Textual's SVG snapshot holds, row by row, text only. Prints how many tests were
found, expressible and matched, each mismatch with its rows, and each test it could not
judge with why; writes the same to .build/textual-oracle/report.txt.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from collections import defaultdict
from pathlib import Path

from . import journey_screen, svg_screen
from .comparison import differing_rows
from .journeys import LOADER, failures, journey_name, journey_text, last_log_line, run_journeys, screen_file
from .keys import UnspellableKey
from .snapshot_tests import read_tests
from .source_tree import TESTS, SourceTreeError, checked, downloaded, pinned_version

REPOSITORY = Path(__file__).resolve().parents[2]
SHOWN_ROWS = 4


def main(argv: list[str] | None = None) -> int:
    options = _options(argv)
    work = options.work.resolve()
    try:
        version = pinned_version(REPOSITORY / "Scripts/python-requirements.txt")
        root = checked(options.checkout.resolve()) if options.checkout else downloaded(version, work / "source")
    except SourceTreeError as problem:
        print(f"textual-oracle: {problem}", file=sys.stderr)
        return 2
    # The journey command runs in the work folder: the tools are named from here.
    options.journey, options.app = options.journey.absolute(), options.app.absolute()
    for tool in (options.journey, options.app):
        if not os.access(tool, os.X_OK):
            print(f"textual-oracle: {tool} is not an executable: build it (swift build) or run "
                  "Scripts/python-env, or name it with --journey / --app", file=sys.stderr)
            return 2

    tests_folder = root / TESTS
    snapshots = tests_folder / "__snapshots__" / "test_snapshots"
    names = {path.stem for path in snapshots.glob("*.svg")}
    tests = read_tests((tests_folder / "test_snapshots.py").read_text(), names)
    if options.only:
        tests = [test for test in tests if options.only in test.name]
    expressible = [test for test in tests if test.unexpressible is None]

    journeys = work / "journeys"
    # What an earlier run left must not be read as this run's.
    for earlier in (journeys, work / "journey-failures"):
        shutil.rmtree(earlier, ignore_errors=True)
    (work / "junit.xml").unlink(missing_ok=True)
    journeys.mkdir(parents=True)
    loader = work / "load_app.py"
    loader.write_text(LOADER)
    not_judged: dict[str, str] = {}
    runnable = []
    for test in expressible:
        app_file = (tests_folder / test.app).resolve()
        if not app_file.is_file():
            not_judged[test.name] = f"its app file {test.app} is not in this source tree (give a checkout)"
            continue
        try:
            text = journey_text(test, app_file, loader, root)
        except UnspellableKey as problem:
            not_judged[test.name] = f"a journey cannot press its keys: {problem}"
            continue
        (journeys / f"{journey_name(test.name)}.journey").write_text(text)
        runnable.append(test)
    messages = failures(run_journeys(journeys, options.journey, options.app, options.parallel,
                                     options.timer_horizon, work / "journey.log")) if runnable else {}

    matched, differing = [], []
    for test in runnable:
        shown = screen_file(journeys, test)
        if not shown.is_file():
            why = messages.get(journey_name(test.name), "the journey wrote no screen (see journey.log)")
            logged = last_log_line(work, journey_name(test.name))
            not_judged[test.name] = f"the journey ended before the screen: {why}" + (f"; the app's log ends: {logged}" if logged else "")
            continue
        try:
            expected = svg_screen.screen_rows((snapshots / f"{test.name}.svg").read_text())
            actual = journey_screen.screen_rows(shown.read_text())
        except (svg_screen.SnapshotError, journey_screen.ScreenFileError) as problem:
            not_judged[test.name] = f"a screen could not be read: {problem}"
            continue
        rows = differing_rows(expected, actual)
        if rows or len(expected) != len(actual):
            differing.append((test, rows, f"{len(expected)} rows in the snapshot, {len(actual)} shown"))
        else:
            matched.append(test)

    report = _report(version if not options.checkout else f"the checkout {root}", tests, expressible,
                     matched, differing, not_judged)
    (work / "report.txt").write_text(report)
    print(report, end="")
    share = 100 * len(matched) / len(expressible) if expressible else 100.0
    return 1 if options.minimum is not None and share < options.minimum else 0


def _report(source: str, tests, expressible, matched, differing, not_judged) -> str:
    lines = []
    for test, rows, heights in differing:
        lines.append(f"✘ {test.name} ({test.app}, {test.size[0]}x{test.size[1]}, keys {list(test.keys)}): "
                     f"{len(rows)} rows differ; {heights}")
        for row in rows[:SHOWN_ROWS]:
            lines.append(f"    row {row.row:>2} snapshot |{row.expected}|")
            lines.append(f"           adapter  |{row.actual}|")
        if len(rows) > SHOWN_ROWS:
            lines.append(f"    … and {len(rows) - SHOWN_ROWS} more rows")
    for name, why in not_judged.items():
        lines.append(f"? {name}: not judged: {why}")
    by_category = defaultdict(list)
    for test in tests:
        if test.unexpressible is not None:
            by_category[test.category].append(test)
    for category, members in sorted(by_category.items()):
        lines.append(f"not expressible, {category} ({len(members)}):")
        lines += [f"    {test.name}: {test.unexpressible}" for test in members]
    share = f"{100 * len(matched) / len(expressible):.1f}%" if expressible else "none"
    lines.append(f"Textual {source}: {len(tests)} snapshot tests found, {len(expressible)} expressible "
                 f"(an app file, keys, a size), {len(matched)} matched ({share} of expressible), "
                 f"{len(differing)} differ, {len(not_judged)} not judged")
    return "\n".join(lines) + "\n"


def _options(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="Scripts/textual-oracle", description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, help="a Textual source tree to read instead of the pinned release's source distribution")
    parser.add_argument("--journey", type=Path, default=REPOSITORY / ".build/debug/journey", help="the journey command (default: .build/debug/journey)")
    parser.add_argument("--app", type=Path, default=REPOSITORY / ".build/python-env/bin/journey-textual", help="the adapter's launcher")
    parser.add_argument("--parallel", type=int, default=os.cpu_count() or 1, help="journeys at once (default: the core count)")
    parser.add_argument("--timer-horizon", type=float, default=0.05, help="seconds within which a one-shot timer holds the app busy "
                        "(default 0.05: a snapshot waits for no timer, but Textual's harness lets some tens of "
                        "milliseconds pass, in which Tabs' 20 ms timer that moves the underline fires)")
    parser.add_argument("--only", help="only the tests whose name contains this text")
    parser.add_argument("--minimum", type=float, help="exit 1 when fewer than this percentage of expressible tests match")
    parser.add_argument("--work", type=Path, default=REPOSITORY / ".build/textual-oracle", help="where the source, journeys and report go")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(main())
