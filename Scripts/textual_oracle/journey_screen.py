"""The screen a journey's text snapshot holds (docs/snapshots.md): a framed grid, one row a line."""

from __future__ import annotations


class ScreenFileError(ValueError):
    """A text snapshot that is not framed as the journey command writes one."""


def screen_rows(text: str) -> list[str]:
    """The rows inside the `+---+` frame, each without its `|` borders."""
    lines = text.rstrip("\n").split("\n")
    if len(lines) < 2 or not _is_border(lines[0]) or not _is_border(lines[-1]):
        raise ScreenFileError("the screen file is not framed by +---+ lines")
    rows = []
    for number, line in enumerate(lines[1:-1], start=2):
        if not (line.startswith("|") and line.endswith("|")) or len(line) < 2:
            raise ScreenFileError(f"line {number} of the screen file is not between | borders: {line!r}")
        rows.append(line[1:-1])
    return rows


def _is_border(line: str) -> bool:
    return len(line) >= 2 and line.startswith("+") and line.endswith("+") and set(line[1:-1]) <= {"-"}
