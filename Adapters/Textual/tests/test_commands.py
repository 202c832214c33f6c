"""The commands that type, clear, scroll and aim, and the replies that refuse them."""

from __future__ import annotations

from apps import Chooser, Fields, Gallery, Relay, Sideways, Thin, Veiled
from link import (ADVANCE_CLOCK, CONTROL, DONE, NOT_INTERACTABLE, SET_CONDITION, STALE_ELEMENT, UNSUPPORTED,
                  UNSUPPORTED_CONDITION, DOWN, LEFT, RIGHT, UP, Link, drive, string)

SIZE = (80, 60)


def test_typed_text_lands_in_a_field_and_clearing_empties_it() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("name", "Ada") == (DONE, "")
        assert link.find("name").value == "Ada"
        assert await link.clear("name") == (DONE, "")
        assert link.find("name").value == ""

    drive(Gallery(), script, SIZE)


def test_lines_typed_into_a_text_area_are_kept_and_clearing_empties_it() -> None:
    async def script(link: Link) -> None:
        assert await link.clear("notes") == (DONE, "")
        assert link.find("notes").value == ""
        assert await link.type_text("notes", "a\nb") == (DONE, "")
        assert link.find("notes").value == "a\nb"

    drive(Gallery(), script, SIZE)


def test_a_blank_line_typed_into_a_text_area_is_kept_with_the_lines_after_it() -> None:
    async def script(link: Link) -> None:
        assert await link.clear("notes") == (DONE, "")
        assert await link.type_text("notes", "a\n\nb") == (DONE, "")
        assert link.find("notes").value == "a\n\nb"

    drive(Gallery(), script, SIZE)


def test_text_for_a_widget_that_takes_none_is_refused() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("go", "x") == (NOT_INTERACTABLE, "button #go at /0/1 takes no text")
        assert await link.clear("go") == (NOT_INTERACTABLE, "button #go at /0/1 takes no text")

    drive(Gallery(), script, SIZE)


def test_a_command_at_an_element_no_longer_there_is_stale() -> None:
    async def script(link: Link) -> None:
        go = link.find("go")
        go.identifier = "gone"
        assert await link.tap_node(go) == (STALE_ELEMENT, "button #gone at /0/1 is not in the app's current tree")
        go.identifier, go.path = "go", (0, 99)
        assert (await link.tap_node(go))[0] == STALE_ELEMENT
        go.path = (0, len(link.root.children[0].children))  # one past the window's last child
        assert (await link.tap_node(go))[0] == STALE_ELEMENT
        go.path, go.type = (0, 1), "staticText"
        assert (await link.tap_node(go))[0] == STALE_ELEMENT
        # A type before the element's in the protocol's table as well as one after it.
        words = link.find("words")
        words.type = "button"
        assert (await link.tap_node(words))[0] == STALE_ELEMENT

    drive(Gallery(), script, SIZE)


def test_a_swipe_scrolls_its_element_each_way() -> None:
    async def script(link: Link) -> None:
        assert link.find("line0").frame[1] == 48
        assert await link.swipe("scroller", UP) == (DONE, "")
        assert link.find("line0").frame[1] < 48
        assert await link.swipe("scroller", DOWN) == (DONE, "")
        assert link.find("line0").frame[1] == 48

    drive(Gallery(), script, SIZE)


def test_a_swipe_scrolls_half_its_elements_height() -> None:
    async def script(link: Link) -> None:
        assert link.find("scroller").frame[3] == 3
        assert await link.swipe("scroller", UP) == (DONE, "")
        # One wheel notch (half of three lines, rounded down), which Textual scrolls by its sensitivity.
        assert 48 - link.find("line0").frame[1] == link.app.scroll_sensitivity_y

    drive(Gallery(), script, SIZE)


def test_a_swipe_at_no_element_scrolls_the_screen() -> None:
    async def script(link: Link) -> None:
        assert link.find("go").frame[1] > 0
        assert await link.swipe(None, UP) == (DONE, "")
        assert link.find("go").frame[1] < 0
        assert await link.swipe(None, DOWN) == (DONE, "")
        assert link.find("go").frame[1] > 0

    drive(Gallery(), script, (80, 24))


def test_a_swipe_turns_the_wheel_at_the_centre_of_the_screen_or_its_element_a_notch_for_each_two_lines() -> None:
    async def script(link: Link) -> None:
        assert await link.swipe(None, UP) == (DONE, "")
        # What is below comes into view: the wheel turns down, at ((21 - 1) // 2, (11 - 1) // 2).
        assert link.app.query_one("#wheel").notches == [("down", 10, 5)] * 5
        # An element set in from the edge: turned at its own centre, (1 + (20 - 1) // 2, (4 - 1) // 2).
        assert link.find("beside").frame == (1, 0, 20, 4)
        assert await link.swipe("beside", UP) == (DONE, "")
        assert link.app.query_one("#beside").notches == [("down", 10, 1)] * 2

    drive(Thin(), script, (21, 11))


def test_an_element_one_column_wide_is_tapped_and_swiped() -> None:
    async def script(link: Link) -> None:
        assert (link.find("digit1").frame[2], link.find("thin").frame[2]) == (1, 1)
        assert await link.tap("digit1") == (DONE, "")
        top = link.find("digit0").frame[1]
        assert await link.swipe("thin", UP) == (DONE, "")
        assert link.find("digit0").frame[1] < top

    drive(Thin(), script, (21, 11))


def test_a_row_below_its_scrolling_boxs_last_line_is_refused_though_on_screen() -> None:
    async def script(link: Link) -> None:
        roll = link.find("roll")
        below = link.find("row8")
        assert roll.frame[1] + roll.frame[3] <= below.frame[1] < 12
        outcome, why = await link.tap("row8")
        assert (outcome, why.endswith("is off screen; scroll it into view")) == (NOT_INTERACTABLE, True)

    drive(Veiled(), script, (30, 12))


def test_an_option_of_a_select_whose_list_opens_past_its_box_is_tapped() -> None:
    async def script(link: Link) -> None:
        box = link.find("box")
        assert await link.tap("colour") == (DONE, "")
        assert await link.press("down") == (DONE, "")
        options = [node for node in link.find("colour").walk() if node.type == "cell"]
        assert len([node for node in options if node.selected]) == 1  # read as a list's rows: one highlighted
        option = next(node for node in options if node.label == "Colour 3")
        assert option.frame[1] >= box.frame[1] + box.frame[3]  # below the box, over the label
        assert await link.tap_node(option) == (DONE, "")
        assert link.app.query_one("#colour").value == 3

    drive(Chooser(), script, (30, 12))


def test_a_swipe_at_an_element_scrolled_out_of_view_is_refused() -> None:
    async def script(link: Link) -> None:
        assert await link.swipe("line5", UP) == (NOT_INTERACTABLE, "the swipe's target is off screen")

    drive(Gallery(), script, SIZE)


def test_a_swipe_scrolls_half_a_taller_elements_height() -> None:
    async def script(link: Link) -> None:
        assert link.find("roll").frame[3] == 8
        top = link.find("row0").frame[1]
        assert await link.swipe("roll", UP) == (DONE, "")
        # Four wheel notches (half of eight lines), each scrolling by Textual's sensitivity.
        assert top - link.find("row0").frame[1] == 4 * link.app.scroll_sensitivity_y

    drive(Veiled(), script, (30, 12))


def test_a_swipe_sideways_scrolls_half_its_elements_width_each_way() -> None:
    async def script(link: Link) -> None:
        assert (link.find("wide").type, link.find("wide").frame[2]) == ("scrollView", 20)
        start = link.find("long").frame[0]
        assert await link.swipe("wide", LEFT) == (DONE, "")
        await link.wait_for(lambda link: not link.work)  # Textual animates a sideways scroll
        # Ten wheel notches (half of twenty columns), each by Textual's sideways sensitivity.
        assert start - link.find("long").frame[0] == 10 * link.app.scroll_sensitivity_x
        assert await link.swipe("wide", RIGHT) == (DONE, "")
        await link.wait_for(lambda link: not link.work)
        assert link.find("long").frame[0] == start

    drive(Sideways(), script, (30, 12))


def test_a_tap_and_a_swipe_at_a_label_scrolled_sideways_out_of_its_box_are_refused() -> None:
    async def script(link: Link) -> None:
        assert link.find("beyond").frame[0] >= 20
        outcome, why = await link.tap("beyond")
        assert (outcome, why.endswith("is off screen; scroll it into view")) == (NOT_INTERACTABLE, True)
        assert await link.swipe("beyond", UP) == (NOT_INTERACTABLE, "the swipe's target is off screen")

    drive(Sideways(), script, (60, 12))


def test_a_swipe_at_a_box_one_line_high_scrolls_one_notch() -> None:
    async def script(link: Link) -> None:
        assert link.find("slot").frame[3] == 1
        top = link.find("slot0").frame[1]
        assert await link.swipe("slot", UP) == (DONE, "")
        assert top - link.find("slot0").frame[1] == link.app.scroll_sensitivity_y

    drive(Sideways(), script, (30, 12))


def test_the_clock_and_device_conditions_are_unsupported_with_why() -> None:
    async def script(link: Link) -> None:
        assert await link.command(ADVANCE_CLOCK, b"\x02") == (
            UNSUPPORTED, "a Textual app runs on the real clock; launch it without --clock virtual")
        assert await link.command(SET_CONDITION, string("network") + string("offline")) == (
            UNSUPPORTED_CONDITION, "a Textual app simulates no device condition ('network')")

    drive(Gallery(), script, SIZE)


def test_an_element_scrolled_out_of_view_is_refused_until_scrolled_into_it() -> None:
    async def script(link: Link) -> None:
        assert await link.tap("line5") == (NOT_INTERACTABLE, "staticText #line5 at /0/17/5 is off screen; scroll it into view")
        for _ in range(6):
            if link.find("line5").frame[1] <= 50:  # within the scroller's last line
                break
            assert (await link.swipe("scroller", UP))[0] == DONE
        assert (await link.tap("line5")) == (DONE, "")

    drive(Gallery(), script, SIZE)


def test_a_read_only_field_refuses_typed_text_and_a_clear_and_keeps_its_text() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("fixed", "x") == (
            NOT_INTERACTABLE, "textView #fixed at /0/0 is read-only: it takes no typed text")
        assert await link.clear("fixed") == (
            NOT_INTERACTABLE, "textView #fixed at /0/0 is read-only: it cannot be cleared")
        assert link.find("fixed").value == "fixed"

    drive(Fields(), script, (40, 12))


def test_text_a_field_does_not_take_is_refused_saying_what_stayed() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("digits", "ab") == (
            NOT_INTERACTABLE, "textField #digits at /0/1 did not take the text: its value stayed '' after typing 'ab'")
        assert await link.type_text("digits", "12") == (DONE, "")
        assert await link.type_text("pin", "ab") == (
            NOT_INTERACTABLE, "secureTextField #pin at /0/2 did not take the text: its value stayed after typing 2 character(s)")
        assert link.find("digits").value == "12"

    drive(Fields(), script, (40, 12))


def test_text_after_a_line_that_moved_focus_away_is_refused_naming_where_focus_went() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("first", "a\nb") == (
            NOT_INTERACTABLE,
            "textField #first at /0/0 did not take the text: its value stayed 'a' after typing 'b'; focus went to Input#second")
        assert (link.find("first").value, link.find("second").value) == ("a", "b")

    drive(Relay(), script, (40, 12))


def test_a_field_that_cannot_take_focus_is_refused_naming_where_focus_is() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("digits", "1") == (DONE, "")
        assert await link.type_text("inert", "x") == (
            NOT_INTERACTABLE, "textField #inert at /0/3 cannot take keyboard focus (focus is on Input#digits)")
        # A clear as well: its keys would go to the field that has focus.
        assert await link.clear("inert") == (
            NOT_INTERACTABLE, "textField #inert at /0/3 cannot take keyboard focus (focus is on Input#digits)")
        assert link.find("digits").value == "1"

    drive(Fields(), script, (40, 20))


def test_a_tab_typed_into_a_text_area_that_indents_is_kept() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("code", "a\tb") == (DONE, "")
        assert link.find("code").value == "a\tb"

    drive(Fields(), script, (40, 20))


def test_with_text_taken_anywhere_a_clear_at_what_takes_no_text_still_presses_no_key() -> None:
    async def script(link: Link) -> None:
        assert await link.type_text("name", "Ada") == (DONE, "")
        assert await link.clear("loud") == (DONE, "")
        assert link.find("name").value == "Ada"
        assert link.find("name").focused  # no focus taken for what takes no text

    drive(Gallery(), script, SIZE, broken={"text-anywhere"})


def test_each_screen_goes_out_with_the_generation_of_the_tree_it_belongs_to() -> None:
    async def script(link: Link) -> None:
        assert link.screen_generation == link.generation == 1
        assert await link.type_text("name", "Ada") == (DONE, "")
        assert link.generation > 1
        assert link.screen_generation == link.generation

    drive(Gallery(), script, SIZE)


def test_with_the_screens_generation_broken_each_screen_goes_out_with_another_than_its_trees() -> None:
    async def script(link: Link) -> None:
        assert link.screen_generation != link.generation
        assert await link.type_text("name", "Ada") == (DONE, "")
        assert link.generation > 1 and link.screen_generation != link.generation

    drive(Gallery(), script, SIZE, broken={"screen-other-generation"})


def test_a_command_that_quits_the_app_cleanly_is_answered() -> None:
    async def script(link: Link) -> None:
        assert await link.press_key("q", CONTROL) == (DONE, "")
        assert link.app.return_code == 0

    drive(Gallery(), script, SIZE)


def test_the_app_sends_its_first_tree_once_settled_unasked_before_any_hello() -> None:
    async def script(link: Link) -> None:
        assert link.root is not None and link.root.type == "application"
        assert link.root.children, "the first tree holds the app's widgets"
        assert link.work == []

    drive(Gallery(), script, hello=False)
