"""Each Textual widget the adapter maps, as the driver reads it: its element type, its
label and value, and the states the tree reports (masked, selected, focused, enabled)."""

from __future__ import annotations

from apps import Crowded, ForeignTexts, Gallery, Modal, Overlap, Partly, Scrolled, Spinner, Tables, Titled, Veiled
from link import DONE, NOT_INTERACTABLE, Link, drive

SIZE = (80, 60)

# What the tree says of each widget of the gallery: identifier -> element type.
TYPES = {
    "tabs": "tabBar", "first": "button", "go": "button", "name": "textField", "secret": "secureTextField",
    "notes": "textView", "loud": "switch", "radio": "switch", "power": "switch", "words": "staticText",
    "plain": "staticText", "docs": "link", "progress": "progressIndicator",
    "fruit": "table", "colours": "table", "red": "cell", "grid": "table", "tree": "table", "scroller": "scrollView",
    "header": "navigationBar", "footer": "toolbar",
}


def test_every_mapped_widget_has_its_element_type() -> None:
    async def script(link: Link) -> None:
        found = {identifier: link.find(identifier).type for identifier in TYPES}
        assert found == TYPES
        assert link.root is not None and link.root.type == "application" and link.root.label == "Gallery"
        assert [child.type for child in link.root.children] == ["window"]
        assert link.root.frame == (0, 0, 80, 60)
        # The application and its window: enabled, neither selected nor focused.
        window = link.root.children[0]
        assert [(node.enabled, node.selected, node.focused) for node in (link.root, window)] == [(True, False, False)] * 2

    drive(Gallery(), script, SIZE)


def test_labels_read_as_a_person_reads_them() -> None:
    async def script(link: Link) -> None:
        assert link.find("go").label == "Go"
        assert link.find("first").label == "First"
        assert link.find("words").label == "Bold words"  # markup parsed, trailing spaces gone
        assert link.find("plain").label == "Plain [b]static[/b]"  # markup off: shown as written
        assert link.find("docs").label == "Docs"
        assert link.find("loud").label == "Loud"
        assert link.find("power").label == ""
        assert link.find("header").label.split() == ["⭘", "Gallery"]
        footer_keys = [child.label for child in link.find("footer").children]
        assert footer_keys[0] == "^s Save"
        assert all(child.type == "button" for child in link.find("footer").children)
        assert [node.label for node in link.find("fruit").children] == ["Apple", "Banana", "Cherry"]
        assert [node.label for node in link.find("grid").children] == ["Ant | 1", "Bee | 2"]
        assert [node.identifier for node in link.find("grid").children] == ["ant", "bee"]
        assert [node.label for node in link.find("tree").children] == ["Root", "Leaf"]
        assert [node.identifier for node in link.find("tree").children] == ["", "leaf"]
        assert [node.identifier for node in link.find("colours").children] == ["red", "blue"]
        # Rows of one line each, as wide as their list's content.
        for table in ("fruit", "tree"):
            assert {row.frame[3] for row in link.find(table).children} == {1}, table
        assert link.find("red").children[0].label == "Red"
        assert link.find("red").label == "Red"  # drawn by its child

    drive(Gallery(), script, SIZE)


def test_values_and_placeholders_are_reported() -> None:
    async def script(link: Link) -> None:
        name = link.find("name")
        assert (name.value, name.placeholder) == ("", "Name")
        assert link.find("notes").value == "one\ntwo"
        assert link.find("notes").placeholder is None
        assert link.find("loud").value == "1"
        assert link.find("radio").value == "0"
        assert link.find("progress").value == "25%"
        link.app.query_one("#progress").advance(2)
        assert await link.refresh() == (DONE, "")
        assert link.find("progress").value == "75%"
        assert link.find("go").value is None
        assert link.find("words").value is None
        # Bars and lists have no value of their own.
        assert [link.find(identifier).value for identifier in ("tabs", "fruit", "footer", "header")] == [None] * 4
        assert [link.find(identifier).label for identifier in ("tabs", "fruit", "grid")] == [""] * 3  # nor a label

    drive(Gallery(), script, SIZE)


def test_a_fields_label_is_its_border_title_and_an_indeterminate_progress_has_no_value() -> None:
    async def script(link: Link) -> None:
        assert [link.find(identifier).label for identifier in ("email", "notes", "bare")] == ["Email", "Notes", ""]
        assert link.find("waiting").value == ""
        assert [row.label for row in link.find("raw").children] == ["[b]Raw[/b]"]  # markup off: as written

    drive(Titled(), script, (40, 24))


def test_a_password_field_is_masked_one_dot_a_character_typed_or_not() -> None:
    async def script(link: Link) -> None:
        assert link.find("secret").value == "••••"
        assert (await link.type_text("secret", "ab"))[0] == DONE
        assert link.find("secret").value == "••••••"
        assert all("hush" not in row for row in link.rows)

    drive(Gallery(), script, SIZE)


def test_selection_follows_the_active_tab_and_the_highlighted_rows() -> None:
    async def script(link: Link) -> None:
        assert (link.find("first").selected, link.find("second").selected) == (True, False)
        assert [node.selected for node in link.find("fruit").children] == [True, False, False]
        assert [node.selected for node in link.find("grid").children] == [True, False]
        assert [node.selected for node in link.find("tree").children] == [True, False]
        assert [node.selected for node in link.find("colours").children] == [True, False]
        assert (await link.tap("second"))[0] == DONE
        assert (link.find("first").selected, link.find("second").selected) == (False, True)
        for table in ("fruit", "grid", "tree", "colours"):
            assert (await link.tap_node(link.find(table).children[1]))[0] == DONE
            assert [node.selected for node in link.find(table).children][:2] == [False, True], table

    drive(Gallery(), script, SIZE)


def test_focus_is_reported_on_the_widget_that_has_it_alone() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("name"))[0] == DONE
        assert [node.identifier for node in link.root.walk() if node.focused] == ["name"]
        assert (await link.tap("notes"))[0] == DONE
        assert [node.identifier for node in link.root.walk() if node.focused] == ["notes"]

    drive(Gallery(), script, SIZE)


def test_a_disabled_widget_reads_disabled_and_refuses_a_tap() -> None:
    async def script(link: Link) -> None:
        assert (link.find("off").enabled, link.find("go").enabled) == (False, True)
        outcome, why = await link.tap("off")
        assert (outcome, why) == (NOT_INTERACTABLE, "button #off at /0/2 is disabled")

    drive(Gallery(), script, SIZE)


def test_a_tap_toggles_a_switch_each_way() -> None:
    async def script(link: Link) -> None:
        for expected in ("1", "0"):
            assert (await link.tap("power"))[0] == DONE
            assert link.find("power").value == expected
        assert (await link.tap("loud"))[0] == DONE
        assert link.find("loud").value == "0"

    drive(Gallery(), script, SIZE)


def test_frames_are_where_textual_draws_the_widgets() -> None:
    async def script(link: Link) -> None:
        assert link.find("tabs").frame == (0, 1, 80, 2)
        assert link.find("first").frame == (0, 1, 7, 1)
        assert link.find("second").frame == (7, 1, 8, 1)
        assert link.find("go").frame == (0, 3, 16, 3)
        grid = link.find("grid")
        assert grid.frame == (0, 40, 80, 4)
        assert [row.frame for row in grid.children] == [(0, 41, 80, 1), (0, 42, 80, 1)]
        assert link.find("progress").frame == (0, 31, 37, 1)
        assert link.find("footer").frame == (0, 59, 80, 1)
        fruit = link.find("fruit")
        # The list's frame is inside its border, where rows show; the third row lies below
        # its last line, on the border: its frame is where it would be drawn, out of view.
        assert [row.frame[1] for row in fruit.children] == [fruit.frame[1], fruit.frame[1] + 1, fruit.frame[1] + 2]
        assert fruit.children[2].frame[1] >= fruit.frame[1] + fruit.frame[3]

    drive(Gallery(), script, SIZE)


def test_a_modal_screen_is_a_sheet_in_front_of_its_window() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("open"))[0] == DONE
        assert link.root is not None
        assert [child.type for child in link.root.children] == ["window", "sheet"]
        assert link.root.children[1].identifier == "dialog"
        # Each screen is labelled with its title: the modal's own, the main one's none.
        assert [child.label for child in link.root.children] == ["", "Confirm"]
        assert (await link.tap("close"))[0] == DONE
        await link.wait_for(lambda link: [child.type for child in link.root.children] == ["window"])

    drive(Modal(), script, (40, 10))


def test_a_loading_indicator_is_an_activity_indicator() -> None:
    async def script(link: Link) -> None:
        spinner = link.find("spinner")
        assert (spinner.type, spinner.label, spinner.frame) == ("activityIndicator", "● ● ● ● ●", (0, 0, 20, 3))

    drive(Spinner(), script, (20, 3))



def test_cells_another_widget_draws_over_are_not_a_widgets_text() -> None:
    async def script(link: Link) -> None:
        assert link.rows[0].startswith("Left part XXXXRight part")
        assert link.find("under").label == "Left part     Right part"
        assert link.find("cover").label == "XXXX"

    drive(Overlap(), script, (40, 3))


def test_a_table_row_spans_every_line_it_is_drawn_on_and_a_foreign_table_is_read_line_by_line() -> None:
    async def script(link: Link) -> None:
        heights = link.find("heights")
        assert [(row.identifier, row.frame) for row in heights.children] == [
            ("short", (0, heights.frame[1] + 1, 30, 1)), ("tall", (0, heights.frame[1] + 2, 30, 2)),
            ("none", (0, heights.frame[1] + 4, 30, 0))]  # a row of no lines, below the last drawn
        foreign = link.find("foreign")
        assert foreign.type == "table"
        assert [(row.label, row.frame[1] - foreign.frame[1]) for row in foreign.children] == [
            ("Row one", 0), ("Row two", 1), ("Row four", 3)]
        assert [(row.selected, row.enabled, row.frame[3]) for row in foreign.children] == [(False, True, 1)] * 3

    drive(Tables(), script, (30, 12))


def test_a_text_of_another_package_sharing_textuals_name_is_read_from_its_content() -> None:
    async def script(link: Link) -> None:
        labels = {identifier: link.find(identifier).label for identifier in ("marked", "written", "table", "rich")}
        assert labels == {"marked": "Bold words", "written": "[b]as[/b] written", "table": "drawn label",
                          "rich": "rich [text]"}
        assert {link.find(identifier).type for identifier in labels} == {"staticText"}

    drive(ForeignTexts(), script, (30, 6))


def test_a_widget_not_displayed_is_left_out_and_its_shown_siblings_after_it_kept() -> None:
    async def script(link: Link) -> None:
        assert [child.identifier for child in link.find("box").children] == ["here"]

    drive(Partly(), script, SIZE)


def test_an_option_drawn_from_a_renderable_rather_than_text_is_labelled_as_drawn() -> None:
    async def script(link: Link) -> None:
        rows = link.find("options").children
        assert [row.identifier for row in rows] == ["", "drawn"]
        assert rows[0].label == "Text"
        assert rows[1].label.split() == ["drawn", "cells"]
        edges = link.find("edges")
        # Its frame is inside its border: lines 1 and 2 show, the third is under the border.
        assert [row.frame[1] - edges.frame[1] for row in edges.children] == [0, 1, 2]
        assert edges.frame[3] == 2
        assert [row.label.split() for row in edges.children] == [["top", "cells"], ["Middle"], []]

    drive(Partly(), script, SIZE)


def test_a_child_shown_inside_a_hidden_box_is_in_the_tree_and_a_box_that_scrolls_is_a_scroll_view() -> None:
    async def script(link: Link) -> None:
        assert link.find("peek").label == "Peek"
        assert [node.identifier for node in link.root.walk() if node.identifier in ("veil", "hidden")] == []
        assert link.find("roll").type == "scrollView" and link.find("roll").label == ""
        assert (link.find("flat").type, link.find("flat").label) == ("other", "Vertical")  # named for its class

    drive(Veiled(), script, (30, 12))


def test_the_rows_of_a_scrolled_list_are_where_they_are_drawn() -> None:
    async def script(link: Link) -> None:
        # A table with no header draws its first row on its first line.
        table = link.find("table")
        assert (table.children[0].label, table.children[0].frame[1]) == ("Row 0", table.frame[1])
        for identifier in ("options", "table", "tree"):
            link.app.query_one(f"#{identifier}").scroll_end(animate=False)
        assert await link.refresh() == (DONE, "")
        for identifier in ("options", "table", "tree"):
            rows = link.find(identifier).children
            assert len(rows) == 12, identifier
            assert rows[0].frame[1] < link.find(identifier).frame[1], identifier  # scrolled out above
            for row in rows[-2:]:
                assert row.label in link.rows[row.frame[1]], (identifier, row.label, row.frame)

    drive(Scrolled(), script, (30, 14))


def test_a_list_item_that_scrolls_its_lines_is_still_a_cell() -> None:
    async def script(link: Link) -> None:
        assert link.find("crowded").type == "cell"

    drive(Crowded(), script, (30, 8))
