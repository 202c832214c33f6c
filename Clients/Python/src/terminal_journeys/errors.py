"""The errors the client raises: each carries a message a person can act on."""

from __future__ import annotations

from typing import Optional


class JourneyError(Exception):
    """A failure the driver reported: its whole message, and what kind it is."""

    def __init__(self, message: str, kind: str = "driver", code: Optional[int] = None) -> None:
        super().__init__(message)
        #: The driver's message, word for word.
        self.message = message
        #: ``driver`` (the app did not do what was asked), ``session`` or ``argument``.
        self.kind = kind
        #: The JSON-RPC error code, when the server sent one.
        self.code = code


class ExpectationFailed(JourneyError, AssertionError):
    """An ``expect(...)`` that did not hold: pytest shows it as a failed assertion."""


class ServerError(JourneyError):
    """The server broke the protocol or went away: garbage, a line too long, a closed pipe."""

    def __init__(self, message: str) -> None:
        super().__init__(message, kind="server")


class ExecutableNotFound(JourneyError):
    """No ``journey`` executable was found; the message says how to build one."""

    def __init__(self, message: str) -> None:
        super().__init__(message, kind="setup")
