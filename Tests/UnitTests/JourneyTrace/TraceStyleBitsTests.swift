import JourneyTrace
import TerminalEmulator
import Testing

/// A trace's style bits are a file format: each terminal style is its documented bit,
/// alone, so a report or another reader draws what the program drew.
@Suite("Trace style bits")
struct TraceStyleBitsTests {
    @Test(
        "each style a program sets is stored as its own documented bit and nothing else",
        arguments: [
            ("1", 1), ("2", 2), ("7", 4), ("4", 8), ("3", 16),
        ])
    func styleBit(parameter: String, bit: Int) throws {
        var emulator = Emulator(columns: 10, rows: 1)
        emulator.feed("\u{1B}[\(parameter)mab\u{1B}[0mcd")

        let runs = try #require(TraceScreen(emulator.screen).runs)

        #expect(runs == [TraceScreen.Run(row: 0, start: 0, length: 2, style: bit)])
    }

    @Test("a trace drawn in colour sets each run's own style and no other", arguments: ["1", "2", "7", "4", "3"])
    func drawnInColour(parameter: String) {
        var emulator = Emulator(columns: 4, rows: 1)
        emulator.feed("\u{1B}[\(parameter)mab\u{1B}[0mcd")

        let lines = TraceText.draw(TraceScreen(emulator.screen), colours: true)

        #expect(lines.contains { $0.contains("\u{1B}[0;\(parameter)mab\u{1B}[0mcd") }, "\(lines)")
    }
}
