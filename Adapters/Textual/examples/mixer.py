"""A small Textual app with things a person drags: a volume slider the app draws (the
button goes down on the track, the knob follows the mouse, the value is where it comes
up) and a long log in a scrolling container whose scroll bar can be dragged. It knows
nothing of automation."""

from textual import events
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Label


class Slider(Widget):
    """A track 21 cells wide: the knob's column times 5 is the value, 0 to 100."""

    DEFAULT_CSS = "Slider { width: 21; height: 1; }"
    value = reactive(50)

    def render(self) -> str:
        column = self.value // 5
        return "─" * column + "●" + "─" * (20 - column)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self.capture_mouse()
        self.follow(event.x)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        if self.app.mouse_captured is self:
            self.follow(event.x)

    def on_mouse_up(self, event: events.MouseUp) -> None:
        if self.app.mouse_captured is self:
            self.follow(event.x)
            self.release_mouse()

    def follow(self, x: int) -> None:
        self.value = max(0, min(20, x)) * 5

    def watch_value(self, value: int) -> None:
        if self.is_mounted:
            self.app.query_one("#volumeLabel", Label).update(f"Volume {value}%")


class Mixer(App):
    TITLE = "Mixer"
    CSS = "#log { height: 8; width: 30; }"

    def compose(self) -> ComposeResult:
        yield Label("Volume 50%", id="volumeLabel")
        yield Slider(id="volume")
        with VerticalScroll(id="log"):
            for number in range(1, 31):
                yield Label(f"line {number}", id=f"line{number}")


if __name__ == "__main__":
    Mixer().run()
