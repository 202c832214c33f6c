import JourneyScript

/// The tools the server offers, each a `Tool` holding its name, what it does (written
/// for the agent that reads `tools/list`), the JSON Schema of its arguments and its
/// handler. In a fixed order.
enum ToolCatalog {
    private static let session: JSONValue = ["type": "string", "description": "The session id launch or run_program returned (s1)."]
    private static let target: JSONValue = [
        "type": "string",
        "description": .string(
            "The element: a ref from a snapshot (e12), or a query as a journey writes it: buttons[\"loginButton\"], "
                + "tabBars.buttons[\"Cart\"], cells.element(boundBy: 0)."),
    ]
    private static let environment: JSONValue = [
        "type": "object", "additionalProperties": ["type": "string"],
        "description": "Environment variables added to the server's own.",
    ]
    private static let timeout: JSONValue = [
        "type": "number", "minimum": 0, "maximum": .int(ToolArguments.longestTimeoutSeconds),
        "description": "Seconds to wait at most (default 5).",
    ]

    /// The tool called `name`, if there is one: what a call is dispatched to.
    static func tool(named name: String) -> Tool? {
        tools.first { $0.name == name }
    }

    /// Every tool, in the order `tools/list` gives them.
    static let tools: [Tool] = [
        Tool(
            name: "launch",
            description: """
                Starts an app that speaks the automation protocol (the demo shop unless "app" names another executable) with \
                launch arguments (default --uitesting --reset-state) and environment. Returns the session id and the first \
                snapshot: every element with a ref (e12) to act on.
                """,
            properties: [
                "app": ["type": "string", "description": "Path of the app's executable; the demo shop by default."],
                "arguments": ["type": "array", "items": ["type": "string"], "description": "Launch arguments, e.g. [\"--uitesting\", \"--reset-state\"]."],
                "environment": environment,
            ], required: [], handler: .startsWork(Toolbox.launch)),
        Tool(
            name: "run_program",
            description: """
                Starts any program on a pseudo-terminal (80x24 unless columns and rows say), e.g. "less README.md". Returns the \
                session id, the screen once the program has drawn, and a snapshot of its elements read off the screen (refs \
                to act on, as an app's). Drive it with tap, type, press, swipe, wait and screen.
                """,
            properties: [
                "command": ["type": "string", "description": "The command line, split into words as a shell would."],
                "columns": ["type": "integer", "minimum": 10, "maximum": 500],
                "rows": ["type": "integer", "minimum": 2, "maximum": 200],
                "environment": environment,
            ], required: ["command"], handler: .startsWork(Toolbox.runProgram)),
        Tool(
            name: "snapshot",
            description: """
                The app's element tree as compact text (a program's, read off its screen): one element a line with its ref, \
                type, label, identifier, value and state ([disabled], [selected], [focused]), and whether the app or program is \
                idle or busy. With "since" (a snapshot's \
                number), only what changed: + new, ~ changed, - gone. Refs stay the same across snapshots.
                """, properties: ["session": session, "since": ["type": "integer", "minimum": 1]], required: ["session"],
            handler: .onSession(app: Toolbox.snapshot, program: Toolbox.snapshot)),
        Tool(
            name: "tap",
            description: """
                Taps an element (waiting until it can be tapped), then, if the app got busy, waits until it is idle. Returns \
                what changed since the last snapshot.
                """, properties: ["session": session, "target": target], required: ["session", "target"], handler: .onSession(app: Toolbox.tap, program: Toolbox.tap)),
        Tool(
            name: "type",
            description: """
                Types text into an element ("target"; \\n presses Enter), or without a target where a program's cursor is. \
                Returns what changed (without a target, the program's screen).
                """, properties: ["session": session, "text": ["type": "string"], "target": target], required: ["session", "text"],
            handler: .onSession(app: Toolbox.typeText, program: Toolbox.typeText)),
        Tool(
            name: "press",
            description: """
                Presses a key, named as a journey's press step names it: \(KeyName.names.joined(separator: ", ")), \
                \(KeyName.functionKeyRange), any single character (q, /), and ctrl-, alt-, shift- before a key (ctrl-s). A program takes the keys a terminal can send; an app refuses a key \
                it has no use for, naming it.
                """, properties: ["session": session, "key": ["type": "string"]], required: ["session", "key"], handler: .onSession(app: Toolbox.press, program: Toolbox.press)),
        Tool(
            name: "swipe", description: "Swipes up or down over an element (a list scrolls), or over the screen without a target.",
            properties: ["session": session, "direction": ["type": "string", "enum": ["up", "down"]], "target": target],
            required: ["session", "direction"], handler: .onSession(app: Toolbox.swipe, program: Toolbox.swipe)),
        Tool(
            name: "drag",
            description: """
                Drags an element onto another with the mouse: the button goes down on the middle of "target" and comes up on \
                the middle of "to". The app decides what the drag does (a row moves where it is dropped, a slider's knob, a \
                scroll bar). Both must be on the screen.
                """, properties: ["session": session, "target": target, "to": target], required: ["session", "target", "to"], handler: .onSession(app: Toolbox.drag, program: nil)),
        Tool(
            name: "wait",
            description: """
                Waits for a condition: "exists" or "gone" (an element, by target), "label" (the target's label becomes "text"), \
                or "text" (the screen shows "text"; for programs, "gone" with "text" and no target waits until it is not \
                shown, and "exit" until the program ends, saying its exit status). Returns as soon as it holds. On an app or \
                program that is idle and does not meet it, fails at once saying what it shows, instead of waiting out the \
                timeout.
                """,
            properties: [
                "session": session, "condition": ["type": "string", "enum": ["exists", "gone", "label", "text", "exit"]],
                "target": target, "text": ["type": "string"], "timeout": timeout,
            ], required: ["session", "condition"], handler: .onSession(app: Toolbox.wait, program: Toolbox.wait)),
        Tool(
            name: "ignore_work",
            description: """
                Stops later steps waiting for work the app reports by these names (as the snapshot's header shows them: \
                "worker poller", "timer 0.5 s"; an entry names each piece of work whose name begins with its words), added to \
                those ignored already (a toast's expiry, "toast", by default). Actions and reads then go ahead while only that \
                work is pending; waits still wait for what it brings. An empty list makes every step wait for all work again. \
                The saved journey says ignore work "…" (or ignore no work).
                """,
            properties: [
                "session": session,
                "work": ["type": "array", "items": ["type": "string", "minLength": 1], "description": "The work's names, e.g. [\"worker poller\"]."],
            ], required: ["session", "work"], handler: .onSession(app: Toolbox.ignoreWork, program: nil)),
        Tool(
            name: "screen", description: "The screen as text in a frame, and with \"svg\": true as an SVG picture too.",
            properties: ["session": session, "svg": ["type": "boolean"]], required: ["session"], handler: .onSession(app: Toolbox.screen, program: Toolbox.screen)),
        Tool(
            name: "close", description: "Ends a session: the app or program is terminated and its state directory removed.",
            properties: ["session": session], required: ["session"], handler: .closesSession),
        Tool(
            name: "run_journey",
            description: """
                Runs a .journey script, given as a file "path" or as "text", each in a fresh app (or program), and returns every \
                step's result and the first failure in full.
                """,
            properties: [
                "path": ["type": "string"], "text": ["type": "string"],
                "app": ["type": "string", "description": "Path of the app's executable; the demo shop by default."],
            ], required: [], handler: .startsWork(Toolbox.runJourney)),
        Tool(
            name: "save_journey",
            description: """
                Writes what was done in a session so far as a .journey script at "path" (a wait follows each action that left \
                the app busy; a program's keys are followed by a wait for what it drew), so the exploration replays as a \
                regression test with journey run. Returns the script and the path written. A file this server did not write \
                is replaced only with "overwrite": true (keeping its permissions); a symbolic link, a folder, a device or a \
                pipe never is.
                """,
            properties: [
                "session": session, "path": ["type": "string"],
                "overwrite": [
                    "type": "boolean",
                    "description": "Replace a file at \"path\" that this server did not write (false by default: it is refused).",
                ],
            ], required: ["session", "path"], handler: .onSession(app: Toolbox.saveJourney, program: Toolbox.saveJourney)),
    ]
}
