"""``expect(...)``: assertions the driver's idle-aware waits retry, 5 s by default."""

from __future__ import annotations

from typing import Awaitable, Union, overload

from .api import Element, Terminal
from .connection import DEFAULT_TIMEOUT
from .errors import ExpectationFailed, JourneyError


async def _asserting(work: Awaitable[None]) -> None:
    """Awaits ``work``; a driver failure becomes ``ExpectationFailed`` quoting the driver's message."""
    try:
        await work
    except JourneyError as error:
        if error.kind != "driver":
            raise
        raise ExpectationFailed(error.message, error.kind, error.code) from None


class ElementExpectation:
    """What ``expect(element)`` returns: each method waits until the element meets it."""

    def __init__(self, element: Element) -> None:
        self._element = element

    async def to_exist(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element exists."""
        await _asserting(self._element._expect("exists", timeout))

    async def to_have_label(self, label: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element's label is ``label``."""
        await _asserting(self._element._expect("label", timeout, label))

    async def to_have_value(self, value: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element's value is ``value``."""
        await _asserting(self._element._expect("value", timeout, value))

    async def to_be_enabled(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element is enabled."""
        await _asserting(self._element._expect("enabled", timeout))

    async def to_be_disabled(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element is disabled."""
        await _asserting(self._element._expect("disabled", timeout))

    async def to_have_focus(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element has keyboard focus."""
        await _asserting(self._element._expect("focused", timeout))


class TerminalExpectation:
    """What ``expect(terminal)`` returns."""

    def __init__(self, terminal: Terminal) -> None:
        self._terminal = terminal

    async def to_show(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen shows ``text``."""
        await _asserting(self._terminal.wait_for_text(text, timeout))

    async def not_to_show(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen no longer shows ``text``."""
        await _asserting(self._terminal.wait_until_text_gone(text, timeout))


@overload
def expect(subject: Element) -> ElementExpectation: ...
@overload
def expect(subject: Terminal) -> TerminalExpectation: ...
def expect(subject: Union[Element, Terminal]) -> Union[ElementExpectation, TerminalExpectation]:
    """Expectations on an element or a terminal: ``await expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")``."""
    if isinstance(subject, Element):
        return ElementExpectation(subject)
    if isinstance(subject, Terminal):
        return TerminalExpectation(subject)
    raise TypeError(f"expect takes an element or a terminal, not {type(subject).__name__}")
