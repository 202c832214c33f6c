"""`--real-terminal`: the app runs Textual's own Linux driver on a pseudo-terminal, and
every key and click the adapter is asked for is written into that terminal's input as a
terminal writes it, so it reaches the app the way a person's does: through the kernel's
terminal, Textual's input thread and its escape-sequence parser (docs/textual.md, "On a
real terminal").

What the app draws on the terminal is copied to the launcher's standard output, which the
driver keeps as the app's log; the tree, the screen and the replies still go over the
channel. After each tree it sends, the adapter writes `tree_mark(generation)` into the
terminal behind what the app drew for it, so a reader of the log knows which drawing a
tree belongs to.
"""

from __future__ import annotations

import collections
import fcntl
import os
import struct
import termios
import threading

from textual import events

# The bytes xterm sends for the keys Textual names without a character, in normal cursor
# mode; the driver's table of a terminal's key bytes (TerminalKeyBytes) owns them, and a
# test there fails when these differ.
KEY_BYTES = {
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D", "home": "\x1b[H", "end": "\x1b[F",
    "insert": "\x1b[2~", "delete": "\x1b[3~", "pageup": "\x1b[5~", "pagedown": "\x1b[6~", "shift+tab": "\x1b[Z",
    "f1": "\x1bOP", "f2": "\x1bOQ", "f3": "\x1bOR", "f4": "\x1bOS", "f5": "\x1b[15~", "f6": "\x1b[17~",
    "f7": "\x1b[18~", "f8": "\x1b[19~", "f9": "\x1b[20~", "f10": "\x1b[21~", "f11": "\x1b[23~", "f12": "\x1b[24~",
}
# xterm's modifier parameter: 1 + Shift 1, Alt 2, Control 4 (`ESC [ 1 ; 5 A` is Ctrl-Up).
_MODIFIER_BITS = {"shift": 1, "alt": 2, "ctrl": 4}
# The OSC string a terminal ignores that follows the drawing of each tree sent: its
# generation's number goes between them. Tests that read the log (Swift's
# `TextualEnvironment.treeMark`) spell it the same, or wait for it in vain.
TREE_MARK = ("\x1b]7770;journey-textual tree ", "\x07")
# How long an injected event may take to come back through the terminal before it counts as lost.
ARRIVAL_TIMEOUT = 10.0


def tree_mark(generation: int) -> str:
    """What the adapter writes into the terminal after the drawing of tree `generation`."""
    return f"{TREE_MARK[0]}{generation}{TREE_MARK[1]}"


class UnencodableEvent(Exception):
    """An event no terminal can send; str() names it."""


def key_bytes(key: str, character: str | None) -> bytes:
    """The bytes a terminal sends for the key Textual names `key` with `character`."""
    *modifiers, base = key.split("+")
    if key in KEY_BYTES:
        return KEY_BYTES[key].encode()
    if base in KEY_BYTES:
        sequence = KEY_BYTES[base]
        parameter = 1 + sum(_MODIFIER_BITS.get(modifier, 0) for modifier in modifiers)
        if sequence.endswith("~"):
            return f"{sequence[:-1]};{parameter}~".encode()
        return f"\x1b[1;{parameter}{sequence[-1]}".encode()
    if character is None and len(base) == 1:
        # Alt (or Shift with another modifier) leaves Textual's key without a character.
        character = base.upper() if "shift" in modifiers else base
        if "ctrl" in modifiers and base.isalpha():
            character = chr(ord(base.lower()) - 96)
    if character:
        return (b"\x1b" if "alt" in modifiers else b"") + character.encode()
    raise UnencodableEvent(f"no terminal sends the key {key!r}")


def mouse_bytes(event: events.MouseEvent) -> bytes:
    """The SGR mouse report (`ESC [ < button ; column ; row M`, `m` for a release) a
    terminal sends for a mouse event, columns and rows counted from 1."""
    scrolls = {"MouseScrollUp": 64, "MouseScrollDown": 65, "MouseScrollLeft": 66, "MouseScrollRight": 67}
    name = type(event).__name__
    button = max(0, (event.button or 1) - 1)
    if name in scrolls:
        code, final = scrolls[name], "M"
    elif name == "MouseDown":
        code, final = button, "M"
    elif name == "MouseUp":
        code, final = button, "m"
    elif name == "MouseMove":
        code, final = (32 + button) if event.button else 35, "M"
    else:
        raise UnencodableEvent(f"no terminal sends a {name}")
    return f"\x1b[<{code};{int(event.x) + 1};{int(event.y) + 1}{final}".encode()


def event_bytes(event) -> bytes:
    """The bytes a terminal sends for an input event the adapter would hand the app."""
    if isinstance(event, events.Key):
        return key_bytes(event.key, event.character)
    if isinstance(event, events.MouseEvent):
        return mouse_bytes(event)
    raise UnencodableEvent(f"no terminal sends a {type(event).__name__}")


class PseudoTerminal:
    """The terminal the app runs on: its standard input, output and error become the
    pseudo-terminal's, of `size` (columns, rows); what the app draws is copied to what
    standard output was (the driver's log)."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.master, slave = os.openpty()
        columns, rows = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        log = os.dup(1)
        for descriptor in (0, 1, 2):
            os.dup2(slave, descriptor)
        os.close(slave)
        os.environ.setdefault("TERM", "xterm-256color")
        os.environ.pop("COLUMNS", None)
        os.environ.pop("LINES", None)
        copier = threading.Thread(target=self._copy, args=(log,), name="journey-terminal-output", daemon=True)
        copier.start()

    def _copy(self, log: int) -> None:
        while True:
            try:
                data = os.read(self.master, 64 * 1024)
            except OSError:
                return
            if not data:
                return
            while data:
                try:
                    data = data[os.write(log, data):]
                except OSError:
                    return

    def driver_class(self):
        """Textual's Linux driver, whose events from the adapter go out through the
        terminal's input and come back through its input thread."""
        from textual.drivers.linux_driver import LinuxDriver
        master = self.master

        class RealTerminalDriver(LinuxDriver):
            def __init__(self, *args, **kwargs) -> None:
                super().__init__(*args, **kwargs)
                self._loop_thread = threading.get_ident()
                self._arrived: collections.deque = collections.deque()
                self._arrival = threading.Semaphore(0)

            def process_message(self, message) -> None:
                if threading.get_ident() != self._loop_thread:
                    # From the input thread: what the terminal brought, handed to the app on its loop.
                    self._arrived.append(message)
                    self._arrival.release()
                    self._loop.call_soon_threadsafe(self._hand_over)
                    return
                if not isinstance(message, (events.Key, events.MouseEvent)):
                    super().process_message(message)
                    return
                data = event_bytes(message)
                while data:
                    data = data[os.write(master, data):]
                # Each event written comes back as one event: wait for it, then hand over
                # what came, so the adapter sees it queued when it waits for the app to settle.
                if not self._arrival.acquire(timeout=ARRIVAL_TIMEOUT):
                    raise TimeoutError(f"the terminal did not bring back {message!r} within {ARRIVAL_TIMEOUT} s")
                self._hand_over()

            def mark_tree(self, generation: int) -> None:
                """Writes the mark of tree `generation` behind what the app has drawn:
                through the driver's writer, so it reaches the terminal after the drawing."""
                if self._writer_thread is not None:  # None once the app has left the terminal
                    self.write(tree_mark(generation))

            def _hand_over(self) -> None:
                while self._arrived:
                    super().process_message(self._arrived.popleft())

        return RealTerminalDriver
