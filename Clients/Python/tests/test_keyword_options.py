"""Every option of the client is taken by keyword alone, in both APIs, as docs/python.md
writes each call: only what a call is about (a path, a command, an app) comes by position.

Each call below passes an option by position, and must be refused before it does anything:
a client that took it would read ``launch(None, ["--x"])`` as arguments where a reader
sees an app, and a later option added before it would silently take its place.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Tuple, cast

import pytest

from terminal_journeys import api, sync
from terminal_journeys.connection import Connection

#: A journey executable that is not there: a call that took the option by position would fail otherwise.
MISSING = "/nonexistent/journey"

_connection = cast(Connection, None)
_app = api.App(_connection, "s1")
_sync_app = sync.App(cast(Any, None), _app)
_sync_driver = sync.Driver.__new__(sync.Driver)  # a driver with no server: the call must not get that far

#: Each call, and the arguments it is given by position (its first the one it takes so).
CALLS: Dict[str, Tuple[Callable[..., object], Tuple[object, ...]]] = {
    "Connection.start(executable, app)": (Connection.start, (MISSING, "an app")),
    "Connection.call(method, params, timeout)": (Connection.__new__(Connection).call, ("tap", None, 5.0)),
    "Driver.start(executable, app)": (api.Driver.start, (MISSING, "an app")),
    "Driver.launch(app, arguments)": (api.Driver(_connection).launch, (None, ["--x"])),
    "Driver.run_program(command, columns)": (api.Driver(_connection).run_program, ("true", 100)),
    "App.journey(path, overwrite)": (_app.journey, ("a.journey", False)),
    "App.trace(path, name)": (_app.trace, ("a.trace.json", "a name")),
    "ElementQuery.element(bound_by)": (_app.buttons.element, (0,)),
    "sync.Driver(executable, app)": (sync.Driver, (MISSING, "an app")),
    "sync.Driver.launch(app, arguments)": (_sync_driver.launch, (None, ["--x"])),
    "sync.Driver.run_program(command, columns)": (_sync_driver.run_program, ("true", 100)),
    "sync.App.journey(path, overwrite)": (_sync_app.journey, ("a.journey", False)),
    "sync.App.trace(path, name)": (_sync_app.trace, ("a.trace.json", "a name")),
    "sync.ElementQuery.element(bound_by)": (sync.ElementQuery(cast(Any, None), _app.buttons).element, (0,)),
}


@pytest.mark.parametrize("call", list(CALLS))
def test_an_option_given_by_position_is_refused(call: str) -> None:
    function, arguments = CALLS[call]

    with pytest.raises(TypeError, match="positional argument"):
        function(*arguments)


def test_the_terminal_fixture_takes_its_size_by_keyword_alone(journey_terminal: Callable[..., object]) -> None:
    with pytest.raises(TypeError, match="positional argument"):
        journey_terminal("true", 100)
