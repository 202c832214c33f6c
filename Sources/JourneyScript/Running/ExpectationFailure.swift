import Driver
package import ScreenModel
package import SystemLayer

/// An expectation that did not hold, with what was expected and what was found.
package enum ExpectationFailure: Sendable, CustomStringConvertible {
    /// An element was not in the expected state; `found` is the element as it was
    /// (for `not exists`, the first match).
    case state(locator: String, expected: ElementState, isNegated: Bool, found: ElementSnapshot)
    /// A text attribute did not compare as expected; `actual` is nil when the element has none.
    case text(locator: String, attribute: TextAttribute, comparison: TextComparison, expected: String, actual: String?)
    /// The number of matches did not compare as expected.
    case count(query: String, comparison: CountComparison, expected: Int, matches: [ElementSnapshot])
    /// An element that should be hittable is not, for the reason given.
    case notHittable(locator: String, reason: String)
    /// `wait … gone` ran out of time, or the app went idle with the element still there.
    case stillExists(locator: String, waited: Duration, found: ElementSnapshot?)
    /// A program's screen did not meet `expected` within `waited`, or before the program
    /// ended (`ended` says how); `line` is the text of the line an `expect line` read
    /// (nil when the screen has no such line).
    case screen(expected: ScreenExpectation, waited: Duration, line: String?, ended: ExitStatus?)
    /// A program exited otherwise than expected.
    case exitStatus(expected: Int32, actual: ExitStatus)
    /// The element tree or the screen did not match its snapshot (`expect tree`,
    /// `expect screen matches`); `problem` says how, with the diff and where the new
    /// version was written.
    case snapshot(expectation: String, problem: String)

    /// A sentence saying what was expected and what was there instead.
    package var description: String {
        switch self {
        case let .state(locator, state, isNegated, found):
            return "expected \(locator) \(isNegated ? "not " : "")\(Self.phrase(state)), but " + Self.actual(state, isNegated: isNegated, found)
        case let .text(locator, attribute, comparison, expected, actual):
            let actualText = actual.map { "its \(attribute) is \($0.quotedLiteral)" } ?? "it has no \(attribute)"
            return "expected \(locator) \(attribute) \(comparison) \(expected.quotedLiteral), but \(actualText)"
        case let .count(query, comparison, expected, matches):
            var text = "expected \(query) count \(comparison) \(expected), but it matches \(matches.count)"
            if !matches.isEmpty {
                text += ": " + matches.prefix(5).map(\.summary).joined(separator: ", ") + (matches.count > 5 ? ", …" : "")
            }
            return text
        case let .notHittable(locator, reason):
            return "expected \(locator) to be hittable, but \(reason)"
        case let .stillExists(locator, waited, found):
            return "expected \(locator) to be gone within \(waited.readable), but it is still there"
                + (found.map { ": \($0.summary)" } ?? "")
        case let .screen(expectation, waited, line, ended):
            let within = ended.map { "; the program has ended (\($0)), so the screen will not change" } ?? " (waited \(waited.readable))"
            switch expectation {
            case let .contains(text, false):
                return "expected the screen to contain \(text.quotedLiteral), but no line of it does\(within)"
            case let .contains(text, true):
                return "expected the screen not to contain \(text.quotedLiteral), but it is still there\(within)"
            case let .line(number, comparison, text):
                let actual = line.map { "it is \($0.quotedLiteral)" } ?? "the screen has no line \(number)"
                return "expected line \(number) \(comparison) \(text.quotedLiteral), but \(actual)\(within)"
            }
        case let .exitStatus(expected, actual):
            let found =
                switch actual {
                case let .exited(code): "it exited with \(code)"
                case .signaled: "it was killed by \(actual)"
                }
            return "expected the program to exit with \(expected), but \(found)"
        case let .snapshot(expectation, problem):
            return "expected \(expectation): \(problem)"
        }
    }

    private static func phrase(_ state: ElementState) -> String {
        state == .exists ? "to exist" : "to be \(state)"
    }

    private static func actual(_ state: ElementState, isNegated: Bool, _ found: ElementSnapshot) -> String {
        switch state {
        case .exists: "it matches \(found.summary)"
        case .enabled, .disabled: "it is \(found.isEnabled ? "enabled" : "disabled"): \(found.summary)"
        case .selected: "it is \(found.isSelected ? "" : "not ")selected: \(found.summary)"
        case .focused: "it \(found.hasFocus ? "has" : "does not have") focus: \(found.summary)"
        case .hittable: "it is: \(found.summary)"
        }
    }
}
