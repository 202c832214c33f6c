@testable import Driver
import ScreenModel
import Foundation
import Testing

@Suite("Terminal driver support: mouse encodings, output tails, program lookup, quoting")
struct TerminalSupportTests {
    @Test(
        "a click is a press and a release in the program's encoding, or a press alone in X10 mode",
        arguments: [
            (TerminalModes.MouseTracking.clicks, TerminalModes.MouseEncoding.sgr, "\u{1B}[<0;5;3M\u{1B}[<0;5;3m"),
            (.clicks, .legacy, "\u{1B}[M %#\u{1B}[M#%#"),
            (.presses, .legacy, "\u{1B}[M %#"),
            (.drags, .utf8, "\u{1B}[M %#\u{1B}[M#%#"),
        ])
    func click(tracking: TerminalModes.MouseTracking, encoding: TerminalModes.MouseEncoding, expected: String) {
        var modes = TerminalModes()
        modes.mouseTracking = tracking
        modes.mouseEncoding = encoding

        #expect(MouseEncoding.click(x: 4, y: 2, modes: modes) == Array(expected.utf8))
    }

    @Test("the legacy encoding cannot reach beyond column 223, and says so with nil")
    func legacyLimit() {
        var modes = TerminalModes()
        modes.mouseTracking = .clicks

        #expect(MouseEncoding.click(x: 223, y: 0, modes: modes) == nil)
        #expect(MouseEncoding.click(x: 222, y: 0, modes: modes) != nil)
    }

    @Test("the legacy encoding reaches row 223, as the byte 255, and nothing below it")
    func legacyRowLimit() {
        var modes = TerminalModes()
        modes.mouseTracking = .presses

        // Column 1 and row 223 (0-based 0 and 222), each plus 32, after ESC [ M and the button.
        #expect(MouseEncoding.click(x: 0, y: 222, modes: modes) == [0x1B, 0x5B, 0x4D, 32, 33, 255])
        #expect(MouseEncoding.click(x: 0, y: 223, modes: modes) == nil)
    }

    @Test("the output tail is a quoted literal a line, controls spelt as a script reads them, and stays bounded")
    func outputTail() {
        var tail = OutputTail(capacity: 16)

        tail.append(Array("\u{1B}[1mbold\u{7}\\\r\n".utf8))
        #expect(tail.escaped() == "\"\\u{1b}[1mbold\\u{7}\\\\\\u{d}\\n\"\n")
        tail.append([UInt8](repeating: UInt8(ascii: "x"), count: 100))
        #expect(tail.last == [UInt8](repeating: UInt8(ascii: "x"), count: 16))
    }

    @Test("a command with a slash is used as it is; a name is looked up on PATH in order")
    func programLookup() {
        #expect(ProgramLookup.resolve("/bin/sh", path: "/nowhere") == "/bin/sh")
        #expect(ProgramLookup.resolve("/no/such/program", path: nil) == nil)
        #expect(ProgramLookup.resolve("sh", path: "/nowhere:/bin:/usr/bin") == "/bin/sh")
        #expect(ProgramLookup.resolve("sh", path: "/nowhere") == nil)
        #expect(ProgramLookup.resolve("passwd", path: "/etc") == nil, "a file that is not executable is not a program")
    }

    @Test("an empty entry of PATH (a doubled or trailing colon) is the current directory, as in a shell")
    func emptyPathEntryIsCurrentDirectory() throws {
        let name = "lookup-probe-\(UUID().uuidString)"
        let file = FileManager.default.currentDirectoryPath + "/" + name
        try #require(FileManager.default.createFile(atPath: file, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755]))
        defer { try? FileManager.default.removeItem(atPath: file) }

        #expect(ProgramLookup.resolve(name, path: "/nowhere::/bin") == "./" + name)
        #expect(ProgramLookup.resolve(name, path: "/nowhere:") == "./" + name)
        #expect(ProgramLookup.resolve(name, path: "/nowhere:/bin") == nil)
    }

    @Test(
        "command lines quote words a shell would split",
        arguments: [
            ("less", "less"), ("README.md", "README.md"), ("two words", "'two words'"), ("it's", "'it'\\''s'"), ("", "''"),
        ])
    func shellQuoting(word: String, quoted: String) {
        #expect(word.shellQuoted == quoted)
    }
}
