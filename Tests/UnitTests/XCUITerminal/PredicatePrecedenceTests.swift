import DriverTesting
import ScreenModel
import Testing
import XCUITerminal

/// How NOT, AND and OR bind in a format, with and without parentheses, checked on the
/// eight elements that are or are not enabled, selected and focused.
@Suite("Predicate format precedence and grouping", .dedicatedThread)
struct PredicatePrecedenceTests {
    /// A format and what it means, as Swift would write it over (enabled, selected, focused).
    struct Grouping: Sendable, CustomTestStringConvertible {
        let format: String
        let meaning: @Sendable (Bool, Bool, Bool) -> Bool
        let reading: String
        var testDescription: String { "\(format) reads as \(reading)" }
    }

    static let groupings: [Grouping] = [
        Grouping(format: "NOT enabled AND selected", meaning: { e, s, _ in !e && s }, reading: "(!e) && s"),
        Grouping(format: "NOT (enabled AND selected)", meaning: { e, s, _ in !(e && s) }, reading: "!(e && s)"),
        Grouping(format: "NOT enabled OR selected", meaning: { e, s, _ in !e || s }, reading: "(!e) || s"),
        Grouping(format: "NOT (enabled OR selected)", meaning: { e, s, _ in !(e || s) }, reading: "!(e || s)"),
        Grouping(format: "enabled OR selected AND hasFocus", meaning: { e, s, f in e || (s && f) }, reading: "e || (s && f)"),
        Grouping(format: "(enabled OR selected) AND hasFocus", meaning: { e, s, f in (e || s) && f }, reading: "(e || s) && f"),
        Grouping(format: "enabled AND selected OR hasFocus", meaning: { e, s, f in (e && s) || f }, reading: "(e && s) || f"),
        Grouping(format: "enabled AND (selected OR hasFocus)", meaning: { e, s, f in e && (s || f) }, reading: "e && (s || f)"),
        Grouping(format: "enabled || selected && hasFocus", meaning: { e, s, f in e || (s && f) }, reading: "e || (s && f)"),
        Grouping(format: "!enabled && selected", meaning: { e, s, _ in !e && s }, reading: "(!e) && s"),
        Grouping(format: "NOT NOT enabled", meaning: { e, _, _ in e }, reading: "e"),
        Grouping(format: "NOT enabled AND NOT selected OR hasFocus", meaning: { e, s, f in (!e && !s) || f }, reading: "((!e) && (!s)) || f"),
        Grouping(
            format: "enabled == false OR selected == true AND hasFocus == 1", meaning: { e, s, f in !e || (s && f) },
            reading: "!e || (s && f)"),
        Grouping(format: "((enabled))", meaning: { e, _, _ in e }, reading: "e"),
        Grouping(format: "TRUEPREDICATE AND NOT selected", meaning: { _, s, _ in !s }, reading: "!s"),
        Grouping(format: "FALSEPREDICATE OR hasFocus", meaning: { _, _, f in f }, reading: "f"),
    ]

    static let elements: [ElementSnapshot] = [false, true].flatMap { enabled in
        [false, true].flatMap { selected in
            [false, true].map { focused in
                ElementSnapshot(.button, identifier: "b", isEnabled: enabled, isSelected: selected, hasFocus: focused)
            }
        }
    }

    @Test("NOT binds tightest, then AND, then OR, and parentheses override both", arguments: groupings)
    func grouping(_ grouping: Grouping) {
        let predicate = NSPredicate(format: grouping.format, argumentArray: [])

        for element in Self.elements {
            let expected = grouping.meaning(element.isEnabled, element.isSelected, element.hasFocus)
            #expect(
                predicate.evaluate(with: element) == expected,
                "enabled \(element.isEnabled), selected \(element.isSelected), focused \(element.hasFocus)")
        }
    }

    @Test("comparisons join as booleans do: an identifier test ANDed with a label test ORed with a third")
    func comparisonsJoin() {
        let predicate = NSPredicate(format: "identifier BEGINSWITH 'cell' AND label CONTAINS 'Bag' OR value == '1'", argumentArray: [])

        #expect(predicate.evaluate(with: ElementSnapshot(.cell, identifier: "cell_0", label: "Canvas Bag")))
        #expect(!predicate.evaluate(with: ElementSnapshot(.cell, identifier: "cell_0", label: "Socks")))
        #expect(!predicate.evaluate(with: ElementSnapshot(.cell, identifier: "row_0", label: "Canvas Bag")))
        #expect(predicate.evaluate(with: ElementSnapshot(.cell, identifier: "row_0", label: "Socks", value: "1")))
    }
}
