"""A stand-in for journey serve that answers hello, then breaks the protocol as its argument says."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from typing import Any


def answer(request_id: int, result: object) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request_id, "result": result}) + "\n")


def main(mode: str, *arguments: str) -> None:
    if mode in ("deaf-garbage", "polite"):
        # Notes SIGTERM in the file the argument names, and exits.
        def terminated(*_: object) -> None:
            with open(arguments[0], "w") as file:
                file.write("SIGTERM")
            sys.exit(0)

        signal.signal(signal.SIGTERM, terminated)
    if mode == "lingering":
        # Only SIGKILL ends it: it outlives its input (below) and ignores SIGTERM.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if mode == "closed-stderr":
        # Closes its standard error alone, and answers on.
        os.close(2)
    if mode == "orphan-output":
        # A child that keeps the server's output open after the server exits, until the
        # test opens the FIFO named by the argument for writing.
        subprocess.Popen([sys.executable, "-c", "import sys; open(sys.argv[1]).read()", arguments[0]], stdin=subprocess.DEVNULL)
    held: list[dict[str, Any]] = []
    for line in sys.stdin:
        request = json.loads(line)
        if request["method"] == "hello" and mode == "refuse-hello":
            error = {"code": -32000, "message": "no sessions today", "data": {"kind": "driver"}}
            sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request["id"], "error": error}) + "\n")
            sys.stdout.flush()
            continue
        if request["method"] == "hello":
            version = {"wrong-version": 99, "old-version": 0}.get(mode, 1)
            # Another protocol's name, sorting before journey-driver's or after it.
            protocol = {"earlier-protocol": "agent-driver", "later-protocol": "mcp"}.get(mode, "journey-driver")
            answer(request["id"], {"protocol": protocol, "version": version, "methods": []})
            sys.stdout.flush()
            continue
        if mode == "garbage":
            sys.stdout.write("this is not json\n")
        elif mode == "long-garbage":
            sys.stdout.write("0123456789" * 30 + "\n")
        elif mode == "reversed":
            # Holds each call until a second comes, then answers the later first, each
            # with its method's name.
            held.append(request)
            if len(held) == 2:
                for waiting in reversed(held):
                    answer(waiting["id"], waiting["method"])
                held.clear()
        elif mode in ("not-rpc", "newer-rpc"):
            jsonrpc = "1.0" if mode == "not-rpc" else "3.0"
            sys.stdout.write(json.dumps({"jsonrpc": jsonrpc, "id": request["id"], "result": "other"}) + "\n")
        elif mode == "huge":
            sys.stdout.write('{"jsonrpc":"2.0","id":' + str(request["id"]) + ',"result":"' + "x" * (65 << 20) + '"}\n')
        elif mode == "long-not-rpc":
            # A JSON-RPC 1.0 message whose result is the argument.
            sys.stdout.write(json.dumps({"jsonrpc": "1.0", "result": arguments[0], "id": request["id"]}) + "\n")
        elif mode == "blank-line":
            # An empty line, then the answer.
            sys.stdout.write("\n")
            answer(request["id"], "answered")
        elif mode == "close":
            sys.stderr.write("the fake server gives up\n")
            sys.stderr.flush()
            return
        elif mode == "orphan-stderr":
            # Leaves a child holding its standard error, which writes its last words there
            # once the test opens the FIFO the argument names; then exits, closing its output.
            words = "import sys; open(sys.argv[1]).read(); sys.stderr.write('last words from a child')"
            subprocess.Popen([sys.executable, "-c", words, arguments[0]], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
            return
        elif mode == "chatty-close":
            sys.stderr.write(arguments[0])
            sys.stderr.flush()
            return
        elif mode == "deaf-garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
            while True:
                signal.pause()  # reads no more: only a signal ends it
        elif mode == "deaf-answering":
            # Closes its standard input, then answers once the test opens the FIFO the
            # argument names, and reads no more.
            os.close(0)
            with open(arguments[0]) as release:
                release.read()
            answer(request["id"], "answered")
            sys.stdout.flush()
            while True:
                signal.pause()
        elif mode == "big":
            answer(request["id"], "x" * (3 << 20))
        elif mode in ("stray", "orphan-output", "polite", "closed-stderr", "lingering"):
            # An answer to no call in flight (a call the client gave up on), then the real one.
            if mode == "stray":
                answer(request["id"] + 1000, "late")
            answer(request["id"], "answered")
        sys.stdout.flush()
        # Reads on: only the client's handling of what was sent can end the call.
    if mode == "lingering":
        while True:
            signal.pause()


if __name__ == "__main__":
    main(*sys.argv[1:])
