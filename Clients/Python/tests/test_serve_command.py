"""journey serve itself, over raw pipes: hostile input is a clear error, never a hang; closing its input ends it and its apps."""

from __future__ import annotations

import json
import os
import select
import subprocess
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List

import pytest

from terminal_journeys import find_journey

MESSAGE_LIMIT = 4 << 20  # docs/driver-protocol.md: a message is at most 4 MiB


def answer(server: "subprocess.Popen[bytes]") -> Dict[str, Any]:
    """The server's next line, read within a minute (a hang fails the test)."""
    assert server.stdout is not None
    assert select.select([server.stdout], [], [], 60)[0], "journey serve did not answer"
    line = server.stdout.readline()
    assert line, "journey serve closed its output"
    result: Dict[str, Any] = json.loads(line)
    return result


@pytest.fixture
def start() -> Iterator[Callable[[Path], "subprocess.Popen[bytes]"]]:
    """Starts journey serve with apps' state under a folder; a server a failed test left running is ended."""
    started: List["subprocess.Popen[bytes]"] = []

    def spawn(state_root: Path) -> "subprocess.Popen[bytes]":
        server = subprocess.Popen(
            [find_journey(), "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env={**os.environ, "TUI_STATE_ROOT": str(state_root)},
        )
        started.append(server)
        return server

    yield spawn
    for server in started:
        if server.poll() is None:
            server.terminate()  # SIGTERM: the server ends its sessions, then itself
            server.wait()


def send(server: "subprocess.Popen[bytes]", line: bytes) -> None:
    assert server.stdin is not None
    server.stdin.write(line + b"\n")
    server.stdin.flush()


def test_a_line_over_the_limit_is_refused_naming_it_and_the_server_reads_on(start: Callable[[Path], "subprocess.Popen[bytes]"], tmp_path: Path) -> None:
    server = start(tmp_path)

    send(server, b'{"jsonrpc":"2.0","id":1,"method":"hello","params":{"pad":"' + b"x" * MESSAGE_LIMIT + b'"}}')
    refused = answer(server)
    send(server, b'{"jsonrpc":"2.0","id":2,"method":"hello"}')
    hello = answer(server)

    assert refused["error"]["code"] == -32600
    assert f"at most {MESSAGE_LIMIT} bytes" in refused["error"]["message"]
    assert hello["result"]["protocol"] == "journey-driver"
    server.communicate(timeout=60)


def test_a_line_at_the_limit_is_read(start: Callable[[Path], "subprocess.Popen[bytes]"], tmp_path: Path) -> None:
    server = start(tmp_path)
    head, tail = b'{"jsonrpc":"2.0","id":1,"method":"hello","params":{"pad":"', b'"}}'
    line = head + b"x" * (MESSAGE_LIMIT - len(head) - len(tail)) + tail

    send(server, line)
    response = answer(server)

    assert len(line) == MESSAGE_LIMIT
    assert response["error"]["message"].startswith("hello takes no argument \"pad\"")
    server.communicate(timeout=60)


def test_closing_its_input_ends_the_server_its_app_and_the_apps_state(start: Callable[[Path], "subprocess.Popen[bytes]"], tmp_path: Path) -> None:
    server = start(tmp_path)
    send(server, b'{"jsonrpc":"2.0","id":1,"method":"launch","params":{}}')
    assert answer(server)["result"]["session"] == "s1"
    assert os.listdir(tmp_path) != []

    assert server.stdin is not None
    server.stdin.close()
    status = server.wait(timeout=60)

    assert status == 0
    assert os.listdir(tmp_path) == []


def test_an_option_serve_does_not_take_is_refused_naming_it_and_the_help() -> None:
    result = subprocess.run([find_journey(), "serve", "--bogus"], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)

    assert result.returncode == 2
    assert result.stderr == "error: journey serve takes no --bogus; see journey serve --help\n"
