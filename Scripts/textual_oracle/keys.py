"""Textual's key names (as Pilot.press takes them) spelt as a journey's `press` step takes them."""

from __future__ import annotations

import unicodedata

# The named keys a journey's `press` takes (KeyName.names in Swift, which
# KeyNameListsTests holds this list to); Textual spells these the same way.
JOURNEY_KEY_NAMES = frozenset([
    "enter", "tab", "backtab", "backspace", "escape", "space", "up", "down", "left", "right",
    "home", "end", "pageup", "pagedown", "insert", "delete",
    "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12",
])
MODIFIERS = ("ctrl", "alt", "shift")


class UnspellableKey(ValueError):
    """A Textual key a journey cannot press, with why."""


def is_pause(key: str) -> bool:
    """Whether the key is Pilot's `wait:N` pause: no key, and the adapter waits for idle anyway."""
    return key.startswith("wait:")


def journey_key(key: str) -> str:
    """What follows `press` in a journey for Textual's `key`: `a`, `"/"`, `shift-tab`, `ctrl-s`.

    Raises:
        UnspellableKey: for a key no journey spelling presses.
    """
    if len(key) == 1:
        return _character(key)
    *modifiers, base = key.split("+")
    if not base or any(modifier not in MODIFIERS for modifier in modifiers):
        raise UnspellableKey(f"key '{key}' has a modifier a journey cannot press")
    prefix = "".join(f"{modifier}-" for modifier in modifiers)
    if base in JOURNEY_KEY_NAMES:
        return prefix + base
    character = base if len(base) == 1 else _named_character(base)
    if character is None:
        raise UnspellableKey(f"key '{key}' has no journey spelling")
    if prefix and not character.isalnum():
        raise UnspellableKey(f"key '{key}' is a modified symbol, which a journey cannot press")
    return prefix + _character(character)


def _character(character: str) -> str:
    if character == " ":
        return "space"
    if character.isascii() and character.isalnum():
        return character
    escaped = character.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def _named_character(name: str) -> str | None:
    """The character Textual names by its Unicode name (`full_stop` is `.`)."""
    try:
        return unicodedata.lookup(name.upper().replace("_", " "))
    except KeyError:
        return None
