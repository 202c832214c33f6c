"""A widget of another package that shares a Textual widget's name."""

from textual.widget import Widget


class DataTable(Widget):
    """A table that is not Textual's: the adapter reads it line by line as drawn."""

    DEFAULT_CSS = "DataTable { height: 4; }"

    def render(self) -> str:
        return "Row one\nRow two\n\nRow four"
