"""A small Textual app with work no test should wait for: a worker that polls a feed
for as long as the app runs, and a toast shown at start. A button counts taps. It
knows nothing of automation."""

import asyncio

from textual import work
from textual.app import App, ComposeResult
from textual.widgets import Button, Label


class Poller(App):
    TITLE = "Poller"

    def compose(self) -> ComposeResult:
        yield Button("Add", id="add")
        yield Label("0", id="count")
        yield Label("no news", id="news")

    def on_mount(self) -> None:
        self.taps = 0
        self.notify("Welcome back")
        self.poll_feed()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.taps += 1
        self.query_one("#count", Label).update(str(self.taps))

    @work(name="poller")
    async def poll_feed(self) -> None:
        polls = 0
        while True:
            await asyncio.sleep(0.5)
            polls += 1
            self.query_one("#news", Label).update(f"{polls} polls")


if __name__ == "__main__":
    Poller().run()
