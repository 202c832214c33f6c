"""A screen scraper's Textual journey: pexpect driving the adapter's example app
(Adapters/Textual/examples/counter.py, unmodified) through a pseudo-terminal, the peer the
benchmark holds the Textual adapter's journey to.

Ten steps, each waiting on exact output, never sleeping: start the app and wait for its
text field's placeholder; click the field (an SGR mouse click where it is drawn at 80x40);
type eight letters one at a time, each time waiting until the field shows the text so
far. Then Ctrl-Q, and wait for the app to end.

Prints one JSON object: the journey's median and 99th percentile in nanoseconds over
`--runs` runs, and how many there were.

    python textual_pexpect.py [--runs N]
"""

import argparse
import json
import os
import sys
import time

import pexpect

HERE = os.path.dirname(os.path.abspath(__file__))
COUNTER = os.path.join(HERE, "..", "..", "Adapters", "Textual", "examples", "counter.py")
LETTERS = "qwzvxyok"
# Where the example draws its text field at 80x40 (1-based column and row, as SGR mouse
# reports count): below the count and six buttons three rows high.
FIELD = (6, 22)


def journey() -> int:
    environment = dict(os.environ, TERM="xterm-256color")
    began = time.perf_counter_ns()
    child = pexpect.spawn(sys.executable, [COUNTER], dimensions=(40, 80), env=environment, timeout=30)
    child.expect_exact("Name")
    column, row = FIELD
    child.send(f"\x1b[<0;{column};{row}M\x1b[<0;{column};{row}m")
    typed = ""
    for letter in LETTERS:
        typed += letter
        child.send(letter)
        child.expect_exact(typed)
    elapsed = time.perf_counter_ns() - began
    child.sendcontrol("q")
    child.expect(pexpect.EOF)
    child.close()
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    arguments = parser.parse_args()
    samples = sorted(journey() for _ in range(arguments.runs))
    rank = max(1, -(-len(samples) * 99 // 100))
    print(json.dumps({"journey": {"median": samples[len(samples) // 2], "p99": samples[rank - 1], "count": len(samples)}}))


if __name__ == "__main__":
    main()
