"""A small Textual app the adapter's tests drive: a status line and a button written in
markup, a log of a hundred lines, a field, a field that takes digits alone, a field that
cannot take focus, a read-only editor, a save button whose handler awaits before it
answers, a letter binding, a key whose lines reach the log a moment later, and F10 to
quit. It knows nothing of automation."""

import asyncio

from textual.app import App, ComposeResult
from textual.widgets import Button, Input, Label, RichLog, Static, TextArea


class Journal(App):
    TITLE = "Journal"
    BINDINGS = [("f10", "quit", "Quit"), ("m", "mark", "Mark"), ("w", "write_later", "Write")]
    CSS = "#log { height: 10; } #notes { height: 4; }"

    def compose(self) -> ComposeResult:
        yield Static("[b]Connected[/b] to [i]demo[/i]", id="connection")
        yield Label("[b]Marks:[/b] 0", id="marks")
        yield Button("[b]Save[/b]", id="save")
        yield Label("unsaved", id="saved")
        yield Input(placeholder="Entry", id="entry")
        yield Input(placeholder="Amount", restrict=r"[0-9]*", id="amount")
        yield Input(placeholder="Locked", id="locked")
        yield TextArea("", read_only=True, id="notes")
        yield RichLog(id="log")

    def on_mount(self) -> None:
        self.query_one("#locked", Input).can_focus = False
        log = self.query_one("#log", RichLog)
        for number in range(1, 101):
            log.write(f"line {number:03}")

    def action_mark(self) -> None:
        self.marks = getattr(self, "marks", 0) + 1
        self.query_one("#marks", Label).update(f"[b]Marks:[/b] {self.marks}")

    def action_write_later(self) -> None:
        # Five more lines reach the log a moment later, from a timer.
        self.set_timer(0.3, self.write_more)

    def write_more(self) -> None:
        log = self.query_one("#log", RichLog)
        for number in range(101, 106):
            log.write(f"line {number:03}")

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        # Saving takes a moment, awaited in the handler itself.
        await asyncio.sleep(0.3)
        self.saves = getattr(self, "saves", 0) + 1
        self.query_one("#saved", Label).update(f"saved {self.saves}")


if __name__ == "__main__":
    Journal().run()
