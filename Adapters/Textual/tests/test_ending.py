"""How the session ends an app (docs/protocol.md §12): the driver closing the channel, or
a terminating signal, asks the app to exit in order with status 0 (it may save its
state), and sets the process to be stopped with that status should the app not stop; a
channel that fails, or a failure of the session itself, ends the process at once with
status 5. A stand-in app records the exit asked of it; the loop's timer is recorded, not
run; the process's exit is stood in for; a served app's loop holds the signal handlers."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
from pathlib import Path

import pytest

from apps import Gallery
from conftest import Exited
from journey_textual import activity, wire
from journey_textual.session import Session
from link import Link, drive


TEXTUAL_DOC = Path(__file__).resolve().parents[3] / "docs" / "textual.md"
#: How long an app asked to exit has before it is ended, as docs/textual.md gives it.
GRACE = float(re.search(r"an app that has not stopped ([0-9.]+) s\s+later is ended",
                        TEXTUAL_DOC.read_text(encoding="utf-8")).group(1))


class StandIn:
    """An app that records each exit asked of it."""

    def __init__(self) -> None:
        self.exits: list[int] = []

    def exit(self, return_code: int = 0) -> None:
        self.exits.append(return_code)


def ended(event: object) -> tuple[Session, StandIn, list[tuple[float, object, tuple]]]:
    """A session of a stand-in app after `event(session, driver's end)` and then the driver
    closing the channel, with the calls it left on the loop's timer (delay, callback, arguments)."""
    ours, theirs = socket.socketpair()
    theirs.setblocking(False)
    session = Session(theirs.fileno())
    app = session.app = StandIn()
    later: list[tuple[float, object, tuple]] = []

    async def run() -> None:
        loop = asyncio.get_running_loop()
        loop.call_later = lambda delay, callback, *arguments: later.append((delay, callback, arguments))
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
    assert later == [(GRACE, os._exit, (wire.EXIT_CHANNEL_CLOSED,))]


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
    assert later == [(GRACE, os._exit, (wire.EXIT_CHANNEL_CLOSED,))]


def test_writing_to_a_channel_the_driver_closed_ends_the_process_with_status_0(statuses: list[int]) -> None:
    ours, theirs = socket.socketpair()
    ours.close()
    try:
        with pytest.raises(Exited):
            Session(theirs.fileno()).send(b"\x01")
    finally:
        theirs.close()
    assert statuses == [wire.EXIT_CHANNEL_CLOSED]


def test_a_channel_that_can_be_neither_written_nor_read_ends_the_process_with_status_5_saying_why(
        statuses: list[int], capsys: pytest.CaptureFixture[str]) -> None:
    directory = os.open("/", os.O_RDONLY)  # open, but no channel: writing and reading it fail
    try:
        session = Session(directory)
        with pytest.raises(Exited):
            session.send(b"\x01")
        with pytest.raises(Exited):
            session._readable()
    finally:
        os.close(directory)
    assert statuses == [wire.EXIT_CHANNEL_FAILED] * 2
    errors = capsys.readouterr().err.splitlines()
    assert [line.split(":", 2)[:2] for line in errors] == [["journey-textual", " writing the channel failed"],
                                                          ["journey-textual", " reading the channel failed"]]


def test_a_failure_of_the_session_while_serving_ends_the_process_with_status_5(statuses: list[int]) -> None:
    ours, theirs = socket.socketpair()
    session = Session(theirs.fileno())
    session.app = object()  # no app: the session fails as it starts serving
    try:
        with pytest.raises(Exited):
            asyncio.run(session.serve())
    finally:
        activity._listeners.clear()
        ours.close()
        theirs.close()
    assert statuses == [wire.EXIT_CHANNEL_FAILED]


def test_a_served_app_ends_by_the_session_on_a_terminating_signal() -> None:
    async def script(link: Link) -> None:
        # The handlers the session set on the app's loop (each removed here, as found).
        loop = asyncio.get_running_loop()
        assert [loop.remove_signal_handler(number) for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)] == [
            True] * 3

    drive(Gallery(), script, (40, 10))
