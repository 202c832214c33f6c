"""What a person does, through Textual's own input pipeline: mouse and key events handed
to the app's driver as a terminal's would be, never a widget's handler called."""

from __future__ import annotations

import unicodedata

from textual import events

try:
    from textual.keys import _character_to_key
except ImportError:  # pragma: no cover - older Textual
    def _character_to_key(character: str) -> str:
        return character
try:
    # What a terminal's input sequences are, as Textual's parser reads them.
    from textual._ansi_sequences import ANSI_SEQUENCES_KEYS
except ImportError:  # pragma: no cover - older Textual
    ANSI_SEQUENCES_KEYS = {}

# docs/protocol.md §7 key codes -> (Textual key name, character a terminal sends).
KEYS = [
    ("enter", "\r"), ("tab", "\t"), ("shift+tab", None), ("escape", "\x1b"), ("up", None),
    ("down", None), ("left", None), ("right", None), ("backspace", "\x7f"), ("delete", None),
    ("home", None), ("end", None), ("pageup", None), ("pagedown", None),
]
BACKSPACE, END = 8, 11


def deliver_at_once(app) -> None:
    """Makes the app's driver put each input event in the app's queue before it returns
    (a terminal driver's reader thread hands them over through the loop later), so that
    the session sees an action's events queued when it waits for the app to settle."""
    app._driver.send_message = app.post_message


def centre(visible: tuple[int, int, int, int]) -> tuple[int, int]:
    x, y, width, height = visible
    return x + (width - 1) // 2, y + (height - 1) // 2


def _mouse(cls, x: int, y: int, button: int = 1):
    return cls(None, x, y, 0, 0, button, False, False, False, screen_x=x, screen_y=y)


def click(app, x: int, y: int) -> None:
    """A left click at (x, y) as a terminal reports it: button down, button up; the app
    makes the Click of them, as it does for a real mouse."""
    driver = app._driver
    driver.process_message(_mouse(events.MouseDown, x, y))
    driver.process_message(_mouse(events.MouseUp, x, y))


def mouse_down(app, x: int, y: int) -> None:
    """The left button goes down at (x, y)."""
    app._driver.process_message(_mouse(events.MouseDown, x, y))


def mouse_up(app, x: int, y: int) -> None:
    """The left button comes up at (x, y)."""
    app._driver.process_message(_mouse(events.MouseUp, x, y))


def drag_path(start: tuple[int, int], end: tuple[int, int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The motion a terminal reports while a button is held from `start` to `end`: each
    cell along the way, one step of the longer axis at a time, with its move from the last."""
    (x, y), (end_x, end_y) = start, end
    steps = max(abs(end_x - x), abs(end_y - y))
    path, previous = [], start
    for step in range(1, steps + 1):
        point = (x + round((end_x - x) * step / steps), y + round((end_y - y) * step / steps))
        path.append((point, (point[0] - previous[0], point[1] - previous[1])))
        previous = point
    return path


def mouse_move(app, point: tuple[int, int], delta: tuple[int, int]) -> None:
    """The mouse moves to `point` with the left button held."""
    x, y = point
    app._driver.process_message(events.MouseMove(None, x, y, delta[0], delta[1], 1, False, False, False,
                                                 screen_x=x, screen_y=y))


def key(app, name: str, character: str | None) -> None:
    app._driver.process_message(events.Key(name, character))


def press(app, code: int) -> None:
    name, character = KEYS[code]
    key(app, name, character)


# pressKey's named keys (docs/protocol.md §7.3) -> (Textual key name, character a terminal sends).
NAMED_KEYS = {
    "enter": ("enter", "\r"), "tab": ("tab", "\t"), "escape": ("escape", "\x1b"), "space": ("space", " "),
    "backspace": ("backspace", "\x7f"), "delete": ("delete", None), "insert": ("insert", None),
    "up": ("up", None), "down": ("down", None), "left": ("left", None), "right": ("right", None),
    "home": ("home", None), "end": ("end", None), "pageUp": ("pageup", None), "pageDown": ("pagedown", None),
    **{f"f{number}": (f"f{number}", None) for number in range(1, 13)},
}


def key_event(name: str, shift: bool, control: bool, option: bool) -> tuple[str, str | None] | None:
    """The Textual key name and character a terminal's key press comes as: modifiers
    sorted before the key (`ctrl+s`, `alt+shift+up`), a shifted letter as its capital,
    Ctrl and a letter as its control character. None for a control character, which is
    no key."""
    if name in NAMED_KEYS:
        key_name, character = NAMED_KEYS[name]
        if shift and name == "tab":
            key_name, character, shift = "shift+tab", None, False
    else:
        if unicodedata.category(name) == "Cc":
            return None
        character = name
        if shift and name.isalpha():
            character, shift = name.upper(), False
        key_name = character if character.isalnum() else _character_to_key(character)
        if control:
            character = chr(ord(name.lower()) - 96) if "a" <= name.lower() <= "z" else None
    modifiers = [word for word, held in (("alt", option), ("ctrl", control), ("shift", shift)) if held]
    if modifiers:
        key_name = "+".join(modifiers + [key_name.lower() if len(key_name) == 1 else key_name])
        if option or shift:
            character = None
    return key_name, character


def typed_key(character: str) -> str:
    """The key Textual names a typed character as when a terminal sends it: a control
    character its key (Tab `tab`, Ctrl-A `ctrl+a`, ESC `escape`), any other its name
    (`a`, `space`, `full_stop`)."""
    keys = ANSI_SEQUENCES_KEYS.get(character)
    if isinstance(keys, tuple):
        return keys[0].value
    return _character_to_key(character)


def type_text(app, text: str) -> None:
    """Each character as the key a terminal would send for it; a line feed is Return."""
    for character in text:
        if character in "\n\r":
            key(app, "enter", "\r")
        else:
            key(app, typed_key(character), character)


def scroll(app, x: int, y: int, direction: int, amount: int) -> None:
    """`amount` mouse-wheel notches at (x, y), one at least: direction 0 up (what is below
    comes into view), 1 down, 2 left, 3 right."""
    kinds = [events.MouseScrollDown, events.MouseScrollUp,
             getattr(events, "MouseScrollRight", None), getattr(events, "MouseScrollLeft", None)]
    kind = kinds[direction]
    if kind is None:
        return
    for _ in range(max(1, amount)):
        app._driver.process_message(_mouse(kind, x, y, button=0))
