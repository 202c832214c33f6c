"""Widgets of another package that share Textual widgets' names."""

from textual.widget import Widget


class DataTable(Widget):
    """A table that is not Textual's: the adapter reads it line by line as drawn."""

    DEFAULT_CSS = "DataTable { height: 4; }"

    def render(self) -> str:
        return "Row one\nRow two\n\nRow four"


class Label(Widget):
    """A label that is not Textual's: its text is its `content`, in markup."""

    DEFAULT_CSS = "Label { height: 1; }"

    def __init__(self, content: object, **kwargs) -> None:
        super().__init__(**kwargs)
        self.content = content

    def render(self) -> str:
        return "drawn label"


class Static(Widget):
    """A static that is not Textual's: its text is its `renderable`, shown as written."""

    DEFAULT_CSS = "Static { height: 1; }"

    def __init__(self, renderable: object, **kwargs) -> None:
        super().__init__(markup=False, **kwargs)
        self.renderable = renderable

    def render(self) -> str:
        return "drawn static"
