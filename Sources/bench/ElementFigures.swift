import Driver
import Foundation
import ScreenElements
import SystemLayer

/// Elements read off a program's screen, measured (`bench --only elements`): what reading
/// the element tree of a 200×60 screen costs against what the emulator spent parsing the
/// output that drew it, and a tap on an element read off the screen against a keystroke's
/// round trip to the screen, on one program in one run.
enum ElementFigures {
    /// The size of the screens read.
    static let size = (columns: 200, rows: 60)

    /// The output that drew one screen, from a blank terminal.
    struct Drawing {
        let name: String
        let output: [UInt8]
    }

    /// What reading one drawing cost: CPU time of the thread, in nanoseconds, per run.
    struct Reading {
        let name: String
        let bytes: Int
        let elements: Int
        let parse: Statistics
        let infer: Statistics
    }

    /// The programs whose first screen is read, those installed: each started at 200×60,
    /// and its output from the start until the kernel says it is idle kept.
    static func programs(in directory: String) -> [(name: String, command: String, arguments: [String], ready: String)] {
        let items = (1...40).flatMap { ["tag\($0)", "item number \($0)"] }
        let checks = (1...40).flatMap { ["svc\($0)", "service \($0)", $0 % 3 == 0 ? "on" : "off"] }
        let all = [
            ("htop", "htop", [String](), "PID"),
            ("dialog --menu", "dialog", ["--title", "Pick", "--menu", "Pick one", "50", "80", "40"] + items, "tag40"),
            ("whiptail --checklist", "whiptail", ["--title", "Services", "--checklist", "Enable", "50", "80", "40"] + checks, "svc40"),
            ("mc", "mc", ["--nosubshell", directory], "Left"),
        ]
        return all.filter { ProgramLookup.resolve($0.1, path: Posix.environmentValue("PATH")) != nil }
    }

    /// The output `command` wrote from its start until it was idle, its screen showing `ready`.
    static func firstDrawing(name: String, command: String, arguments: [String], ready: String, home: String) async throws -> Drawing {
        let terminal = try await Terminal.launch(command, arguments: arguments, environment: ["HOME": home], columns: size.columns, rows: size.rows)
        try await terminal.wait(forText: ready, timeout: .seconds(10))
        try await terminal.waitUntilIdle(timeout: .seconds(10))
        let output = terminal.recording.events.filter { $0.kind == .output }.map(\.data).joined()
        await terminal.terminate()
        return Drawing(name: name, output: Array(output.utf8))
    }

    /// A form as dense as a 200×60 screen holds: a titled frame, a table of 50 rows of four
    /// columns with one row highlighted, check boxes, a field, a row of buttons and a key bar,
    /// each cell coloured.
    static var denseForm: Drawing {
        let escape = "\u{1B}"
        var text = "\(escape)[?1049h\(escape)[H\(escape)[2J\(escape)[44m┌" + String(repeating: "─", count: 90) + " Orders " + String(repeating: "─", count: 100) + "┐"
        for row in 2...57 {
            text += "\(escape)[\(row);1H│\(escape)[37;44m"
            switch row {
            case 2...51:
                let highlighted = row == 9
                if highlighted { text += "\(escape)[7m" }
                text += "order-\(row)".padding(30) + "  customer \(row * 7)".padding(50) + "  \(row * 13).50 EUR".padding(40) + "  shipped".padding(76)
                if highlighted { text += "\(escape)[27m" }
            case 53: text += "[x] Gift wrap".padding(40) + "[ ] Express".padding(40) + "[ ] Insured".padding(118)
            case 55: text += "Note: \(escape)[4m" + String(repeating: " ", count: 60) + "\(escape)[24m" + String(repeating: " ", count: 132)
            case 57: text += String(repeating: " ", count: 60) + "< OK >    < Cancel >    < Help >".padding(138)
            default: text += String(repeating: " ", count: 198)
            }
            text += "│"
        }
        text += "\(escape)[58;1H└" + String(repeating: "─", count: 198) + "┘\(escape)[0m"
        text += "\(escape)[60;1H" + (1...10).map { "F\($0)\(escape)[30;46mAction\($0)\(escape)[0m " }.joined()
        return Drawing(name: "a dense form (generated)", output: Array(text.utf8))
    }

    /// Parses `drawing` on a blank 200×60 emulator and reads its tree, `runs` times each,
    /// timing the feeding thread's CPU time.
    static func read(_ drawing: Drawing, runs: Int) -> Reading {
        var parses: [Double] = [], infers: [Double] = []
        var elements = 0
        for _ in 0..<runs {
            var emulator = Emulator(columns: size.columns, rows: size.rows)
            let parseStart = ProcessAccounting.threadCPUTime.nanosecondsValue
            drawing.output.withUnsafeBufferPointer { emulator.feed($0) }
            let screen = emulator.screen
            let inferStart = ProcessAccounting.threadCPUTime.nanosecondsValue
            let tree = ScreenReader.tree(of: screen)
            let inferEnd = ProcessAccounting.threadCPUTime.nanosecondsValue
            parses.append(inferStart - parseStart)
            infers.append(inferEnd - inferStart)
            elements = tree.elementCount - 1
        }
        return Reading(name: drawing.name, bytes: drawing.output.count, elements: elements, parse: Statistics(parses), infer: Statistics(infers))
    }

    /// A program whose menu's cells are tapped: by mouse where it turned the mouse on, by
    /// keys where not.
    struct TapSubject {
        let command: String
        /// How the tap is done, for the figure's name.
        let how: String
        /// The two cells tapped in turn.
        let cells: (String, String)
    }

    /// The tapped programs: dialog, where a tap is a click (which ncurses holds for its
    /// click interval, 166 ms by default, to tell it from a double click), and whiptail,
    /// which reads no mouse, so a tap on a cell one row from the selection is one Down or Up.
    static let tapSubjects = [
        TapSubject(command: "dialog", how: "by mouse, two cells apart", cells: ("tag3", "tag5")),
        TapSubject(command: "whiptail", how: "by keys, one row from the selection", cells: ("tag3", "tag4")),
    ]

    /// What one tapped program measured.
    struct TapReading {
        let subject: TapSubject
        let tap: Statistics
        let keystroke: Statistics
    }

    /// A tap on a cell of `subject`'s menu, then the wait for the program idle, against a
    /// key pressed on it (Down or Up, then the same wait), alternating, `runs` of each; nil
    /// when the program is not installed.
    static func tapAgainstKeystroke(_ subject: TapSubject, runs: Int) async throws -> TapReading? {
        guard ProgramLookup.resolve(subject.command, path: Posix.environmentValue("PATH")) != nil else { return nil }
        let items = (1...10).flatMap { ["tag\($0)", "item \($0)"] }
        let program = try await Terminal.launch(subject.command, arguments: ["--menu", "Pick one", "20", "40", "10"] + items)
        try await program.wait(forText: "tag10", timeout: .seconds(10))
        try await program.waitUntilIdle(timeout: .seconds(10))
        try await program.cells[subject.cells.0].tap()
        var taps: [Double] = [], keystrokes: [Double] = []
        for index in 0..<runs {
            // The other cell each time; after the keystroke's Down, an Up puts the selection back on it.
            let cell = program.cells[index % 2 == 0 ? subject.cells.1 : subject.cells.0]
            taps.append(
                try await time {
                    try await cell.tap()
                    try await program.waitUntilIdle()
                })
            keystrokes.append(
                try await time {
                    try await program.press(.down)
                    try await program.waitUntilIdle()
                })
            try await program.press(.up)
            try await program.waitUntilIdle()
        }
        await program.terminate()
        return TapReading(subject: subject, tap: Statistics(taps), keystroke: Statistics(keystrokes))
    }

    /// The figures: each reading's median inference against its median parse (target at
    /// most 1×), and each tap against the keystroke on the same program (target at most 2×).
    static func figures(_ readings: [Reading], taps: [TapReading], leftOut: [String]) -> [Figure] {
        var figures = readings.map { reading in
            let ratio = reading.infer.median / reading.parse.median
            return Figure(
                "elements",
                "read the tree of \(reading.name), 200×60 (\(reading.elements) elements; parsing its \(reading.bytes / 1_024) KiB drawing is the basis)",
                statistics: reading.infer, ratioToFloor: ratio, ratioBasis: "parse", target: "≤ 1× parse", meetsTarget: ratio <= 1)
        }
        for reading in taps {
            let name = reading.subject.command
            figures.append(Figure("elements", "Down or Up on \(name) --menu → idle", statistics: reading.keystroke))
            let ratio = reading.tap.median / reading.keystroke.median
            figures.append(
                Figure(
                    "elements", "tap a cell read off \(name) --menu, \(reading.subject.how) → idle", statistics: reading.tap, ratioToFloor: ratio,
                    ratioBasis: "keystroke", target: "≤ 2× keystroke", meetsTarget: ratio <= 2))
        }
        if !leftOut.isEmpty { figures.append(Figure("elements", "left out: " + leftOut.joined(separator: ", "))) }
        return figures
    }

    /// Measures every figure: the dense form and each installed program's first screen,
    /// then the tap and the keystroke.
    static func measure(runs: Int, taps: Int) async throws -> [Figure] {
        let directory = try Posix.makeTemporaryDirectory("/tmp/bench-elements.XXXXXX")
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        var readings = [read(denseForm, runs: runs)]
        let programs = programs(in: directory)
        for program in programs {
            let drawing = try await firstDrawing(name: program.name, command: program.command, arguments: program.arguments, ready: program.ready, home: directory)
            readings.append(read(drawing, runs: runs))
        }
        var tapped: [TapReading] = []
        for subject in tapSubjects {
            if let reading = try await tapAgainstKeystroke(subject, runs: taps) { tapped.append(reading) }
        }
        let leftOut = ["htop", "dialog", "whiptail", "mc"].filter { name in !programs.contains { $0.command == name } }.map { "\($0): not installed" }
        return figures(readings, taps: tapped, leftOut: leftOut)
    }
}
