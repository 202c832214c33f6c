"""Small Textual apps the adapter's own tests drive, one for each thing the adapter reads
or does: every widget kind its tree maps, the states it reports, the keys it presses and
the drags it makes. They know nothing of automation."""

from __future__ import annotations

import asyncio
import threading

from rich.columns import Columns
from rich.table import Table as RichTable
from rich.text import Text
from textual import events, work
from textual.app import App, ComposeResult
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import (Button, Checkbox, DataTable, Footer, Header, Input, Label, Link, ListItem, ListView,
                             LoadingIndicator, OptionList, ProgressBar, RadioButton, Select, Static, Switch, Tab,
                             Tabs, TextArea, Tree)
from textual.widgets.option_list import Option

import foreign


class Gallery(App):
    """One of every widget the adapter maps, each with an identifier."""

    TITLE = "Gallery"
    BINDINGS = [("ctrl+s", "save", "Save")]
    CSS = "DataTable, ListView, OptionList, Tree, TextArea { height: 4; } #scroller { height: 3; } LoadingIndicator { height: 1; }"

    def compose(self) -> ComposeResult:
        yield Header(id="header")
        yield Tabs(Tab("First", id="first"), Tab("Second", id="second"), id="tabs")
        yield Button("Go", id="go")
        yield Button("Off", id="off", disabled=True)
        yield Input(placeholder="Name", id="name")
        yield Input(value="hush", password=True, select_on_focus=False, id="secret")
        yield TextArea("one\ntwo", id="notes")
        yield Checkbox("Loud", value=True, id="loud")
        yield RadioButton("Radio", id="radio")
        yield Switch(id="power")
        yield Label("[b]Bold[/b] words  ", id="words")
        yield Static("Plain [b]static[/b]", markup=False, id="plain")
        yield Link("Docs", url="https://example.org", id="docs")
        yield ProgressBar(total=4, show_eta=False, id="progress")
        yield OptionList("Apple", "Banana", "Cherry", id="fruit")
        yield ListView(ListItem(Label("Red"), id="red"), ListItem(Label("Blue"), id="blue"), id="colours")
        yield DataTable(id="grid")
        yield Tree("Root", id="tree")
        with ScrollableContainer(id="scroller"):
            for number in range(6):
                yield Label(f"Line {number}", id=f"line{number}")
        yield Footer(id="footer")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # Columns as wide as the table: a tap at a row's centre lands on a cell.
        table.add_column("Name", width=36)
        table.add_column("Size", width=36)
        table.add_row("Ant", "1", key="ant")
        table.add_row("Bee", "2", key="bee")
        tree = self.query_one(Tree)
        tree.root.expand()
        tree.root.add_leaf("Leaf", data="leaf")
        self.query_one(ProgressBar).advance(1)

    def action_save(self) -> None:
        self.query_one("#words", Label).update("saved")


class Spinner(App):
    """A loading indicator, which animates for as long as it is shown."""

    def compose(self) -> ComposeResult:
        yield LoadingIndicator(id="spinner")


class Dialog(ModalScreen[None]):
    TITLE = "Confirm"

    def compose(self) -> ComposeResult:
        yield Button("Close", id="close")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss()


class Modal(App):
    """A button that opens a modal screen over the main one."""

    def compose(self) -> ComposeResult:
        yield Button("Open", id="open")

    def on_button_pressed(self) -> None:
        self.push_screen(Dialog(id="dialog"))


class KeyLog(Widget, can_focus=True):
    """Shows the last key it heard, as Textual names it, with its character."""

    DEFAULT_CSS = "KeyLog { height: 1; }"

    def __init__(self) -> None:
        super().__init__(id="keys")
        self.heard = "none"

    def render(self) -> str:
        return self.heard

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.heard = f"{event.key} {event.character!r}"
        self.refresh()


class Keys(App):
    """A widget that names every key it hears, and a Label that shows it."""

    def compose(self) -> ComposeResult:
        yield KeyLog()
        yield Label("none", id="heard")

    def on_mount(self) -> None:
        self.query_one(KeyLog).focus()

    def on_key(self, event: events.Key) -> None:
        pass


class Pad(Widget):
    """A square that reports where the mouse went down, moved last and came up, and how many clicks it heard."""

    DEFAULT_CSS = "Pad { width: 20; height: 8; }"

    def __init__(self) -> None:
        super().__init__(id="pad")
        self.down: tuple[int, int] | None = None
        self.moves: list[tuple[int, int, int, int]] = []
        self.up: tuple[int, int] | None = None
        self.clicks = 0
        # The modifiers any button or move came with: a hand that taps or drags holds none;
        # and the buttons: the left one alone.
        self.held: set[str] = set()
        self.buttons: set[int] = set()
        self.still: set[tuple[int, int]] = set()

    def note_modifiers(self, event: events.MouseEvent) -> None:
        self.held |= {name for name in ("shift", "meta", "ctrl") if getattr(event, name)}
        self.buttons.add(event.button)
        if not isinstance(event, events.MouseMove):
            # A button going down or up, or a click, moves nothing.
            self.still.add((event.delta_x, event.delta_y))

    def render(self) -> str:
        return f"down {self.down} up {self.up} moves {len(self.moves)} clicks {self.clicks}"

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self.note_modifiers(event)
        self.down = (event.screen_x, event.screen_y)
        self.capture_mouse()
        self.refresh()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        if self.down is not None and event.button:
            self.moves.append((event.screen_x, event.screen_y, event.delta_x, event.delta_y))
            self.note_modifiers(event)
            self.refresh()

    def on_mouse_up(self, event: events.MouseUp) -> None:
        self.note_modifiers(event)
        self.up = (event.screen_x, event.screen_y)
        self.release_mouse()
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        self.note_modifiers(event)
        self.clicks += 1
        self.refresh()


class Drag(App):
    """A pad to drag on, below a line of text."""

    def compose(self) -> ComposeResult:
        yield Label("Drag on the pad")
        yield Pad()


class IndentedDrag(Drag):
    """The pad four cells in from the left edge."""

    CSS = "Pad { margin-left: 4; }"


#: How long Busy's fade runs.
FADE_SECONDS = 3.0


class Busy(App):
    """Buttons that start work of each kind the adapter reports: a worker, a one-shot
    timer within the horizon and one beyond it, a worker waiting on its queue, a handler
    that runs on until its test lets it end, and an animation; and a thread worker blocked
    until its gate opens."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        #: Set by the test of the handler that runs on: the handler then returns.
        self.unstall = asyncio.Event()

    def compose(self) -> ComposeResult:
        yield Button("Fetch", id="fetch")
        yield Button("Soon", id="soon")
        yield Button("Late", id="late")
        yield Button("Serve", id="serve")
        yield Button("Stall", id="stall")
        yield Button("Fade", id="fade")
        yield Label("idle", id="status")

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        status = self.query_one("#status", Label)
        if event.button.id == "fetch":
            self.fetch()
        elif event.button.id == "soon":
            self.set_timer(0.4, lambda: status.update("fired"))
        elif event.button.id == "late":
            self.set_timer(60, lambda: status.update("late"))
        elif event.button.id == "serve":
            self.serve()
        elif event.button.id == "stall":
            status.update("stalling")
            await self.unstall.wait()  # a handler that runs on: the app's own slow work
        elif event.button.id == "fade":
            status.styles.animate("opacity", 0.0, duration=FADE_SECONDS)

    @work(name="fetcher")
    async def fetch(self) -> None:
        await asyncio.sleep(0.4)
        self.query_one("#status", Label).update("fetched")

    @work(thread=True, name="blocker")
    def block(self) -> None:
        self.gate.wait()

    @work(name="server")
    async def serve(self) -> None:
        queue: asyncio.Queue[str] = asyncio.Queue()
        self.query_one("#status", Label).update("serving")
        await queue.get()


class Veiled(App):
    """A hidden box with a child shown in spite of it, a box that scrolls its rows, and one
    that fits its own."""

    CSS = ("#veil { visibility: hidden; height: auto; } #peek { visibility: visible; } "
           "#roll { height: 8; overflow-y: auto; } #flat { height: auto; }")

    def compose(self) -> ComposeResult:
        with Vertical(id="veil"):
            yield Label("Hidden", id="hidden")
            yield Label("Peek", id="peek")
        with Vertical(id="roll"):
            for number in range(40):
                yield Label(f"Row {number}", id=f"row{number}")
        with Vertical(id="flat"):
            yield Label("Flat", id="fits")


class Relay(App):
    """Two fields: Return in the first hands focus to the second."""

    def compose(self) -> ComposeResult:
        yield Input(id="first")
        yield Input(id="second")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "first":
            self.query_one("#second").focus()


class Sideways(App):
    """A box 20 columns wide that scrolls sideways over a row of 100, and a box one line
    high that scrolls over five."""

    CSS = ("#wide { width: 20; height: 3; overflow-x: auto; overflow-y: hidden; } #long { width: 100; } "
           "#slot { height: 1; overflow-y: auto; } #beyond { offset-x: 30; }")

    def compose(self) -> ComposeResult:
        with Vertical(id="wide"):
            yield Label("x" * 100, id="long")
            yield Label("Beyond", id="beyond")  # past the box's right edge, on screen
        with Vertical(id="slot"):
            for number in range(5):
                yield Label(f"Slot {number}", id=f"slot{number}")


class Inert(Input, can_focus=False):
    """A field that never takes keyboard focus."""


class Fields(App):
    """Fields that refuse text: one read-only, one that takes digits alone, a secret one of
    digits, one that never takes focus; and a text area where Tab indents with a tab."""

    def compose(self) -> ComposeResult:
        yield TextArea("fixed", read_only=True, id="fixed")
        yield Input(restrict=r"[0-9]*", id="digits")
        yield Input(restrict=r"[0-9]*", password=True, id="pin")
        yield Inert(id="inert")
        code = TextArea("", tab_behavior="indent", id="code")
        code.indent_type = "tabs"
        yield code


class Overlap(App):
    """A link with a label on a layer above it, over four of its cells."""

    CSS = "Screen { layers: base top; } #cover { layer: top; offset: 10 0; width: 4; height: 1; } Link { width: 30; }"

    def compose(self) -> ComposeResult:
        yield Link("Left part and Right part", url="https://example.org", id="under")
        yield Label("XXXX", id="cover")


class ForeignTexts(App):
    """Labels and statics of another package: text in markup, text as written, and
    something that is no text (a Rich table)."""

    def compose(self) -> ComposeResult:
        yield foreign.Label("[b]Bold[/b] words", id="marked")
        yield foreign.Static("[b]as[/b] written", id="written")
        yield foreign.Label(RichTable(), id="table")
        yield foreign.Label(Text("rich [text]"), id="rich")  # a bracket in no markup


class Tables(App):
    """Textual's table with a row two lines high, and another package's table of that name."""

    def compose(self) -> ComposeResult:
        yield Label("Tables")
        yield DataTable(id="heights")
        yield foreign.DataTable(id="foreign")

    def on_mount(self) -> None:
        table = self.query_one("#heights", DataTable)
        table.styles.height = 5
        table.add_column("Name", width=20)
        table.add_row("Short", key="short")
        table.add_row("Tall", key="tall", height=2)
        table.add_row("Hidden", key="none", height=0)  # drawn on no line


class Scrolled(App):
    """An option list, a table with no header and a tree, each of twelve rows in a box
    of four lines."""

    CSS = "OptionList, DataTable, Tree { height: 4; }"

    def compose(self) -> ComposeResult:
        yield OptionList(*[f"Option {number}" for number in range(12)], id="options")
        yield DataTable(show_header=False, id="table")
        yield Tree("Root", id="tree")

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_column("Name", width=20)
        for number in range(12):
            table.add_row(f"Row {number}", key=f"row{number}")
        tree = self.query_one(Tree)
        for number in range(11):
            tree.root.add_leaf(f"Leaf {number}")
        tree.root.expand()


class Titled(App):
    """Fields titled in their borders (in markup, and not), one untitled, a progress bar
    with no total, and an option list that shows its prompts as written."""

    CSS = "TextArea, OptionList { height: 4; }"

    def compose(self) -> ComposeResult:
        email = Input(id="email")
        email.border_title = "[b]Email[/b]"
        yield email
        notes = TextArea("", id="notes")
        notes.border_title = "Notes"
        yield notes
        yield Input(id="bare")
        yield ProgressBar(total=None, id="waiting")
        yield OptionList("[b]Raw[/b]", markup=False, id="raw")


class Partly(App):
    """An option list below a heading with an option drawn from a Rich renderable rather
    than text, and a box whose first label is not displayed and whose second is."""

    CSS = "OptionList { height: 4; } #box { height: auto; }"

    def compose(self) -> ComposeResult:
        yield Label("Options", id="heading")
        yield OptionList("Text", Option(Columns(["drawn", "cells"]), id="drawn"), id="options")
        # Renderables on the list's first line and on the first line below its last.
        yield OptionList(Option(Columns(["top", "cells"]), id="top"), "Middle",
                         Option(Columns(["out", "of", "view"]), id="hidden"), id="edges")
        with Vertical(id="box"):
            yield Label("Gone", id="gone")
            yield Label("Here", id="here")

    def on_mount(self) -> None:
        self.query_one("#gone").display = False


class Chooser(App):
    """A select in a box as high as the select: its list of options opens below the box,
    drawn over the screen (an overlay)."""

    CSS = "#box { height: 3; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Select([(f"Colour {number}", number) for number in range(5)], id="colour")
        yield Label("Below", id="below")


class Wheel(Widget):
    """Fills its box and notes where each mouse-wheel notch came, and which way."""

    DEFAULT_CSS = "Wheel { width: 1fr; height: 1fr; }"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.notches: list[tuple[str, int, int]] = []

    def render(self) -> str:
        return f"notches {len(self.notches)}"

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        self.notches.append(("up", event.screen_x, event.screen_y))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        self.notches.append(("down", event.screen_x, event.screen_y))


class Thin(App):
    """A box one column wide that scrolls over ten rows, beside a wheel that fills the rest."""

    CSS = "#thin { width: 1; height: 4; overflow-y: auto; scrollbar-size-vertical: 0; } Horizontal { height: 4; }"

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="thin"):
                for number in range(10):
                    yield Label(str(number), id=f"digit{number}")
            yield Wheel(id="beside")
        yield Wheel(id="wheel")


class Crowded(App):
    """A list whose one item scrolls over more lines than it shows."""

    CSS = "ListItem { height: 2; overflow-y: auto; } ListView { height: 4; }"

    def compose(self) -> ComposeResult:
        yield ListView(ListItem(*[Label(f"Line {number}") for number in range(5)], id="crowded"), id="list")
