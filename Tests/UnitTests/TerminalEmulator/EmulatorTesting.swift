import TerminalEmulator

/// The escape character, so test inputs read like the sequences programs send.
let esc = "\u{1B}"

/// The screen of a fresh `columns` by `rows` emulator after it was fed `input`.
func screen(after input: String, columns: Int = 10, rows: Int = 4) -> TerminalScreen {
    var emulator = Emulator(columns: columns, rows: rows)
    emulator.feed(input)
    return emulator.screen
}

/// A sequence fed to an emulator and what it should leave, described for test names.
struct SequenceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    let lines: [String]
    var cursor: (x: Int, y: Int)?

    init(_ name: String, _ input: String, _ lines: [String], cursor: (x: Int, y: Int)? = nil) {
        self.name = name
        self.input = input
        self.lines = lines
        self.cursor = cursor
    }

    var testDescription: String { name }
}

import Testing
