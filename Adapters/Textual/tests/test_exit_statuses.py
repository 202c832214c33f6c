"""The adapter's exit statuses are the protocol's (docs/protocol.md §12, whose numbers the
Swift enum AutomationExitCode owns; a Swift test ties the names)."""

from __future__ import annotations

import re
from pathlib import Path

from journey_textual import wire

PROTOCOL = Path(__file__).resolve().parents[3] / "docs" / "protocol.md"


def test_the_adapter_exits_with_the_statuses_the_protocol_table_gives() -> None:
    section = PROTOCOL.read_text(encoding="utf-8").split("## 12. Errors and exit statuses", 1)[1].split("\n## ", 1)[0]
    documented = {int(number) for number in re.findall(r"^\| (\d+) \|", section, re.MULTILINE)}
    constants = {name: value for name, value in vars(wire).items() if name.startswith("EXIT_")}
    assert len(constants) == len(documented) == 7
    assert set(constants.values()) == documented
