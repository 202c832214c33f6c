"""How the session ends an app (docs/protocol.md §12): the driver closing the channel, or
a terminating signal, asks the app to exit in order with status 0 (it may save its
state), and sets the process to be stopped with that status should the app not stop.
A stand-in app records the exit asked of it; the loop's timer is recorded, not run."""

from __future__ import annotations

import asyncio
import os
import signal
import socket

from journey_textual import wire
from journey_textual.session import Session


class StandIn:
    """An app that records each exit asked of it."""

    def __init__(self) -> None:
        self.exits: list[int] = []

    def exit(self, return_code: int = 0) -> None:
        self.exits.append(return_code)


def ended(event: object) -> tuple[Session, StandIn, list[tuple[object, tuple]]]:
    """A session of a stand-in app after `event(session, driver's end)` and then the driver
    closing the channel, with the calls it left on the loop's timer (callback, arguments)."""
    ours, theirs = socket.socketpair()
    theirs.setblocking(False)
    session = Session(theirs.fileno())
    app = session.app = StandIn()
    later: list[tuple[object, tuple]] = []

    async def run() -> None:
        loop = asyncio.get_running_loop()
        loop.call_later = lambda delay, callback, *arguments: later.append((callback, arguments))
        event(session, ours)
        ours.close()
        session._readable()

    try:
        asyncio.run(run())
    finally:
        ours.close()
        theirs.close()
    return session, app, later


def test_the_driver_closing_the_channel_ends_the_app_in_order_with_status_0() -> None:
    session, app, later = ended(lambda session, end: None)
    assert (session.exit_status, session.terminated_by) == (wire.EXIT_CHANNEL_CLOSED, None)
    assert app.exits == [wire.EXIT_CHANNEL_CLOSED]
    assert later == [(os._exit, (wire.EXIT_CHANNEL_CLOSED,))]


def test_bytes_before_the_channel_closes_are_read_as_commands_and_nothing_ends() -> None:
    def refresh(session: Session, end: socket.socket) -> None:
        body = bytes([wire.DRIVER_COMMAND, 7, wire.REFRESH])
        end.sendall(len(body).to_bytes(4, "big") + body)
        session._readable()
        session._readable()  # nothing more to read yet
        assert session.inbox == [wire.Command(7, wire.REFRESH)] and session.exit_status is None

    session, app, _ = ended(refresh)
    assert app.exits == [wire.EXIT_CHANNEL_CLOSED]


def test_a_terminating_signal_ends_the_app_once_with_status_0_though_the_channel_closes_after() -> None:
    session, app, later = ended(lambda session, end: session._terminate(signal.SIGTERM))
    assert (session.exit_status, session.terminated_by) == (wire.EXIT_CHANNEL_CLOSED, signal.SIGTERM)
    assert app.exits == [wire.EXIT_CHANNEL_CLOSED]
    assert later == [(os._exit, (wire.EXIT_CHANNEL_CLOSED,))]
