"""The automation protocol's bytes (docs/protocol.md, version 2): primitive encodings,
the messages an app sends, and the decoding of what a driver sends.

Every rule a receiver must enforce raises `ProtocolViolation` with the reference text of
docs/protocol.md §12, which the session sends back before it exits with status 3.
"""

from __future__ import annotations

from dataclasses import dataclass, field

VERSION = 2
FRAME_LIMIT = 1 << 20
MAX_COUNT = (1 << 31) - 1
MAX_DEPTH = 128
MAX_SCREEN_ROWS = 1024

# App message kinds.
HELLO, TREE, STATUS, REPLY, VIOLATION, SCREEN = 0x01, 0x02, 0x03, 0x04, 0x05, 0x06
# Driver message kinds.
DRIVER_HELLO, DRIVER_COMMAND = 0x11, 0x12

# Exit statuses (§12), one per reason. The Swift enum AutomationExitCode owns the numbers;
# a test there fails when these differ.
EXIT_CHANNEL_CLOSED = 0
EXIT_DRIVER_GONE = 1
EXIT_LAUNCH_ARGUMENTS_REFUSED = 2
EXIT_PROTOCOL_ERROR = 3
EXIT_APP_NOT_ASSEMBLED = 4
EXIT_CHANNEL_FAILED = 5
EXIT_ENVIRONMENT_UNUSABLE = 6

# Reply outcomes.
DONE, STALE_ELEMENT, NOT_INTERACTABLE, UNSUPPORTED, UNSUPPORTED_CONDITION = 0, 1, 2, 3, 4

# Command kinds.
TAP, DOUBLE_TAP, TYPE_TEXT, CLEAR_TEXT, PRESS, SWIPE, ADVANCE_CLOCK, REFRESH, SET_CONDITION, PRESS_KEY, DRAG = range(1, 12)
KEY_COUNT = 14
# pressKey (§7.3): the named keys, and the modifier bits. The Swift table of a terminal's key
# bytes (TerminalKeyBytes) owns the names; a test there fails when this list differs.
KEY_NAMES = frozenset(["enter", "tab", "backspace", "escape", "space", "up", "down", "left", "right", "home", "end",
                       "pageUp", "pageDown", "insert", "delete", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9",
                       "f10", "f11", "f12"])
SHIFT, CONTROL, OPTION = 1, 2, 4
DIRECTION_COUNT = 4

# Element types (§6.1), by name.
ELEMENT_TYPES = {
    "application": 0x01, "window": 0x02, "other": 0x03, "button": 0x04, "staticText": 0x05,
    "textField": 0x06, "secureTextField": 0x07, "searchField": 0x08, "cell": 0x09, "table": 0x0A,
    "tabBar": 0x0B, "navigationBar": 0x0C, "alert": 0x0D, "switch": 0x0E, "activityIndicator": 0x0F,
    "image": 0x10, "scrollView": 0x11, "textView": 0x12, "collectionView": 0x13, "menuItem": 0x14,
    "segmentedControl": 0x15, "sheet": 0x16, "link": 0x17, "toolbar": 0x18, "progressIndicator": 0x19,
}
TYPE_NAMES = {code: name for name, code in ELEMENT_TYPES.items()}


class ProtocolViolation(Exception):
    """Something the driver sent that docs/protocol.md does not allow; str() is the reference text."""


# MARK: - Encoding


def uvarint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sint(value: int) -> bytes:
    value = max(-(1 << 31), min((1 << 31) - 1, value))
    return uvarint((value << 1) ^ (value >> 63))


def string(text: str) -> bytes:
    data = text.encode("utf-8", "replace")
    return uvarint(len(data)) + data


def frame(message: bytes) -> bytes:
    return len(message).to_bytes(4, "big") + message


@dataclass
class Element:
    """One element of the tree (§6.1), as the adapter built it from a widget."""

    type: str
    identifier: str = ""
    label: str = ""
    value: str | None = None
    placeholder: str | None = None
    enabled: bool = True
    selected: bool = False
    focused: bool = False
    frame: tuple[int, int, int, int] = (0, 0, 0, 0)
    children: list["Element"] = field(default_factory=list)

    def encode(self, out: bytearray) -> None:
        flags = (1 if self.enabled else 0) | (2 if self.selected else 0) | (4 if self.focused else 0)
        flags |= (8 if self.value is not None else 0) | (0x10 if self.placeholder is not None else 0)
        out.append(ELEMENT_TYPES[self.type])
        out.append(flags)
        out += string(self.identifier)
        out += string(self.label)
        if self.value is not None:
            out += string(self.value)
        if self.placeholder is not None:
            out += string(self.placeholder)
        for number in self.frame:
            out += sint(number)
        out += uvarint(len(self.children))
        for child in self.children:
            child.encode(out)

    def encoded(self) -> bytes:
        out = bytearray()
        self.encode(out)
        return bytes(out)


@dataclass(frozen=True)
class Work:
    """A piece of pending work (§6.2): a name for people and milliseconds until it is due."""

    name: str
    due_in_ms: int


def activity(work: list[Work]) -> bytes:
    out = bytearray([0x00])  # the real clock
    out += uvarint(len(work))
    for item in sorted(work, key=lambda item: item.due_in_ms):
        out += string(item.name) + sint(max(0, item.due_in_ms))
    return bytes(out)


def hello_message(pid: int, name: str) -> bytes:
    return bytes([HELLO]) + uvarint(VERSION) + sint(pid) + string(name)


def tree_message(generation: int, work: list[Work], encoded_root: bytes) -> bytes:
    return bytes([TREE]) + uvarint(generation) + activity(work) + encoded_root


def screen_message(generation: int, rows: list[str]) -> bytes:
    body = bytearray([SCREEN]) + uvarint(generation) + uvarint(len(rows))
    for row in rows:
        body += string(row)
    return bytes(body)


def status_message(generation: int, work: list[Work]) -> bytes:
    return bytes([STATUS]) + uvarint(generation) + activity(work)


def reply_message(sequence: int, generation: int, outcome: int, why: str = "") -> bytes:
    body = bytes([REPLY]) + uvarint(sequence) + uvarint(generation) + bytes([outcome])
    return body + (string(why) if outcome != DONE else b"")


def violation_message(text: str) -> bytes:
    return bytes([VIOLATION]) + string(text)


# MARK: - Decoding


@dataclass(frozen=True)
class Target:
    """A command's target (§7.1): where the driver last saw the element, and what it was."""

    path: tuple[int, ...]
    type_code: int
    identifier: str

    def __str__(self) -> str:
        where = "/" + "/".join(str(index) for index in self.path)
        name = TYPE_NAMES.get(self.type_code, hex(self.type_code))
        return f"{name} #{self.identifier} at {where}" if self.identifier else f"{name} at {where}"


@dataclass(frozen=True)
class Command:
    sequence: int
    kind: int
    target: Target | None = None
    text: str = ""
    key: int = 0
    direction: int = 0
    milliseconds: int = 0
    modifiers: int = 0
    # A drag's cells (§7.4): where the button goes down and where it comes up, (column, row).
    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)


class Reader:
    """Reads one message's fields, raising the reference violations."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.offset = 0

    def left(self) -> int:
        return len(self.data) - self.offset

    def byte(self, field_name: str) -> int:
        if self.left() < 1:
            raise ProtocolViolation(f"message truncated while reading {field_name}: needed 1 byte(s), 0 left")
        value = self.data[self.offset]
        self.offset += 1
        return value

    def uvarint(self, field_name: str) -> int:
        value = 0
        for index in range(10):
            if self.left() < 1:
                raise ProtocolViolation(f"message truncated while reading {field_name}: needed 1 byte(s), 0 left")
            byte = self.data[self.offset]
            self.offset += 1
            if index == 9 and byte > 1:
                raise ProtocolViolation(f"invalid value {byte} for {field_name}")
            value |= (byte & 0x7F) << (7 * index)
            if byte & 0x80 == 0:
                return value
        raise ProtocolViolation(f"invalid value {value} for {field_name}")

    def count(self, field_name: str, limit: int = MAX_COUNT) -> int:
        value = self.uvarint(field_name)
        if value > MAX_COUNT or value > limit:
            raise ProtocolViolation(f"invalid value {value} for {field_name}")
        return value

    def sint(self, field_name: str) -> int:
        raw = self.uvarint(field_name)
        value = (raw >> 1) ^ -(raw & 1)
        if not -(1 << 31) <= value < (1 << 31):
            raise ProtocolViolation(f"invalid value {value} for {field_name}")
        return value

    def string(self, field_name: str) -> str:
        length = self.count(field_name)
        if length > self.left():
            raise ProtocolViolation(f"message truncated while reading {field_name}: needed {length} byte(s), {self.left()} left")
        data = self.data[self.offset:self.offset + length]
        self.offset += length
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolViolation(f"{field_name} is not valid UTF-8") from None

    def bool(self, field_name: str) -> bool:
        value = self.byte(field_name)
        if value > 1:
            raise ProtocolViolation(f"invalid value {value} for {field_name}")
        return value == 1

    def target(self) -> Target:
        length = self.count("target path length")
        if length > MAX_DEPTH:
            raise ProtocolViolation(f"elements nested deeper than {MAX_DEPTH} levels")
        path = tuple(self.count("target path index") for _ in range(length))
        type_code = self.byte("target element type")
        if type_code not in TYPE_NAMES:
            raise ProtocolViolation(f"invalid value {type_code} for target element type")
        return Target(path, type_code, self.string("target identifier"))

    def end(self) -> None:
        if self.left():
            raise ProtocolViolation(f"{self.left()} unexpected byte(s) after the end of the message")


def decode_driver_message(body: bytes) -> int | Command:
    """Returns the version of a driver hello, or the command; raises ProtocolViolation."""
    reader = Reader(body)
    kind = reader.byte("message kind")
    if kind == DRIVER_HELLO:
        version = reader.count("protocol version")
        reader.end()
        return version
    if kind != DRIVER_COMMAND:
        raise ProtocolViolation(f"unknown message kind 0x{kind:02x}")
    sequence = reader.uvarint("sequence")
    command_kind = reader.byte("command kind")
    command: Command
    if command_kind in (TAP, DOUBLE_TAP, CLEAR_TEXT):
        command = Command(sequence, command_kind, target=reader.target())
    elif command_kind == TYPE_TEXT:
        target = reader.target()
        command = Command(sequence, command_kind, target=target, text=reader.string("text"))
    elif command_kind == PRESS:
        key = reader.count("key")
        if key >= KEY_COUNT:
            raise ProtocolViolation(f"invalid value {key} for key")
        command = Command(sequence, command_kind, key=key)
    elif command_kind == PRESS_KEY:
        name = reader.string("key")
        if name not in KEY_NAMES and len(name) != 1:
            raise ProtocolViolation(f"invalid key '{name}'")
        modifiers = reader.byte("key modifiers")
        if modifiers & ~(SHIFT | CONTROL | OPTION):
            raise ProtocolViolation(f"invalid value {modifiers} for key modifiers")
        command = Command(sequence, command_kind, text=name, modifiers=modifiers)
    elif command_kind == SWIPE:
        direction = reader.count("direction")
        if direction >= DIRECTION_COUNT:
            raise ProtocolViolation(f"invalid value {direction} for direction")
        has_target = reader.bool("has target")
        command = Command(sequence, command_kind, direction=direction, target=reader.target() if has_target else None)
    elif command_kind == DRAG:
        target = reader.target()
        start = (reader.count("drag start column"), reader.count("drag start row"))
        end = (reader.count("drag end column"), reader.count("drag end row"))
        command = Command(sequence, command_kind, target=target, start=start, end=end)
    elif command_kind == ADVANCE_CLOCK:
        milliseconds = reader.sint("milliseconds")
        if milliseconds < 0:
            raise ProtocolViolation(f"invalid value {milliseconds} for milliseconds")
        command = Command(sequence, command_kind, milliseconds=milliseconds)
    elif command_kind == REFRESH:
        command = Command(sequence, command_kind)
    elif command_kind == SET_CONDITION:
        name = reader.string("condition name")
        command = Command(sequence, command_kind, text=name + "\0" + reader.string("condition value"))
    else:
        raise ProtocolViolation(f"invalid value {command_kind} for command kind")
    reader.end()
    return command


class FrameBuffer:
    """Collects bytes read off the channel and yields whole frames' bodies."""

    def __init__(self) -> None:
        self.pending = bytearray()

    def feed(self, data: bytes) -> tuple[list[bytes], ProtocolViolation | None]:
        """Returns every whole frame body now buffered, in order, and the violation of a
        bad frame header after them, if one came."""
        self.pending += data
        bodies = []
        while len(self.pending) >= 4:
            length = int.from_bytes(self.pending[:4], "big")
            if length == 0:
                return bodies, ProtocolViolation("empty message")
            if length > FRAME_LIMIT:
                return bodies, ProtocolViolation(f"message of {length} bytes exceeds the channel's limit of {FRAME_LIMIT} bytes")
            if len(self.pending) < 4 + length:
                break
            bodies.append(bytes(self.pending[4:4 + length]))
            del self.pending[:4 + length]
        return bodies, None

    def wanted(self) -> int:
        """How many bytes may be read now without holding more than one frame."""
        if len(self.pending) < 4:
            return 4 - len(self.pending) + FRAME_LIMIT
        length = int.from_bytes(self.pending[:4], "big")
        return max(1, 4 + length - len(self.pending))
