@testable import ScreenModel
import Testing

@Suite("Terminal width of text")
struct TerminalWidthTests {
    @Test(
        "text takes a column per printable character, none for controls and marks, two for wide characters",
        arguments: [
            ("", 0),
            ("Add to cart", 11),
            ("tab\there", 7),
            ("del\u{7F}", 3),
            ("café", 4),
            ("cafe\u{301}", 4),
            ("日本語", 6),
            ("a🎉b", 4),
            ("zero\u{200B}width", 9),
            ("done \u{2705}", 7),
            ("\u{FE10}\u{1160}\u{0600}", 3),
        ])
    func widthOfText(text: String, columns: Int) {
        #expect(text.terminalWidth == columns)
        #expect(text[...].terminalWidth == columns)
    }
}
