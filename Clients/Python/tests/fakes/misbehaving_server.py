"""A stand-in for journey serve that answers hello, then breaks the protocol as its argument says."""

from __future__ import annotations

import json
import sys


def main(mode: str) -> None:
    for line in sys.stdin:
        request = json.loads(line)
        if request["method"] == "hello":
            version = 99 if mode == "wrong-version" else 1
            answer = {"jsonrpc": "2.0", "id": request["id"], "result": {"protocol": "journey-driver", "version": version, "methods": []}}
            sys.stdout.write(json.dumps(answer) + "\n")
            sys.stdout.flush()
            continue
        if mode == "garbage":
            sys.stdout.write("this is not json\n")
        elif mode == "huge":
            sys.stdout.write('{"jsonrpc":"2.0","id":' + str(request["id"]) + ',"result":"' + "x" * (65 << 20) + '"}\n')
        elif mode == "close":
            sys.stderr.write("the fake server gives up\n")
            sys.stderr.flush()
            return
        sys.stdout.flush()
        # Reads on: only the client's handling of what was sent can end the call.


if __name__ == "__main__":
    main(sys.argv[1])
