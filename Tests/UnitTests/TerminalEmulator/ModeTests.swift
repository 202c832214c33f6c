import TerminalEmulator
import Testing

@Suite("Emulator: modes")
struct ModeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let input: String
        let check: @Sendable (TerminalModes) -> Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "DECCKM on", input: "\(esc)[?1h") { $0.applicationCursorKeys },
        Case(name: "DECCKM off again", input: "\(esc)[?1h\(esc)[?1l") { !$0.applicationCursorKeys },
        Case(name: "DECKPAM", input: "\(esc)=") { $0.applicationKeypad },
        Case(name: "DECKPNM", input: "\(esc)=\(esc)>") { !$0.applicationKeypad },
        Case(name: "bracketed paste", input: "\(esc)[?2004h") { $0.bracketedPaste },
        Case(name: "mouse clicks (1000)", input: "\(esc)[?1000h") { $0.mouseTracking == .clicks },
        Case(name: "mouse drags (1002)", input: "\(esc)[?1002h") { $0.mouseTracking == .drags },
        Case(name: "all mouse motion (1003)", input: "\(esc)[?1003h") { $0.mouseTracking == .motion },
        Case(name: "X10 mouse (9)", input: "\(esc)[?9h") { $0.mouseTracking == .presses },
        Case(name: "mouse off", input: "\(esc)[?1000h\(esc)[?1000l") { $0.mouseTracking == .off },
        Case(name: "SGR mouse encoding (1006)", input: "\(esc)[?1000;1006h") { $0.mouseEncoding == .sgr && $0.mouseTracking == .clicks },
        Case(name: "UTF-8 mouse encoding (1005)", input: "\(esc)[?1005h") { $0.mouseEncoding == .utf8 },
        Case(name: "focus events", input: "\(esc)[?1004h") { $0.focusEvents },
        Case(name: "autowrap off", input: "\(esc)[?7l") { !$0.autowrap },
        Case(name: "origin mode", input: "\(esc)[?6h") { $0.originMode },
        Case(name: "insert mode", input: "\(esc)[4h") { $0.insertMode },
        Case(name: "newline mode", input: "\(esc)[20h") { $0.newlineMode },
        Case(name: "reverse video", input: "\(esc)[?5h") { $0.reverseVideo },
        Case(name: "soft reset clears application cursor keys", input: "\(esc)[?1h\(esc)[!p") { !$0.applicationCursorKeys },
        Case(name: "a fresh terminal wraps and reports nothing", input: "") {
            $0.autowrap && !$0.applicationCursorKeys && !$0.bracketedPaste && $0.mouseTracking == .off
        },
    ]

    @Test("a DEC private or ANSI mode sequence sets the mode", arguments: cases)
    func setsMode(_ example: Case) {
        #expect(example.check(screen(after: example.input).modes))
    }

    @Test("without autowrap, printing past the last column overwrites it")
    func noAutowrapOverwrites() {
        let screen = screen(after: "\(esc)[?7labcdefghijKLM")

        #expect(screen.lines == ["abcdefghiM", "", "", ""])
    }

    @Test(
        "turning autowrap off drops a wrap still pending, and sets none: the next character, autowrap on again, stays on the line",
        arguments: [("abcdefghij", "abcdefghiX"), ("ab", "abX")])
    func autowrapOffDropsAPendingWrap(printed: String, line: String) {
        let screen = screen(after: printed + "\(esc)[?7l\(esc)[?7hX")

        #expect(screen.lines == [line, "", "", ""])
    }

    @Test("in origin mode, cursor addresses count from the scroll region's top")
    func originModeAddresses() {
        let screen = screen(after: "\(esc)[2;3r\(esc)[?6h\(esc)[1;1HX\(esc)[9;1HY")

        #expect(screen.lines == ["", "X", "Y", ""])
    }

    @Test("in newline mode, LF also returns the carriage")
    func newlineModeReturns() {
        #expect(screen(after: "\(esc)[20hab\ncd").lines == ["ab", "cd", "", ""])
    }
}
