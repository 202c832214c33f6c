"""The adapter's tests import their link and apps from this folder; os._exit stood in for."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


class Exited(Exception):
    """The adapter called os._exit: the test goes on instead of the process ending."""


@pytest.fixture
def statuses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The statuses the adapter exits with, os._exit stood in for: each call raises `Exited`."""
    exits: list[int] = []

    def exit_with(status: int) -> None:
        exits.append(status)
        raise Exited(status)

    monkeypatch.setattr(os, "_exit", exit_with)
    return exits
