"""Killing pytest with SIGKILL leaves no server, app or state directory behind."""

from __future__ import annotations

import os
import re
import select
import signal
import subprocess
import sys
from pathlib import Path
from typing import List

HOLDING_TEST = """
import sys

def test_holds_the_shop_open(journey_app, journey_driver):
    journey_app.buttons["guestButton"].tap()
    print("READY", journey_driver.pid, flush=True)
    sys.stdin.read()  # blocks until the test process is killed
"""


def processes_under(state_root: str) -> List[int]:
    """The processes whose environment names ``state_root``: the apps the server started."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as file:
                if f"TUI_STATE_ROOT={state_root}".encode() in file.read().split(b"\0"):
                    found.append(int(entry))
        except OSError:
            continue  # gone already, or not ours to read
    return found


def wait_for_exit(pid: int, timeout: float) -> bool:
    """Waits until process ``pid`` has exited, as the kernel reports it through a pidfd."""
    try:
        descriptor = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        readable, _, _ = select.select([descriptor], [], [], timeout)
        return bool(readable)
    finally:
        os.close(descriptor)


def test_sigkill_of_pytest_ends_the_server_its_app_and_their_state(tmp_path: Path) -> None:
    (tmp_path / "test_hold.py").write_text(HOLDING_TEST)
    state_root = str(tmp_path / "state")
    os.mkdir(state_root)
    inner = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-s", "-p", "no:cacheprovider", "test_hold.py"],
        cwd=tmp_path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        env={**os.environ, "TUI_STATE_ROOT": state_root},
    )
    assert inner.stdout is not None
    output = b""
    ready = None
    while ready is None:
        # Read unbuffered: pytest writes the test's name first, on the same line.
        assert select.select([inner.stdout], [], [], 120)[0], "the inner test never said it held the shop open"
        chunk = os.read(inner.stdout.fileno(), 4096)
        assert chunk, f"the inner test ended before it held the shop open:\n{output.decode()}"
        output += chunk
        ready = re.search(rb"READY (\d+)\n", output)
    server = int(ready.group(1))
    assert processes_under(state_root), "the shop should be running before the kill"

    inner.send_signal(signal.SIGKILL)
    inner.wait()

    server_ended = wait_for_exit(server, timeout=60)
    if not server_ended:
        os.kill(server, signal.SIGTERM)  # leaves nothing behind even when the test fails
    assert server_ended, "journey serve outlived the test process"
    # The server's process-group keeper (a shell in a session of its own) ends once it
    # reads the end of the server's socket, a moment after the server: each process
    # still found must end by itself.
    lingering = [pid for pid in processes_under(state_root) if not wait_for_exit(pid, timeout=10)]
    for pid in lingering:
        os.kill(pid, signal.SIGKILL)
    assert lingering == [], "processes started by journey serve outlived it"
    assert os.listdir(state_root) == []
