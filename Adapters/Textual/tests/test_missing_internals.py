"""What the adapter reads from an app that lacks the Textual internals it looks for (another
Textual's, or an app not yet composed): nothing, rather than a failure that would end the
session. Stand-ins lack each internal."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from textual.geometry import Region

from journey_textual import activity
from journey_textual.session import Session
from journey_textual.tree import TreeBuilder, shown, shown_content


class Lacking:
    """An app, screen or widget whose every Textual internal raises, as another version's would."""

    def __getattr__(self, name: str) -> object:
        raise AttributeError(name)


def test_markup_textual_cannot_parse_reads_as_written() -> None:
    assert shown("[/b] stray") == "[/b] stray"
    assert shown("[/b] stray", markup=False) == "[/b] stray"


def test_a_static_with_no_visual_reads_its_content() -> None:
    assert shown_content(SimpleNamespace(content="[b]Hi[/b]")) == "Hi"
    assert shown_content(Lacking()) is None


def test_an_app_with_no_screens_is_the_application_alone() -> None:
    app = SimpleNamespace(size=(20, 5), title="Bare")
    root = TreeBuilder(app).build()
    assert (root.type, root.label, root.frame, root.children) == ("application", "Bare", (0, 0, 20, 5), [])


def test_a_screen_with_no_compositor_shows_no_elements_and_no_text() -> None:
    screen = SimpleNamespace(id="main", title="Main", children=[])
    builder = TreeBuilder(SimpleNamespace(size=(20, 5)))
    window = builder.screen_element(screen, (0, 0, 20, 5))
    assert (window.type, window.identifier, window.label, window.children) == ("window", "main", "Main", [])
    assert builder.screen_lines(screen) == [] and builder.cell_owners(screen) == []
    assert builder.drawn(Lacking(), screen) == ""


def test_an_app_with_no_screen_stack_workers_or_animator_is_its_own_pump_and_busy_with_nothing() -> None:
    app = Lacking()
    assert activity.pumps(app) == [app]
    work, _ = activity.pending_work(app, [])
    assert [item.name for item in work if not item.name.startswith(("timer", "toast"))] == []


class DataTable:
    """Textual's table of another version, whose rows the adapter cannot read one by one."""

    __module__ = "textual.widgets._data_table"
    content_region = Region(0, 0, 10, 2)

    def __getattr__(self, name: str) -> object:
        raise AttributeError(name)


def test_a_textual_table_whose_rows_cannot_be_read_is_read_as_drawn() -> None:
    builder = TreeBuilder(SimpleNamespace(size=(20, 5)))
    assert builder.rows(DataTable(), Lacking(), (0, 0, 10, 2)) == []  # nothing drawn: no rows


def test_a_session_whose_app_has_no_screen_settles_at_once_and_builds_a_tree_each_time() -> None:
    session = Session(-1)
    session.app = SimpleNamespace(size=(20, 5), title="Bare")  # running, not ending, no screen
    assert asyncio.run(session.settle()) == [] and session.stuck == []
    first, root = session.current_tree()
    assert (root.type, root.children) == ("application", [])
    session.changed = False
    assert session.current_tree()[0] is not first  # no screen to say nothing is pending: built again
