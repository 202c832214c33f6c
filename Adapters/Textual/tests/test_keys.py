"""Every key the adapter presses, seen where it lands: as Textual names it, with the
character a terminal sends, and by its effect, each way where a key has an opposite."""

from __future__ import annotations

import pytest

from apps import Gallery, Keys
from journey_textual import actions, wire
from link import CONTROL, DONE, OPTION, SHIFT, UNSUPPORTED, Link, drive

# press's keys (§7.2) -> what the focused widget hears.
PRESSED = {
    "enter": "enter '\\r'", "tab": "tab '\\t'", "shift+tab": "shift+tab None", "escape": "escape '\\x1b'",
    "up": "up None", "down": "down None", "left": "left None", "right": "right None",
    "backspace": "backspace '\\x7f'", "delete": "delete None", "home": "home None", "end": "end None",
    "pageup": "pageup None", "pagedown": "pagedown None",
}

# pressKey's keys and modifiers (§7.3) -> what the focused widget hears.
PRESSED_KEYS = [
    ("enter", 0, "enter '\\r'"), ("tab", 0, "tab '\\t'"), ("tab", SHIFT, "shift+tab None"),
    ("escape", 0, "escape '\\x1b'"), ("space", 0, "space ' '"), ("backspace", 0, "backspace '\\x7f'"),
    ("delete", 0, "delete None"), ("insert", 0, "insert None"), ("up", 0, "up None"), ("down", 0, "down None"),
    ("left", 0, "left None"), ("right", 0, "right None"), ("home", 0, "home None"), ("end", 0, "end None"),
    ("pageUp", 0, "pageup None"), ("pageDown", 0, "pagedown None"), ("f1", 0, "f1 None"), ("f12", 0, "f12 None"),
    ("a", 0, "a 'a'"), ("a", SHIFT, "A 'A'"), ("7", 0, "7 '7'"), ("-", 0, "minus '-'"), ("s", CONTROL, "ctrl+s '\\x13'"),
    ("z", CONTROL, "ctrl+z '\\x1a'"), ("a", CONTROL | SHIFT, "ctrl+a '\\x01'"),
    ("{", CONTROL, "ctrl+left_curly_bracket None"), ("x", OPTION, "alt+x None"), ("up", SHIFT, "shift+up None"),
    ("up", OPTION | SHIFT, "alt+shift+up None"), ("right", CONTROL, "ctrl+right None"), ("1", CONTROL, "ctrl+1 None"),
    ("-", SHIFT, "shift+minus None"), ("enter", SHIFT, "shift+enter None"),
]

# Typed text's characters -> what the focused widget hears.
TYPED = [("a", "a 'a'"), ("A", "A 'A'"), ("7", "7 '7'"), ("-", "minus '-'"), (" ", "space ' '"),
         ("\t", "tab '\\t'"), ("\n", "enter '\\r'"), ("\r", "enter '\\r'"), ("\x01", "ctrl+a '\\x01'"),
         ("\x1b", "escape '\\x1b'"), ("\x7f", "backspace '\\x7f'"), ("é", "é 'é'")]


def heard(link: Link) -> str:
    return link.rows[0].strip()


def test_each_pressed_key_reaches_the_app_as_a_terminal_sends_it() -> None:
    async def script(link: Link) -> None:
        for key, expected in PRESSED.items():
            assert await link.press(key) == (DONE, "")
            assert heard(link) == expected, key

    drive(Keys(), script, (30, 3))


def test_each_named_key_with_its_modifiers_reaches_the_app_as_a_terminal_sends_it() -> None:
    async def script(link: Link) -> None:
        for name, modifiers, expected in PRESSED_KEYS:
            assert await link.press_key(name, modifiers) == (DONE, "")
            assert heard(link) == expected, (name, modifiers)

    drive(Keys(), script, (30, 3))


def test_each_typed_character_reaches_the_app_as_the_key_a_terminal_sends_for_it() -> None:
    async def script(link: Link) -> None:
        for text, expected in TYPED:
            assert await link.type_text("keys", text) == (DONE, "")
            assert heard(link) == expected, text

    # The key log takes no text: with text taken anywhere, the keys go to it, as it has focus.
    drive(Keys(), script, (30, 3), broken={"text-anywhere"})


def test_a_control_character_is_no_key() -> None:
    async def script(link: Link) -> None:
        assert await link.press_key("\x01") == (UNSUPPORTED,
                                                "U+0001 is a control character, not a key; press it with ctrl")
        assert heard(link) == "none"

    drive(Keys(), script, (30, 3))


def focused(link: Link) -> list[str]:
    assert link.root is not None
    return [node.identifier for node in link.root.walk() if node.focused]


@pytest.mark.parametrize("press", ["press", "press_key"])
def test_tab_moves_focus_forward_and_shift_tab_back(press: str) -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("go"))[0] == DONE
        if press == "press":
            await link.press("tab")
            assert focused(link) == ["name"]
            await link.press("shift+tab")
        else:
            await link.press_key("tab")
            assert focused(link) == ["name"]
            await link.press_key("tab", SHIFT)
        assert focused(link) == ["go"]

    drive(Gallery(), script, (80, 60))


def test_down_and_up_move_a_list_highlight_each_way() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap_node(link.find("fruit").children[0]))[0] == DONE
        await link.press("down")
        assert [node.selected for node in link.find("fruit").children] == [False, True, False]
        await link.press("up")
        assert [node.selected for node in link.find("fruit").children] == [True, False, False]

    drive(Gallery(), script, (80, 60))


def test_cursor_keys_and_deletions_edit_a_field_where_the_cursor_is() -> None:
    async def script(link: Link) -> None:
        assert (await link.type_text("name", "abcd"))[0] == DONE
        await link.press("left")
        await link.press("backspace")  # ab|d
        assert link.find("name").value == "abd"
        await link.press("home")
        await link.press("delete")  # |bd
        assert link.find("name").value == "bd"
        await link.press("right")
        await link.press_key("x")  # bx|d
        assert link.find("name").value == "bxd"
        await link.press("end")
        await link.press_key("y")
        assert link.find("name").value == "bxdy"

    drive(Gallery(), script, (80, 60))


def test_page_down_and_page_up_scroll_a_list_each_way() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap_node(link.find("fruit").children[0]))[0] == DONE
        await link.press("pagedown")
        assert [node.selected for node in link.find("fruit").children] == [False, False, True]
        await link.press("pageup")
        assert [node.selected for node in link.find("fruit").children] == [True, False, False]

    drive(Gallery(), script, (80, 60))


def test_a_key_bound_with_ctrl_runs_its_action() -> None:
    async def script(link: Link) -> None:
        await link.press_key("s", CONTROL)
        assert link.find("words").label == "saved"

    drive(Gallery(), script, (80, 60))



def test_the_keys_the_adapter_presses_by_name_are_the_names_the_protocol_allows() -> None:
    # wire.KEY_NAMES is tied to the Swift table of key bytes; the adapter's own table of
    # what each named key is in Textual must name the same keys, no more (an `f0`) and no fewer.
    assert set(actions.NAMED_KEYS) == wire.KEY_NAMES
