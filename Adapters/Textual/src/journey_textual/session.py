"""The protocol session (docs/protocol.md §7-§9, §12) run inside the app's own event loop:
it reads commands off the channel, acts through Textual's input pipeline, runs the app to
quiescence, and pushes trees, statuses and replies."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import threading

from . import actions, activity, screen, wire
from .lifetime import driver_watch_descriptor
from .tree import TreeBuilder

SETTLE_BUDGET = 2.0
TEXT_TYPES = {wire.ELEMENT_TYPES[name] for name in ("textField", "secureTextField", "searchField", "textView")}


class Session:
    """One app's conversation with its driver. `exit_status` is set when the session
    decided how the process ends (the launcher exits with it once the app has stopped)."""

    def __init__(self, channel: int, broken: set[str] | None = None) -> None:
        self.channel = channel
        self.broken = broken or set()
        self.app = None
        self.exit_status: int | None = None
        self.terminated_by: int | None = None
        self.frames = wire.FrameBuffer()
        self.inbox: list[object] = []
        self.greeted = False
        self.generation = 0
        self.last_root: bytes | None = None
        self.last_names: list[str] | None = None
        # The screen sent with the last tree (None when none was).
        self.last_rows: list[str] | None = None
        # The screen last read, with the app's display count when it was read: read again
        # only once the app has drawn since (reading it costs several trees).
        self.read_rows: tuple[int, list[str]] | None = None
        self.wake = asyncio.Event()
        # Whether anything may have changed the screen or the work since the last tree was
        # built (every hook, timer entry and command says so): a tree built while it is
        # false would be the last one again.
        self.changed = True
        # The last tree built, with its builder (whose sources find each element's widget):
        # what a command aims at while nothing has changed since.
        self.last_built: tuple[TreeBuilder, object] | None = None
        self.entry_timer = None
        # The pumps whose messages the last settle left unhandled: the app is busy with them.
        self.stuck: list = []
        # Guards the channel and the generation: the starting tree is sent from a timer thread.
        self.lock = threading.RLock()

    # MARK: - Output

    def send(self, message: bytes) -> None:
        with self.lock:
            self._send(message)

    def _send(self, *messages: bytes) -> None:
        """Writes `messages`, each framed, in one write."""
        data = b"".join(wire.frame(message) for message in messages)
        try:
            while data:
                written = os.write(self.channel, data)
                data = data[written:]
        except (BrokenPipeError, ConnectionResetError):
            os._exit(wire.EXIT_CHANNEL_CLOSED)
        except OSError as error:
            sys.stderr.write(f"journey-textual: writing the channel failed: {error}\n")
            os._exit(wire.EXIT_CHANNEL_FAILED)

    def send_starting_tree(self, name: str, size: tuple[int, int]) -> None:
        """The first tree of an app that takes long to start: the bare application, busy
        `starting NAME`, so the driver's launch returns and its waits name the work.
        Sent from a timer thread, only if the app's own first tree has not gone yet."""
        with self.lock:
            if self.generation:
                return
            root = wire.Element("application", label=name, frame=(0, 0, *size)).encoded()
            work = [wire.Work(f"starting {name}", 0)]
            self.generation = 1
            self.last_root, self.last_names = root, [item.name for item in work]
            messages = [wire.tree_message(self.generation, work, root)]
            if "no-screen" not in self.broken:
                # Nothing is drawn yet: the screen that goes with this tree is blank.
                self.last_rows = []
                messages.append(wire.screen_message(self.generation, []))
            self._send(*messages)

    # MARK: - Serving

    async def autopilot(self, pilot) -> None:
        """Textual's autopilot hook: starts serving once the app is ready, and returns at
        once so the app's own shutdown never waits for the session."""
        self.app = pilot.app
        self.task = asyncio.ensure_future(self.serve())

    async def serve(self) -> None:
        """Serves the driver for the app's life."""
        try:
            await self._serve()
        except Exception:
            import traceback
            traceback.print_exc(file=sys.__stderr__)
            os._exit(wire.EXIT_CHANNEL_FAILED)

    async def _serve(self) -> None:
        loop = asyncio.get_running_loop()
        activity.install_hooks(self._poke)
        actions.deliver_at_once(self.app)
        loop.add_reader(self.channel, self._readable)
        watch = driver_watch_descriptor()
        if watch is not None and "outlive-driver" not in self.broken:
            loop.add_reader(watch, lambda: os._exit(wire.EXIT_DRIVER_GONE))
        for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
            loop.add_signal_handler(number, self._terminate, number)
        await self.settle()
        if "no-first-tree" not in self.broken and not self.app_ending():
            self.publish(force=True)
        while self.exit_status is None and not self.app_ending():
            if not self.inbox:
                await self.wake.wait()
            self.wake.clear()
            while self.inbox and self.exit_status is None and not self.app_ending():
                await self.handle(self.inbox.pop(0))
            if self.exit_status is None and not self.inbox:
                was_stuck = bool(self.stuck)
                await self.settle()
                if self.app_ending():
                    break
                # Pumps that became stuck, or stopped being, change the work without a hook.
                if (self.changed or was_stuck or self.stuck) and "silent-work-end" not in self.broken:
                    self.publish()
        if self.exit_status is None:
            # The app quits by itself: it has no screen left to send, and ends with its
            # own status. The channel closes as the process exits, which it does as soon
            # as the app has stopped (the launcher waits for nothing else).
            asyncio.get_running_loop().remove_reader(self.channel)

    def app_ending(self) -> bool:
        """Whether the app is quitting (it called `exit`, or stopped running): from then
        on it has no screen to publish, and a tree would show one that is going away."""
        app = self.app
        if getattr(app, "_exit", False) or getattr(app, "_closing", False) or getattr(app, "_closed", False):
            return True
        return not getattr(app, "_running", True)

    def _poke(self) -> None:
        self.changed = True
        self.wake.set()

    def _terminate(self, number: int) -> None:
        self.terminated_by = number
        self.finish(wire.EXIT_CHANNEL_CLOSED)

    def finish(self, status: int) -> None:
        """Ends the app in order (it may save its state), then the process with `status`."""
        if self.exit_status is not None:
            return
        self.exit_status = status
        self.wake.set()
        try:
            asyncio.get_running_loop().remove_reader(self.channel)
        except Exception:
            pass
        self.app.exit(return_code=status)
        # A failure mechanism, not a delay: an app that does not stop is stopped.
        asyncio.get_running_loop().call_later(3.0, os._exit, status)

    def _readable(self) -> None:
        try:
            data = os.read(self.channel, self.frames.wanted())
        except BlockingIOError:
            return
        except OSError as error:
            sys.stderr.write(f"journey-textual: reading the channel failed: {error}\n")
            os._exit(wire.EXIT_CHANNEL_FAILED)
        if not data:
            self.finish(wire.EXIT_CHANNEL_CLOSED)
            return
        bodies, violation = self.frames.feed(data)
        for body in bodies:
            try:
                self.inbox.append(wire.decode_driver_message(body))
            except wire.ProtocolViolation as error:
                self.inbox.append(error)
                violation = None
                break
        if violation is not None:
            self.inbox.append(violation)
        self.wake.set()

    def violate(self, violation: wire.ProtocolViolation) -> None:
        self.send(wire.violation_message(str(violation)))
        os._exit(wire.EXIT_PROTOCOL_ERROR)

    async def handle(self, item: object) -> None:
        if isinstance(item, wire.ProtocolViolation):
            self.violate(item)
        elif isinstance(item, int):
            if item != wire.VERSION and "accept-any-version" not in self.broken:
                self.violate(wire.ProtocolViolation(f"protocol version mismatch: expected {wire.VERSION}, received {item}"))
            self.greeted = True
        else:
            if not self.greeted:
                self.violate(wire.ProtocolViolation("unexpected command message; expected hello"))
            outcome, why = await self.perform(item)
            self.changed = True
            await self.settle()
            if self.app_ending():
                if self.app.return_code:
                    # It failed (an unhandled exception is status 1): no reply says the
                    # command was done; the driver reads the exit status and the log.
                    return
            else:
                self.publish(force=item.kind == wire.REFRESH)
            self.send(wire.reply_message(item.sequence, self.generation, outcome, why))

    # MARK: - Quiescence

    async def settle(self) -> list:
        """Runs the app until every message pump has handled what it held, and what that
        caused, and the screen shows what the app drew. Returns the pumps that did not
        finish within SETTLE_BUDGET: the app is busy with their messages."""
        app = self.app
        loop = asyncio.get_running_loop()
        deadline = loop.time() + SETTLE_BUDGET
        self.stuck = []
        while True:
            if self.app_ending():
                return []
            try:
                screen = app.screen
            except Exception:
                return []
            if activity.refresh_pending(screen) and not app._batch_count:
                screen._on_timer_update()
            busy = [pump for pump in activity.pumps(app) if activity.holds_messages(pump)]
            if not busy and not activity.refresh_pending(screen):
                break
            remaining = deadline - loop.time()
            if remaining <= 0:
                self.stuck = busy
                break
            self.stuck = await self.drain(busy, remaining)
            if self.stuck:
                break
        return self.stuck

    async def drain(self, busy: list, budget: float) -> list:
        """Waits until each pump in `busy` has handled what it held when called (or
        `budget` passes); returns those that had not."""
        waiting: dict[int, object] = {}
        done = asyncio.Event()

        def handled(pump) -> None:
            waiting.pop(id(pump), None)
            self.wake.set()
            if not waiting:
                done.set()

        for pump in busy:
            if pump.call_later(handled, pump):
                waiting[id(pump)] = pump
        if not waiting:
            await asyncio.sleep(0)
            return []
        try:
            await asyncio.wait_for(done.wait(), budget)
        except asyncio.TimeoutError:
            pass
        return list(waiting.values())

    # MARK: - Publishing

    def publish(self, force: bool = False) -> None:
        """Sends a tree if the screen changed (or `force`), else a status if the names of
        the pending work changed (§9)."""
        if "no-first-tree" in self.broken and not force:
            return
        root = self.current_tree()[1].encoded()
        work, next_entry = activity.pending_work(self.app, self.stuck)
        self._schedule_entry(next_entry)
        names = [item.name for item in sorted(work, key=lambda item: item.due_in_ms)]
        # What Textual drew changes without the tree (a log scrolled or written to, a
        # tab's underline, a scroll bar's thumb): a screen goes out only after a tree
        # (§5.1), so a new screen goes out with the tree again, of the next generation.
        rows = None if "no-screen" in self.broken else self.screen_rows()
        with self.lock:
            if force or root != self.last_root or rows != self.last_rows:
                self.generation += 1
                self.last_root, self.last_names, self.last_rows = root, names, rows
                messages = [wire.tree_message(self.generation, work, root)]
                if rows is not None:
                    generation = self.generation + (1 if "screen-other-generation" in self.broken else 0)
                    # In the tree's write: the driver reads them together, so a wait the
                    # tree ends sees the screen with it.
                    messages.append(wire.screen_message(generation, rows))
                self._send(*messages)
                # On a real terminal, say in it which tree what the app drew belongs to.
                mark_tree = getattr(getattr(self.app, "_driver", None), "mark_tree", None)
                if mark_tree is not None:
                    mark_tree(self.generation)
            elif names != self.last_names:
                self.last_names = names
                self._send(wire.status_message(self.generation, work))

    def screen_rows(self) -> list[str]:
        """The screen as the app last drew it: read from Textual's compositor when the app
        has drawn since the last read, else the rows of that read."""
        count = activity.displays(self.app)
        if self.read_rows is None or self.read_rows[0] != count:
            self.read_rows = (count, screen.drawn_rows(self.app))
        return self.read_rows[1]

    def current_tree(self) -> tuple[TreeBuilder, object]:
        """The app's tree as it is now, with its builder: the last one built while nothing
        has changed since (no hook has fired, no refresh is pending), else a new one."""
        try:
            pending = activity.refresh_pending(self.app.screen)
        except Exception:
            pending = True
        if self.changed or pending or self.last_built is None:
            self.changed = False
            builder = TreeBuilder(self.app)
            self.last_built = (builder, builder.build())
        return self.last_built

    def _schedule_entry(self, entry: float | None) -> None:
        """Wakes the session when a one-shot timer comes within the horizon."""
        if self.entry_timer is not None:
            self.entry_timer.cancel()
            self.entry_timer = None
        if entry is not None:
            from textual import _time
            delay = max(0.0, entry - _time.get_time())
            self.entry_timer = asyncio.get_running_loop().call_later(delay, self._poke)

    # MARK: - Commands

    async def perform(self, command: wire.Command) -> tuple[int, str]:
        kind = command.kind
        if kind == wire.REFRESH:
            return wire.DONE, ""
        if kind == wire.ADVANCE_CLOCK:
            if "advance-real-clock" in self.broken:
                return wire.DONE, ""
            return wire.UNSUPPORTED, "a Textual app runs on the real clock; launch it without --clock virtual"
        if kind == wire.SET_CONDITION:
            name = command.text.split("\0", 1)[0]
            return wire.UNSUPPORTED_CONDITION, f"a Textual app simulates no device condition ('{name}')"
        if kind == wire.PRESS:
            actions.press(self.app, command.key)
            return wire.DONE, ""
        if kind == wire.PRESS_KEY:
            shift, control, option = (bool(command.modifiers & bit) for bit in (wire.SHIFT, wire.CONTROL, wire.OPTION))
            event = actions.key_event(command.text, shift, control, option)
            if event is None:
                return wire.UNSUPPORTED, f"U+{ord(command.text):04X} is a control character, not a key; press it with ctrl"
            actions.key(self.app, *event)
            return wire.DONE, ""
        builder, root = self.current_tree()
        element = None
        if command.target is not None:
            element = self.resolve(root, command.target)
            if element is None:
                return wire.STALE_ELEMENT, f"{command.target} is not in the app's current tree"
        if kind == wire.SWIPE:
            return self.swipe(builder, root, element, command.direction)
        source = builder.sources[id(element)]
        if kind == wire.DRAG and not contains(element.frame, command.start):
            return wire.STALE_ELEMENT, f"{command.target} is no longer under {command.start}: its frame is {element.frame} now"
        if not element.enabled:
            return wire.NOT_INTERACTABLE, f"{command.target} is disabled"
        if kind == wire.DRAG:
            width, height = self.app.size
            if not contains((0, 0, width, height), command.end):
                return wire.NOT_INTERACTABLE, f"the drag's end {command.end} is off the {width}x{height} screen"
            if command.start == command.end:
                actions.click(self.app, *command.start)
            else:
                await self.drag(command.start, command.end)
            return wire.DONE, ""
        if kind in (wire.TAP, wire.DOUBLE_TAP):
            if source.widget is None:
                return wire.DONE, ""
            if source.visible[2] <= 0 or source.visible[3] <= 0:
                return wire.NOT_INTERACTABLE, f"{command.target} is off screen; scroll it into view"
            x, y = actions.centre(source.visible)
            actions.click(self.app, x, y)
            if kind == wire.DOUBLE_TAP:
                await self.settle()
                again = TreeBuilder(self.app)
                if self.resolve(again.build(), command.target) is not None:
                    actions.click(self.app, x, y)
            return wire.DONE, ""
        if element_type_code(element) not in TEXT_TYPES and "text-anywhere" not in self.broken:
            return wire.NOT_INTERACTABLE, f"{command.target} takes no text"
        widget = source.widget
        is_field = element_type_code(element) in TEXT_TYPES
        if is_field and getattr(widget, "read_only", False):
            # A read-only field refuses a clear as it refuses typed text: neither changes it.
            refused = "it takes no typed text" if kind == wire.TYPE_TEXT else "it cannot be cleared"
            return wire.NOT_INTERACTABLE, f"{command.target} is read-only: {refused}"
        if is_field and not getattr(widget, "has_focus", False):
            widget.focus()
            await self.settle()
            if not getattr(widget, "has_focus", False):
                return wire.NOT_INTERACTABLE, (f"{command.target} cannot take keyboard focus "
                                               f"(focus is on {describe_widget(self.app.focused)})")
        if kind == wire.TYPE_TEXT:
            if "drop-typed-text" in self.broken:
                return wire.DONE, ""
            if not is_field:
                # Only with text-anywhere broken: the keys go to whatever has focus.
                actions.type_text(self.app, command.text)
                return wire.DONE, ""
            return await self.type_into(widget, element, command)
        if kind == wire.CLEAR_TEXT and element_type_code(element) in TEXT_TYPES:
            if element.type == "textView":
                # A TextArea: select everything, then one Backspace deletes it.
                widget.select_all()
                await self.settle()
                actions.press(self.app, actions.BACKSPACE)
            else:
                # An Input: End, then one Backspace a character.
                actions.press(self.app, actions.END)
                for _ in str(getattr(widget, "value", "")):
                    actions.press(self.app, actions.BACKSPACE)
        return wire.DONE, ""

    async def type_into(self, widget, element, command: wire.Command) -> tuple[int, str]:
        """Types the text as keys; each run of characters between line feeds must change
        the field's value, or the keys went elsewhere (a binding, another widget) or the
        field refused them (a restriction, its length): the command fails, saying so."""
        secure = element.type == "secureTextField"
        for index, run in enumerate(re.split("[\r\n]", command.text)):
            if index:
                actions.type_text(self.app, "\n")
                await self.settle()
            if not run:
                continue
            before = field_value(widget)
            actions.type_text(self.app, run)
            await self.settle()
            if field_value(widget) == before:
                stayed = "" if secure else f" {before!r}"
                where = "" if getattr(widget, "has_focus", False) else f"; focus went to {describe_widget(self.app.focused)}"
                typed = f"{len(run)} character(s)" if secure else repr(run)
                return wire.NOT_INTERACTABLE, (f"{command.target} did not take the text: its value stayed{stayed} "
                                               f"after typing {typed}{where}")
        return wire.DONE, ""

    async def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """A drag as a person makes it: each event once the app has handled the one
        before, as a person's hand is slower than the app (a widget grabs the mouse on
        the button going down, and only then follows its moves)."""
        actions.mouse_down(self.app, *start)
        await self.settle()
        for point, delta in actions.drag_path(start, end):
            actions.mouse_move(self.app, point, delta)
            await self.settle()
        actions.mouse_up(self.app, *end)

    def swipe(self, builder: TreeBuilder, root, element, direction: int) -> tuple[int, str]:
        if element is not None:
            visible = builder.sources[id(element)].visible
        else:
            width, height = self.app.size
            visible = (0, 0, width, height)
        if visible[2] <= 0 or visible[3] <= 0:
            return wire.NOT_INTERACTABLE, "the swipe's target is off screen"
        x, y = actions.centre(visible)
        lines = visible[3] if direction in (0, 1) else visible[2]
        actions.scroll(self.app, x, y, direction, lines // 2)
        return wire.DONE, ""

    def resolve(self, root, target: wire.Target):
        element = root
        for index in target.path:
            if not 0 <= index < len(element.children):
                return None
            element = element.children[index]
        if "act-on-stale" in self.broken:
            return element
        if element_type_code(element) != target.type_code or element.identifier != target.identifier:
            return None
        return element


def contains(frame: tuple[int, int, int, int], cell: tuple[int, int]) -> bool:
    """Whether the cell (column, row) lies inside the frame (x, y, width, height)."""
    x, y, width, height = frame
    return x <= cell[0] < x + width and y <= cell[1] < y + height


def field_value(widget) -> str:
    """A text field's text: an Input's value, a TextArea's text."""
    value = getattr(widget, "value", None)
    if value is None:
        value = getattr(widget, "text", "")
    return str(value)


def describe_widget(widget) -> str:
    """A widget as a message names it: `Input#entry`, or `nothing`."""
    if widget is None:
        return "nothing"
    identifier = getattr(widget, "id", None)
    return f"{type(widget).__name__}#{identifier}" if identifier else type(widget).__name__


def element_type_code(element) -> int:
    return wire.ELEMENT_TYPES[element.type]
