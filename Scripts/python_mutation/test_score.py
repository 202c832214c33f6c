"""The score on dumps with known answers."""

from __future__ import annotations

import json

from score import equivalents, score


def line(occurrence: int, worker: str | None, test: str | None = None, output: str = "", operator: str = "op") -> str:
    item = {"job_id": str(occurrence), "mutations": [{"module_path": "src/m.py", "operator_name": operator,
                                                      "occurrence": occurrence}]}
    result = None if worker is None else {"worker_outcome": worker, "test_outcome": test, "output": output}
    return json.dumps([item, result])


def test_the_time_limit_is_no_catch_and_equivalents_leave_the_count() -> None:
    dump = [line(0, "normal", "killed", "F"), line(1, "normal", "killed", "timeout"), line(2, "normal", "survived"),
            line(3, "normal", "survived"), line(4, "normal", "killed")]
    result = score(dump, {"src/m.py op 3"})
    assert (len(result.caught), result.timed_out, result.survived, result.equivalent) == (
        2, ["src/m.py op 1"], ["src/m.py op 2"], ["src/m.py op 3"])
    assert result.ratio() == 2 / 4
    assert result.summary().splitlines()[0] == ("caught 2 of 4 non-equivalent mutants (50.0%); 1 equivalent, "
                                                "1 killed by the time limit (not caught), 0 not judged")


def test_skipped_and_unrun_mutants_count_for_nothing_and_broken_ones_are_not_judged() -> None:
    dump = [line(0, "skipped"), line(1, None), line(2, "exception"), line(3, "normal", "incompetent"),
            line(4, "normal", "killed", "F"), ""]
    result = score(dump, set())
    assert (result.caught, result.not_judged, result.counted()) == (["src/m.py op 4"], ["src/m.py op 2", "src/m.py op 3"], 1)
    assert "not judged: src/m.py op 3" in result.summary()


def test_no_counted_mutant_gives_no_ratio() -> None:
    assert score([line(0, "skipped")], set()).ratio() is None
    assert "(n/a)" in score([], set()).summary()


def test_an_equivalents_file_keys_each_line_before_its_reason() -> None:
    text = "# a heading\n\nsrc/m.py  op 3   # why it is equivalent\nsrc/m.py op 4\n"
    assert equivalents(text) == {"src/m.py op 3", "src/m.py op 4"}
