"""A prepared process (docs/protocol.md §16): Python, Textual and the app's modules
imported once, each launch forked from here as a child of the driver, so a launch does
not pay for starting the interpreter and importing Textual.

`serve` returns only in a forked launch, with that launch's arguments, its descriptors,
environment and working directory in place, as `exec` would have given them; from there
the launch starts exactly as a spawned one does (its state directory, reset, its binding
to the driver's life).
"""

from __future__ import annotations

import ast
import ctypes
import gc
import importlib
import importlib.metadata
import importlib.util
import os
import platform
import socket
import sys

from . import rehearsal, wire

ENVIRONMENT_KEY = "TUI_AUTOMATION_PREPARED"
READY, FORK, FORKED, REFUSED = 0x21, 0x22, 0x23, 0x24
_CLONE_PARENT = 0x00008000
_SIGCHLD = 17
_CLONE_SYSCALL = {"x86_64": 56, "amd64": 56, "aarch64": 220, "arm64": 220}
# The modules of Textual most apps use, beyond what `textual.app` imports.
_TEXTUAL_MODULES = ("textual.app", "textual.widgets", "textual.containers", "textual.screen", "textual.pilot",
                    "textual.drivers.headless_driver", "textual.drivers.linux_driver")


class Request:
    """One fork request: the launch's arguments, environment and working directory, and
    the launch's channel and log descriptors that came with it."""

    def __init__(self, body: bytes, descriptors: list[int]) -> None:
        reader = wire.Reader(body)
        if reader.byte("message kind") != FORK:
            raise wire.ProtocolViolation("expected a fork request")
        lists = []
        for name in ("argument", "environment variable"):
            lists.append([reader.string(name) for _ in range(reader.count(f"{name} count", limit=reader.left()))])
        self.arguments, self.environment = lists
        self.directory = reader.string("working directory")
        reader.end()
        self.descriptors = descriptors


def message(kind: int, payload: bytes = b"") -> bytes:
    """A prepared-launch message as a frame."""
    return wire.frame(bytes([kind]) + payload)


def thread_count() -> int:
    """How many threads this process runs: it can be forked safely only while it runs one."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return 0


def fork_sibling() -> int:
    """Forks this process as a child of its parent (`CLONE_PARENT`), so the driver waits
    for the copy as for a process it spawned; 0 in the copy, its pid here. Python's own
    before- and after-fork work runs as `os.fork` runs it."""
    number = _CLONE_SYSCALL.get(platform.machine().lower())
    if number is None:
        raise OSError(f"no clone system call known for {platform.machine()}")
    api = ctypes.PyDLL(None, use_errno=True)  # holds the interpreter's lock throughout, as os.fork does
    api.syscall.restype = ctypes.c_long
    api.syscall.argtypes = [ctypes.c_long, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_void_p,
                            ctypes.c_ulong]
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    # What exists now is never collected in the copy, so its collector does not touch (and
    # the kernel copy) every page of it.
    gc.freeze()
    api.PyOS_BeforeFork()
    pid = api.syscall(number, _CLONE_PARENT | _SIGCHLD, 0, None, None, 0)
    error = ctypes.get_errno()
    if pid == 0:
        api.PyOS_AfterFork_Child()
    else:
        api.PyOS_AfterFork_Parent()
    if pid < 0:
        raise OSError(error, os.strerror(error))
    return pid


def warm_up(arguments: list[str], warmed: set[str]) -> None:
    """Imports Textual and what the launch's target imports, once each; never runs the
    target itself, and gives up quietly on anything it cannot find."""
    wanted = [(name, ()) for name in _TEXTUAL_MODULES]
    try:
        wanted += target_imports(arguments)
    except Exception:  # noqa: BLE001 - a warm-up that fails leaves the launch to import it
        pass
    for name, names in wanted:
        key = name + ":" + ",".join(names)
        if key in warmed:
            continue
        warmed.add(key)
        try:
            module = importlib.import_module(name)
            for attribute in names:
                getattr(module, attribute, None)  # Textual's widgets are imported when first named
        except BaseException:  # noqa: BLE001 - the launch imports it again, and says what is wrong
            pass


def target_imports(arguments: list[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The modules a launch's target imports from other packages, each with the names it
    takes from it; never the target's own modules, which may read `HOME` as they load
    (dooit keeps its data folder in a constant) and so load in each launch, after its
    state directory is in place. For an installed app (a console script, `-m MODULE`,
    `MODULE:NAME`): the top-level modules of the distributions it requires; for a script:
    what it imports at its top level from beyond its own folder."""
    from .launcher import parse
    launch = parse(arguments)
    target = launch.target
    if not launch.module and (os.sep in target or target.endswith(".py")):
        folder = os.path.dirname(os.path.abspath(target))
        with open(target, encoding="utf-8") as source:
            tree = ast.parse(source.read())
        imports: list[tuple[str, tuple[str, ...]]] = []
        for node in tree.body:
            if isinstance(node, ast.Import):
                imports += [(alias.name, ()) for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                imports.append((node.module, tuple(alias.name for alias in node.names if alias.name != "*")))
        own = {entry.rpartition(".")[0] or entry for entry in os.listdir(folder)}
        return [(name, names) for name, names in imports if name.partition(".")[0] not in own]
    if launch.module or ":" in target:
        package = target.partition(":")[0].partition(".")[0]
        distributions = importlib.metadata.packages_distributions().get(package, [])
    else:
        distributions = [entry.dist.name for entry in importlib.metadata.entry_points(group="console_scripts")
                         if entry.name == target and entry.dist is not None]
    return [(module, ()) for distribution in distributions for module in required_modules(distribution)]


def required_modules(distribution: str) -> list[str]:
    """The top-level modules of the distributions `distribution` requires (those of its
    optional extras left out)."""
    providers: dict[str, list[str]] = {}
    for module, names in importlib.metadata.packages_distributions().items():
        for name in names:
            providers.setdefault(canonical(name), []).append(module)
    modules = []
    for requirement in importlib.metadata.requires(distribution) or []:
        if "extra ==" in requirement.partition(";")[2]:
            continue
        name = requirement.partition(";")[0].strip()
        for stop in "<>=!~[ (":
            name = name.partition(stop)[0]
        modules += [module for module in providers.get(canonical(name), []) if not module.startswith("_")]
    return modules


def canonical(name: str) -> str:
    """A distribution's name as PyPI compares them."""
    return name.lower().replace("_", "-").replace(".", "-")


class CommandLineArea:
    """Where the kernel finds this process's command line and environment strings (the
    48th to 51st fields of /proc/self/stat), and the words of the program before its
    arguments (the interpreter, the launcher): read once, before forking."""

    def __init__(self, arguments: list[str]) -> None:
        try:
            with open("/proc/self/stat", encoding="ascii") as stat:
                fields = stat.read().rpartition(")")[2].split()
            with open("/proc/self/cmdline", "rb") as cmdline:
                words = [word.decode("utf-8", "replace") for word in cmdline.read().split(b"\0")[:-1]]
        except OSError:
            fields, words = [], []
        # The first field after ")" is the 3rd of the line.
        self.start, self.arguments_end, _, self.end = (
            (int(value) for value in fields[45:49]) if len(fields) >= 49 else (0, 0, 0, 0))
        self.program = words[:max(1, len(words) - len(arguments))]

    def rewrite(self, arguments: list[str]) -> None:
        """Shows the program and `arguments` as this process's command line (`ps`,
        /proc/PID/cmdline), in the room of the original arguments and environment, which
        nothing reads any more; what does not fit is cut short."""
        room = self.end - self.start
        if self.start <= 0 or room <= 1 or not self.start < self.arguments_end <= self.end:
            return
        words = [word.encode("utf-8", "replace") for word in self.program + arguments]
        # Within the arguments' room the words stay apart; beyond it the kernel shows one
        # string running on into the environment's room, so there they are joined by spaces.
        fits = sum(len(word) + 1 for word in words) <= self.arguments_end - self.start
        line = (b"\0" if fits else b" ").join(words)[:room - 1]
        ctypes.memset(self.start, 0, room)
        ctypes.memmove(self.start, line, len(line))


def become_launch(request: Request, control: socket.socket, area: CommandLineArea) -> None:
    """In the forked copy: what `exec` would have given a spawned launch (docs/protocol.md
    §16.3): its own process group, /dev/null on 0, the log on 1 and 2, the channel on 3,
    no other descriptor, the launch's environment and working directory."""
    os.setpgid(0, 0)
    channel, log = request.descriptors
    control.detach()  # descriptor 3 becomes the launch's channel below
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(log, 1)
    os.dup2(log, 2)
    os.dup2(channel, 3)
    os.closerange(4, max(4, os.sysconf("SC_OPEN_MAX")))
    os.environ.clear()
    for variable in request.environment:
        name, _, value = variable.partition("=")
        os.environ[name] = value
    os.chdir(request.directory)
    area.rewrite(request.arguments)


def serve(channel: int, arguments: list[str]) -> list[str]:
    """Serves fork requests on `channel` until the driver closes it (then exits); returns
    only in each forked launch, with its arguments (without the program)."""
    from . import lifetime
    lifetime.bind_to_driver()
    warmed: set[str] = set()
    warm_up(arguments, warmed)
    rehearsal.rehearse()
    area = CommandLineArea(arguments)
    control = socket.socket(fileno=channel)
    control.sendall(message(READY, wire.uvarint(wire.VERSION)))
    buffer = wire.FrameBuffer()
    pending: list[bytes] = []
    attached: list[int] = []
    while True:
        while not pending:
            data, descriptors, _, _ = socket.recv_fds(control, 64 * 1024, 4)
            if not data:
                os._exit(0)  # the driver closed the channel: no more launches
            attached += descriptors
            bodies, violation = buffer.feed(data)
            pending += bodies
            if violation is not None:
                control.sendall(message(REFUSED, wire.string(f"unreadable request: {violation}")))
                os._exit(wire.EXIT_PROTOCOL_ERROR)
        # The driver sends one request at a time and waits for its answer: the descriptors
        # received so far came with this one.
        body, descriptors, attached = pending.pop(0), attached, []
        try:
            request = Request(body, descriptors)
            if len(descriptors) != 2:
                raise wire.ProtocolViolation("expected a fork request with its channel and log attached")
        except wire.ProtocolViolation as problem:
            for descriptor in descriptors:
                os.close(descriptor)
            control.sendall(message(REFUSED, wire.string(f"unreadable request: {problem}")))
            continue
        # Counted each time: importing a target's modules may have started one.
        threads = thread_count()
        if threads != 1:
            reply = message(REFUSED, wire.string(
                f"journey-textual runs {threads} threads after importing the app, so it cannot be forked safely"))
        else:
            try:
                pid = fork_sibling()
            except OSError as error:
                reply = message(REFUSED, wire.string(f"cannot fork: {error}"))
            else:
                if pid == 0:
                    try:
                        become_launch(request, control, area)
                    except OSError as error:
                        os.write(2, f"journey-textual: cannot start the launch: {error}\n".encode())
                        os._exit(127)
                    return request.arguments
                reply = message(FORKED, wire.sint(pid))
        for descriptor in descriptors:
            os.close(descriptor)
        control.sendall(reply)
        # The next launch of this target finds its modules imported.
        warm_up(request.arguments, warmed)
