import DriverTesting
import ScreenModel
import Testing
@testable import XCUITerminal

/// `IN`, as suites write it: `label IN %@` with an array of the labels to accept,
/// `identifier IN {'a', 'b'}`, in a query's `element(matching:)`.
@Suite("Predicate format: IN a list", .dedicatedThread)
struct PredicateInTests {
    static let drink = ElementSnapshot(.staticText, identifier: "drink_2", label: "Iced Latte")

    @Test(
        "label IN and identifier IN hold when the attribute is one of the array's values, and not otherwise",
        arguments: [
            ("label IN %@", ["Tea", "Iced Latte"], true),
            ("label IN %@", ["Tea", "Latte"], false),
            ("label IN %@", [String](), false),
            ("identifier IN %@", ["drink_1", "drink_2"], true),
            ("identifier IN %@", ["drink_1", "drink_3"], false),
            ("NOT label IN %@", ["Tea"], true),
            ("NOT label IN %@", ["Iced Latte"], false),
        ])
    func arrayArgument(format: String, values: [String], holds: Bool) {
        let predicate = NSPredicate(format: format, values)

        #expect(predicate.evaluate(with: Self.drink) == holds)
    }

    @Test(
        "a literal list in braces, with [c] and [d] forgiving case and accents in each comparison",
        arguments: [
            ("label IN {'Tea', 'Iced Latte'}", true),
            ("label IN {'Tea', 'iced latte'}", false),
            ("label IN[c] {'Tea', 'iced latte'}", true),
            ("label IN[c] {'Tea', 'iced lätte'}", false),
            ("label IN[cd] {'Tea', 'iced lätte'}", true),
            ("label IN {}", false),
            ("identifier IN {'drink_2'} AND label == 'Iced Latte'", true),
        ])
    func literalList(format: String, holds: Bool) {
        #expect(NSPredicate(format: format, argumentArray: []).evaluate(with: Self.drink) == holds)
    }

    @Test("a number IN a list of numbers compares as numbers")
    func numbers() throws {
        let element = ElementSnapshot(.textField, identifier: "volume", value: "7")

        #expect(NSPredicate(format: "value IN %@", [5, 7]).evaluate(with: element))
        #expect(!NSPredicate(format: "value IN %@", [5, 8]).evaluate(with: element))
    }

    @Test("IN without a list, and a list after another operator, are refused naming what to write", arguments: ["label IN 'Tea'", "label == {'Tea'}"])
    func misuse(format: String) {
        #expect(throws: PredicateFormatError.self) { try PredicateFormat.parse(format, arguments: []) }
    }

    @Test("the list is written back in the predicate's description")
    func description() throws {
        let predicate = try PredicateFormat.parse("label IN %@", arguments: [["Tea", "Coffee"]])

        #expect(predicate.description == "label IN {'Tea', 'Coffee'}")
    }
}
