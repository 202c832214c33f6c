import Driver
import SystemLayer

/// Figures for programs on a pseudo-terminal, beside the tree channel's.
enum TerminalFigures {
    /// `Terminal.launch` of `echo ready` until "ready" is on the emulated screen, and
    /// then until the program is reaped.
    static func launchToFirstOutput(runs: Int) async throws -> (firstOutput: Statistics, reaped: Statistics) {
        var firstOutputs: [Double] = [], totals: [Double] = []
        for _ in 0..<runs {
            var terminal: Terminal?
            let firstOutput = try await time {
                terminal = try await Terminal.launch("echo", arguments: ["ready"])
                try await terminal?.wait(forText: "ready")
            }
            let reaped = try await time { _ = try await terminal?.waitForExit() }
            firstOutputs.append(firstOutput)
            totals.append(firstOutput + reaped)
        }
        return (Statistics(firstOutputs), Statistics(totals))
    }

    /// A keystroke sent to `cat` (in raw mode, so it echoes each byte at once) until
    /// the screen shows its echo: alternately a letter and a carriage return, so the
    /// cursor moves every time.
    static func keystrokeToScreen(runs: Int) async throws -> Statistics {
        let cat = try await Terminal.launch("sh", arguments: ["-c", "stty raw -echo; printf 'ready\\r\\n'; exec cat"])
        try await cat.wait(forText: "ready")
        try await cat.wait(for: { $0.cursor == Cursor(x: 0, y: 1) }, description: "the cursor under ready")
        var samples: [Double] = []
        for index in 0..<runs {
            let typesLetter = index % 2 == 0
            samples.append(
                try await time {
                    try await cat.type(typesLetter ? "a" : "\r")
                    try await cat.wait(for: { $0.cursor.x == (typesLetter ? 1 : 0) }, description: "the echo")
                })
        }
        await cat.terminate()
        return Statistics(samples)
    }

    /// The emulator's parse rate on `output`, fed in 64 KiB chunks as the driver reads
    /// them: bytes per second of the feeding thread's CPU time (so other work on a
    /// shared machine does not count against it), the best of `runs`.
    static func parseRate(of output: [UInt8], runs: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            var emulator = Emulator(columns: 80, rows: 24)
            let start = threadCPUNanoseconds()
            output.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count {
                    let end = min(buffer.count, offset + 65_536)
                    emulator.feed(UnsafeBufferPointer(rebasing: buffer[offset..<end]))
                    offset = end
                }
            }
            let elapsed = threadCPUNanoseconds() - start
            precondition(!emulator.screen.text.isEmpty)
            best = min(best, elapsed)
        }
        return Double(output.count) / (best / 1e9)
    }

    /// The CPU time this thread has used, in nanoseconds.
    private static func threadCPUNanoseconds() -> Double {
        ProcessAccounting.threadCPUTime.nanosecondsValue
    }
}

extension TerminalFigures {
    /// Measures every pty figure and appends it, beside the tree channel's: launch to
    /// first output against the spawn floor, a keystroke's echo against the pipe echo,
    /// the parse rate, and the shop journey both ways.
    static func measure(
        spawnFloor spawn: Statistics, echoFloor echo: Statistics, appPath: String, runs: (Int) -> Int
    ) async throws -> [Figure] {
        var figures: [Figure] = []
        let (firstOutput, reaped) = try await launchToFirstOutput(runs: runs(300))
        figures.append(Figure("pty", "launch `echo ready` → on the screen", statistics: firstOutput, ratioToFloor: firstOutput.median / spawn.median))
        figures.append(Figure("pty", "launch → exit, reaped", statistics: reaped, ratioToFloor: reaped.median / spawn.median))

        let keystroke = try await keystrokeToScreen(runs: runs(2_000))
        figures.append(Figure("pty", "keystroke → echo on the screen (cat)", statistics: keystroke, ratioToFloor: keystroke.median / echo.median))

        for (name, output) in [("plain text", TypicalOutput.text), ("shell colours", TypicalOutput.shell), ("full-screen redraws", TypicalOutput.fullScreen)] {
            let rate = parseRate(of: output, runs: max(3, runs(20)))
            figures.append(
                Figure(
                    "pty", "emulator parse rate, \(name) (CPU time)", value: (rate / 1e6, "MB/s"),
                    target: "≥ 100 MB/s", meetsTarget: rate >= 100e6))
        }

        let (tree, terminal) = try await TerminalJourneyFigures.journeys(appPath, runs: runs(100))
        figures.append(Figure("pty", "10-step shop journey over the tree channel", statistics: tree))
        figures.append(Figure("pty", "10-step shop journey through the pty", statistics: terminal))
        return figures
    }
}
