"""Textual's own Pilot, in-process: the peer the benchmark holds the Textual adapter to.

Runs the adapter's example app (Adapters/Textual/examples/counter.py) under
`App.run_test()` and measures, in the app's own process and event loop:

  - start: `run_test()` entered until the first screen is composed and idle
    (`async with app.run_test(size=...) as pilot` returns, then `pilot.pause()`);
  - click: `pilot.click("#loud")` then `pilot.pause()`, the way a Pilot test taps a
    checkbox and waits for what it caused (a button would not do: Textual ignores a click
    on a button within 0.2 s of the last, while it shows as pressed);
  - press: `pilot.press("space")` on the focused checkbox, then `pilot.pause()`;
  - type: `pilot.press(*text)` into the emptied, focused name field, then one
    `pilot.pause()`: how a Pilot test types (the text is `--text`, the benchmark's).

Every click and press must flip the checkbox, and every text must be the field's value,
checked outside the timing: a figure is only printed when each one reached the app. Prints one JSON object: each figure's
median and 99th percentile in nanoseconds, and how many samples each has.

With `--suite N` it is instead a suite of N Pilot tests of the example, as pytest would
run them in one process: N `run_test()`s, each until its first screen is idle, and
nothing else; the caller times the whole command. Prints `{"suite": N}`.

    python textual_pilot.py [--runs N] [--starts N] [--text TEXT] | --suite N
"""

import argparse
import asyncio
import importlib.util
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
COUNTER = os.path.join(HERE, "..", "..", "Adapters", "Textual", "examples", "counter.py")


def load_counter():
    spec = importlib.util.spec_from_file_location("counter", COUNTER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Counter


def summary(samples):
    """The median and the 99th percentile (nearest rank) of `samples`, in nanoseconds."""
    ordered = sorted(samples)
    rank = max(1, -(-len(ordered) * 99 // 100))
    return {"median": ordered[len(ordered) // 2], "p99": ordered[rank - 1], "count": len(ordered)}


async def measure(runs, starts, text):
    counter = load_counter()
    start_samples = []
    for _ in range(starts):
        began = time.perf_counter_ns()
        async with counter().run_test(size=(80, 40)) as pilot:
            await pilot.pause()
            start_samples.append(time.perf_counter_ns() - began)
    clicks, presses = [], []
    app = counter()
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.pause()
        checkbox = app.query_one("#loud")
        for samples, act in ((clicks, lambda: pilot.click("#loud")), (presses, lambda: pilot.press("space"))):
            checkbox.focus()
            await pilot.pause()
            for _ in range(runs):
                before = checkbox.value
                began = time.perf_counter_ns()
                await act()
                await pilot.pause()
                samples.append(time.perf_counter_ns() - began)
                if checkbox.value == before:
                    sys.exit("a click or a press did not reach the checkbox: the figure would be wrong")
        field = app.query_one("#name")
        typings = []
        for _ in range(runs):
            field.value = ""
            field.focus()
            await pilot.pause()
            began = time.perf_counter_ns()
            await pilot.press(*text)
            await pilot.pause()
            typings.append(time.perf_counter_ns() - began)
            if field.value != text:
                sys.exit(f"the field shows {field.value!r}, not {text!r}: the figure would be wrong")
    return {"start": summary(start_samples), "click": summary(clicks), "press": summary(presses), "type": summary(typings)}


async def suite(tests):
    """Runs `tests` Pilot tests that each start the example and wait for its first screen."""
    counter = load_counter()
    for _ in range(tests):
        async with counter().run_test(size=(80, 40)) as pilot:
            await pilot.pause()
    return {"suite": tests}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument("--suite", type=int, default=0)
    parser.add_argument("--text", default="typed by the benchmark")
    arguments = parser.parse_args()
    if arguments.suite > 0:
        print(json.dumps(asyncio.run(suite(arguments.suite))))
    else:
        print(json.dumps(asyncio.run(measure(arguments.runs, arguments.starts, arguments.text))))


if __name__ == "__main__":
    main()
