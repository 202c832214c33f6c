"""The client's limits (docs/python.md, "Limits and defaults") hold at their boundaries: each
is checked either side of its value, a time limit made small to be run out, with no sleep."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path
from typing import Any, List, cast

import pytest

from terminal_journeys import ServerError
from terminal_journeys import connection as connection_module
from test_hostile_server import call_fake
from terminal_journeys.connection import LINE_LIMIT, LINE_QUOTED, STDERR_KEPT, Connection, _ServerPipes

FAKE = str(Path(__file__).parent / "fakes" / "misbehaving_server.py")


def returncode_after_close(mode: str, *arguments: str) -> object:
    """Starts the fake server in ``mode``, has one call answered, closes, and gives its exit status."""
    async def run() -> object:
        connection = await Connection.start(command=[sys.executable, FAKE, mode, *arguments])
        try:
            assert await connection.call("tap", {"session": "s1"}) == "answered"
        finally:
            await connection.close()
        return connection._transport.get_returncode()

    return asyncio.run(run())


def test_a_server_that_exits_once_its_input_closes_is_not_killed(tmp_path: Path) -> None:
    # Within the wait (30 s): a client that never closed the server's input would run it
    # out and kill the server.
    assert returncode_after_close("polite", str(tmp_path / "notes")) == 0


def test_a_server_still_running_when_the_exit_wait_runs_out_is_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(connection_module, "EXIT_WAIT", 0.0)

    assert returncode_after_close("lingering") == -signal.SIGKILL


def test_a_message_quotes_the_last_4096_bytes_of_the_servers_standard_error_and_no_more() -> None:
    tail = "".join(chr(ord("a") + index % 26) for index in range(4096))
    assert STDERR_KEPT == len(tail)

    message = call_fake("chatty-close", "#" * 1000 + tail)

    assert message.split("its standard error ended with:\n", 1)[1] == tail


def test_a_long_message_that_is_no_json_rpc_response_is_quoted_by_its_first_200_bytes() -> None:
    assert LINE_QUOTED == 200
    line = '{"jsonrpc": "1.0", "result": "' + "0123456789" * 30  # what the fake sends first

    message = call_fake("long-not-rpc", "0123456789" * 30)

    assert repr(line[:200]) in message
    assert line[:201] not in message


def test_an_empty_line_from_the_server_is_an_error_as_a_line_that_is_not_json() -> None:
    assert call_fake("blank-line").startswith("journey serve sent a line that is not JSON: ''")


class Heard:
    """What the pipe reader hands the connection: whole lines and failures."""

    def __init__(self) -> None:
        self.lengths: List[int] = []
        self.failures: List[str] = []

    def _dispatch(self, line: bytes) -> None:
        self.lengths.append(len(line))

    def _fail(self, reason: str) -> None:
        self.failures.append(reason)


def fed(*pieces: bytes) -> Heard:
    """What the server's output reader makes of ``pieces`` arriving one after another."""
    async def run() -> Heard:
        pipes = _ServerPipes()
        heard = Heard()
        pipes.connection = cast(Any, heard)
        for piece in pieces:
            pipes.pipe_data_received(1, piece)
        return heard

    return asyncio.run(run())


def test_a_line_of_exactly_the_limit_is_read_whole_and_one_byte_longer_is_an_error() -> None:
    at_limit = fed(b"x" * (LINE_LIMIT - 1), b"x", b"\n")
    over_limit = fed(b"x" * LINE_LIMIT, b"x")

    assert (at_limit.lengths, at_limit.failures) == ([LINE_LIMIT], [])
    assert over_limit.lengths == []
    assert over_limit.failures == [f"journey serve sent a line longer than {LINE_LIMIT} bytes, the most this client reads"]
