"""The client's limits and defaults in docs/python.md ("Limits and defaults") are the code's: changing one without the other fails."""

from __future__ import annotations

import inspect
import re
from types import ModuleType
from typing import Dict, Tuple

from conftest import PACKAGE
from terminal_journeys import connection, pytest_plugin

#: A row of the table: what, the value and its unit, then the constant as `module.NAME`.
ROW = re.compile(r"^\| [^|\n]+ \| (\d+) (s|bytes|MiB|characters|columns|rows) \| `(\w+)\.(\w+)` \|$", re.MULTILINE)

#: What each unit of the table counts in the code's units (seconds, bytes, characters, cells).
UNITS = {"s": 1, "bytes": 1, "MiB": 1 << 20, "characters": 1, "columns": 1, "rows": 1}

#: The modules whose limits the table gives.
MODULES: Dict[str, ModuleType] = {"connection": connection, "pytest_plugin": pytest_plugin}

#: The module's numbers that are no limit of the client.
NOT_LIMITS = {("connection", "PROTOCOL_VERSION")}


def documented() -> Dict[Tuple[str, str], float]:
    """Each limit of the table, by module and constant, in seconds or bytes."""
    text = (PACKAGE / "docs" / "python.md").read_text()
    section = text.split("### Limits and defaults", 1)[1].split("\n## ", 1)[0]
    return {(module, name): int(value) * UNITS[unit] for value, unit, module, name in ROW.findall(section)}


def defines(module: ModuleType, name: str) -> bool:
    """Whether ``module`` assigns ``name`` itself, rather than importing it from its home."""
    return re.search(rf"^{name} = ", inspect.getsource(module), re.MULTILINE) is not None


def limits() -> Dict[Tuple[str, str], float]:
    """Each numeric constant the modules define (a name in capitals), but for the protocol's revision."""
    return {
        (module_name, name): value
        for module_name, module in MODULES.items()
        for name, value in vars(module).items()
        if name.isupper() and isinstance(value, (int, float)) and not isinstance(value, bool)
        and defines(module, name) and (module_name, name) not in NOT_LIMITS
    }


def test_each_limit_of_the_client_is_documented_with_its_value() -> None:
    in_code = limits()

    assert in_code, "the client has no limits to compare"
    assert documented() == in_code
