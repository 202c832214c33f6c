"""A small Textual app with tabs: three shelves of a pantry, each a pane behind its tab,
the second one open at start, and a button on each pane. It knows nothing of automation."""

from textual.app import App, ComposeResult
from textual.widgets import Button, Label, TabbedContent, TabPane


class Shelves(App):
    TITLE = "Shelves"

    def compose(self) -> ComposeResult:
        with TabbedContent(initial="vegetables"):
            with TabPane("Fruit", id="fruit"):
                yield Label("apples and pears")
                yield Button("Eat", id="eat")
            with TabPane("Vegetables", id="vegetables"):
                yield Label("leeks and beans")
                yield Button("Cook", id="cook")
            with TabPane("Nuts", id="nuts"):
                yield Label("almonds")
                yield Button("Crack", id="crack")


if __name__ == "__main__":
    Shelves().run()
