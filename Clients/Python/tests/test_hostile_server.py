"""A server that breaks the protocol is a clear error, never a hang."""

from __future__ import annotations

import asyncio
import gc
import os
import sys
from pathlib import Path
from typing import Optional

import pytest

from terminal_journeys import JourneyError, ServerError
from terminal_journeys import connection as connection_module
from terminal_journeys.connection import LINE_LIMIT, Connection

FAKE = str(Path(__file__).parent / "fakes" / "misbehaving_server.py")


def call_fake(mode: str, *arguments: str) -> str:
    """The message of the ``ServerError`` a tap on the fake server in ``mode`` fails with."""
    async def run() -> str:
        connection = await Connection.start(command=[sys.executable, FAKE, mode, *arguments])
        try:
            # Bounded: a client that lost the answer would wait out its own limit.
            await asyncio.wait_for(connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"}), 10)
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


def test_starting_a_connection_takes_the_journey_executable_alone_by_position() -> None:
    async def run() -> None:
        await Connection.start(None, "an app")  # type: ignore[call-arg]

    with pytest.raises(TypeError):
        asyncio.run(run())


def test_a_long_line_that_is_not_json_is_quoted_by_its_first_200_characters() -> None:
    message = call_fake("long-garbage")

    line = "0123456789" * 30
    assert repr(line[:200]) in message
    assert line[:201] not in message


def test_answers_that_come_in_another_order_reach_the_calls_they_answer() -> None:
    async def run() -> list[object]:
        connection = await Connection.start(command=[sys.executable, FAKE, "reversed"])
        try:
            # Bounded: a call whose answer went to the other would wait for ever.
            return list(await asyncio.wait_for(asyncio.gather(connection.call("tap"), connection.call("read")), 10))
        finally:
            await connection.close()

    assert asyncio.run(run()) == ["tap", "read"]


def test_a_message_that_is_no_json_rpc_response_is_an_error_quoting_it() -> None:
    for mode, version in (("not-rpc", "1.0"), ("newer-rpc", "3.0")):
        message = call_fake(mode)

        assert "no JSON-RPC 2.0 response" in message
        assert f'"jsonrpc": "{version}"' in message


def test_once_the_server_broke_the_protocol_every_later_call_fails_with_that_error() -> None:
    async def run() -> list[str]:
        connection = await Connection.start(command=[sys.executable, FAKE, "garbage"])
        messages = []
        try:
            for _ in range(2):
                try:
                    await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
                except ServerError as error:
                    messages.append(error.message)
        finally:
            await connection.close()
        return messages

    first, second = asyncio.run(run())
    assert "not JSON" in first
    assert second == first


def test_a_server_that_refuses_hello_is_an_error_with_its_message_at_start() -> None:
    async def start() -> None:
        await Connection.start(command=[sys.executable, FAKE, "refuse-hello"])

    with pytest.raises(JourneyError, match="no sessions today"):
        asyncio.run(start())


def test_a_line_over_the_limit_is_an_error_naming_the_limit() -> None:
    message = call_fake("huge")

    assert f"longer than {LINE_LIMIT} bytes" in message


def test_a_server_that_closes_its_output_is_an_error_quoting_its_standard_error() -> None:
    message = call_fake("close")

    assert "ended (exit status 0)" in message
    assert "the fake server gives up" in message


def test_a_server_of_another_protocol_version_is_refused_at_start() -> None:
    async def start(mode: str) -> None:
        await Connection.start(command=[sys.executable, FAKE, mode])

    with pytest.raises(ServerError, match="version 99"):
        asyncio.run(start("wrong-version"))
    with pytest.raises(ServerError, match="version 0"):
        asyncio.run(start("old-version"))


def test_an_answer_to_no_call_in_flight_is_ignored_and_the_next_answer_reaches_its_call() -> None:
    async def run() -> object:
        connection = await Connection.start(command=[sys.executable, FAKE, "stray"])
        try:
            return await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
        finally:
            await connection.close()

    assert asyncio.run(run()) == "answered"


def test_a_server_whose_child_holds_its_output_open_after_it_exits_closes_cleanly(tmp_path: Path) -> None:
    fifo = tmp_path / "release"
    os.mkfifo(fifo)

    reported: list[str] = []

    async def run() -> object:
        # What the loop reports, a task destroyed while still pending among it.
        asyncio.get_running_loop().set_exception_handler(lambda loop, context: reported.append(context["message"]))
        connection = await Connection.start(command=[sys.executable, FAKE, "orphan-output", str(fifo)])
        try:
            return await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
        finally:
            await connection.close()

    try:
        assert asyncio.run(run()) == "answered"
    finally:
        with open(fifo, "w"):
            pass  # lets the child go
    gc.collect()
    assert reported == []


def test_a_call_the_server_never_answers_fails_after_its_timeout_and_the_margin_naming_both(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(connection_module, "CALL_MARGIN", 1.0)

    async def run() -> str:
        connection = await Connection.start(command=[sys.executable, FAKE, "silent"])
        try:
            # Bounded here too: a client whose own limit never fires fails, rather than hangs.
            await asyncio.wait_for(connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"}, timeout=1.0), 30)
        except ServerError as error:
            return error.message
        finally:
            await connection.close()
        return "no error"

    assert asyncio.run(run()).startswith("journey serve did not answer tap within 2 s (its own timeout was 1 s): the server is stuck")


def test_a_call_after_the_connection_closed_fails_naming_it_and_so_does_every_later_one(tmp_path: Path) -> None:
    async def run() -> list[str]:
        connection = await Connection.start(command=[sys.executable, FAKE, "polite", str(tmp_path / "notes")])
        await connection.close()
        messages = []
        for method in ("tap", "press"):
            try:
                # Bounded here too: a call written to a closed pipe would wait out its limit.
                await asyncio.wait_for(connection.call(method, {"session": "s1"}), 30)
            except ServerError as error:
                messages.append(error.message)
        return messages

    assert asyncio.run(run()) == ["the server closed its input before tap was sent"] * 2


def test_a_server_that_closes_its_standard_error_alone_is_answered_on(monkeypatch: pytest.MonkeyPatch) -> None:
    # Were the end of its standard error taken for the end of its output, the calls would
    # fail once the wait for the server to exit ran out: no wait, here.
    monkeypatch.setattr(connection_module, "EXIT_WAIT", 0.0)
    monkeypatch.setattr(connection_module, "STDERR_WAIT", 0.0)

    async def run() -> list[object]:
        connection = await Connection.start(command=[sys.executable, FAKE, "closed-stderr"])
        try:
            await connection._pipes.stderr_closed
            return [await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"}) for _ in range(2)]
        finally:
            await connection.close()

    assert asyncio.run(run()) == ["answered", "answered"]


def test_an_answer_of_megabytes_arriving_in_pieces_reaches_its_call_whole() -> None:
    async def run() -> object:
        connection = await Connection.start(command=[sys.executable, FAKE, "big"])
        try:
            return await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
        finally:
            await connection.close()

    assert asyncio.run(run()) == "x" * (3 << 20)


def closed_with(mode: str, notes: Path) -> None:
    async def run() -> None:
        connection = await Connection.start(command=[sys.executable, FAKE, mode, str(notes)])
        try:
            await connection.call("tap", {"session": "s1", "target": "buttons[\"a\"]"})
        except ServerError:
            pass
        finally:
            await connection.close()

    asyncio.run(run())


def test_a_server_that_broke_the_protocol_and_reads_no_more_is_sent_sigterm_on_close(tmp_path: Path) -> None:
    closed_with("deaf-garbage", tmp_path / "notes")

    assert (tmp_path / "notes").read_text() == "SIGTERM"


def test_a_server_that_kept_the_protocol_is_ended_by_its_input_closing_alone(tmp_path: Path) -> None:
    closed_with("polite", tmp_path / "notes")

    assert not (tmp_path / "notes").exists()



def fakes_running(mode: str) -> list[int]:
    """The processes this test process started that run the fake server in ``mode``."""
    found = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as stat:
                parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                arguments = cmdline.read().split(b"\0")
        except (OSError, ValueError, IndexError):
            continue  # no process, or gone already
        if parent == os.getpid() and FAKE.encode() in arguments and mode.encode() in arguments:
            found.append(int(entry))
    return found


@pytest.mark.parametrize("mode", ["refuse-hello", "wrong-version"])
def test_a_server_refused_at_start_has_ended_when_the_error_is_raised(mode: str) -> None:
    async def start() -> None:
        await Connection.start(command=[sys.executable, FAKE, mode])

    with pytest.raises(JourneyError):
        asyncio.run(start())

    assert fakes_running(mode) == []


def test_a_server_that_closes_its_input_is_still_heard_on_its_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Were the end of its input taken for the end of its output, the call would fail once
    # the wait for the server to exit ran out: no wait, here.
    monkeypatch.setattr(connection_module, "EXIT_WAIT", 0.0)
    monkeypatch.setattr(connection_module, "STDERR_WAIT", 0.0)
    release = tmp_path / "release"
    os.mkfifo(release)

    async def run() -> object:
        connection = await Connection.start(command=[sys.executable, FAKE, "deaf-answering", str(release)])
        input_lost = asyncio.Event()
        heard = connection._pipes.pipe_connection_lost

        def noting(fd: int, exc: Optional[Exception]) -> None:
            heard(fd, exc)
            if fd == 0:
                input_lost.set()

        connection._pipes.pipe_connection_lost = noting  # type: ignore[method-assign]
        try:
            call = asyncio.ensure_future(connection.call("tap", {"session": "s1"}))
            await asyncio.wait_for(input_lost.wait(), 10)
            if connection._ending is not None:  # what the client started on that end has run its course
                await asyncio.wait({connection._ending})
            await asyncio.get_running_loop().run_in_executor(None, release.write_text, "")
            return await asyncio.wait_for(call, 10)
        finally:
            await connection.close()

    assert asyncio.run(run()) == "answered"


def test_a_message_waits_for_the_last_words_of_a_child_holding_the_servers_standard_error(tmp_path: Path) -> None:
    release = tmp_path / "release"
    os.mkfifo(release)

    async def run() -> str:
        connection = await Connection.start(command=[sys.executable, FAKE, "orphan-stderr", str(release)])
        try:
            call = asyncio.ensure_future(connection.call("tap", {"session": "s1"}))
            await asyncio.wait_for(asyncio.shield(connection._pipes.exited), 10)
            # The server has gone and closed its output; its standard error is still open.
            await asyncio.get_running_loop().run_in_executor(None, release.write_text, "")
            await asyncio.wait_for(call, 30)
        except ServerError as error:
            return error.message
        finally:
            await connection.close()
        return "no error"

    assert asyncio.run(run()).endswith("its standard error ended with:\nlast words from a child")


def test_a_server_of_another_protocol_at_the_same_version_is_refused_at_start() -> None:
    async def start(mode: str) -> None:
        await Connection.start(command=[sys.executable, FAKE, mode])

    for mode, protocol in (("earlier-protocol", "agent-driver"), ("later-protocol", "mcp")):
        with pytest.raises(ServerError, match=f"the server speaks '{protocol}' version 1; this client speaks journey-driver version 1"):
            asyncio.run(start(mode))
