import ScreenModel
package import TerminalEmulator

/// What an `expect screen` or `expect line` step checks on a program's terminal.
package enum ScreenExpectation: Sendable, Hashable, CustomStringConvertible {
    /// The text is (or, negated, is not) on the screen, within one row:
    /// `expect screen contains "Saved"`.
    case contains(String, isNegated: Bool)
    /// Row `line` (counting from 1 at the top) compares to a string:
    /// `expect line 1 == "Welcome"`, `expect line 24 contains "(END)"`.
    case line(Int, TextComparison, String)

    /// The expectation in the script's words: `screen contains "x"`, `line 2 == "y"`.
    package var description: String {
        switch self {
        case let .contains(text, isNegated):
            "screen \(isNegated ? "not " : "")contains \(text.quotedLiteral)"
        case let .line(number, comparison, text):
            "line \(number) \(comparison) \(text.quotedLiteral)"
        }
    }

    /// Whether `screen` shows what the expectation says: the text within one row (or
    /// nowhere, negated), or row `line`, counting from 1 at the top, comparing as asked.
    package func holds(on screen: TerminalScreen) -> Bool {
        switch self {
        case let .contains(text, isNegated): screen.contains(text) != isNegated
        case let .line(number, comparison, text): comparison.holds(screen.line(number - 1), text)
        }
    }
}
