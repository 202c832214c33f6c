"""A small Textual app run once, headless, in the prepared process (docs/textual.md,
"Launching from a warm interpreter"), so each launch forked after it finds Textual's
lazily built parts made: its widgets' modules, their default styles parsed, the
compositor's and the headless driver's first use. It starts no thread that outlives it,
writes no file and never touches the channel."""

from __future__ import annotations

import asyncio


def rehearse() -> None:
    """Runs the rehearsal app until it has drawn its first screen and exits; gives up
    quietly should anything in it fail, leaving each launch to do that work itself."""
    try:
        from textual.app import App, ComposeResult
        from textual.widgets import Button, Checkbox, Footer, Header, Input, Label, ListView, ListItem, Static

        class Rehearsal(App):
            def compose(self) -> ComposeResult:
                yield Header()
                yield Label("label")
                yield Static("[b]static[/b]")
                yield Button("button", id="button")
                yield Input(placeholder="input", id="input")
                yield Checkbox("checkbox", id="checkbox")
                yield ListView(ListItem(Label("item")))
                yield Footer()

            def on_mount(self) -> None:
                self.call_after_refresh(self.exit)

        asyncio.run(Rehearsal().run_async(headless=True, size=(80, 24)))
    except Exception:  # noqa: BLE001 - a failed rehearsal only leaves the launches colder
        pass
