"""The score of a cosmic-ray session: caught / (judged - equivalent).

Reads `cosmic-ray dump` (one JSON line a mutant: the work item and its result) and the
equivalents file (one line a mutant judged equivalent: `module operator occurrence  # why`).
A mutant killed by the time limit is not caught; one cosmic-ray could not run is not
judged, and is listed as such; one left out of the sample (skipped or never run) counts
for nothing.

    python Scripts/python_mutation/score.py DUMP EQUIVALENTS
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field


@dataclass
class Score:
    """What a run's mutants came to, each list naming its mutants by key."""

    caught: list[str] = field(default_factory=list)
    survived: list[str] = field(default_factory=list)
    timed_out: list[str] = field(default_factory=list)
    equivalent: list[str] = field(default_factory=list)
    not_judged: list[str] = field(default_factory=list)

    def counted(self) -> int:
        """The mutants the score is over: judged and not equivalent."""
        return len(self.caught) + len(self.survived) + len(self.timed_out)

    def ratio(self) -> float | None:
        counted = self.counted()
        return len(self.caught) / counted if counted else None

    def summary(self) -> str:
        ratio = self.ratio()
        percent = "n/a" if ratio is None else f"{ratio:.1%}"
        lines = [f"caught {len(self.caught)} of {self.counted()} non-equivalent mutants ({percent}); "
                 f"{len(self.equivalent)} equivalent, {len(self.timed_out)} killed by the time limit (not caught), "
                 f"{len(self.not_judged)} not judged"]
        lines += [f"survived: {key}" for key in self.survived]
        lines += [f"time limit: {key}" for key in self.timed_out]
        lines += [f"not judged: {key}" for key in self.not_judged]
        return "\n".join(lines)


def key(work_item: dict) -> str:
    """A mutant's name: module, operator, occurrence (stable for one source)."""
    mutation = work_item["mutations"][0]
    return f"{mutation['module_path']} {mutation['operator_name']} {mutation['occurrence']}"


def equivalents(text: str) -> set[str]:
    """The keys of an equivalents file: each line's text before `#`, blank lines skipped."""
    keys = set()
    for line in text.splitlines():
        entry = " ".join(line.split("#", 1)[0].split())
        if entry:
            keys.add(entry)
    return keys


def score(dump_lines: list[str], equivalent: set[str]) -> Score:
    result = Score()
    for line in dump_lines:
        if not line.strip():
            continue
        work_item, outcome = json.loads(line)
        name = key(work_item)
        if outcome is None or outcome.get("worker_outcome") == "skipped":
            continue
        if outcome.get("worker_outcome") != "normal" or outcome.get("test_outcome") == "incompetent":
            result.not_judged.append(name)
        elif name in equivalent:
            result.equivalent.append(name)
        elif outcome.get("test_outcome") == "killed":
            (result.timed_out if outcome.get("output") == "timeout" else result.caught).append(name)
        else:
            result.survived.append(name)
    return result


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        sys.stderr.write("usage: score.py DUMP EQUIVALENTS\n")
        return 2
    with open(arguments[0], encoding="utf-8") as dump, open(arguments[1], encoding="utf-8") as listed:
        print(score(dump.read().splitlines(), equivalents(listed.read())).summary())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
