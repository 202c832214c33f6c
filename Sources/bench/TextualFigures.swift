import Driver
import ScreenModel
import Foundation

/// The Textual adapter's figures: an unmodified Textual app (the adapter's example,
/// `Adapters/Textual/examples/counter.py`) driven through `journey-textual`, against the
/// same steps done by Textual's own `Pilot` in the app's process, in the same run.
enum TextualFigures {
    /// Where the adapter and its peer are: the launcher, the example app and the Pilot script.
    struct Setup {
        let launcher: String
        let python: String
        let counterApp: String
        let pilotScript: String
        let pexpectScript: String

        /// The setup of the package at `root`, when `Scripts/python-env` has installed the adapter.
        init?(root: String) {
            launcher = root + "/.build/python-env/bin/journey-textual"
            python = ProjectPython.executable(inPackage: root)
            counterApp = root + "/Adapters/Textual/examples/counter.py"
            pilotScript = root + "/Benchmarks/peers/textual_pilot.py"
            pexpectScript = root + "/Benchmarks/peers/textual_pexpect.py"
            guard FileManager.default.isExecutableFile(atPath: launcher) else { return nil }
        }

        /// An `App` of the example app through the launcher, at the size every figure uses.
        func counter(preparedLaunches: Bool = true) -> App {
            let app = App(executable: launcher, preparedLaunches: preparedLaunches)
            app.launchArguments = [counterApp, "--terminal-size", "80x40"]
            return app
        }
    }

    /// What the Pilot script prints: each figure's median and 99th percentile, in nanoseconds.
    struct PilotFigures: Decodable {
        struct Figure: Decodable {
            let median: Double
            let p99: Double
            let count: Int
        }

        let start: Figure
        let click: Figure
        let press: Figure
        let type: Figure
    }

    /// What the Pilot script prints with `--suite N`: how many tests it ran.
    struct PilotSuite: Decodable {
        let suite: Int
    }

    /// What the pexpect script prints: its journey's median and 99th percentile, in nanoseconds.
    struct PexpectFigures: Decodable {
        let journey: PilotFigures.Figure
    }

    /// What a type step types, through the adapter and through Pilot: a short line of a form.
    static let typedText = "Ada Lovelace, London N1"

    /// Runs the Pilot script: `runs` clicks, presses and typings of `typedText`, `starts` starts.
    static func pilot(_ setup: Setup, runs: Int, starts: Int) throws -> PilotFigures {
        try figures(running: setup.pilotScript, with: setup, arguments: "--runs \(runs) --starts \(starts) --text \(typedText.shellQuoted)")
    }

    /// The wall time, in nanoseconds, of a suite of `tests` Pilot tests, each starting the
    /// example until its first screen: the whole command, Python's start included.
    static func pilotSuite(_ setup: Setup, tests: Int) throws -> Double {
        var ran: PilotSuite?
        let wall = try time { ran = try figures(running: setup.pilotScript, with: setup, arguments: "--suite \(tests)") }
        guard ran?.suite == tests else { throw BenchError("the Pilot suite ran \(ran?.suite ?? 0) tests, not \(tests)") }
        return wall
    }

    /// The wall time, in nanoseconds, of `tests` launches of the example through the
    /// adapter, each until its first tree and then terminated, as a suite's tests launch
    /// it: the first prepares the interpreter the others are forked from (it must be the
    /// first launch of the launcher in this process for that to be counted).
    static func suite(_ setup: Setup, tests: Int) async throws -> Double {
        try await time {
            for _ in 0..<tests {
                let app = setup.counter()
                app.launchArguments.append("--reset-state")
                app.launchTimeout = .seconds(60)
                try await app.launch()
                // The app's own screen, as Pilot's test waits for it (under load, the first
                // tree can be the adapter's bare starting tree).
                guard try await app.buttons["add"].exists else {
                    throw BenchError("a launch showed no add button: the figure would be wrong")
                }
                await app.terminate()
            }
        }
    }

    /// Runs the pexpect script's journey `runs` times.
    static func pexpect(_ setup: Setup, runs: Int) throws -> PexpectFigures {
        try figures(running: setup.pexpectScript, with: setup, arguments: "--runs \(runs)")
    }

    /// The figures a peer script prints as the last line of its output, in JSON.
    private static func figures<Figures: Decodable>(running script: String, with setup: Setup, arguments: String) throws -> Figures {
        try PeerBaseline.lastLineJSON(running: [setup.python, script].map(\.shellQuoted).joined(separator: " ") + " " + arguments)
    }

    /// `launch()` to the first tree of the example app through the adapter: each launch
    /// forked from the prepared interpreter, or with `prepared` false a new Python process.
    static func launch(_ setup: Setup, runs: Int, prepared: Bool = true) async throws -> Statistics {
        let app = setup.counter(preparedLaunches: prepared)
        var samples: [Double] = []
        for _ in 0..<runs {
            samples.append(try await time { try await app.launch() })
            await app.terminate()
        }
        return Statistics(samples)
    }

    /// A tap on the example's checkbox until the driver has the tree it caused, as Pilot's
    /// `click` + `pause`; every tap must flip the checkbox (checked outside the timing).
    static func tapRoundTrip(_ setup: Setup, runs: Int) async throws -> Statistics {
        let app = setup.counter()
        try await app.launch()
        let checkbox = app.switches["loud"]
        var samples: [Double] = []
        for _ in 0..<runs {
            let before = try checkbox.instant.value
            samples.append(try await time { try await checkbox.tap() })
            guard try checkbox.instant.value != before else {
                await app.terminate()
                throw BenchError("a tap did not flip the checkbox: the figure would be wrong")
            }
        }
        await app.terminate()
        return Statistics(samples)
    }

    /// `typeText(typedText)` into the example's emptied name field until the driver has
    /// the tree it caused, as Pilot's `press` of the same keys + `pause`; every typing
    /// must leave the text as the field's value (checked outside the timing).
    static func typing(_ setup: Setup, runs: Int) async throws -> Statistics {
        let app = setup.counter()
        try await app.launch()
        let field = app.textFields["name"]
        var samples: [Double] = []
        for _ in 0..<runs {
            try await field.clearText()
            samples.append(try await time { try await field.typeText(typedText) })
            guard try field.instant.value == typedText else {
                await app.terminate()
                throw BenchError("the name field shows \(try field.instant.value ?? "nothing"), not \(typedText): the figure would be wrong")
            }
        }
        await app.terminate()
        return Statistics(samples)
    }

    /// The letters the journey types, one a step, as the pexpect peer's does.
    static let journeyLetters = "qwzvxyok"

    /// The pexpect peer's journey, driven by identifiers: launch and wait for the field,
    /// tap it, type eight letters one a step, each time reading the field's value.
    static func journey(_ setup: Setup, runs: Int) async throws -> Statistics {
        var samples: [Double] = []
        for _ in 0..<runs {
            let app = setup.counter()
            var typed = ""
            samples.append(
                try await time {
                    try await app.launch()
                    let field = app.textFields["name"]
                    try await field.tap()
                    for letter in journeyLetters {
                        try await field.typeText(String(letter))
                        typed.append(letter)
                        guard try field.instant.value == typed else { throw BenchError("the field does not show \(typed)") }
                    }
                })
            await app.terminate()
        }
        return Statistics(samples)
    }

    /// The figures, with their ratios to Pilot's and pexpect's.
    static func measure(_ setup: Setup, runs: (Int) -> Int) async throws -> [Figure] {
        let pilot = try pilot(setup, runs: runs(100), starts: runs(10))
        let tests = runs(100)
        let pilotSuite = try pilotSuite(setup, tests: tests)
        // First of this process's launches of the launcher: its wall time counts preparing the interpreter.
        let suite = try await suite(setup, tests: tests)
        let spawned = try await launch(setup, runs: runs(10), prepared: false)
        let launch = try await launch(setup, runs: runs(10))
        let tap = try await tapRoundTrip(setup, runs: runs(200))
        let typing = try await typing(setup, runs: runs(50))
        let pexpect = try pexpect(setup, runs: runs(20))
        let journey = try await journey(setup, runs: runs(20))
        return [
            Figure("textual", "Pilot: run_test() → first screen, in-process", value: (pilot.start.median, "ns")),
            Figure("textual", "Pilot: click + pause", value: (pilot.click.median, "ns")),
            Figure("textual", "Pilot: press + pause", value: (pilot.press.median, "ns")),
            Figure("textual", "Pilot: press of \(typedText.count) keys + pause", value: (pilot.type.median, "ns")),
            Figure(
                "textual", "launch() → first tree, forked from the prepared interpreter", statistics: launch,
                ratioToFloor: launch.median / pilot.start.median, ratioBasis: "Pilot start",
                target: "≤ 0.5× Pilot start", meetsTarget: launch.median <= pilot.start.median / 2),
            Figure(
                "textual", "launch() → first tree, a new Python process each", statistics: spawned,
                ratioToFloor: spawned.median / pilot.start.median, ratioBasis: "Pilot start"),
            Figure("textual", "Pilot: \(tests) run_test()s in one Python, wall time", value: (pilotSuite, "ns")),
            Figure(
                "textual", "\(tests) launches → first tree, wall time, preparing included", value: (suite, "ns"),
                ratioToFloor: suite / pilotSuite, ratioBasis: "Pilot suite",
                target: "< 1× Pilot suite", meetsTarget: suite < pilotSuite),
            Figure(
                "textual", "tap round trip, across the process boundary", statistics: tap,
                ratioToFloor: tap.median / pilot.click.median, ratioBasis: "Pilot click",
                target: "≤ 0.1× Pilot click + pause", meetsTarget: tap.median <= pilot.click.median / 10),
            Figure(
                "textual", "type \(typedText.count) characters, across the process boundary", statistics: typing,
                ratioToFloor: typing.median / pilot.type.median, ratioBasis: "Pilot typing",
                target: "≤ 0.5× Pilot press + pause", meetsTarget: typing.median <= pilot.type.median / 2),
            Figure("textual", "pexpect: 10-step journey through a pty", value: (pexpect.journey.median, "ns")),
            Figure(
                "textual", "10-step journey, launch included", statistics: journey,
                ratioToFloor: journey.median / pexpect.journey.median, ratioBasis: "pexpect",
                target: "≤ 0.3× pexpect", meetsTarget: journey.median <= pexpect.journey.median * 0.3),
        ]
    }
}
