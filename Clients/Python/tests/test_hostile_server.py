"""A server that breaks the protocol is a clear error, never a hang."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from terminal_journeys import ServerError
from terminal_journeys.connection import LINE_LIMIT, Connection

FAKE = str(Path(__file__).parent / "fakes" / "misbehaving_server.py")


def call_fake(mode: str) -> str:
    async def run() -> str:
        connection = await Connection.start(command=[sys.executable, FAKE, mode])
        try:
            await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
        except ServerError as error:
            return error.message
        finally:
            await connection.close()
        return "no error"

    return asyncio.run(run())


def test_a_line_that_is_not_json_is_an_error_quoting_it() -> None:
    message = call_fake("garbage")

    assert "not JSON" in message
    assert "this is not json" in message


def test_a_line_over_the_limit_is_an_error_naming_the_limit() -> None:
    message = call_fake("huge")

    assert f"longer than {LINE_LIMIT} bytes" in message


def test_a_server_that_closes_its_output_is_an_error_quoting_its_standard_error() -> None:
    message = call_fake("close")

    assert "ended (exit status 0)" in message
    assert "the fake server gives up" in message


def test_a_server_of_another_protocol_version_is_refused_at_start() -> None:
    async def start() -> None:
        await Connection.start(command=[sys.executable, FAKE, "wrong-version"])

    with pytest.raises(ServerError, match="version 99"):
        asyncio.run(start())
