@testable import Driver
import TerminalEmulator
import Testing

/// A screen's look: what tells a redraw that brings back a look already seen from one
/// that shows something new.
@Suite("Screen look")
struct ScreenLookTests {
    static func look(_ output: String) -> Int {
        var terminal = Emulator(columns: 20, rows: 3)
        terminal.feed(output)
        return terminal.screen.look
    }

    @Test("screens drawn alike look alike, however they were drawn")
    func alike() {
        #expect(Self.look("name: ann") == Self.look("name: bob\r\u{1b}[6Cann"))
    }

    @Test("a cell's paint alone, its character alone, the cursor's place and its visibility each change the look")
    func differences() {
        let plain = Self.look("name: ann\u{1b}[1;1H")
        #expect(plain != Self.look("name: \u{1b}[7ma\u{1b}[0mnn\u{1b}[1;1H"), "a cursor drawn as inverse video")
        #expect(plain != Self.look("name: anne\u{1b}[1;1H"))
        #expect(plain != Self.look("name: ann\u{1b}[1;2H"))
        #expect(plain != Self.look("name: ann\u{1b}[1;1H\u{1b}[?25l"))
        #expect(Self.look("a\r\nb") != Self.look("b\r\na"), "rows in another order")
    }
}
