import Driver
import Foundation
import SystemLayer

/// Idle read from the kernel, measured: across a corpus of programs, how many waits that
/// reported a program idle were false (its screen changed afterwards with no input), and
/// how soon a wait for idle returns after the program blocks, against a quiet period of
/// 50 ms in the same run (`bench --only idle`).
///
/// Each wait is one key or line sent, then `waitUntilIdle()`; the screen it returns is
/// watched for `window` (the horizon the waits use: a timer due later counts as nothing
/// due) by a wait for the output to stay quiet that long, and compared with the screen
/// after it.
enum IdleFigures {
    /// The horizon of the measured waits, and how long each idle screen is watched.
    static let window = Duration.milliseconds(250)

    /// One program of the corpus: how to start it, and the input of wait `n`.
    struct Subject {
        let name: String
        let command: String
        let arguments: [String]
        /// Text on the first screen, once it has drawn.
        let ready: String
        let input: (Int) -> Input
        /// For a test program: the script that makes it.
        var madeBy = "Scripts/build-test-programs"
    }

    /// What a wait follows: text typed, or a key pressed (in the mode the program asked for).
    enum Input {
        case text(String)
        case key(KeyPress)
    }

    /// A Python program that draws 30 lines a key in three parts with 0 to 80 ms of
    /// computing between them (more than a 50 ms quiet period allows), writes the
    /// monotonic clock to `stamps` just before it reads the next key, and quits on `q`.
    static func drawer(stamps: String) -> Subject {
        let source = """
            from os import read
            from sys import argv, stdout
            from time import monotonic, monotonic_ns
            from tty import setraw
            setraw(0)
            out = open(argv[1], 'a', buffering=1)
            n = 0
            def compute(ms):
                end = monotonic() + ms / 1000
                while monotonic() < end: pass
            stdout.write('\\x1b[2J\\x1b[Hready\\r\\n'); stdout.flush()
            while True:
                out.write('%d\\n' % monotonic_ns())
                key = read(0, 1)
                if key == b'q': break
                n += 1
                for part in range(3):
                    stdout.write('\\x1b[%d;1H' % (1 + part * 10))
                    stdout.write(''.join('key %d part %d line %d\\x1b[K\\r\\n' % (n, part, i) for i in range(10)))
                    stdout.flush()
                    if part < 2: compute((n * 37 + part * 11) % 81)
            """
        return Subject(name: "drawer", command: "python3", arguments: ["-u", "-c", source, stamps], ready: "ready", input: { _ in .text("k") })
    }

    /// The test programs `Scripts/build-test-programs` builds into `.build/test-programs/`:
    /// Go on Bubble Tea, drawing each frame itself and through Bubble Tea's renderer, which
    /// ticks 60 times a second; Rust on tui and crossterm; and, where `Scripts/python-env`
    /// made it, a Textual app run as a plain program, whose input thread polls every 100 ms.
    static func testPrograms(root: String) -> [Subject] {
        let built = root + "/.build/test-programs/"
        let fruitKeys: (Int) -> Input = { .key([KeyPress.down, .space, .down, .up][$0 % 4]) }
        return [
            Subject(name: "bubbletea-demo", command: built + "bubbletea-demo", arguments: [], ready: "elderberry", input: fruitKeys),
            Subject(name: "bubbletea-demo --renderer", command: built + "bubbletea-demo", arguments: ["--renderer"], ready: "elderberry", input: fruitKeys),
            Subject(
                name: "textual panels", command: root + "/.build/python-env/bin/python", arguments: [root + "/Adapters/Textual/examples/panels.py"],
                ready: "below the list", input: { .key([KeyPress.tab, .down, .down, .up, .backtab][$0 % 5]) }, madeBy: "Scripts/python-env"),
            Subject(
                name: "ratatui-demo", command: built + "ratatui-demo", arguments: [], ready: "0 tasks",
                input: { $0 % 2 == 0 ? .text("x") : .key(.backspace) }),
        ]
    }

    /// The real programs of the corpus, those installed, and the test programs, those built.
    static func programs(in directory: String) throws -> [Subject] {
        let file = directory + "/lines.txt"
        try (1...400).map { "line \($0)" }.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let menu = (1...10).flatMap { ["\($0)", "item \($0)"] }
        let all = [
            Subject(name: "less", command: "less", arguments: [file], ready: "line 1", input: { .text($0 % 2 == 0 ? " " : "b") }),
            Subject(name: "bash", command: "bash", arguments: ["--norc", "--noprofile"], ready: "bash-", input: { .text("echo step \($0)\n") }),
            Subject(name: "vim", command: "vim", arguments: ["--clean", "-n", "+startinsert"], ready: "-- INSERT --", input: { .text($0 % 10 == 9 ? "\n" : "x") }),
            Subject(
                name: "dialog", command: "dialog", arguments: ["--menu", "Pick one", "20", "40", "10"] + menu, ready: "item 10",
                input: { .key($0 % 20 < 10 ? .down : .up) }),
            Subject(name: "htop", command: "htop", arguments: [], ready: "PID", input: { .text($0 % 2 == 0 ? "P" : "M") }),
        ]
        return all.filter { ProgramLookup.resolve($0.command, path: Posix.environmentValue("PATH")) != nil }
            + testPrograms(root: packageRoot).filter { Posix.isExecutable($0.command) }
    }

    /// What the run measured.
    struct Result {
        var tally = IdleTally()
        /// Drawer only: from the program blocking to the wait for idle returning.
        var idleAfterBlock: [Double] = []
        /// Drawer only: from the program blocking to a 50 ms quiet period ending.
        var quietAfterBlock: [Double] = []
        /// Drawer only: quiet periods that ended before the program had finished drawing.
        var falseQuiet = 0
        var quietWaits = 0
        /// Programs the corpus could not run, and why.
        var skipped: [String] = []
        /// The real and test programs measured, each with its number of waits.
        var measured: [String] = []
        /// From sending the input to the wait for idle returning, every program.
        var settle: [Double] = []
    }

    /// Runs `waits` waits for idle over the corpus (half on the drawer, the rest spread over
    /// the real programs) and as many 50 ms quiet periods on the drawer.
    static func measure(waits: Int) async throws -> Result {
        let directory = try Posix.makeTemporaryDirectory("/tmp/bench-idle.XXXXXX")
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        var result = Result()
        let stamps = directory + "/stamps"
        let programs = try programs(in: directory)
        let names = ["less", "bash", "vim", "dialog", "htop"]
        result.skipped =
            names.filter { name in !programs.contains { $0.name == name } }.map { "\($0): not installed" }
            + testPrograms(root: packageRoot).filter { subject in !programs.contains { $0.name == subject.name } }
            .map { "\($0.name): not built (\($0.madeBy))" }
        let perProgram = programs.isEmpty ? 0 : (waits / 2) / programs.count
        try await measureDrawer(drawer(stamps: stamps), stamps: stamps, waits: waits - perProgram * programs.count, into: &result)
        for program in programs {
            try await measure(program, waits: perProgram, into: &result)
            result.measured.append("\(program.name) \(perProgram)")
        }
        return result
    }

    /// Starts `subject` and waits for its first screen, with the measured horizon.
    static func start(_ subject: Subject) async throws -> Terminal {
        let terminal = try await Terminal.launch(subject.command, arguments: subject.arguments, columns: 100, rows: 32)
        // Started with the default horizon: vim, starting, waits up to a second for the
        // terminal to answer its queries, which the measured horizon would call idle.
        try await terminal.wait(forText: subject.ready, timeout: .seconds(10))
        try await terminal.waitUntilIdle(timeout: .seconds(10))
        terminal.idleHorizon = window
        return terminal
    }

    /// One wait for idle after `input`, counted, with the time it took; returns when it
    /// returned, if the kernel said the program was idle.
    @discardableResult
    static func idleWait(on terminal: Terminal, input: Input, name: String, into result: inout Result) async throws -> UInt64? {
        let sent = monotonicNanoseconds()
        switch input {
        case let .text(text): try await terminal.type(text)
        case let .key(key): try await terminal.press(key)
        }
        do {
            let screen = try await terminal.waitUntilIdle(timeout: .seconds(5))
            let returned = monotonicNanoseconds()
            result.settle.append(Double(returned - sent))
            let betweenTicks: Bool
            switch terminal.idleJudgement {
            case .kernel?: betweenTicks = false
            case .betweenTicks?: betweenTicks = true
            case .quietPeriod?, nil:
                result.tally.count(.guessed, name: name)
                return nil
            }
            let later = try await terminal.waitUntilQuiet(for: window, timeout: .seconds(10))
            let changed = IdleTally.changed(
                from: (screen.text, (screen.cursor.x, screen.cursor.y)), to: (later.text, (later.cursor.x, later.cursor.y)))
            result.tally.count(.idle(changedAfter: changed, betweenTicks: betweenTicks), name: name)
            return returned
        } catch  where error.code == .timeout {
            result.tally.count(.busy, name: name)
            return nil
        }
    }

    static func measure(_ subject: Subject, waits: Int, into result: inout Result) async throws {
        let terminal = try await start(subject)
        for index in 0..<waits {
            try await idleWait(on: terminal, input: subject.input(index), name: "\(subject.name) #\(index)", into: &result)
        }
        await terminal.terminate()
    }

    /// The drawer, alternating waits for idle and 50 ms quiet periods, each timed from the
    /// stamp the program wrote as it blocked.
    static func measureDrawer(_ subject: Subject, stamps: String, waits: Int, into result: inout Result) async throws {
        let terminal = try await start(subject)
        for key in 1...(2 * waits) {
            if key % 2 == 1 {
                let returned = try await idleWait(on: terminal, input: .text("k"), name: "drawer key \(key)", into: &result)
                if let returned, let blocked = stamp(stamps, afterKey: key), blocked <= returned { result.idleAfterBlock.append(Double(returned - blocked)) }
            } else {
                try await terminal.type("k")
                let screen = try await terminal.waitUntilQuiet(for: .milliseconds(50), timeout: .seconds(5))
                let returned = monotonicNanoseconds()
                result.quietWaits += 1
                // Key N's drawing ends with the last line of its third part; a screen without it settled mid-draw.
                if !screen.text.contains("key \(key) part 2 line 9") { result.falseQuiet += 1 }
                if let blocked = stamp(stamps, afterKey: key), blocked <= returned { result.quietAfterBlock.append(Double(returned - blocked)) }
                try await terminal.waitUntilIdle(timeout: .seconds(5))
            }
        }
        try await terminal.type("q")
        _ = try await terminal.waitForExit()
    }

    /// The stamp the drawer wrote as it blocked after drawing key `key` (the first line is
    /// the one before the first key), nil when it has not written it.
    static func stamp(_ path: String, afterKey key: Int) -> UInt64? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n")
        return lines.indices.contains(key) ? UInt64(lines[key]) : nil
    }

    /// The figures of `result`.
    static func figures(_ result: Result) -> [Figure] {
        let idle = Statistics(result.idleAfterBlock)
        let quiet = Statistics(result.quietAfterBlock)
        var figures = [
            Figure(
                "idle", "false idles: " + result.tally.summary, value: (Double(result.tally.falseIdles.count), "false idles"),
                target: "0", meetsTarget: result.tally.falseIdles.isEmpty && result.tally.guessed == 0),
            Figure(
                "idle", "program blocks → waitUntilIdle() returns (drawer)", statistics: idle, target: "median ≤ 1 ms",
                meetsTarget: idle.median <= 1e6),
            Figure(
                "idle", "program blocks → waitUntilQuiet(50 ms) returns (drawer), same run", statistics: quiet,
                ratioToFloor: quiet.median / idle.median, ratioBasis: "idle"),
            Figure(
                "idle", "50 ms quiet periods that ended mid-draw (drawer): \(result.falseQuiet) of \(result.quietWaits)",
                value: (Double(result.falseQuiet), "early")),
            Figure("idle", "input sent → waitUntilIdle() returns, every program", statistics: Statistics(result.settle)),
        ]
        if !result.measured.isEmpty { figures.append(Figure("idle", "waits per program beside the drawer: " + result.measured.joined(separator: ", "))) }
        if !result.skipped.isEmpty { figures.append(Figure("idle", "left out: " + result.skipped.joined(separator: ", "))) }
        return figures
    }
}
