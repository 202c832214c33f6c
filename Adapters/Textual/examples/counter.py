"""A small Textual app the adapter's tests drive: a count, a button that adds one, a
button that starts 3 s of work in a worker and one that sets a one-shot timer, a
text field, a checkbox, a list, a modal dialog and a button that raises. It knows nothing of automation."""

import asyncio

from textual import work
from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Footer, Header, Input, Label, OptionList


class Confirm(ModalScreen[bool]):
    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label("Reset the count?", id="question")
            yield Button("Yes", id="yes", variant="error")
            yield Button("No", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class Counter(App):
    TITLE = "Counter"
    CSS = "#dialog { width: 40; height: auto; border: round $primary; } Confirm { align: center middle; }"

    def compose(self) -> ComposeResult:
        yield Header()
        yield Label("0", id="count")
        yield Button("Add one", id="add")
        yield Button("Load", id="load")
        yield Button("Later", id="later")
        yield Button("Reset", id="reset")
        yield Button("Never", id="never", disabled=True)
        yield Button("Crash", id="crash")
        yield Input(placeholder="Name", id="name")
        yield Checkbox("Loud", id="loud")
        yield OptionList("Apple", "Banana", "Cherry", id="fruit")
        yield Label("", id="status")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        count = self.query_one("#count", Label)
        if event.button.id == "add":
            count.update(str(int(str(count.content)) + 1))
        elif event.button.id == "load":
            self.load_data()
        elif event.button.id == "later":
            self.set_timer(3.0, lambda: self.query_one("#status", Label).update("later"))
        elif event.button.id == "reset":
            self.push_screen(Confirm(), self.reset)
        elif event.button.id == "crash":
            raise RuntimeError("the crash button was pressed")

    def reset(self, confirmed: bool) -> None:
        if confirmed:
            self.query_one("#count", Label).update("0")

    @work(exclusive=True)
    async def load_data(self) -> None:
        await asyncio.sleep(3.0)
        self.query_one("#status", Label).update("loaded")
        self.notify("Loaded")


if __name__ == "__main__":
    Counter().run()
