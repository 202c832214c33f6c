import Driver
import DriverTesting
import SystemLayer
import Testing

/// Idle read from the kernel, against programs whose waits are known: a wait for idle
/// ends once every thread of the foreground group waits for input and what it wrote is on
/// the screen; a wait the idle program cannot meet fails at once; a busy program is named
/// with what it is busy with.
@Suite("Idle, from the kernel", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .dedicatedThread)
struct ProgramIdleTests {
    /// A Python program given as `-c` source, unbuffered.
    static func python(_ source: String) async throws -> Terminal {
        try await Terminal.launch("python3", arguments: ["-u", "-c", source])
    }

    @Test("a program blocked reading the terminal is idle, and what it wrote before blocking is on the screen")
    func idleAfterOutput() async throws {
        let cat = try await Terminal.launch("cat")
        try await cat.type("hello, idle\n")

        let screen = try await cat.waitUntilIdle()

        #expect(screen.lines[0] == "hello, idle" && screen.lines[1] == "hello, idle", "the echo and cat's copy: \(screen.lines[0...1])")
        #expect(cat.idleJudgement == .kernel)
    }

    @Test("every line a program writes in a burst before it blocks is on the screen the wait returns")
    func burstThenIdle() async throws {
        let program = try await Self.python("import sys\nfor i in range(300): print('line', i)\nsys.stdin.read(1)")

        let screen = try await program.waitUntilIdle()

        #expect(screen.lines[22] == "line 299", "the last line before the cursor's row: \(screen.lines[22])")
    }

    @Test("a wait for text an idle program does not show fails at once, saying it is idle, waiting for a key")
    func idleWaitFailsAtOnce() async throws {
        let cat = try await Terminal.launch("cat")
        cat.timeout = .seconds(30)

        let error = try await #require(throws: DriverError.self) { try await cat.wait(forText: "never shown") }

        guard case let .programIdle(_, waited) = error.reason else {
            Issue.record("not an idle failure: \(error.message)")
            return
        }
        #expect(waited < .seconds(10), "it failed at once, not at the timeout: \(waited)")
        #expect(error.message.contains("the program is idle, waiting for a key"), "\(error.message)")
    }

    @Test("a program that computes is busy running, and a wait for idle that ends says so")
    func runningIsBusy() async throws {
        let spinner = try await Self.python("print('spinning')\nwhile True: pass")
        try await spinner.wait(forText: "spinning")
        spinner.timeout = .milliseconds(300)

        let error = try await #require(throws: DriverError.self) { try await spinner.waitUntilIdle() }

        guard case let .programBusy(_, _, busyWith) = error.reason else {
            Issue.record("not a busy failure: \(error.message)")
            return
        }
        #expect(busyWith.hasPrefix("running (python3 "), "\(busyWith)")
    }

    @Test("a timer due sooner than the horizon is busy; raising the horizon past it makes the program idle")
    func timersAndTheHorizon() async throws {
        let program = try await Self.python("import select, sys\nprint('ready')\nwhile True: select.select([sys.stdin], [], [], 0.4)")
        try await program.wait(forText: "ready")
        program.timeout = .milliseconds(300)

        let error = try await #require(throws: DriverError.self) { try await program.waitUntilIdle() }
        guard case let .programBusy(_, _, busyWith) = error.reason else {
            Issue.record("not a busy failure: \(error.message)")
            return
        }
        #expect(busyWith.hasPrefix("a timer due in 400 ms"), "\(busyWith)")

        program.idleHorizon = .milliseconds(400)
        program.timeout = .seconds(5)
        try await program.waitUntilIdle()
        #expect(program.idleJudgement == .kernel)
    }

    @Test("a shell waiting for its child in the foreground group is no work: the child reading the terminal decides")
    func shellWaitingForChild() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "cat; echo done"])
        try await shell.type("one\n")

        let screen = try await shell.waitUntilIdle()

        #expect(screen.lines[1] == "one")
    }

    @Test("a program reading a pipe that a helper outside its group writes (mc's cons.saver calls setsid) is busy until the helper answers")
    func pipeWrittenOutsideTheGroup() async throws {
        let folder = try Posix.makeTemporaryDirectory("/tmp/idle-gate-XXXXXX")
        let gate = folder + "/gate"
        defer {
            Posix.unlink(gate)
            Posix.removeDirectory(folder)
        }
        let script = #"mkfifo "$1"; exec 3< <(setsid sh -c 'read line < "$0"; echo "answer $line"' "$1"); read reply <&3; echo "got $reply"; read key"#
        let program = try await Terminal.launch("bash", arguments: ["-c", script, "bash", gate])
        program.timeout = .milliseconds(300)

        let error = try await #require(throws: DriverError.self) { try await program.waitUntilIdle() }

        guard case let .programBusy(_, _, busyWith) = error.reason else {
            Issue.record("not a busy failure: \(error.message)")
            return
        }
        #expect(busyWith.hasPrefix("reading a pipe that sh "), "\(busyWith)")
        #expect(busyWith.contains(", outside the foreground group, holds (bash "), "\(busyWith)")
        let writer = try Posix.open(gate, .writeOnly)
        try Posix.writeAll(writer, Array("opened\n".utf8))
        Posix.close(writer)
        program.timeout = .seconds(10)
        let screen = try await program.waitUntilIdle()
        #expect(screen.contains("got answer opened"), "\(screen.text)")
    }

    @Test("threads waiting on each other with no timeout leave a program idle; the main thread reads the terminal")
    func threadsWaitingOnEachOther() async throws {
        let program = try await Self.python(
            "import sys, threading\nevent = threading.Event()\nthreading.Thread(target=event.wait, daemon=True).start()\n"
                + "print('threads up')\nsys.stdin.read(1)")

        let screen = try await program.waitUntilIdle()

        #expect(screen.contains("threads up"), "\(screen.text)")
        #expect(program.idleJudgement == .kernel)
    }

    @Test("a wait for the exit of a program idle at its prompt keeps waiting: a watcher sees the key sent meanwhile end it")
    func exitWaitWhileIdle() async throws {
        let cat = try await Terminal.launch("cat")
        try await cat.waitUntilIdle()
        let watcher = Task { try await cat.waitForExit(timeout: .seconds(30)) }
        try await cat.waitUntilIdle()

        try await cat.press(.ctrl("d"))

        #expect(try await watcher.value == .exited(0))
    }
}
