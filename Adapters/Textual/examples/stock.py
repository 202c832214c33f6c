"""A small Textual app with a table from outside Textual: its class is named DataTable,
as the tables of other packages are, but it is not Textual's. It knows nothing of
automation."""

from textual.app import App, ComposeResult
from textual.widgets import Static


class DataTable(Static):
    """Draws its rows itself, as a table widget from another package would."""

    DEFAULT_CSS = "DataTable { height: 3; }"

    def __init__(self, rows: list[tuple[str, int]], **kwargs) -> None:
        super().__init__("\n".join(f"{name:<8}{quantity:>3}" for name, quantity in rows), **kwargs)


class Stock(App):
    TITLE = "Stock"

    def compose(self) -> ComposeResult:
        yield DataTable([("apple", 3), ("pear", 12)], id="stock")


if __name__ == "__main__":
    Stock().run()
