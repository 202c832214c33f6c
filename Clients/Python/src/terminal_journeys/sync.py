"""The sync API: the async API's names, each call run on the driver's own event-loop thread."""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Awaitable, Coroutine, Dict, List, Mapping, Optional, Sequence, Set, TypeVar, Union, cast, overload

from . import api
from .expect import ElementExpectation as _AsyncElementExpectation
from .expect import TerminalExpectation as _AsyncTerminalExpectation
from .connection import DEFAULT_COLUMNS, DEFAULT_ROWS, DEFAULT_TIMEOUT

_T = TypeVar("_T")


class _LoopThread:
    """An event loop on a thread of its own, which runs the async API for sync callers."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._running: Set["asyncio.Task[None]"] = set()
        self._thread = threading.Thread(target=self.loop.run_forever, name="terminal-journeys", daemon=True)
        self._thread.start()

    def run(self, work: Coroutine[Any, Any, _T]) -> _T:
        """Runs ``work`` on the loop and returns what it returns (or raises what it raises).

        The caller waits on a bare lock that ``work``'s own end releases, rather than on
        ``asyncio.run_coroutine_threadsafe``'s future, whose chained callbacks and
        condition cost each call two more turns of the loop.
        """
        finished = threading.Lock()
        finished.acquire()
        outcome: List[Any] = []

        async def carried() -> None:
            try:
                outcome.append(await work)
            except BaseException as error:  # raised again on the caller's thread
                outcome.extend((None, error))
            finally:
                finished.release()

        def start() -> None:
            # Held until it ends: the loop keeps only weak references to its tasks.
            task = self.loop.create_task(carried())
            self._running.add(task)
            task.add_done_callback(self._running.discard)

        self.loop.call_soon_threadsafe(start)
        finished.acquire()
        if len(outcome) == 2:
            raise outcome[1]
        return cast(_T, outcome[0])

    def stop(self) -> None:
        """Stops the loop and joins its thread."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join()
        self.loop.close()


async def _awaited(value: Awaitable[_T]) -> _T:
    return await value


class Driver:
    """One ``journey serve`` process, driven synchronously."""

    def __init__(
        self,
        journey_executable: Optional[str] = None,
        *,
        app: Optional[str] = None,
        environment: Optional[Mapping[str, str]] = None,
    ) -> None:
        """Starts ``journey serve``; ``app`` is what ``launch`` starts when it names none (the demo shop)."""
        self._loop = _LoopThread()
        try:
            self._driver = self._loop.run(api.Driver.start(journey_executable, app=app, environment=environment))
        except BaseException:
            self._loop.stop()
            raise

    @property
    def pid(self) -> int:
        """The server's process id."""
        return self._driver.connection.pid

    @property
    def executable(self) -> Optional[str]:
        """The ``journey`` executable the server runs."""
        return self._driver.connection.executable

    def launch(
        self,
        app: Optional[str] = None,
        *,
        arguments: Optional[Sequence[str]] = None,
        environment: Optional[Mapping[str, str]] = None,
    ) -> "App":
        """Launches an app that speaks the automation protocol and waits for its first screen."""
        return App(self._loop, self._loop.run(self._driver.launch(app, arguments=arguments, environment=environment)))

    def run_program(
        self, command: str, *, columns: int = DEFAULT_COLUMNS, rows: int = DEFAULT_ROWS, environment: Optional[Mapping[str, str]] = None
    ) -> "Terminal":
        """Starts ``command`` on a pseudo-terminal and waits until it has drawn."""
        return Terminal(self._loop, self._loop.run(self._driver.run_program(command, columns=columns, rows=rows, environment=environment)))

    def close(self) -> None:
        """Ends the server, and with it every app and program it started."""
        try:
            self._loop.run(self._driver.close())
        finally:
            self._loop.stop()

    def __enter__(self) -> "Driver":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


class _Session:
    def __init__(self, loop: _LoopThread, inner: Union[api.App, api.Terminal]) -> None:
        self._loop = loop
        self._inner = inner

    @property
    def session(self) -> str:
        """The server's id for this session (``s1``)."""
        return self._inner.session

    def press(self, key: str) -> None:
        """Presses a key as a journey names it: ``enter``, ``tab``, ``ctrl-c``, ``f1``, ``q``."""
        self._loop.run(self._inner.press(key))

    def screen(self) -> str:
        """The screen as text in a frame."""
        return self._loop.run(self._inner.screen())

    def screen_svg(self) -> str:
        """The screen as an SVG picture."""
        return self._loop.run(self._inner.screen_svg())

    def journey(self, path: str, *, overwrite: bool = True) -> str:
        """Writes what was done in this session as a ``.journey`` file at ``path``."""
        return self._loop.run(self._inner.journey(path, overwrite=overwrite))

    def trace(
        self,
        path: str,
        *,
        name: Optional[str] = None,
        file: Optional[str] = None,
        failure: Optional[str] = None,
        overwrite: bool = True,
    ) -> str:
        """Writes what was done in this session as a journey trace at ``path`` (ending in ``.trace.json``); returns the path."""
        return self._loop.run(self._inner.trace(path, name=name, file=file, failure=failure, overwrite=overwrite))

    def close(self) -> None:
        """Ends the app or program, and removes its state."""
        self._loop.run(self._inner.close())


class _ElementSession(_Session):
    """A session whose elements are found by queries: an app's, or a program's read off its screen."""

    _inner: Union[api.App, api.Terminal]

    def __getattr__(self, name: str) -> "ElementQuery":
        """A query for every element of a type: ``app.text_fields`` is ``textFields``."""
        if name.startswith("_"):
            raise AttributeError(name)
        return ElementQuery(self._loop, getattr(self._inner, name))

    def element(self, query: str) -> "Element":
        """The element a query written in the journey syntax names."""
        return Element(self._loop, self._inner.element(query))

    def tree(self) -> str:
        """The element tree as text, one element a line."""
        return self._loop.run(self._inner.tree())

    def swipe_up(self) -> None:
        """Swipes up over the screen."""
        self._loop.run(self._inner.swipe_up())

    def swipe_down(self) -> None:
        """Swipes down over the screen."""
        self._loop.run(self._inner.swipe_down())


class App(_ElementSession):
    """An app with an element tree: ``app.buttons["loginButton"].tap()``."""

    _inner: api.App

    def ignore_work(self, *work: str) -> None:
        """Lets later actions and reads go ahead while the app reports only this work; with no names, waits for all work again."""
        self._loop.run(self._inner.ignore_work(*work))


class ElementQuery:
    """Elements a query finds; ``query["id"]`` picks one."""

    def __init__(self, loop: _LoopThread, inner: api.ElementQuery) -> None:
        self._loop = loop
        self._inner = inner

    def __getattr__(self, name: str) -> "ElementQuery":
        """Elements of a type below these."""
        if name.startswith("_"):
            raise AttributeError(name)
        return ElementQuery(self._loop, getattr(self._inner, name))

    def __getitem__(self, key: str) -> "Element":
        """The element whose identifier (or label) is ``key``."""
        return Element(self._loop, self._inner[key])

    def element(self, *, bound_by: int) -> "Element":
        """The match at ``bound_by``, counting from 0."""
        return Element(self._loop, self._inner.element(bound_by=bound_by))

    @property
    def first_match(self) -> "Element":
        """The first match."""
        return Element(self._loop, self._inner.first_match)

    def matching(self, identifier: str) -> "ElementQuery":
        """The matches whose identifier is ``identifier``."""
        return ElementQuery(self._loop, self._inner.matching(identifier))

    def __repr__(self) -> str:
        return repr(self._inner)


class Element:
    """One element, found when used."""

    def __init__(self, loop: _LoopThread, inner: api.Element) -> None:
        self._loop = loop
        self._inner = inner

    @property
    def query(self) -> str:
        """The query as the journey syntax writes it."""
        return self._inner.query

    def __repr__(self) -> str:
        return repr(self._inner)

    def tap(self) -> None:
        """Taps it, then waits for the work the tap started."""
        self._loop.run(self._inner.tap())

    def type_text(self, text: str) -> None:
        """Types ``text`` into it."""
        self._loop.run(self._inner.type_text(text))

    def swipe_up(self) -> None:
        """Swipes up over it."""
        self._loop.run(self._inner.swipe_up())

    def swipe_down(self) -> None:
        """Swipes down over it."""
        self._loop.run(self._inner.swipe_down())

    def drag_to(self, other: "Element") -> None:
        """Drags it onto ``other``."""
        self._loop.run(self._inner.drag_to(other._inner))

    def attributes(self) -> Dict[str, Any]:
        """Every attribute at once, once the app is idle."""
        return self._loop.run(self._inner.attributes())

    @property
    def label(self) -> str:
        """The visible text, once the app is idle."""
        return self._loop.run(_awaited(self._inner.label))

    @property
    def value(self) -> Optional[str]:
        """A field's text, once the app is idle."""
        return self._loop.run(_awaited(self._inner.value))

    @property
    def identifier(self) -> str:
        """The identifier, once the app is idle."""
        return self._loop.run(_awaited(self._inner.identifier))

    @property
    def is_enabled(self) -> bool:
        """Whether it accepts interaction, once the app is idle."""
        return self._loop.run(_awaited(self._inner.is_enabled))

    @property
    def has_focus(self) -> bool:
        """Whether it has keyboard focus, once the app is idle."""
        return self._loop.run(_awaited(self._inner.has_focus))

    @property
    def exists(self) -> bool:
        """Whether it is on the screen once the app is idle."""
        return self._loop.run(_awaited(self._inner.exists))

    def wait_for_existence(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until it exists."""
        self._loop.run(self._inner.wait_for_existence(timeout))

    def wait_until_gone(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until it is gone."""
        self._loop.run(self._inner.wait_until_gone(timeout))


class Terminal(_ElementSession):
    """A program on a pseudo-terminal, and the elements the driver reads off its screen."""

    _inner: api.Terminal

    def type_text(self, text: str) -> None:
        """Types ``text`` where the program's cursor is."""
        self._loop.run(self._inner.type_text(text))

    def wait_for_text(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen shows ``text``."""
        self._loop.run(self._inner.wait_for_text(text, timeout))

    def wait_until_text_gone(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen no longer shows ``text``."""
        self._loop.run(self._inner.wait_until_text_gone(text, timeout))


class ElementExpectation:
    """What ``expect(element)`` returns."""

    def __init__(self, element: Element) -> None:
        self._loop = element._loop
        self._inner = _AsyncElementExpectation(element._inner)

    def to_exist(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element exists."""
        self._loop.run(self._inner.to_exist(timeout))

    def to_have_label(self, label: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element's label is ``label``."""
        self._loop.run(self._inner.to_have_label(label, timeout))

    def to_have_value(self, value: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element's value is ``value``."""
        self._loop.run(self._inner.to_have_value(value, timeout))

    def to_be_enabled(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element is enabled."""
        self._loop.run(self._inner.to_be_enabled(timeout))

    def to_be_disabled(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element is disabled."""
        self._loop.run(self._inner.to_be_disabled(timeout))

    def to_have_focus(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the element has keyboard focus."""
        self._loop.run(self._inner.to_have_focus(timeout))


class TerminalExpectation:
    """What ``expect(terminal)`` returns."""

    def __init__(self, terminal: Terminal) -> None:
        self._loop = terminal._loop
        self._inner = _AsyncTerminalExpectation(terminal._inner)

    def to_show(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen shows ``text``."""
        self._loop.run(self._inner.to_show(text, timeout))

    def not_to_show(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen no longer shows ``text``."""
        self._loop.run(self._inner.not_to_show(text, timeout))


@overload
def expect(subject: Element) -> ElementExpectation: ...
@overload
def expect(subject: Terminal) -> TerminalExpectation: ...
def expect(subject: Union[Element, Terminal]) -> Union[ElementExpectation, TerminalExpectation]:
    """Expectations on an element or a terminal: ``expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")``."""
    if isinstance(subject, Element):
        return ElementExpectation(subject)
    if isinstance(subject, Terminal):
        return TerminalExpectation(subject)
    raise TypeError(f"expect takes an element or a terminal, not {type(subject).__name__}")
