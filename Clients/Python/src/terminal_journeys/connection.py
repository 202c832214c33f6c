"""The pipe to ``journey serve``: JSON-RPC 2.0, one message a line (docs/driver-protocol.md)."""

from __future__ import annotations

import asyncio
import json
import os
from typing import Any, Dict, Mapping, Optional, Sequence

from .errors import JourneyError, ServerError
from .locate import find_journey

#: The protocol revision this client speaks; ``hello`` must answer it.
PROTOCOL_VERSION = 1

#: The longest line the client reads from the server; a longer one is a protocol error.
LINE_LIMIT = 64 << 20

#: Seconds a call may take beyond its own timeout before the server counts as hung.
CALL_MARGIN = 60.0

#: How much of the server's standard error a message quotes, at most.
_STDERR_KEPT = 4096


class Connection:
    """One ``journey serve`` process and the calls in flight on it."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self._process = process
        #: The ``journey`` executable the server runs (what ``journey report`` is run with), if known.
        self.executable: Optional[str] = None
        self._next_id = 0
        self._pending: Dict[int, "asyncio.Future[Any]"] = {}
        self._failure: Optional[ServerError] = None
        self._stderr = bytearray()
        self._reader = asyncio.ensure_future(self._read_responses())
        self._stderr_reader = asyncio.ensure_future(self._read_stderr())

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
        process = await asyncio.create_subprocess_exec(
            *argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            limit=LINE_LIMIT,
        )
        connection = cls(process)
        connection.executable = argv[0] if command is None else None
        try:
            hello = await connection.call("hello", timeout=30.0)
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

    async def call(self, method: str, params: Optional[Mapping[str, Any]] = None, *, timeout: float = 5.0) -> Any:
        """Sends one request and returns its result.

        Raises ``JourneyError`` with the driver's message when the server answers an
        error, and ``ServerError`` when the server breaks the protocol or goes away.
        """
        if self._failure is not None:
            raise self._failure
        stdin = self._process.stdin
        assert stdin is not None
        self._next_id += 1
        request_id = self._next_id
        message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": dict(params or {})}
        future: "asyncio.Future[Any]" = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        try:
            stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
            await stdin.drain()
        except (BrokenPipeError, ConnectionResetError) as error:
            self._pending.pop(request_id, None)
            raise self._fail(f"the server closed its input before {method} was sent ({error})")
        try:
            return await asyncio.wait_for(future, timeout + CALL_MARGIN)
        except asyncio.TimeoutError:
            raise ServerError(
                f"journey serve did not answer {method} within {timeout + CALL_MARGIN:.0f} s "
                f"(its own timeout was {timeout:.0f} s): the server is stuck{self._stderr_note()}"
            ) from None
        finally:
            self._pending.pop(request_id, None)

    async def close(self) -> None:
        """Closes the server's input, which ends every session it holds, and waits for it to exit.

        A server that broke the protocol is sent SIGTERM as well: it may not be reading.
        """
        stdin = self._process.stdin
        if stdin is not None and not stdin.is_closing():
            stdin.close()
        if self._failure is not None and self._process.returncode is None:
            self._process.terminate()
        try:
            await asyncio.wait_for(self._process.wait(), 30.0)
        except asyncio.TimeoutError:
            self._process.kill()
            await self._process.wait()
        self._reader.cancel()
        self._stderr_reader.cancel()
        await asyncio.gather(self._reader, self._stderr_reader, return_exceptions=True)

    @property
    def pid(self) -> int:
        """The server's process id."""
        return self._process.pid

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

    async def _read_stderr(self) -> None:
        stream = self._process.stderr
        assert stream is not None
        while True:
            chunk = await stream.read(4096)
            if not chunk:
                return
            self._stderr += chunk
            del self._stderr[:-_STDERR_KEPT]

    async def _read_responses(self) -> None:
        stream = self._process.stdout
        assert stream is not None
        while True:
            try:
                line = await stream.readline()
            except (ValueError, asyncio.LimitOverrunError):
                self._fail(f"journey serve sent a line longer than {LINE_LIMIT} bytes, the most this client reads")
                return
            if not line:
                await asyncio.wait_for(self._process.wait(), 30.0)
                # The server's last words on standard error belong in the message.
                await asyncio.wait({self._stderr_reader}, timeout=5.0)
                self._fail(f"journey serve ended (exit status {self._process.returncode}) and closed its output")
                return
            self._dispatch(line)
            if self._failure is not None:
                return

    def _dispatch(self, line: bytes) -> None:
        try:
            message = json.loads(line)
        except ValueError:
            excerpt = line[:200].decode(errors="replace")
            self._fail(f"journey serve sent a line that is not JSON: {excerpt!r}")
            return
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("id"), int):
            self._fail(f"journey serve sent a message that is no JSON-RPC 2.0 response: {line[:200].decode(errors='replace')!r}")
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


