"""Drive terminal apps and programs from Python tests by their elements, through ``journey serve``.

The async API is here; ``terminal_journeys.sync`` has the same names, synchronous.
"""

from .api import App, Driver, Element, ElementQuery, Terminal
from .connection import DEFAULT_TIMEOUT, PROTOCOL_VERSION
from .errors import ExecutableNotFound, ExpectationFailed, JourneyError, ServerError
from .expect import expect
from .locate import find_journey

__all__ = [
    "App",
    "DEFAULT_TIMEOUT",
    "Driver",
    "Element",
    "ElementQuery",
    "ExecutableNotFound",
    "ExpectationFailed",
    "JourneyError",
    "PROTOCOL_VERSION",
    "ServerError",
    "Terminal",
    "expect",
    "find_journey",
]
