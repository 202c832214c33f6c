"""What the client's tests share: the journey executable built in this package, and pytester."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

#: The package's folder (Clients/Python/tests → the package).
PACKAGE = Path(__file__).resolve().parents[3]


def pytest_configure(config: pytest.Config) -> None:
    """Points the client at the journey built in this package unless one was named."""
    built = PACKAGE / ".build" / "debug" / "journey"
    if not os.environ.get("JOURNEY_EXECUTABLE") and config.getoption("journey_executable") is None and built.exists():
        os.environ["JOURNEY_EXECUTABLE"] = str(built)
