@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Wrapping text")
struct TextWrappingTests {
    @Test(
        "text breaks at spaces into lines of at most the width, a line filled exactly when it fits",
        arguments: [
            ("one two three", 7, ["one two", "three"]),
            ("one two three", 13, ["one two three"]),
            ("one two three", 12, ["one two", "three"]),
            ("abcde", 5, ["abcde"]),
            ("abcdefgh", 3, ["abc", "def", "gh"]),
            ("ab abcdefg", 4, ["ab", "abcd", "efg"]),
            ("日本語", 4, ["日本", "語"]),
            ("日本", 1, ["日", "本"]),
            ("", 5, []),
            ("a b", 0, []),
        ])
    func wraps(text: String, width: Int, lines: [String]) {
        #expect(text.wrapped(toTerminalWidth: width) == lines)
    }
}
