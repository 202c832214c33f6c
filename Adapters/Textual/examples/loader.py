"""A small Textual app with a loader in the background, as apps that fetch on demand
have: an async worker started at mount takes names off an asyncio queue and spends
a second on each. A button hands it one. It knows nothing of automation."""

import asyncio

from textual import work
from textual.app import App, ComposeResult
from textual.widgets import Button, Label


class Loader(App):
    TITLE = "Loader"

    def compose(self) -> ComposeResult:
        yield Button("Fetch", id="fetch")
        yield Label("nothing fetched", id="fetched")

    def on_mount(self) -> None:
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self.serve_queue()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.queue.put_nowait("report")

    @work(name="queue_loader")
    async def serve_queue(self) -> None:
        fetched = 0
        while True:
            name = await self.queue.get()
            await asyncio.sleep(1.0)
            fetched += 1
            self.query_one("#fetched", Label).update(f"{name} fetched ({fetched})")


if __name__ == "__main__":
    Loader().run()
