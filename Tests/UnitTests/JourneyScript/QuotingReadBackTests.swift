@testable import Driver
@testable import JourneyScript
import ScreenModel
import Testing

@Suite("Quoted text reads back in a script")
struct QuotingReadBackTests {
    /// Strings with what a quoter must escape: controls, ESC, CR, quotes, backslashes, NUL,
    /// marks that would join a quote, and text that needs nothing.
    static let samples: [String] = [
        "", "plain", "\u{1B}[1mbold\u{1B}[0m", "line\r\n", "tab\there", "\"quoted\"", "back\\slash", "\\\"", "\\n is not a line break",
        "nul\u{0}end", "bell\u{7}", "del\u{7F}", "é日本", "😀👍🏽", "👩‍👩‍👧", "\u{301}starts with a mark", "ends with a backslash \\",
        "after an escape\n\u{301}", "\"\u{301}", "\\\u{301}", "\u{1B}\u{301}", "e\u{301}", "🇫🇷", "#not a comment", "{1b}", "\\u{1b}",
        String((0..<0x20).map { Character(Unicode.Scalar($0)!) }),
    ]

    /// The string a script reads from `literal`, or nil when the lexer refuses it or finds more.
    static func readBack(_ literal: String) -> String? {
        var lexer = Lexer(literal, file: "quoting.journey", line: 1)
        guard case .string(let value)? = try? lexer.next().kind, (try? lexer.next().kind) == .end else { return nil }
        return value
    }

    @Test("a quoted literal reads back as the string", arguments: samples)
    func quotedLiteral(_ text: String) {
        #expect(Self.readBack(text.quotedLiteral) == text)
    }

    @Test("a terminal step's quoted text reads back as the string", arguments: samples)
    func terminalQuoted(_ text: String) {
        #expect(Self.readBack(text.terminalQuoted) == text)
    }

    @Test("each line of a program's last output reads back, and the lines together are the output", arguments: samples)
    func outputTail(_ text: String) {
        var tail = OutputTail()
        tail.append(Array(text.utf8))

        let lines = tail.escaped().split(separator: "\n")

        #expect(lines.map { Self.readBack(String($0)) ?? "<refused: \($0)>" }.joined() == text)
    }
}
