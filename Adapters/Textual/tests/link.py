"""A driver's side of the adapter's channel, in the test's own process: the adapter's
session serves a Textual app run headless by `App.run_test`, and the test speaks the
automation protocol (docs/protocol.md, version 2) to it over a socket pair, reading the
trees it pushes and the replies it sends. The bytes are written and read here from the
protocol's text, not with the adapter's own codec, so a fault in that codec shows."""

from __future__ import annotations

import asyncio
import socket
from dataclasses import dataclass, field
from typing import Awaitable, Callable

from textual.app import App

from journey_textual import activity, wire
from journey_textual.session import Session

#: How long a reply or a tree may take before the test fails: a failure mechanism, not a wait.
TIMEOUT = 15.0

# The element types by code, from the adapter's one table of them (wire.py, protocol §6.1).
TYPE_CODES = wire.ELEMENT_TYPES
TYPE_NAMES = wire.TYPE_NAMES

# Outcomes of a reply (§7).
DONE, STALE_ELEMENT, NOT_INTERACTABLE, UNSUPPORTED, UNSUPPORTED_CONDITION = 0, 1, 2, 3, 4
# Command kinds (§7).
TAP, DOUBLE_TAP, TYPE_TEXT, CLEAR_TEXT, PRESS, SWIPE, ADVANCE_CLOCK, REFRESH, SET_CONDITION, PRESS_KEY, DRAG = range(1, 12)
# press's key codes (§7.2), in the protocol's order.
KEY_CODES = ["enter", "tab", "shift+tab", "escape", "up", "down", "left", "right", "backspace", "delete", "home", "end",
             "pageup", "pagedown"]
SHIFT, CONTROL, OPTION = 1, 2, 4
# Swipe directions (§7.2).
UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3


@dataclass
class Node:
    """One element of a tree as the driver reads it, with its path from the root."""

    type: str
    identifier: str
    label: str
    value: str | None
    placeholder: str | None
    enabled: bool
    selected: bool
    focused: bool
    frame: tuple[int, int, int, int]
    path: tuple[int, ...]
    children: list["Node"] = field(default_factory=list)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


# MARK: - Bytes


def uvarint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def string(text: str) -> bytes:
    data = text.encode()
    return uvarint(len(data)) + data


class Bytes:
    """Reads a message's fields in order."""

    def __init__(self, data: bytes) -> None:
        self.data, self.offset = data, 0

    def byte(self) -> int:
        self.offset += 1
        return self.data[self.offset - 1]

    def uvarint(self) -> int:
        value, shift = 0, 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value

    def sint(self) -> int:
        raw = self.uvarint()
        return (raw >> 1) ^ -(raw & 1)

    def string(self) -> str:
        length = self.uvarint()
        self.offset += length
        return self.data[self.offset - length:self.offset].decode()

    def element(self, path: tuple[int, ...]) -> Node:
        type_name = TYPE_NAMES[self.byte()]
        flags = self.byte()
        identifier, label = self.string(), self.string()
        value = self.string() if flags & 8 else None
        placeholder = self.string() if flags & 0x10 else None
        frame = (self.sint(), self.sint(), self.sint(), self.sint())
        node = Node(type_name, identifier, label, value, placeholder, bool(flags & 1), bool(flags & 2),
                    bool(flags & 4), frame, path)
        node.children = [self.element(path + (index,)) for index in range(self.uvarint())]
        return node

    def work(self) -> list[tuple[str, int]]:
        self.byte()  # the clock
        return [(self.string(), self.sint()) for _ in range(self.uvarint())]


def target(node: Node) -> bytes:
    return uvarint(len(node.path)) + b"".join(uvarint(index) for index in node.path) + bytes(
        [TYPE_CODES[node.type]]) + string(node.identifier)


# MARK: - The link


class Link:
    """The test's end of the channel: commands out, the latest tree, screen and work in."""

    def __init__(self, app: App, end: socket.socket) -> None:
        self.app = app
        self.end = end
        self.sequence = 0
        self.pending = b""
        self.root: Node | None = None
        self.rows: list[str] = []
        self.work: list[tuple[str, int]] = []
        self.replies: dict[int, tuple[int, str]] = {}
        #: How many statuses (work without a tree) the adapter has sent.
        self.statuses = 0
        #: The generation of the latest tree, and of the latest screen.
        self.generation = self.screen_generation = 0
        #: The reference text of the protocol violation the adapter reported, if it did.
        self.violation: str | None = None

    async def _read(self) -> None:
        data = await asyncio.get_running_loop().sock_recv(self.end, 1 << 16)
        assert data, "the adapter closed its channel"
        self.pending += data
        while len(self.pending) >= 4 and len(self.pending) >= 4 + int.from_bytes(self.pending[:4], "big"):
            length = int.from_bytes(self.pending[:4], "big")
            self._message(Bytes(self.pending[4:4 + length]))
            self.pending = self.pending[4 + length:]

    def _message(self, message: Bytes) -> None:
        kind = message.byte()
        if kind == 0x02:
            self.generation = message.uvarint()
            self.work = message.work()
            self.root = message.element(())
        elif kind == 0x03:
            message.uvarint()
            self.work = message.work()
            self.statuses += 1
        elif kind == 0x06:
            self.screen_generation = message.uvarint()
            self.rows = [message.string() for _ in range(message.uvarint())]
        elif kind == 0x04:
            sequence, _generation, outcome = message.uvarint(), message.uvarint(), message.byte()
            self.replies[sequence] = (outcome, message.string() if outcome else "")
        elif kind == 0x05:
            self.violation = message.string()
        else:
            raise AssertionError(f"the adapter sent message kind 0x{kind:02x}")

    async def start(self, hello: bool = True) -> None:
        """Says hello (unless not `hello`) and reads up to the first tree."""
        if hello:
            self.end.sendall(self._framed(bytes([0x11]) + uvarint(2)))
        await asyncio.wait_for(self._until(lambda: self.root is not None), TIMEOUT)

    async def wait_for(self, condition: Callable[["Link"], bool]) -> None:
        """Reads what the adapter pushes until `condition` holds of the latest tree and screen."""
        await asyncio.wait_for(self._until(lambda: condition(self)), TIMEOUT)

    async def _until(self, done: Callable[[], bool]) -> None:
        while not done():
            await self._read()

    def send_raw(self, data: bytes) -> None:
        """Writes `data` to the adapter as it is: frames, or bytes that are none."""
        self.end.sendall(data)

    @staticmethod
    def _framed(body: bytes) -> bytes:
        return len(body).to_bytes(4, "big") + body

    async def command(self, kind: int, body: bytes = b"") -> tuple[int, str]:
        """Sends a command and returns its reply's outcome and reason, with the tree and
        screen the adapter pushed before it read."""
        self.sequence += 1
        sequence = self.sequence
        self.end.sendall(self._framed(bytes([0x12]) + uvarint(sequence) + bytes([kind]) + body))
        await asyncio.wait_for(self._until(lambda: sequence in self.replies), TIMEOUT)
        return self.replies.pop(sequence)

    # MARK: - Elements

    def find(self, identifier: str, type_name: str | None = None) -> Node:
        """The element with this identifier (and type) in the latest tree."""
        assert self.root is not None
        found = [node for node in self.root.walk()
                 if node.identifier == identifier and (type_name is None or node.type == type_name)]
        assert found, f"no element #{identifier} in the tree"
        return found[0]

    def nodes(self, type_name: str) -> list[Node]:
        assert self.root is not None
        return [node for node in self.root.walk() if node.type == type_name]

    # MARK: - Commands

    async def tap(self, identifier: str) -> tuple[int, str]:
        return await self.command(TAP, target(self.find(identifier)))

    async def tap_node(self, node: Node) -> tuple[int, str]:
        return await self.command(TAP, target(node))

    async def double_tap(self, identifier: str) -> tuple[int, str]:
        return await self.command(DOUBLE_TAP, target(self.find(identifier)))

    async def type_text(self, identifier: str, text: str) -> tuple[int, str]:
        return await self.command(TYPE_TEXT, target(self.find(identifier)) + string(text))

    async def clear(self, identifier: str) -> tuple[int, str]:
        return await self.command(CLEAR_TEXT, target(self.find(identifier)))

    async def press(self, key: str) -> tuple[int, str]:
        return await self.command(PRESS, uvarint(KEY_CODES.index(key)))

    async def press_key(self, name: str, modifiers: int = 0) -> tuple[int, str]:
        return await self.command(PRESS_KEY, string(name) + bytes([modifiers]))

    async def swipe(self, identifier: str | None, direction: int) -> tuple[int, str]:
        if identifier is None:
            return await self.command(SWIPE, uvarint(direction) + bytes([0]))
        return await self.command(SWIPE, uvarint(direction) + bytes([1]) + target(self.find(identifier)))

    async def drag(self, identifier: str, start: tuple[int, int], end: tuple[int, int]) -> tuple[int, str]:
        cells = b"".join(uvarint(number) for number in (*start, *end))
        return await self.command(DRAG, target(self.find(identifier)) + cells)

    async def refresh(self) -> tuple[int, str]:
        return await self.command(REFRESH)


def drive(app: App, script: Callable[[Link], Awaitable[None]], size: tuple[int, int] = (80, 24),
          notifications: bool = False, broken: set[str] | None = None, hello: bool = True) -> None:
    """Runs `app` headless at `size` under the adapter's session and `script` against it;
    with `notifications`, the app shows its toasts (headless, Textual leaves them out);
    with `broken`, the session breaks those rules of the protocol (launcher.py's list);
    without `hello`, the script starts once the first tree came unasked."""

    async def run() -> None:
        ours, theirs = socket.socketpair()
        ours.setblocking(False)
        session = Session(theirs.fileno(), broken)
        try:
            async with app.run_test(size=size, notifications=notifications):
                session.app = app
                serving = asyncio.ensure_future(session._serve())
                link = Link(app, ours)
                try:
                    await link.start(hello)
                    await script(link)
                finally:
                    serving.cancel()
                    if serving.done() and not serving.cancelled() and serving.exception():
                        raise serving.exception()
        finally:
            activity._listeners.clear()
            ours.close()
            theirs.close()

    asyncio.run(run())
