"""What a Textual app is busy with (docs/protocol.md §6.2), and the hooks that tell the
session when that, or the screen, may have changed.

Busy means: a message queue holds messages (or a handler is still running, awaiting or
not), a worker runs, an animation runs or is scheduled, or a one-shot timer is due within
the horizon (the driver's action timeout, 5 s unless `JOURNEY_TEXTUAL_TIMER_HORIZON` says
otherwise); the timer that takes a toast away is named for the toast.
Repeating timers (a clock, a cursor blink, a spinner) never count, and neither does an
async worker waiting on an asyncio queue, event or condition: such a worker serves the
app (a loader taking items off a queue) and waits for it to hand over work, which would
otherwise hold the app busy forever. From the moment an item is put on its queue until
it waits again, it counts.
"""

from __future__ import annotations

import functools
import os
import weakref
from typing import Callable

from textual import _time
from textual.timer import Timer

from .wire import Work

_listeners: list[Callable[[], None]] = []
_timers: "weakref.WeakSet[Timer]" = weakref.WeakSet()
_worker_tasks: "weakref.WeakSet" = weakref.WeakSet()


def horizon_seconds() -> float:
    try:
        return max(0.0, float(os.environ.get("JOURNEY_TEXTUAL_TIMER_HORIZON", "5")))
    except ValueError:
        return 5.0


def notify() -> None:
    for listener in list(_listeners):
        listener()


def install_hooks(listener: Callable[[], None]) -> None:
    """Wraps the Textual internals whose calls mean the screen or the activity may have
    changed, so that `listener` hears of each; done once a process."""
    _listeners.append(listener)
    if getattr(Timer, "_journey_hooked", False):
        return
    Timer._journey_hooked = True

    original_start = Timer._start

    def _start(self) -> None:
        self._journey_started = _time.get_time()
        _timers.add(self)
        original_start(self)
        notify()

    original_stop = Timer.stop

    def stop(self) -> None:
        original_stop(self)
        notify()

    original_tick = Timer._tick

    async def _tick(self, *args, **kwargs):
        try:
            return await original_tick(self, *args, **kwargs)
        finally:
            self._journey_fired = True
            notify()

    Timer._start, Timer.stop, Timer._tick = _start, stop, _tick


    from textual.app import App

    original_display = App._display

    def _display(self, screen, renderable) -> None:
        # Counted per app: what a terminal shows changes only here, so a screen read
        # with the same count as the last is the last one again.
        self._journey_displays = getattr(self, "_journey_displays", 0) + 1
        original_display(self, screen, renderable)
        notify()

    App._display = _display

    from textual.worker import Worker

    state = Worker.state

    def set_state(self, value) -> None:
        state.fset(self, value)
        task = getattr(self, "_task", None)
        if task is not None:
            _worker_tasks.add(task)
        notify()

    Worker.state = property(state.fget, set_state)

    from textual._animator import Animator

    original_animate = Animator.animate

    def animate(self, *args, **kwargs):
        result = original_animate(self, *args, **kwargs)
        notify()
        return result

    Animator.animate = animate

    # Whether a pump is handling a message: Textual's queue (textual._queue.Queue) keeps
    # no count of messages taken but not yet handled, so a handler that awaits (a save
    # that sleeps, a request) leaves the queue empty while it runs. Count them here.
    from textual.message_pump import MessagePump

    original_dispatch = MessagePump._dispatch_message

    async def _dispatch_message(self, message):
        self._journey_handling = getattr(self, "_journey_handling", 0) + 1
        try:
            return await original_dispatch(self, message)
        finally:
            self._journey_handling -= 1

    MessagePump._dispatch_message = _dispatch_message

    # A worker that goes back to waiting on its queue may leave the app idle without
    # drawing anything: say so when it starts to wait. (Textual's own message pumps wait
    # on queues all the time; only workers' waits are news.)
    import asyncio

    original_get = asyncio.Queue.get

    async def get(self):
        if self.empty() and asyncio.current_task() in _worker_tasks:
            notify()
        return await original_get(self)

    asyncio.Queue.get = get


def displays(app) -> int:
    """How many times the app has handed Textual's driver an update to draw."""
    return getattr(app, "_journey_displays", 0)


def pumps(app) -> list:
    """Every message pump of the app: the app, each screen on its stack, and their widgets."""
    found = [app]
    try:
        stack = list(app.screen_stack)
    except Exception:
        stack = []
    for screen in stack:
        found.extend(screen.walk_children(with_self=True))
    return found


def holds_messages(pump) -> bool:
    """Whether the pump has messages queued, is handling one (its handler may await),
    or has callbacks to run once it is done. (`_message_queue` is a cached property:
    a pump that never had a message has none yet.)"""
    if getattr(pump, "_journey_handling", 0) > 0 or getattr(pump, "_next_callbacks", None):
        return True
    queue = pump.__dict__.get("_message_queue")
    return queue is not None and not queue.empty()


def refresh_pending(screen) -> bool:
    return bool(
        getattr(screen, "_layout_required", False) or getattr(screen, "_scroll_required", False)
        or getattr(screen, "_repaint_required", False) or getattr(screen, "_recompose_required", False)
        or getattr(screen, "_dirty_widgets", None)
    )


def pending_work(app, busy_pumps: list) -> tuple[list[Work], float | None]:
    """The work the app is busy with, and when (on Textual's clock) the next one-shot
    timer beyond the horizon comes within it, if any."""
    now = _time.get_time()
    horizon = horizon_seconds()
    work: list[Work] = []
    if busy_pumps:
        # One item for all: a screen mounting hundreds of widgets is one piece of work.
        more = f" and {len(busy_pumps) - 1} more" if len(busy_pumps) > 1 else ""
        work.append(Work(f"messages {_name(busy_pumps[0])}{more}", 0))
    try:
        workers = list(app.workers._workers)
    except Exception:
        workers = []
    for worker in workers:
        if worker.state.name in ("PENDING", "RUNNING") and not waits_for_input(worker):
            work.append(Work(f"worker {worker.name or worker.group}", 0))
    animator = getattr(app, "_animator", None)
    if animator is not None:
        for (_, attribute), animation in list(getattr(animator, "_animations", {}).items()):
            end = getattr(animation, "start_time", now) + getattr(animation, "duration", 0)
            work.append(Work(f"animation {attribute}", int(max(0.0, end - now) * 1000)))
        for (_, attribute) in list(getattr(animator, "_scheduled", {}).keys()):
            work.append(Work(f"animation {attribute}", 0))
    next_entry: float | None = None
    for timer in list(_timers):
        if timer._repeat != 0 or timer._task is None or timer._task.done():
            continue
        if not timer._active.is_set() or getattr(timer, "_journey_fired", False):
            continue
        due = timer._journey_started + timer._interval
        remaining = due - now
        if remaining <= horizon:
            work.append(Work(timer_name(timer), int(max(0.0, remaining) * 1000)))
        else:
            entry = due - horizon
            next_entry = entry if next_entry is None else min(next_entry, entry)
    return work, next_entry


def timer_name(timer: Timer) -> str:
    """What a one-shot timer is listed as: `toast "Saved"` for the timer that takes a toast
    away (which the driver ignores by default: it would hold the next step for seconds),
    else `timer 0.5 s`."""
    from textual.widgets._toast import Toast

    callback = getattr(timer, "_callback", None)
    # Textual wraps the callback as `partial(pump.call_next, callback)`; older ones do not.
    if isinstance(callback, functools.partial) and callback.args:
        callback = callback.args[0]
    owner = getattr(callback, "__self__", None)
    if isinstance(owner, Toast):
        notification = getattr(owner, "_notification", None)
        message = str(getattr(notification, "message", "")).split("\n", 1)[0]
        if len(message) > 40:
            message = message[:39] + "…"
        return f'toast "{message}"'
    return f"timer {timer._interval:.2g} s"


_WAITS_FOR_INPUT = {("asyncio.queues", "Queue.get"), ("asyncio.locks", "Event.wait"), ("asyncio.locks", "Condition.wait")}


def waits_for_input(worker) -> bool:
    """Whether `worker` is an async worker suspended in an asyncio queue's `get`, an
    event's or a condition's `wait`: waiting for the app to give it something to do."""
    if getattr(worker, "_thread_worker", False):
        return False
    task = getattr(worker, "_task", None)
    if task is None or task.done():
        return False
    awaited = task.get_coro()
    while awaited is not None:
        code = getattr(awaited, "cr_code", None) or getattr(awaited, "gi_code", None)
        frame = getattr(awaited, "cr_frame", None) or getattr(awaited, "gi_frame", None)
        if code is not None and frame is not None:
            module = frame.f_globals.get("__name__", "")
            if (module, getattr(code, "co_qualname", code.co_name)) in _WAITS_FOR_INPUT:
                # The future it waits on (`getter` in Queue.get, `fut` in the others):
                # resolved means an item was put or the event set, and it is about to go on.
                future = frame.f_locals.get("getter") or frame.f_locals.get("fut")
                return not (future is not None and future.done())
        awaited = getattr(awaited, "cr_await", None) or getattr(awaited, "gi_yieldfrom", None)
    return False


def _name(pump) -> str:
    identifier = getattr(pump, "id", None)
    return f"{type(pump).__name__}#{identifier}" if identifier else type(pump).__name__
