import Driver
import DriverTesting
import SystemLayer
import Testing

/// The pseudo-terminal driver against small programs every machine has: what it
/// sends, what it reads, how it waits and how it fails.
@Suite("Terminal driver", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .dedicatedThread)
struct TerminalDriverTests {
    @Test("typed text reaches the program and its echo is on the screen")
    func typingEchoes() async throws {
        let cat = try await Terminal.launch("cat")

        try await cat.type("hello, terminal\n")

        let screen = try await cat.wait(for: { $0.lines[1] == "hello, terminal" }, description: "cat's copy on the second row")
        #expect(screen.lines[0] == "hello, terminal", "the terminal's own echo")
        #expect(screen.cursor == Cursor(x: 0, y: 2))
        #expect(screen.find("hello, terminal").map(\.y) == [0, 1])
    }

    @Test("the program sees a terminal of the size asked for, TERM=xterm-256color, and its own session")
    func environment() async throws {
        let shell = try await Terminal.launch(
            "sh", arguments: ["-c", "stty size; echo \"TERM=$TERM\"; echo \"ids $$ $(cut -d' ' -f5,6 /proc/$$/stat)\"; exec cat"],
            columns: 100, rows: 30
        )

        let match = try await shell.wait(forMatch: /ids \d+ \d+ \d+/)

        #expect(shell.screen.lines[0] == "30 100")
        #expect(shell.screen.lines[1] == "TERM=xterm-256color")
        let ids = match.text.split(separator: " ").dropFirst().compactMap { Int32($0) }
        #expect(ids.count == 3 && Set(ids).count == 1, "pid, process group and session are one: \(match.text)")
        #expect(ids.first == shell.processIdentifier)
    }

    @Test("without a size, the program sees 80 columns by 24 rows, as in a new terminal window")
    func defaultSize() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "stty size; exec cat"])

        try await shell.wait(forText: "24 80")

        #expect(shell.screen.lines[0] == "24 80")
        #expect(shell.screen.columns == 80 && shell.screen.rows == 24)
    }

    @Test("launching again ends the run before it: the first program is gone when the second starts")
    func relaunchEndsThePreviousRun() async throws {
        let cat = try await Terminal.launch("cat")
        let first = try #require(cat.processIdentifier)

        try await cat.launch()

        let second = try #require(cat.processIdentifier)
        #expect(second != first)
        #expect(noSuchProcess(first), "the first cat, \(first), still exists")
        try await cat.type("again\n")
        try await cat.wait(for: { $0.lines[1] == "again" }, description: "the second cat's copy")
    }

    @Test("the scrollback keeps as many lines as scrollbackLimit says; a negative limit is none")
    func scrollbackLimit() async throws {
        let numbers = Terminal("sh", arguments: ["-c", "seq 1 10; exec cat"], rows: 4)
        numbers.scrollbackLimit = 3
        try await numbers.launch()

        let screen = try await numbers.wait(for: { $0.lines == ["8", "9", "10", ""] }, description: "the last three numbers")

        #expect(screen.scrollback == ["5", "6", "7"])
        numbers.scrollbackLimit = -5
        #expect(numbers.scrollbackLimit == 0)
    }

    @Test("Ctrl-C interrupts the program through the terminal's line discipline")
    func controlC() async throws {
        let cat = try await Terminal.launch("cat")
        try await cat.type("x")
        try await cat.wait(forText: "x")

        try await cat.press(.ctrl("c"))

        #expect(try await cat.waitForExit() == .signaled(Signal.interrupt))
    }

    @Test("an exit is reported with its status, and the last screen stays readable")
    func exitStatus() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo bye; exit 3"])

        let status = try await shell.waitForExit()

        #expect(status == .exited(3))
        #expect(shell.screen.lines[0] == "bye")
        #expect(!shell.isRunning)
    }

    @Test("a wait that the program's exit can no longer satisfy fails at once with appCrashed, the status and the screen")
    func exitDuringWait() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo working; read line; kill -SEGV $$"])
        try await shell.wait(forText: "working")
        let start = ContinuousClock.now

        let error = await #expect(throws: DriverError.self) {
            try await shell.type("go\n")
            try await shell.wait(forText: "done", timeout: .seconds(300))
        }

        // The code is the proof: a wait that ran out would be a timeout. The clock only
        // bounds it, at half the timeout, loose enough for a loaded machine.
        #expect(error?.code == .appCrashed)
        #expect(ContinuousClock.now - start < .seconds(150))
        #expect(error?.message.contains("signal 11 (SIGSEGV)") == true)
        #expect(error?.message.contains("wait for \"done\" on the screen") == true)
        let screen = try #require(error?.diagnostics?.terminal?.screen)
        #expect(screen.lines[0] == "working")
        #expect(error?.description.contains("|working") == true)
    }

    @Test("text that is already on the screen of an exited program still satisfies a wait")
    func waitAfterExit() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo answer=42"])
        _ = try await shell.waitForExit()

        let match = try await shell.wait(forText: "answer=42")

        #expect(match.x == 0 && match.y == 0)
    }

    @Test("a timeout names what it waited for and what the program was busy with, and shows the screen and the last output")
    func timeoutMessage() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "printf '\\033[1mready\\033[0m\\n'; while :; do :; done"])
        try await shell.wait(forText: "ready")

        let error = await #expect(throws: DriverError.self) {
            try await shell.wait(forText: "never", timeout: .milliseconds(200))
        }

        #expect(error?.code == .timeout)
        #expect(error?.terminalAction == .waitForText("never"))
        #expect(error?.message.hasPrefix("timeout: \"never\" appearing on the screen did not happen within 200 ms") == true)
        #expect(error?.message.contains("the program was still busy: running (sh ") == true, "\(error?.message ?? "")")
        let description = try #require(error?.description)
        #expect(description.contains("Screen of sh -c"))
        #expect(description.contains("|ready"))
        #expect(description.contains("\"\\u{1b}[1mready\\u{1b}[0m\\u{d}\\n\""))
    }

    @Test("a missing program fails to launch, naming it and the PATH searched")
    func missingProgram() async throws {
        let error = await #expect(throws: DriverError.self) {
            _ = try await Terminal.launch("no-such-program-here", environment: ["PATH": "/nowhere"])
        }

        #expect(error?.launchProblem == .programNotFound(command: "no-such-program-here", searchPath: "/nowhere"))
        #expect(error?.message == "launchFailed: cannot launch no-such-program-here: no program named no-such-program-here on PATH (/nowhere); install it, or give its full path")
    }

    @Test("a program that exits mid-wait fails it with appCrashed, naming the wait and the last input sent")
    func exitMidWait() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo ready; read line; exit 3"])
        try await shell.wait(forText: "ready")

        try await shell.type("q\n")
        let error = await #expect(throws: DriverError.self) { try await shell.wait(forText: "never") }

        let reason = try #require(error?.reason)
        guard case let .programCrashed(status, during, lastInput) = reason else {
            Issue.record("expected programCrashed, got \(reason)")
            return
        }
        #expect(status == .exited(3))
        #expect(error?.terminalAction == .waitForText("never"))
        guard case let .onTerminal(_, program) = during.action else {
            Issue.record("expected an action on the terminal, got \(during)")
            return
        }
        #expect(program == shell.commandLine)
        #expect(lastInput == .type("q\n"))
        #expect(
            error?.message == "appCrashed: the app ended with exit code 3 while the driver was trying to wait for \"never\" on the screen "
                + "(the last input sent: type \"q\\n\")")
    }

    @Test("a missing working directory fails to launch, naming it")
    func missingDirectory() async throws {
        let error = await #expect(throws: DriverError.self) {
            _ = try await Terminal.launch("cat", workingDirectory: "/no/such/directory")
        }

        #expect(error?.launchProblem == .cannotStartOnTerminal(.workingDirectory("/no/such/directory"), DriverError.SystemError(code: ErrorNumber.noSuchFile)))
        #expect(error?.message.contains("cannot change to the directory /no/such/directory: No such file or directory") == true)
    }

    @Test("resizing changes the screen and tells the program (SIGWINCH)")
    func resize() async throws {
        let shell = try await Terminal.launch(
            "sh", arguments: ["-c", "trap 'stty size' WINCH; echo ready; sleep 1000 & while :; do wait; done"], columns: 80, rows: 24
        )
        try await shell.wait(forText: "ready")

        try await shell.resize(columns: 100, rows: 30)

        try await shell.wait(forText: "30 100")
        #expect(shell.screen.columns == 100 && shell.screen.rows == 30)
    }

    @Test("a paste is bracketed only when the program asked for it (mode 2004)")
    func bracketedPaste() async throws {
        let shell = try await Terminal.launch(
            "sh", arguments: ["-c", "stty -echo raw; printf 'plain:'; od -An -tx1 -w64 -N 4; printf '\\033[?2004hbracketed:'; od -An -tx1 -w64 -N 13"])
        try await shell.wait(forText: "plain:")

        try await shell.paste("ab\nc")
        try await shell.wait(forText: "bracketed:")
        try await shell.paste("x")

        try await shell.wait(forText: " 1b 5b 32 30 31 7e")
        #expect(shell.screen.contains("plain: 61 62 0d 63"))
        #expect(shell.screen.contains("bracketed: 1b 5b 32 30 30 7e 78 1b 5b 32 30 31 7e"))
    }

    @Test("cursor keys follow the program's mode: ESC [ A normally, ESC O A in application mode")
    func applicationCursorKeys() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "stty -echo raw; printf 'normal:'; od -An -tx1 -N 3; printf '\\033[?1happlication:'; od -An -tx1 -N 3"])
        try await shell.wait(forText: "normal:")

        try await shell.press(.up)
        try await shell.wait(forText: "application:")
        try await shell.press(.up)

        try await shell.wait(forText: "application: 1b 4f 41")
        #expect(shell.screen.contains("normal: 1b 5b 41"))
    }

    @Test("a click reaches a program that turned on SGR mouse reporting, and is refused before")
    func click() async throws {
        let shell = try await Terminal.launch(
            "sh", arguments: ["-c", "stty -echo raw; printf 'target '; od -An -tx1 -N 1; printf '\\033[?1000h\\033[?1006hon:'; od -An -tx1 -w64 -N 18"])
        try await shell.wait(forText: "target")

        let refusal = await #expect(throws: DriverError.self) { try await shell.click(onText: "target") }
        try await shell.type("z")
        try await shell.wait(forText: "on:")
        try await shell.click(onText: "target")

        try await shell.wait(forText: "on: 1b 5b 3c 30 3b 33 3b 31 4d 1b 5b 3c 30 3b 33 3b 31 6d")
        #expect(refusal?.obstacle == .mouseReportingOff)
        #expect(refusal?.terminalAction == .click(x: 2, y: 0, onText: "target"))
        #expect(refusal?.message.hasPrefix("elementNotInteractable: cannot click(onText: \"target\") (sh -c ") == true)
        #expect(refusal?.message.contains("has not turned on mouse reporting") == true)
    }

    @Test("the settle wait returns once the output has been quiet, counting from the wait's start")
    func settle() async throws {
        // The program answers a line after a pause shorter than the quiet period.
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo ready; read line; sleep 0.1; i=0; while [ $i -lt 5 ]; do echo tick $i; i=$((i+1)); done; exec cat"])
        try await shell.wait(forText: "ready")
        try await shell.waitUntilQuiet(for: .milliseconds(500))

        try await shell.type("\n")
        let screen = try await shell.waitUntilQuiet(for: .milliseconds(500))

        #expect(screen.contains("tick 4"))
    }

    @Test("a Terminal that goes away kills its program's whole process group")
    func goingAwayKills() async throws {
        var shell: Terminal? = try await Terminal.launch("sh", arguments: ["-c", "trap '' HUP; sleep 1000 & echo child=$!; wait"])
        let match = try #require(try await shell?.wait(forMatch: /child=\d+/))
        let child = try #require(Int32(match.text.dropFirst(6)))
        let program = try #require(shell?.processIdentifier)

        shell = nil

        #expect(noSuchProcess(program))
        #expect(processExits(child, within: 2_000))
    }

    @Test("terminate hangs up on the program and reaps it")
    func terminate() async throws {
        let cat = try await Terminal.launch("cat")

        await cat.terminate()

        #expect(cat.exitStatus == .signaled(Signal.hangUp))
        #expect(!cat.isRunning)
    }

    @Test("every session is recorded as asciicast v2, with the program's output and the test's input")
    func recording() async throws {
        let cat = try await Terminal.launch("cat", columns: 40, rows: 10)
        try await cat.type("recorded\n")
        try await cat.wait(forText: "recorded")
        await cat.terminate()

        let lines = cat.recording.text.split(separator: "\n")

        #expect(lines[0].hasPrefix("{\"version\": 2, \"width\": 40, \"height\": 10, "))
        #expect(lines.contains { $0.hasSuffix("\"i\", \"recorded\\r\"]") })
        #expect(lines.contains { $0.contains("\"o\", \"recorded") })
    }

    @Test("asciinema plays a recording back to the screen it recorded", .requires(.asciinema))
    func asciinemaReplays() async throws {
        let folder = try TemporaryFolder()
        let shell = try await Terminal.launch(
            "sh", arguments: ["-c", "printf '\\033[1;31mred\\033[0m plain\\n'; read line; echo \"got $line\""], columns: 40, rows: 8
        )
        try await shell.wait(forText: "red plain")
        try await shell.type("it\n")
        try await shell.wait(forText: "got it")
        _ = try await shell.waitForExit()
        try shell.recording.write(to: folder.path + "/session.cast")

        let player = try await Terminal.launch("asciinema", arguments: ["play", "-s", "20", "-i", "0.05", folder.path + "/session.cast"], columns: 40, rows: 8)

        // asciinema is a Python program: its start-up alone can take seconds on a loaded machine.
        let replayed = try await player.wait(for: { $0.contains("got it") }, description: "the replay's last line", timeout: .seconds(30))
        #expect(replayed.lines[0] == "red plain")
        #expect(replayed.cell(x: 0, y: 0)?.attributes == Attributes(foreground: .red, style: .bold))
        #expect(try await player.waitForExit() == .exited(0))
    }
}
