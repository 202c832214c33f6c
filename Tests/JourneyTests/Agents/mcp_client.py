"""An agent's session with `journey mcp`, through the official MCP Python SDK.

Spawns the server, lists its tools, signs in to the demo shop by identifiers (one tap by
a snapshot's ref), checks the dashboard, drives `less` through run_program, saves both
sessions as journeys and runs one with run_journey. Every check that fails raises, so the
exit status says whether the server behaved; the last line printed is `ok`.

    python mcp_client.py --journey PATH/journey --folder DIR [--mode auto|legacy]

With --hold it only opens an app and a program that ignores hang-ups, prints `ready` and
waits to be killed: for the tests that kill the client or the server mid-session.
"""

import argparse
import asyncio
import os
import re
import sys

from mcp import Client
from mcp.client.stdio import StdioServerParameters

TOOLS = {"launch", "run_program", "snapshot", "tap", "type", "press", "swipe", "drag", "wait", "ignore_work", "screen", "close",
         "run_journey", "save_journey"}


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


async def call(client, name, arguments, *, fails=False):
    """Calls a tool; checks it succeeded (or, with fails, that it failed); returns its text."""
    result = await client.call_tool(name, arguments, read_timeout_seconds=60)
    text = text_of(result)
    if bool(result.is_error) != fails:
        raise AssertionError(f"{name} {arguments}: expected {'a failure' if fails else 'success'}, got:\n{text}")
    print(f"--- {name} {arguments}\n{text[:400]}", flush=True)
    return text


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--journey", required=True, help="the journey executable")
    parser.add_argument("--folder", required=True, help="where journeys and the text less shows are written")
    parser.add_argument("--mode", default="auto", help="auto (discover, 2026-07-28) or legacy (initialize)")
    parser.add_argument("--hold", action="store_true", help="open two sessions, print ready, wait to be killed")
    options = parser.parse_args()

    environment = {key: os.environ[key] for key in ("PATH", "HOME", "DEMOAPP_PATH", "TUI_STATE_ROOT", "TMPDIR") if key in os.environ}
    server = StdioServerParameters(command=options.journey, args=["mcp"], env=environment, cwd=options.folder)
    async with Client(server, mode=options.mode) as client:
        version = client.protocol_version
        print(f"protocol {version}", flush=True)
        expect(version == ("2026-07-28" if options.mode == "auto" else "2025-11-25"), f"negotiated {version}")

        if options.hold:
            await call(client, "launch", {})
            await call(client, "run_program", {"command": "sh -c \"trap '' HUP INT TERM; echo holding; exec sleep 1000\""})
            print("ready", flush=True)
            await asyncio.Event().wait()

        tools = (await client.list_tools()).tools
        names = {tool.name for tool in tools}
        expect(names == TOOLS, f"tools/list gave {sorted(names)}")
        for tool in tools:
            expect(tool.input_schema.get("type") == "object" and tool.description, f"{tool.name} lacks a schema or description")

        # The shop: sign in by identifiers, the button by the ref the first snapshot gave it.
        launched = await call(client, "launch", {"arguments": ["--uitesting", "--reset-state"]})
        session = re.match(r"session (s\d+)", launched).group(1)
        login_ref = re.search(r"(e\d+) button .*#loginButton", launched)
        expect(login_ref, f"the first snapshot lists no loginButton:\n{launched}")
        await call(client, "type", {"session": session, "text": "user@example.com", "target": 'textFields["emailField"]'})
        await call(client, "type", {"session": session, "text": "securePass1", "target": 'secureTextFields["passwordField"]'})
        missing = await call(client, "wait", {"session": session, "condition": "exists", "target": 'buttons["noSuchButton"]',
                                              "timeout": 120}, fails=True)
        expect("noSuchButton" in missing, f"the failure does not name the query:\n{missing}")
        await call(client, "tap", {"session": session, "target": login_ref.group(1)})
        await call(client, "wait", {"session": session, "condition": "exists", "target": 'staticTexts["dashboardTitle"]'})
        await call(client, "wait", {"session": session, "condition": "label", "target": 'staticTexts["dashboardTitle"]', "text": "Shop"})
        dragged = await call(client, "drag", {"session": session, "target": 'cells["productCell_2"]', "to": 'cells["productCell_0"]'})
        expect(dragged.startswith('dragged cells["productCell_2"] to cells["productCell_0"]'), f"the drag says: {dragged}")
        snapshot = await call(client, "snapshot", {"session": session})
        expect("#dashboardTitle" in snapshot, f"the dashboard is not in the snapshot:\n{snapshot}")
        screen = await call(client, "screen", {"session": session, "svg": True})
        expect("<svg" in screen and "Shop" in screen, "the screen has no SVG or no Shop")
        saved = await call(client, "save_journey", {"session": session, "path": "sign-in.journey"})
        expect("PASSWORD_FIELD" in saved and "securePass1" not in saved, f"the secret leaked or is unnamed:\n{saved}")

        # A program on a terminal.
        with open(os.path.join(options.folder, "lines.txt"), "w") as lines:
            lines.write("".join(f"line {number} of the file\n" for number in range(1, 101)))
        started = await call(client, "run_program", {"command": "less lines.txt", "columns": 60, "rows": 12})
        program = re.match(r"session (s\d+)", started).group(1)
        await call(client, "wait", {"session": program, "condition": "text", "text": "line 1 of the file"})
        await call(client, "press", {"session": program, "key": "G"})
        await call(client, "wait", {"session": program, "condition": "text", "text": "line 100 of the file"})
        tapped = await call(client, "tap", {"session": program, "target": 'buttons["x"]'}, fails=True)
        expect('no element matches app.buttons["x"]' in tapped, f"tap on a program's missing element says: {tapped}")
        await call(client, "press", {"session": program, "key": "q"})
        await call(client, "save_journey", {"session": program, "path": "less.journey"})
        replay = await call(client, "run_journey", {"path": "less.journey"})
        expect(replay.startswith("PASSED"), f"run_journey: {replay}")

        await call(client, "close", {"session": session})
        await call(client, "close", {"session": program})
        await call(client, "snapshot", {"session": session}, fails=True)
    print("ok", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
