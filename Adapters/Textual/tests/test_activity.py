"""The work the adapter reports an app busy with (docs/protocol.md §6.2), in the trees it
pushes, and that it ends when the work does."""

from __future__ import annotations

import asyncio
import functools
import re
import socket
from types import SimpleNamespace
from pathlib import Path

import pytest

from apps import FADE_SECONDS, Busy
from journey_textual import activity
from journey_textual.wire import Work
from journey_textual.session import SETTLE_BUDGET, Session
from link import DONE, Bytes, Link, drive


TEXTUAL_DOC = Path(__file__).resolve().parents[3] / "docs" / "textual.md"


def status(link: Link) -> str:
    return link.find("status").label


def test_a_running_worker_is_work_until_it_ends() -> None:
    async def script(link: Link) -> None:
        assert link.work == []
        assert (await link.tap("fetch"))[0] == DONE
        assert ("worker fetcher", 0) in link.work
        await link.wait_for(lambda link: status(link) == "fetched")
        await link.wait_for(lambda link: link.work == [])

    drive(Busy(), script, (30, 20))


def test_a_one_shot_timer_within_the_horizon_is_work_until_it_fires() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("soon"))[0] == DONE
        # The button's own press effect is a timer of 0.2 s beside it.
        due = dict(link.work)["timer 0.4 s"]
        assert 0 < due <= 400
        assert link.work == sorted(link.work, key=lambda item: item[1])
        await link.wait_for(lambda link: status(link) == "fired")
        await link.wait_for(lambda link: link.work == [])

    drive(Busy(), script, (30, 20))


def test_a_timer_beyond_the_horizon_and_a_worker_waiting_on_its_queue_are_no_work() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("late"))[0] == DONE
        await link.wait_for(lambda link: link.work == [])
        assert (await link.tap("serve"))[0] == DONE
        await link.wait_for(lambda link: status(link) == "serving" and link.work == [])
        assert (await link.refresh()) == (DONE, "")
        assert link.work == []

    drive(Busy(), script, (30, 20))


def test_a_handler_that_runs_on_is_reported_as_busy_messages_and_the_reply_does_not_wait_for_it() -> None:
    async def script(link: Link) -> None:
        try:
            assert (await link.tap("stall"))[0] == DONE
            assert status(link) == "stalling"
            assert [name for name, _ in link.work if name.startswith("messages")] == ["messages Busy"]
            generation, statuses = link.generation, link.statuses
        finally:
            link.app.unstall.set()  # the app stops only once its handler has returned
        # The handler returns and draws nothing: the work ends unasked all the same, told
        # in a status, the tree unchanged and not sent again (§9).
        await link.wait_for(lambda link: link.work == [])
        assert link.statuses > statuses
        assert link.generation == generation

    drive(Busy(), script, (30, 20))


def test_many_busy_pumps_are_one_piece_of_work_naming_the_first_and_counting_the_rest() -> None:
    async def script(link: Link) -> None:
        app = link.app
        pumps = [app, app.screen, app.query_one("#fetch"), app.query_one("#status")]
        names = [item.name for item in activity.pending_work(app, pumps)[0]]
        assert names == ["messages Busy and 3 more"]
        assert [item.name for item in activity.pending_work(app, pumps[2:3])[0]] == ["messages Button#fetch"]
        assert activity.pending_work(app, pumps[2:])[0] == [Work("messages Button#fetch and 1 more", 0)]

    drive(Busy(), script, (30, 20))


def test_an_animation_is_work_for_the_time_it_has_left() -> None:
    async def script(link: Link) -> None:
        assert (await link.tap("fade"))[0] == DONE
        left = dict(link.work)["animation opacity"]
        assert 0 < left <= FADE_SECONDS * 1000

    drive(Busy(), script, (30, 20))


def test_a_timer_beyond_the_horizon_becomes_work_when_it_comes_within_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JOURNEY_TEXTUAL_TIMER_HORIZON", "1")

    async def script(link: Link) -> None:
        link.app.set_timer(10, lambda: None)  # beyond the horizon throughout
        link.app.set_timer(3, lambda: None)
        assert (await link.refresh())[0] == DONE
        assert link.work == []
        # No command comes: the session wakes itself as the timer comes within the horizon.
        await link.wait_for(lambda link: [name for name, _ in link.work] == ["timer 3 s"])
        await link.wait_for(lambda link: link.work == [])

    drive(Busy(), script, (30, 20))


def test_a_timer_horizon_that_is_no_number_is_the_default_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JOURNEY_TEXTUAL_TIMER_HORIZON", raising=False)
    default = activity.horizon_seconds()
    monkeypatch.setenv("JOURNEY_TEXTUAL_TIMER_HORIZON", "soon")
    assert activity.horizon_seconds() == default


def test_a_negative_timer_horizon_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JOURNEY_TEXTUAL_TIMER_HORIZON", "-3")
    assert activity.horizon_seconds() == 0.0


def test_an_app_slow_to_start_sends_a_starting_tree_of_the_first_generation_once() -> None:
    ours, theirs = socket.socketpair()
    try:
        session = Session(theirs.fileno())
        session.send_starting_tree("Slow", (40, 10))
        assert session.generation == 1
        ours.setblocking(False)
        data = ours.recv(1 << 16)  # one write: the tree, then the blank screen that goes with it
        messages = []
        while data:
            length = int.from_bytes(data[:4], "big")
            messages.append(Bytes(data[4:4 + length]))
            data = data[4 + length:]
        tree, screen = messages
        assert (tree.byte(), tree.uvarint(), tree.work()) == (0x02, 1, [("starting Slow", 0)])  # due now
        root = tree.element(())
        assert (root.type, root.label, root.frame, root.children) == ("application", "Slow", (0, 0, 40, 10), [])
        assert (screen.byte(), screen.uvarint(), screen.uvarint()) == (0x06, 1, 0)
        session.send_starting_tree("Slow", (40, 10))
        with pytest.raises(BlockingIOError):
            ours.recv(1 << 16)
    finally:
        ours.close()
        theirs.close()



def test_a_toast_is_work_named_for_its_first_line_cut_to_forty_characters() -> None:
    long, exact = "A message of more than forty characters, cut", "Exactly forty characters long, no more!!"
    one_over = exact + "?"
    assert len(exact) == 40

    async def script(link: Link) -> None:
        link.app.notify(long + "\nand a second line", timeout=3)
        link.app.notify(exact, timeout=3)
        link.app.notify(one_over, timeout=3)
        link.app.notify("Saved\nto disk", timeout=3)
        assert (await link.refresh())[0] == DONE
        toasts = sorted(name for name, _ in link.work if name.startswith("toast"))
        assert toasts == sorted([f'toast "{long[:39]}…"', f'toast "{exact}"', f'toast "{exact[:39]}…"',
                                 'toast "Saved"'])

    drive(Busy(), script, (60, 20), notifications=True)


def test_a_refresh_sends_a_tree_of_the_next_generation_though_nothing_changed_and_another_command_none() -> None:
    async def script(link: Link) -> None:
        await link.wait_for(lambda link: link.work == [])
        generation = link.generation
        assert await link.refresh() == (DONE, "")
        assert link.generation == generation + 1
        # Commands of kinds before and after refresh's in the protocol's table.
        assert await link.tap("status") == (DONE, "")
        assert await link.press_key("f5") == (DONE, "")
        assert link.generation == generation + 1

    drive(Busy(), script, (30, 20))


def test_a_command_that_changes_neither_the_screen_nor_the_work_sends_no_status() -> None:
    async def script(link: Link) -> None:
        await link.wait_for(lambda link: link.work == [])
        statuses = link.statuses
        assert await link.press_key("f5") == (DONE, "")
        assert await link.press_key("f6") == (DONE, "")
        assert link.statuses == statuses

    drive(Busy(), script, (30, 20))


def test_a_thread_worker_is_work_until_it_ends() -> None:
    async def script(link: Link) -> None:
        link.app.block()
        try:
            assert (await link.refresh())[0] == DONE
            assert ("worker blocker", 0) in link.work
        finally:
            link.app.gate.set()
        await link.wait_for(lambda link: link.work == [])

    drive(Busy(), script, (30, 20))


def test_a_worker_with_no_name_is_work_named_for_its_group() -> None:
    async def script(link: Link) -> None:
        async def unnamed() -> None:
            await asyncio.get_running_loop().create_future()  # until the app cancels it as it stops

        # A partial has no __name__ for Textual to name the worker after.
        link.app.run_worker(functools.partial(unnamed), group="loaders")
        assert (await link.refresh())[0] == DONE
        assert ("worker loaders", 0) in link.work

    drive(Busy(), script, (30, 20))


def test_a_paused_one_shot_timer_is_no_work() -> None:
    async def script(link: Link) -> None:
        link.app.set_timer(0.4, lambda: None).pause()
        assert (await link.refresh())[0] == DONE
        assert link.work == []

    drive(Busy(), script, (30, 20))


def test_a_repeating_timer_and_a_stopped_one_shot_timer_within_the_horizon_are_no_work() -> None:
    async def script(link: Link) -> None:
        link.app.set_interval(3, lambda: None)
        link.app.set_interval(3, lambda: None, repeat=2)
        stopped = link.app.set_timer(3, lambda: None)
        stopped.stop()
        assert (await link.refresh())[0] == DONE
        assert link.work == [] and stopped in activity._timers

    drive(Busy(), script, (30, 20))


def test_an_animation_waiting_out_its_delay_is_work() -> None:
    async def script(link: Link) -> None:
        link.app.query_one("#status").styles.animate("opacity", 0.0, duration=FADE_SECONDS, delay=2)
        assert (await link.refresh())[0] == DONE
        assert ("animation opacity", 0) in link.work

    drive(Busy(), script, (30, 20))


def test_messages_are_busy_work_once_unhandled_for_as_long_as_the_docs_say() -> None:
    # The time a settle gives an app's messages (a handler that runs on is then reported,
    # and the reply goes) is the one docs/textual.md's table of work gives.
    documented = re.search(r"messages not handled within ([0-9.]+) s", TEXTUAL_DOC.read_text(encoding="utf-8"))
    assert documented is not None
    assert float(documented.group(1)) == SETTLE_BUDGET


class StandInTimer:
    """A one-shot timer running on Textual's clock, as activity reads it."""

    _repeat, _callback = 0, None

    def __init__(self, started: float, interval: float) -> None:
        self._journey_started, self._interval = started, interval
        self._task = SimpleNamespace(done=lambda: False)
        self._active = SimpleNamespace(is_set=lambda: True)


def test_animations_and_timers_are_due_in_the_milliseconds_left_on_textuals_clock_and_none_overdue(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JOURNEY_TEXTUAL_TIMER_HORIZON", raising=False)
    monkeypatch.setattr(activity._time, "get_time", lambda: 11.5)
    animations = {(object(), "offset"): SimpleNamespace(start_time=10.0, duration=3.0),
                  (object(), "opacity"): SimpleNamespace(start_time=5.0, duration=1.0)}  # ended at 6
    app = SimpleNamespace(_animator=SimpleNamespace(_animations=animations, _scheduled={}))
    # Due in 1 s, overdue, at the horizon's edge (5 s), and beyond it.
    timers = [StandInTimer(10.0, 2.5), StandInTimer(10.0, 1.25), StandInTimer(10.0, 6.5), StandInTimer(10.0, 30.0)]
    for timer in timers:
        activity._timers.add(timer)
    try:
        work, next_entry = activity.pending_work(app, [])
    finally:
        for timer in timers:
            activity._timers.discard(timer)
    ours = {item for item in work if item.name.startswith("animation") or item.name in ("timer 2.5 s", "timer 1.2 s",
                                                                                          "timer 6.5 s")}
    assert ours == {Work("animation offset", 1500), Work("animation opacity", 0), Work("timer 2.5 s", 1000),
                    Work("timer 1.2 s", 0), Work("timer 6.5 s", 5000)}
    assert next_entry == 10.0 + 30.0 - activity.horizon_seconds()  # when the 30 s timer comes within the horizon
