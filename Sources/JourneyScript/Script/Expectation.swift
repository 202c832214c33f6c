package import ScreenModel

/// What an `expect` step checks on the current screen.
package enum Expectation: Sendable, CustomStringConvertible {
    /// The element is (or, negated, is not) in a state: `expect buttons["x"] enabled`.
    case state(ElementLocator, ElementState, isNegated: Bool)
    /// A text attribute compares to a string: `expect staticTexts["x"] label == "Shop"`.
    case text(ElementLocator, TextAttribute, TextComparison, String)
    /// The number of matches compares to a number: `expect cells count >= 3`.
    case count(Query, CountComparison, Int)
    /// The element tree matches a snapshot: `expect tree matches "checkout"`.
    case tree(TreeExpectation)
    /// The screen's text matches the stored snapshot `<directory>/<name>.<W>x<H>.txt`,
    /// with `masks` applied: `expect screen matches "checkout" masking /\d+/`.
    case screenSnapshot(name: String, directory: String, masks: [SnapshotMask])

    /// The expectation in the script's words, with the query in full.
    package var description: String {
        switch self {
        case let .state(locator, state, isNegated):
            return "\(locator) \(isNegated ? "not " : "")\(state)"
        case let .text(locator, attribute, comparison, text):
            return "\(locator) \(attribute) \(comparison) \(text.quotedLiteral)"
        case let .count(query, comparison, number):
            return "\(query) count \(comparison) \(number)"
        case let .tree(tree):
            return tree.description
        case let .screenSnapshot(name, _, masks):
            return (["screen matches \(name.quotedLiteral)"] + masks.map { "masking \($0)" }).joined(separator: " ")
        }
    }
}

/// A state an element can be expected to be in.
package enum ElementState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// At least one element matches.
    case exists
    /// It accepts interaction.
    case enabled
    /// It does not accept interaction.
    case disabled
    /// It is selected (a tab, a cell).
    case selected
    /// It has keyboard focus.
    case focused
    /// A tap would land on it: it is on screen and nothing (such as an alert) covers it.
    case hittable

    /// The word as written in a script.
    package var description: String { rawValue }
}

/// A text attribute of an element.
package enum TextAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The visible, localised text.
    case label
    /// The value: a field's text, a cell's detail.
    case value
    /// The hint an empty field shows.
    case placeholder

    /// The word as written in a script.
    package var description: String { rawValue }
}

/// How a text attribute is compared with the expected string.
package enum TextComparison: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Equal, character for character.
    case equals = "=="
    /// Not equal.
    case notEquals = "!="
    /// Contains the expected string.
    case contains

    /// The operator as written in a script.
    package var description: String { rawValue }

    /// Whether `actual` (nil when the element has no such attribute) satisfies the comparison.
    package func holds(_ actual: String?, _ expected: String) -> Bool {
        switch self {
        case .equals: actual == expected
        case .notEquals: actual != expected
        case .contains: actual?.contains(expected) ?? false
        }
    }
}

/// How a count of matches is compared with the expected number.
package enum CountComparison: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Exactly the number.
    case equals = "=="
    /// Any other number.
    case notEquals = "!="
    /// The number or more.
    case atLeast = ">="
    /// The number or fewer.
    case atMost = "<="
    /// More than the number.
    case moreThan = ">"
    /// Fewer than the number.
    case fewerThan = "<"

    /// The operator as written in a script.
    package var description: String { rawValue }

    /// Whether `actual` satisfies the comparison with `expected`.
    package func holds(_ actual: Int, _ expected: Int) -> Bool {
        switch self {
        case .equals: actual == expected
        case .notEquals: actual != expected
        case .atLeast: actual >= expected
        case .atMost: actual <= expected
        case .moreThan: actual > expected
        case .fewerThan: actual < expected
        }
    }
}
