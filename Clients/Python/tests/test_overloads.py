"""``expect`` declares what it takes to a type checker (the package is typed: py.typed) as one
overload for an element and one for a terminal, in the async API and the sync one."""

from __future__ import annotations

import sys
import typing
from typing import Any, Callable, List

import pytest

import terminal_journeys
from terminal_journeys import sync


@pytest.mark.skipif(sys.version_info < (3, 11), reason="typing.get_overloads is new in Python 3.11")
@pytest.mark.parametrize(("expect", "api"), [(terminal_journeys.expect, terminal_journeys), (sync.expect, sync)], ids=["async", "sync"])
def test_expect_declares_an_overload_for_an_element_and_one_for_a_terminal(expect: Callable[..., Any], api: Any) -> None:
    declared: List[Any] = [typing.get_type_hints(overload)["subject"] for overload in typing.get_overloads(expect)]

    assert declared == [api.Element, api.Terminal]
