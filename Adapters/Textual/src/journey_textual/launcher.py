"""`journey-textual TARGET [ARGUMENTS...]`: runs an installed Textual app, unmodified,
headless under a Terminal Journeys driver.

TARGET is a console script (`dooit`), `-m MODULE` (`-m textual`), `MODULE:NAME` (an App
class, an App instance or a function), or the path of a script. The arguments go to the
app, except these, which the launcher takes wherever they stand:

  --state-dir DIR        HOME and the XDG directories live in DIR/home (the driver passes it)
  --reset-state          wipe DIR/home before the app starts
  --terminal-size WxH    the screen size (default 80x24)
  --uitesting            accepted for the driver's journeys; changes nothing
  --real-terminal        run on a pseudo-terminal with Textual's own driver; keys and clicks
                         go through the terminal's input (docs/textual.md, "On a real terminal")
  --adapter-break RULE   for the adapter's own tests: break one protocol rule
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import runpy
import shutil
import signal
import sys
import threading
import traceback
from dataclasses import dataclass, field

from . import lifetime, prepared, wire

STARTING_TREE_AFTER = 3.0
BREAKABLE_RULES = ("hello-pid", "no-first-tree", "accept-any-version", "silent-work-end", "drop-typed-text",
                   "act-on-stale", "text-anywhere", "advance-real-clock", "outlive-driver", "ignore-parent-pid",
                   "no-screen", "screen-other-generation")


class Refused(Exception):
    """A launch argument the launcher cannot take: the index of the argument (-1 for
    none in particular) and why."""

    def __init__(self, index: int, why: str) -> None:
        super().__init__(why)
        self.index = index


@dataclass
class Launch:
    target: str
    module: bool = False
    app_arguments: list[str] = field(default_factory=list)
    state_dir: str | None = None
    reset_state: bool = False
    size: tuple[int, int] = (80, 24)
    broken: set[str] = field(default_factory=set)
    real_terminal: bool = False


def parse(arguments: list[str]) -> Launch:
    """Reads the launcher's arguments (without the program name); raises Refused."""
    if not arguments:
        raise Refused(-1, "name the Textual app to run: a console script, -m MODULE, MODULE:APP or a script path")
    index = 0
    module = False
    if arguments[0] == "-m":
        if len(arguments) < 2:
            raise Refused(0, "-m needs a module name")
        module, index = True, 1
    launch = Launch(target=arguments[index], module=module)
    index += 1
    while index < len(arguments):
        argument = arguments[index]
        name, equals, inline = argument.partition("=")

        def value() -> str:
            nonlocal index
            if equals:
                return inline
            if index + 1 >= len(arguments):
                raise Refused(index, f"{name} needs a value")
            index += 1
            return arguments[index]

        at = index
        if name == "--state-dir":
            launch.state_dir = value()
        elif argument == "--reset-state":
            launch.reset_state = True
        elif name == "--terminal-size":
            launch.size = terminal_size(value(), at)
        elif argument == "--uitesting":
            pass
        elif argument == "--real-terminal":
            launch.real_terminal = True
        elif name == "--adapter-break":
            rule = value()
            if rule not in BREAKABLE_RULES:
                raise Refused(at, f"--adapter-break takes one of: {', '.join(BREAKABLE_RULES)}")
            launch.broken.add(rule)
        else:
            launch.app_arguments.append(argument)
        index += 1
    return launch


def terminal_size(text: str, index: int) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or not (1 <= int(width) <= 1000 and 1 <= int(height) <= 1000):
        raise Refused(index, f"--terminal-size takes WIDTHxHEIGHT in cells, each 1 to 1000, e.g. 80x24; got '{text}'")
    return int(width), int(height)


def prepare_home(launch: Launch) -> None:
    """Points HOME and the XDG directories into the state directory, wiping them first
    with --reset-state, so each App's state lives and dies with its state directory."""
    if launch.state_dir is None:
        return
    home = os.path.join(os.path.abspath(launch.state_dir), "home")
    if launch.reset_state:
        shutil.rmtree(home, ignore_errors=True)
    places = {"HOME": home, "XDG_CONFIG_HOME": ".config", "XDG_DATA_HOME": ".local/share",
              "XDG_CACHE_HOME": ".cache", "XDG_STATE_HOME": ".local/state"}
    for key, place in places.items():
        path = os.path.join(home, place) if key != "HOME" else home
        os.makedirs(path, exist_ok=True)
        os.environ[key] = path


def resolve(launch: Launch):
    """A function that runs the target as `python` would, argv already set."""
    target = launch.target
    if launch.module:
        return lambda: runpy.run_module(target, run_name="__main__", alter_sys=True)
    if os.sep in target or target.endswith(".py"):
        if not os.path.isfile(target):
            raise Refused(0, f"no script at '{target}'")
        path = os.path.abspath(target)
        sys.path.insert(0, os.path.dirname(path))
        return lambda: runpy.run_path(path, run_name="__main__")
    if ":" in target:
        module_name, _, attribute = target.partition(":")

        def run_attribute():
            thing = importlib.import_module(module_name)
            for part in attribute.split("."):
                thing = getattr(thing, part)
            from textual.app import App
            if isinstance(thing, type) and issubclass(thing, App):
                return thing().run()
            if isinstance(thing, App):
                return thing.run()
            return thing()
        return run_attribute
    scripts = [entry for entry in importlib.metadata.entry_points(group="console_scripts") if entry.name == target]
    if not scripts:
        raise Refused(0, f"'{target}' is no console script installed beside journey-textual; "
                         "give -m MODULE, MODULE:APP or a script path instead")
    return lambda: scripts[0].load()()


def starting_tree_after() -> float:
    """Seconds before the bare starting tree: 3, or JOURNEY_TEXTUAL_STARTING_TREE_AFTER."""
    try:
        return max(0.0, float(os.environ.get("JOURNEY_TEXTUAL_STARTING_TREE_AFTER", STARTING_TREE_AFTER)))
    except ValueError:
        return STARTING_TREE_AFTER


def check_verdict(arguments: list[str]) -> int:
    """docs/protocol.md §2.5: one verdict on standard output, then exit 0."""
    try:
        if arguments and arguments[0].startswith("--"):
            # Flags alone (a relaunch's): checked as the flags after a target.
            try:
                parse(["-"] + arguments)
            except Refused as refusal:
                raise Refused(refusal.index - 1 if refusal.index > 0 else refusal.index, str(refusal)) from None
        else:
            resolve(parse(arguments))
        print("launch-arguments ok")
    except Refused as refusal:
        print(f"launch-arguments refused {refusal.index}\n{refusal}")
    return 0


def headless_runs(session, size: tuple[int, int], terminal=None) -> None:
    """Makes every run of a Textual app in this process headless, at `size`, served by
    `session` once ready, or with `terminal` on that real terminal; and an unhandled
    error print its Python traceback on stderr."""
    from textual.app import App

    original = App.run_async

    async def run_async(self, *args, **kwargs):
        kwargs.update(headless=terminal is None, size=size, auto_pilot=session.autopilot)
        if terminal is not None:
            self.driver_class = terminal.driver_class()
        kwargs.pop("inline", None)
        return await original(self, **kwargs)

    App.run_async = run_async

    original_handle = App._handle_exception

    def handle_exception(self, error: Exception) -> None:
        traceback.print_exception(type(error), error, error.__traceback__, file=sys.__stderr__)
        sys.__stderr__.flush()
        original_handle(self, error)

    App._handle_exception = handle_exception


def main(argv: list[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if os.environ.get("TUI_CHECK_LAUNCH_ARGUMENTS"):
        return check_verdict(arguments)
    try:
        channel = lifetime.channel_descriptor()
    except lifetime.UnusableEnvironment as problem:
        sys.stderr.write(f"journey-textual: {problem}\n")
        return wire.EXIT_ENVIRONMENT_UNUSABLE
    if channel is not None and os.environ.get(prepared.ENVIRONMENT_KEY) == "1":
        # Returns in each launch forked from here, which then starts as a spawned one.
        arguments = prepared.serve(channel, arguments)
    try:
        launch = parse(arguments)
    except Refused as refusal:
        sys.stderr.write(f"journey-textual: {refusal}\n")
        return wire.EXIT_LAUNCH_ARGUMENTS_REFUSED
    if channel is not None:
        lifetime.bind_to_driver(ask_for_signal="outlive-driver" not in launch.broken,
                                check_parent="ignore-parent-pid" not in launch.broken)
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    prepare_home(launch)
    try:
        run = resolve(launch)
    except Refused as refusal:
        sys.stderr.write(f"journey-textual: {refusal}\n")
        return wire.EXIT_LAUNCH_ARGUMENTS_REFUSED
    sys.argv = [launch.target, *launch.app_arguments]
    session = None
    if channel is not None:
        from .session import Session
        session = Session(channel, launch.broken)
        pid = os.getpid() + (1 if "hello-pid" in launch.broken else 0)
        from . import wire
        name = os.path.basename(launch.target)
        session.send(wire.hello_message(pid, name))
        # A busy machine can take longer to start Python and the app than a driver waits
        # for a first screen: after a while, a bare tree says the app is still starting.
        if "no-first-tree" not in launch.broken:
            starting = threading.Timer(starting_tree_after(), session.send_starting_tree, (name, launch.size))
            starting.daemon = True
            starting.start()
        terminal = None
        if launch.real_terminal:
            from .real_terminal import PseudoTerminal
            terminal = PseudoTerminal(launch.size)
        headless_runs(session, launch.size, terminal)
    try:
        run()
    except SystemExit as leaving:
        if session is None or session.exit_status is None:
            raise
    if session is not None:
        if session.terminated_by is not None:
            signal.signal(session.terminated_by, signal.SIG_DFL)
            os.kill(os.getpid(), session.terminated_by)
        if session.exit_status is not None:
            return session.exit_status
        if session.app is None:
            sys.stderr.write("journey-textual: the target ended without running a Textual app\n")
            return 1
        return session.app.return_code or 0
    return 0


def console() -> None:
    """The console script's entry point."""
    sys.exit(main())
