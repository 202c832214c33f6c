"""Drags, checked by the cells where the button went down, moved and came up."""

from __future__ import annotations

from apps import Drag, IndentedDrag
from journey_textual.session import contains
from link import DONE, NOT_INTERACTABLE, STALE_ELEMENT, Link, drive


def pad(link: Link) -> str:
    """What the pad shows, its wrapped lines read as one."""
    return " ".join(" ".join(link.rows[1:9]).split())


def test_a_drag_goes_down_at_its_start_moves_cell_by_cell_and_comes_up_at_its_end() -> None:
    async def script(link: Link) -> None:
        assert link.find("pad").frame == (0, 1, 20, 8)
        assert await link.drag("pad", (2, 2), (9, 5)) == (DONE, "")
        assert pad(link) == "down (2, 2) up (9, 5) moves 7 clicks 1"
        moves = link.app.query_one("#pad").moves
        assert moves[0] == (3, 2, 1, 0)
        assert moves[-1][:2] == (9, 5)
        assert sum(move[2] for move in moves) == 7 and sum(move[3] for move in moves) == 3
        assert (link.app.query_one("#pad").held, link.app.query_one("#pad").buttons) == (set(), {1})

    drive(Drag(), script, (30, 10))


def test_a_drag_back_up_and_left_ends_at_its_cell() -> None:
    async def script(link: Link) -> None:
        assert await link.drag("pad", (15, 7), (4, 1)) == (DONE, "")
        assert pad(link) == "down (15, 7) up (4, 1) moves 11 clicks 1"
        moves = link.app.query_one("#pad").moves
        assert moves[0] == (14, 6, -1, -1)
        assert moves[-1] == (4, 1, -1, -1)

    drive(Drag(), script, (30, 10))


def test_a_drag_that_starts_and_ends_on_one_cell_is_a_click() -> None:
    async def script(link: Link) -> None:
        assert await link.drag("pad", (5, 3), (5, 3)) == (DONE, "")
        assert pad(link) == "down (5, 3) up (5, 3) moves 0 clicks 1"

    drive(Drag(), script, (30, 10))


def test_a_drag_from_outside_its_element_is_stale_and_one_off_screen_refused() -> None:
    async def script(link: Link) -> None:
        assert await link.drag("pad", (20, 2), (5, 5)) == (
            STALE_ELEMENT, "other #pad at /0/1 is no longer under (20, 2): its frame is (0, 1, 20, 8) now")
        assert await link.drag("pad", (0, 0), (5, 5)) == (
            STALE_ELEMENT, "other #pad at /0/1 is no longer under (0, 0): its frame is (0, 1, 20, 8) now")
        assert await link.drag("pad", (19, 8), (30, 5)) == (
            NOT_INTERACTABLE, "the drag's end (30, 5) is off the 30x10 screen")
        assert await link.drag("pad", (19, 8), (5, 10)) == (
            NOT_INTERACTABLE, "the drag's end (5, 10) is off the 30x10 screen")
        assert pad(link) == "down None up None moves 0 clicks 0"
        assert await link.drag("pad", (19, 8), (29, 9)) == (DONE, "")
        assert pad(link) == "down (19, 8) up (29, 9) moves 10 clicks 0"
        assert await link.drag("pad", (19, 8), (0, 0)) == (DONE, "")  # to the screen's first cell
        assert pad(link).startswith("down (19, 8) up (0, 0)")

    drive(Drag(), script, (30, 10))


def test_a_double_tap_clicks_twice_at_the_centre() -> None:
    async def script(link: Link) -> None:
        assert await link.double_tap("pad") == (DONE, "")
        assert pad(link) == "down (9, 4) up (9, 4) moves 0 clicks 2"
        # A tap holds no modifier, presses the left button and moves nothing.
        tapped = link.app.query_one("#pad")
        assert (tapped.held, tapped.buttons, tapped.still) == (set(), {1}, {(0, 0)})

    drive(Drag(), script, (30, 10))


def test_an_element_set_in_from_the_edge_is_dragged_from_its_last_column_and_tapped_at_its_centre() -> None:
    async def script(link: Link) -> None:
        assert link.find("pad").frame == (4, 1, 20, 8)
        assert (await link.drag("pad", (24, 2), (10, 2)))[0] == STALE_ELEMENT
        assert (await link.drag("pad", (3, 2), (10, 2)))[0] == STALE_ELEMENT
        assert await link.drag("pad", (23, 2), (4, 2)) == (DONE, "")
        assert pad(link).startswith("down (23, 2) up (4, 2) moves 19")
        assert await link.double_tap("pad") == (DONE, "")
        assert pad(link).startswith("down (13, 4) up (13, 4)")  # the centre of (4, 1, 20, 8)

    drive(IndentedDrag(), script, (30, 10))


def test_a_cell_lies_in_a_frame_up_to_its_last_column_and_row_and_not_one_past() -> None:
    # Origins and sizes that share bits, so a sum taken for another operation shows.
    for x, y, width, height in [(4, 3, 20, 5), (3, 6, 3, 6), (1, 1, 1, 1)]:
        frame = (x, y, width, height)
        inside = [(column, row) for column in range(x, x + width) for row in range(y, y + height)]
        assert all(contains(frame, cell) for cell in inside), frame
        beyond = [(x - 1, y), (x + width, y), (x, y - 1), (x, y + height), (x + width + 1, y), (x, y + height + 1)]
        assert not any(contains(frame, cell) for cell in beyond)
