"""Binding the app's life to the driver's (docs/protocol.md §2.2, §2.3) and checking the
channel descriptor the driver hands over."""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import stat
import sys

from . import wire

CHANNEL_KEY = "TUI_AUTOMATION_FD"
PARENT_KEY = "TUI_AUTOMATION_PARENT_PID"
_PR_SET_PDEATHSIG = 1


class UnusableEnvironment(Exception):
    """The automation variables are set but cannot be used; str() says which and why."""


def channel_descriptor() -> int | None:
    """The channel's descriptor when the driver set one; raises UnusableEnvironment for a bad one."""
    text = os.environ.get(CHANNEL_KEY, "")
    if not text:
        return None
    if not text.isdigit():
        raise UnusableEnvironment(f"{CHANNEL_KEY}={text!r} is not a decimal descriptor number")
    descriptor = int(text)
    if descriptor <= 2:
        raise UnusableEnvironment(f"{CHANNEL_KEY}={descriptor} names a standard stream, not a channel")
    try:
        mode = os.fstat(descriptor).st_mode
    except OSError as error:
        raise UnusableEnvironment(f"{CHANNEL_KEY}={descriptor} is not open ({error.strerror})") from None
    if not stat.S_ISSOCK(mode):
        raise UnusableEnvironment(f"{CHANNEL_KEY}={descriptor} is not a socket")
    probe = socket.socket(fileno=os.dup(descriptor))
    try:
        if probe.type != socket.SOCK_STREAM:
            raise UnusableEnvironment(f"{CHANNEL_KEY}={descriptor} is not a stream socket")
    finally:
        probe.close()
    return descriptor


def bind_to_driver(*, ask_for_signal: bool = True, check_parent: bool = True) -> None:
    """Asks the kernel for SIGKILL when the parent dies, then exits with status 1 if the
    driver named in the environment is already gone. Exits 6 for an unusable variable."""
    if ask_for_signal:
        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # Not Linux: the pidfd watch of the session still ends the app.
    text = os.environ.get(PARENT_KEY, "")
    if not text:
        return
    if not text.isdigit() or int(text) <= 0:
        sys.stderr.write(f"journey-textual: {PARENT_KEY}={text!r} is not a positive process id\n")
        sys.exit(wire.EXIT_ENVIRONMENT_UNUSABLE)
    if check_parent and os.getppid() != int(text):
        sys.stderr.write("journey-textual: the driver that launched me has gone\n")
        sys.exit(wire.EXIT_DRIVER_GONE)


def driver_watch_descriptor() -> int | None:
    """A pidfd that becomes readable when the driver's process ends, or None without one."""
    text = os.environ.get(PARENT_KEY, "")
    if not text.isdigit() or not hasattr(os, "pidfd_open"):
        return None
    try:
        return os.pidfd_open(int(text))
    except OSError:
        return None
