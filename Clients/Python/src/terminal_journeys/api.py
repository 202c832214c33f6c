"""The async API: a driver, the apps and programs it starts, queries and elements."""

from __future__ import annotations


from typing import Any, Dict, Mapping, Optional, Sequence

from .connection import DEFAULT_COLUMNS, DEFAULT_ROWS, DEFAULT_TIMEOUT, START_TIMEOUT, Connection


def _camel(name: str) -> str:
    """``static_texts`` as the journey syntax spells it: ``staticTexts``."""
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def _quoted(text: str) -> str:
    """A string literal as the journey syntax writes one."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


class Driver:
    """One ``journey serve`` process: starts apps and programs, each a session of its own."""

    def __init__(self, connection: Connection) -> None:
        #: The pipe to the server.
        self.connection = connection

    @classmethod
    async def start(
        cls,
        journey_executable: Optional[str] = None,
        *,
        app: Optional[str] = None,
        environment: Optional[Mapping[str, str]] = None,
    ) -> "Driver":
        """Starts ``journey serve``; ``app`` is what ``launch`` starts when it names none (the demo shop)."""
        return cls(await Connection.start(journey_executable, app=app, environment=environment))

    async def launch(
        self,
        app: Optional[str] = None,
        *,
        arguments: Optional[Sequence[str]] = None,
        environment: Optional[Mapping[str, str]] = None,
    ) -> "App":
        """Launches an app that speaks the automation protocol and waits for its first screen.

        ``arguments`` default to the server's (``--uitesting --reset-state``).
        """
        params: Dict[str, Any] = {"environment": dict(environment or {})}
        if arguments is not None:
            params["arguments"] = list(arguments)
        if app is not None:
            params["app"] = app
        result = await self.connection.call("launch", params, timeout=START_TIMEOUT)
        return App(self.connection, result["session"])

    async def run_program(
        self,
        command: str,
        *,
        columns: int = DEFAULT_COLUMNS,
        rows: int = DEFAULT_ROWS,
        environment: Optional[Mapping[str, str]] = None,
    ) -> "Terminal":
        """Starts ``command`` (split as a shell splits words) on a pseudo-terminal and waits until it has drawn."""
        params = {"command": command, "columns": columns, "rows": rows, "environment": dict(environment or {})}
        result = await self.connection.call("run_program", params, timeout=START_TIMEOUT)
        return Terminal(self.connection, result["session"])

    async def close(self) -> None:
        """Ends the server, and with it every app and program it started."""
        await self.connection.close()


class _Session:
    """What apps and terminals share: a session id on a connection."""

    def __init__(self, connection: Connection, session: str) -> None:
        self._connection = connection
        #: The server's id for this session (``s1``).
        self.session = session

    async def _call(self, method: str, **params: Any) -> Any:
        """Calls ``method`` on this session; a ``timeout`` param is the server's wait, and bounds the call too."""
        timeout = float(params.get("timeout", DEFAULT_TIMEOUT))
        return await self._connection.call(method, {"session": self.session, **params}, timeout=timeout)

    async def press(self, key: str) -> None:
        """Presses a key as a journey names it: ``enter``, ``tab``, ``ctrl-c``, ``f1``, ``q``."""
        await self._call("press", key=key)

    async def screen(self) -> str:
        """The screen as text in a frame."""
        return str((await self._call("screen"))["text"])

    async def screen_svg(self) -> str:
        """The screen as an SVG picture."""
        return str((await self._call("screen", svg=True))["svg"])

    async def journey(self, path: str, *, overwrite: bool = True) -> str:
        """Writes what was done in this session as a ``.journey`` file at ``path``; returns the server's answer."""
        return str((await self._call("save_journey", path=path, overwrite=overwrite))["text"])

    async def trace(
        self,
        path: str,
        *,
        name: Optional[str] = None,
        file: Optional[str] = None,
        failure: Optional[str] = None,
        overwrite: bool = True,
    ) -> str:
        """Writes what was done in this session as a journey trace at ``path`` (ending in ``.trace.json``).

        The trace is the format ``journey run --trace`` writes: each call a step with its time,
        result and screens; ``journey report`` and ``journey show-trace`` read it. ``name`` and
        ``file`` say which test it is; ``failure`` is the test's own failure, kept as the journey's.
        Returns the path written.
        """
        params: Dict[str, Any] = {"path": path, "overwrite": overwrite}
        for key, value in (("name", name), ("file", file), ("failure", failure)):
            if value is not None:
                params[key] = value
        return str((await self._call("save_trace", **params))["path"])

    async def close(self) -> None:
        """Ends the app or program, and removes its state."""
        await self._call("close")


class _ElementSession(_Session):
    """A session whose elements are found by queries: an app's own tree, or the one the
    driver reads off a program's screen."""

    #: What ``repr`` calls it: ``app`` or ``terminal``.
    _noun = "app"

    def __getattr__(self, name: str) -> "ElementQuery":
        """A query for every element of a type: ``app.text_fields`` is ``textFields``."""
        if name.startswith("_"):
            raise AttributeError(name)
        return ElementQuery(self, _camel(name))

    def element(self, query: str) -> "Element":
        """The element a query written in the journey syntax names: ``app.element('cells.element(boundBy: 0)')``."""
        return Element(self, query)

    async def tree(self) -> str:
        """The element tree as text, one element a line."""
        return str((await self._call("snapshot"))["text"])

    async def swipe_up(self) -> None:
        """Swipes up over the screen."""
        await self._call("swipe", direction="up")

    async def swipe_down(self) -> None:
        """Swipes down over the screen."""
        await self._call("swipe", direction="down")


class App(_ElementSession):
    """An app with an element tree: ``app.buttons["loginButton"]``, ``app.static_texts["dashboardTitle"]``."""

    async def ignore_work(self, *work: str) -> None:
        """Lets later actions and reads go ahead while the app reports only this work
        (``"worker poller"``, ``"toast"``); with no names, waits for all work again.

        A wait for a condition still counts it. A toast's expiry is ignored from the start.
        """
        await self._call("ignore_work", work=list(work))


class ElementQuery:
    """Elements a query finds; ``query["id"]`` picks one by identifier or label."""

    def __init__(self, app: _ElementSession, text: str) -> None:
        self._app = app
        #: The query as the journey syntax writes it.
        self.text = text

    def __getattr__(self, name: str) -> "ElementQuery":
        """Elements of a type below these: ``app.tab_bars.buttons``."""
        if name.startswith("_"):
            raise AttributeError(name)
        return ElementQuery(self._app, f"{self.text}.{_camel(name)}")

    def __getitem__(self, key: str) -> "Element":
        """The element whose identifier (or label) is ``key``."""
        return Element(self._app, f"{self.text}[{_quoted(key)}]")

    def element(self, *, bound_by: int) -> "Element":
        """The match at ``bound_by``, counting from 0."""
        return Element(self._app, f"{self.text}.element(boundBy: {int(bound_by)})")

    @property
    def first_match(self) -> "Element":
        """The first match."""
        return Element(self._app, f"{self.text}.firstMatch")

    def matching(self, identifier: str) -> "ElementQuery":
        """The matches whose identifier is ``identifier``."""
        return ElementQuery(self._app, f"{self.text}.matching(identifier: {_quoted(identifier)})")

    def __repr__(self) -> str:
        return f"{self._app._noun}.{self.text}"


class Element:
    """One element, found when used: actions wait until it can take them, reads wait until the app is idle."""

    def __init__(self, app: _ElementSession, query: str) -> None:
        #: The app (or the program's terminal) it belongs to.
        self.app = app
        #: The query as the journey syntax writes it.
        self.query = query

    def __repr__(self) -> str:
        return f"{self.app._noun}.{self.query}"

    async def tap(self) -> None:
        """Taps it, then waits for the work the tap started."""
        await self.app._call("tap", target=self.query)

    async def type_text(self, text: str) -> None:
        """Types ``text`` into it."""
        await self.app._call("type", target=self.query, text=text)

    async def swipe_up(self) -> None:
        """Swipes up over it (a list scrolls)."""
        await self.app._call("swipe", target=self.query, direction="up")

    async def swipe_down(self) -> None:
        """Swipes down over it."""
        await self.app._call("swipe", target=self.query, direction="down")

    async def drag_to(self, other: "Element") -> None:
        """Drags it onto ``other`` with the mouse."""
        await self.app._call("drag", target=self.query, to=other.query)

    async def attributes(self) -> Dict[str, Any]:
        """Every attribute at once, once the app is idle: type, identifier, label, value, placeholder, enabled, selected, focused, frame."""
        return dict(await self.app._call("read", target=self.query))

    @property
    async def label(self) -> str:
        """The visible text, once the app is idle."""
        return str((await self.attributes())["label"])

    @property
    async def value(self) -> Optional[str]:
        """A field's text, once the app is idle."""
        value = (await self.attributes())["value"]
        return None if value is None else str(value)

    @property
    async def identifier(self) -> str:
        """The identifier, once the app is idle."""
        return str((await self.attributes())["identifier"])

    @property
    async def is_enabled(self) -> bool:
        """Whether it accepts interaction, once the app is idle."""
        return bool((await self.attributes())["enabled"])

    @property
    async def has_focus(self) -> bool:
        """Whether it has keyboard focus, once the app is idle."""
        return bool((await self.attributes())["focused"])

    @property
    async def exists(self) -> bool:
        """Whether it is on the screen once the app is idle (never raises for a missing element)."""
        return bool((await self.app._call("exists", target=self.query))["exists"])

    async def wait_for_existence(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until it exists; an idle app without it fails at once, saying what it shows."""
        await self.app._call("wait", timeout=timeout, condition="exists", target=self.query)

    async def wait_until_gone(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until it is gone."""
        await self.app._call("wait", timeout=timeout, condition="gone", target=self.query)

    async def _expect(self, condition: str, timeout: float, text: Optional[str] = None) -> None:
        params: Dict[str, Any] = {"target": self.query, "condition": condition, "timeout": timeout}
        if text is not None:
            params["text"] = text
        await self.app._call("expect", **params)


class Terminal(_ElementSession):
    """A program on a pseudo-terminal: keys and text in, a screen out, and the elements the
    driver reads off that screen (``terminal.buttons["Yes"].tap()``)."""

    _noun = "terminal"

    async def type_text(self, text: str) -> None:
        """Types ``text`` where the program's cursor is (``\\n`` is Enter)."""
        await self._call("type", text=text)

    async def wait_for_text(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen shows ``text``."""
        await self._call("wait", timeout=timeout, condition="text", text=text)

    async def wait_until_text_gone(self, text: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Waits until the screen no longer shows ``text``."""
        await self._call("wait", timeout=timeout, condition="gone", text=text)


