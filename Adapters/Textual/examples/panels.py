"""A small Textual app the adapter's tests drive for what a person sees of a widget: a
list whose last rooms are scrolled out of its box (one of them half), a line drawn just
below it, a link a badge covers in part, an option and a table row each drawn on two
lines, and a table sorted so its rows are shown in another order than added. It knows
nothing of automation."""

from textual.app import App, ComposeResult
from textual.widgets import DataTable, Label, Link, ListItem, ListView, OptionList
from textual.widgets.option_list import Option


class Panels(App):
    TITLE = "Panels"
    CSS = """
    Screen { layers: base above; }
    #homepage { width: 40; }
    #badge { layer: above; offset: 8 0; width: 8; height: 1; }
    #rooms { height: 3; }
    #options { height: 4; }
    #prices { height: 5; }
    #fruit { height: 4; }
    """

    def compose(self) -> ComposeResult:
        yield Link("Example homepage", url="https://example.com", id="homepage")
        yield Label("[NEW!]", id="badge")
        yield ListView(
            ListItem(Label("hall"), id="hall"),
            ListItem(Label("kitchen"), id="kitchen"),
            ListItem(Label("attic\nroof"), id="attic"),
            ListItem(Label("cellar"), id="cellar"),
            id="rooms",
        )
        yield Label("below the list", id="below")
        yield OptionList(Option("first line\nsecond line", id="twoLines"), Option("one line", id="oneLine"),
                         id="options")
        yield DataTable(id="prices")
        yield DataTable(id="fruit")

    def on_mount(self) -> None:
        table = self.query_one("#prices", DataTable)
        table.add_column("item")
        table.add_row("tall\nrow", key="tall", height=2)
        table.add_row("short", key="short")
        fruit = self.query_one("#fruit", DataTable)
        fruit.add_column("name", key="name")
        fruit.add_row("pear", key="pear")
        fruit.add_row("apple", key="apple")
        fruit.sort("name")


if __name__ == "__main__":
    Panels().run()
