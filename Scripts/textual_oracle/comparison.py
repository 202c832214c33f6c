"""Two screens compared row by row, text only."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RowDifference:
    """One row that differs: its number from 0, what the snapshot holds and what was shown."""

    row: int
    expected: str
    actual: str


def differing_rows(expected: list[str], actual: list[str]) -> list[RowDifference]:
    """The rows that differ, trailing spaces ignored; a row one screen lacks reads as empty."""
    differences = []
    for row in range(max(len(expected), len(actual))):
        want = expected[row].rstrip() if row < len(expected) else ""
        got = actual[row].rstrip() if row < len(actual) else ""
        if want != got:
            differences.append(RowDifference(row, want, got))
    return differences
