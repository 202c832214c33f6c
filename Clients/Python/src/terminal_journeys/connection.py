"""The pipe to ``journey serve``: JSON-RPC 2.0, one message a line (docs/driver-protocol.md)."""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any, Dict, Mapping, Optional, Sequence, cast

from .errors import JourneyError, ServerError
from .locate import find_journey

#: The protocol revision this client speaks; ``hello`` must answer it.
PROTOCOL_VERSION = 1

# The client's limits and defaults, each documented in docs/python.md ("Limits and
# defaults"), whose table a test checks against these values.

#: The longest line the client reads from the server; a longer one is a protocol error.
LINE_LIMIT = 64 << 20

#: Seconds a call waits when given no timeout (a wait's and an expectation's default), as in Swift.
DEFAULT_TIMEOUT = 5.0

#: Seconds the server has to answer a call that starts something: ``hello``, ``launch``, ``run_program``.
START_TIMEOUT = 30.0

#: Seconds a call may take beyond its own timeout before the server counts as hung.
CALL_MARGIN = 60.0

#: Seconds the client waits for a server to exit: one whose input it closed (then SIGKILL), or
#: one that closed its output (then its calls fail).
EXIT_WAIT = 30.0

#: Seconds the client waits, once the server has exited, for its standard error to close.
STDERR_WAIT = 5.0

#: How much of the server's standard error a message quotes, at most (its end, in bytes).
STDERR_KEPT = 4096

#: How much of a line that is no JSON-RPC response a message quotes, at most (its start, in bytes).
LINE_QUOTED = 200

#: The columns and rows of a program's terminal when ``run_program`` is given no size.
DEFAULT_COLUMNS = 80
DEFAULT_ROWS = 24


def _excerpt(line: bytes) -> str:
    """What a message quotes of a line the server should not have sent: its first ``LINE_QUOTED`` bytes."""
    return line[:LINE_QUOTED].decode(errors="replace")


class _ServerPipes(asyncio.SubprocessProtocol):
    """The server's three pipes and its exit, handed to the connection as they happen.

    Its output is read in the event loop's own callbacks, with no task between the pipe
    and the call waiting for an answer: each answer wakes its caller in one step.
    """

    def __init__(self) -> None:
        self.connection: Optional["Connection"] = None
        loop = asyncio.get_running_loop()
        #: Done when the server has exited.
        self.exited: "asyncio.Future[None]" = loop.create_future()
        #: Done when the server's standard error is closed: all it said has been read.
        self.stderr_closed: "asyncio.Future[None]" = loop.create_future()
        self._output = bytearray()

    def pipe_data_received(self, fd: int, data: bytes) -> None:
        assert self.connection is not None
        if fd == 2:
            self.connection._heard_stderr(data)
            return
        self._output += data
        start = 0
        while True:
            newline = self._output.find(b"\n", start)
            if newline < 0:
                break
            self.connection._dispatch(bytes(self._output[start:newline]))
            start = newline + 1
        del self._output[:start]
        if len(self._output) > LINE_LIMIT:
            self._output.clear()
            self.connection._fail(f"journey serve sent a line longer than {LINE_LIMIT} bytes, the most this client reads")

    def pipe_connection_lost(self, fd: int, exc: Optional[Exception]) -> None:
        if fd == 2 and not self.stderr_closed.done():
            self.stderr_closed.set_result(None)
        if fd == 1 and self.connection is not None:
            self.connection._output_closed()

    def process_exited(self) -> None:
        if not self.exited.done():
            self.exited.set_result(None)


class Connection:
    """One ``journey serve`` process and the calls in flight on it."""

    def __init__(self, transport: asyncio.SubprocessTransport, pipes: _ServerPipes) -> None:
        self._transport = transport
        self._pipes = pipes
        pipes.connection = self
        #: The ``journey`` executable the server runs (what ``journey report`` is run with), if known.
        self.executable: Optional[str] = None
        self._next_id = 0
        self._pending: Dict[int, "asyncio.Future[Any]"] = {}
        self._failure: Optional[ServerError] = None
        self._stderr = bytearray()
        self._ending: Optional["asyncio.Future[None]"] = None
        self._closed = False

    @classmethod
    async def start(
        cls,
        journey_executable: Optional[str] = None,
        *,
        app: Optional[str] = None,
        environment: Optional[Mapping[str, str]] = None,
        command: Optional[Sequence[str]] = None,
    ) -> "Connection":
        """Starts ``journey serve`` (or ``command``, for tests of the client) and checks its protocol."""
        argv = list(command) if command is not None else [find_journey(journey_executable), "serve"]
        if app is not None and command is None:
            argv += ["--app", app]
        env = dict(os.environ)
        env.update(environment or {})
        loop = asyncio.get_running_loop()
        transport, pipes = await loop.subprocess_exec(_ServerPipes, *argv, env=env)
        connection = cls(transport, pipes)
        connection.executable = argv[0] if command is None else None
        try:
            hello = await connection.call("hello", timeout=START_TIMEOUT)
        except BaseException:
            await connection.close()
            raise
        if hello.get("protocol") != "journey-driver" or hello.get("version") != PROTOCOL_VERSION:
            await connection.close()
            raise ServerError(
                f"the server speaks {hello.get('protocol')!r} version {hello.get('version')!r}; this client speaks "
                f"journey-driver version {PROTOCOL_VERSION}: build the journey executable from the same checkout as the client"
            )
        return connection

    async def call(self, method: str, params: Optional[Mapping[str, Any]] = None, *, timeout: float = DEFAULT_TIMEOUT) -> Any:
        """Sends one request and returns its result.

        Raises ``JourneyError`` with the driver's message when the server answers an
        error, and ``ServerError`` when the server breaks the protocol or goes away.
        """
        if self._failure is not None:
            raise self._failure
        self._next_id += 1
        request_id = self._next_id
        message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": dict(params or {})}
        loop = asyncio.get_running_loop()
        future: "asyncio.Future[Any]" = loop.create_future()
        stdin = self._transport.get_pipe_transport(0)
        if stdin is None or stdin.is_closing():
            raise self._fail(f"the server closed its input before {method} was sent")
        self._pending[request_id] = future
        limit = timeout + CALL_MARGIN
        # The timer fails the call itself, rather than wrapping it in asyncio.wait_for,
        # whose task would cost an answer two more turns of the loop.
        timer = loop.call_later(limit, self._time_out, future, method, timeout, limit)
        try:
            cast(asyncio.WriteTransport, stdin).write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
            return await future
        finally:
            timer.cancel()
            self._pending.pop(request_id, None)

    async def close(self) -> None:
        """Closes the server's input, which ends every session it holds, and waits for it to exit.

        A server that broke the protocol is sent SIGTERM as well: it may not be reading.
        """
        stdin = self._transport.get_pipe_transport(0)
        if stdin is not None and not stdin.is_closing():
            stdin.close()
        if self._failure is not None and self._transport.get_returncode() is None:
            self._transport.terminate()
        try:
            await asyncio.wait_for(asyncio.shield(self._pipes.exited), EXIT_WAIT)
        except asyncio.TimeoutError:
            self._transport.kill()
            await self._pipes.exited
        self._closed = True
        if self._ending is not None:
            self._ending.cancel()
        self._transport.close()

    @property
    def pid(self) -> int:
        """The server's process id."""
        return self._transport.get_pid()

    def _time_out(self, future: "asyncio.Future[Any]", method: str, timeout: float, limit: float) -> None:
        if not future.done():
            future.set_exception(
                ServerError(
                    f"journey serve did not answer {method} within {limit:.0f} s "
                    f"(its own timeout was {timeout:.0f} s): the server is stuck{self._stderr_note()}"
                )
            )

    def _fail(self, reason: str) -> ServerError:
        """Marks the connection broken: every call in flight, and every later one, fails with ``reason``."""
        if self._failure is None:
            self._failure = ServerError(reason + self._stderr_note())
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(self._failure)
        return self._failure

    def _stderr_note(self) -> str:
        text = bytes(self._stderr).decode(errors="replace").strip()
        return f"; its standard error ended with:\n{text}" if text else ""

    def _heard_stderr(self, data: bytes) -> None:
        self._stderr += data
        del self._stderr[:-STDERR_KEPT]

    def _output_closed(self) -> None:
        """The server closed its output: once it has exited, and said its last words, every call fails.

        Not once the connection has closed: its output may close as the connection closes
        the pipes (a child of the server held it open), when no turn of the loop is left
        to end that wait, and the task would be destroyed pending.
        """
        if self._closed:
            return

        async def fail_once_ended() -> None:
            await asyncio.wait({self._pipes.exited}, timeout=EXIT_WAIT)
            # The server's last words on standard error belong in the message.
            await asyncio.wait({self._pipes.stderr_closed}, timeout=STDERR_WAIT)
            self._fail(f"journey serve ended (exit status {self._transport.get_returncode()}) and closed its output")

        self._ending = asyncio.ensure_future(fail_once_ended())

    def _dispatch(self, line: bytes) -> None:
        if self._failure is not None:
            return
        try:
            message = json.loads(line)
        except ValueError:
            self._fail(f"journey serve sent a line that is not JSON: {_excerpt(line)!r}")
            return
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("id"), int):
            self._fail(f"journey serve sent a message that is no JSON-RPC 2.0 response: {_excerpt(line)!r}")
            return
        future = self._pending.get(message["id"])
        if future is None or future.done():
            return
        if "error" in message:
            error: Dict[str, Any] = message["error"] if isinstance(message["error"], dict) else {}
            data: Dict[str, Any] = error["data"] if isinstance(error.get("data"), dict) else {}
            future.set_exception(JourneyError(str(error.get("message", "")), str(data.get("kind", "protocol")), error.get("code")))
        else:
            future.set_result(message.get("result"))
