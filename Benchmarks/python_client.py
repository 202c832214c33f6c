"""The Python client's timings for ``bench --only python``: what a test in Python waits for.

Run by the benchmark (``Sources/bench/PythonClientFigures.swift``), which measures the
same steps through the Swift driver in the same run and divides. This script only
times; it prints every sample, in nanoseconds, as one JSON object on standard output,
and the benchmark computes the medians, so the statistics have one home:

    {"tap": [...], "async_tap": [...], "journey": [...]}

- ``tap``: a tap through the sync API on the idle sign-in screen, alternately on the
  two fields so every tap changes the screen, as the Swift driver's tap figure does;
- ``async_tap``: the same through the async API, on the caller's own event loop;
- ``journey``: the 10-step guest checkout through the sync API, launch included, until
  the confirmation shows and the app is closed, as the Swift journey figure does.

The app is launched with no arguments, as the Swift figures launch it (a release build
refuses the test-only flags).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from typing import Dict, List

import terminal_journeys
from terminal_journeys import sync

#: The two sign-in fields a tap alternates between.
FIELDS = ('textFields["emailField"]', 'secureTextFields["passwordField"]')


def sync_taps(driver: sync.Driver, app_path: str, runs: int) -> List[int]:
    """``runs`` taps through the sync API, each timed alone."""
    app = driver.launch(app_path, arguments=[])
    fields = [app.element(query) for query in FIELDS]
    fields[1].tap()
    samples = []
    for index in range(runs):
        started = time.perf_counter_ns()
        fields[index % 2].tap()
        samples.append(time.perf_counter_ns() - started)
    app.close()
    return samples


async def async_taps(journey: str, app_path: str, runs: int) -> List[int]:
    """``runs`` taps through the async API, each timed alone."""
    driver = await terminal_journeys.Driver.start(journey, app=app_path)
    try:
        app = await driver.launch(app_path, arguments=[])
        fields = [app.element(query) for query in FIELDS]
        await fields[1].tap()
        samples = []
        for index in range(runs):
            started = time.perf_counter_ns()
            await fields[index % 2].tap()
            samples.append(time.perf_counter_ns() - started)
        await app.close()
        return samples
    finally:
        await driver.close()


def checkout(driver: sync.Driver, app_path: str) -> None:
    """The benchmark's 10-step guest checkout, the Swift figure's steps one for one."""
    app = driver.launch(app_path, arguments=[])
    app.buttons["guestButton"].tap()
    app.cells["productCell_0"].tap()
    app.buttons["addToCartButton"].tap()
    app.tab_bars.buttons["Cart"].tap()
    app.buttons["checkoutButton"].tap()
    app.text_fields["addressNameField"].type_text("Ada Lovelace")
    app.text_fields["addressStreetField"].type_text("12 Analytical Row")
    app.text_fields["addressCityField"].type_text("London")
    app.text_fields["addressPostcodeField"].type_text("N1 9GU")
    app.buttons["checkout.pay"].tap()
    app.static_texts["orderConfirmationTitle"].wait_for_existence()
    app.close()


def journeys(driver: sync.Driver, app_path: str, runs: int) -> List[int]:
    """``runs`` checkouts, one after another, each timed alone."""
    samples = []
    for _ in range(runs):
        started = time.perf_counter_ns()
        checkout(driver, app_path)
        samples.append(time.perf_counter_ns() - started)
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--journey", required=True, help="the journey executable that serves")
    parser.add_argument("--app", required=True, help="the shop's executable")
    parser.add_argument("--taps", type=int, default=1000)
    parser.add_argument("--journeys", type=int, default=100)
    options = parser.parse_args()
    samples: Dict[str, List[int]] = {}
    with sync.Driver(options.journey, app=options.app) as driver:
        samples["tap"] = sync_taps(driver, options.app, options.taps)
        samples["journey"] = journeys(driver, options.app, options.journeys)
    samples["async_tap"] = asyncio.run(async_taps(options.journey, options.app, options.taps))
    json.dump(samples, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
