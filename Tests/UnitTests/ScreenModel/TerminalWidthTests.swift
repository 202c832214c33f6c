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

@Suite("The end of text that fits a width")
struct SuffixFittingWidthTests {
    @Test(
        "characters are kept from the end while they fit: exactly, one over, wide characters whole, marks with their base",
        arguments: [
            ("", 5, ""),
            ("abc", 0, ""),
            ("abc", 3, "abc"),
            ("abcd", 3, "bcd"),
            ("abc", 9, "abc"),
            ("a日本", 4, "日本"),
            ("a日本", 3, "本"),
            ("a日本", 5, "a日本"),
            ("xcafe\u{301}", 4, "cafe\u{301}"),
        ])
    func suffixFitting(text: String, width: Int, kept: String) {
        #expect(String(text.suffix(fittingTerminalWidth: width)) == kept)
    }
}
