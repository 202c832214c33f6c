@testable import TerminalEmulator
import Testing

@Suite("A colour as xterm reports it to a program that asks")
struct ColourReportTests {
    @Test("#rrggbb is rgb:rrrr/gggg/bbbb, each byte twice, in lower case")
    func reportsEachByteTwice() {
        #expect(Palette.xtermColourReport("#e5e5e5") == "rgb:e5e5/e5e5/e5e5")
        #expect(Palette.xtermColourReport("#00FF7a") == "rgb:0000/ffff/7a7a")
    }

    @Test("anything but # and six hex digits has no report", arguments: ["e5e5e5", "#e5e5e", "#e5e5e5e", "#gg0000", "", "#"])
    func malformedHasNoReport(_ hex: String) {
        #expect(Palette.xtermColourReport(hex) == nil)
    }
}
