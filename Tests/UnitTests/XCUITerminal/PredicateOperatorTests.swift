import DriverTesting
import ScreenModel
import Testing
@testable import XCUITerminal

/// Each string operator of the format subset with each modifier, the difference in case
/// or accents on the element's side and on the format's side.
@Suite("Predicate format operators and modifiers", .dedicatedThread)
struct PredicateOperatorTests {
    /// One operator, one modifier, one spelling of a word in the label and one in the format.
    struct Case: Sendable, CustomTestStringConvertible {
        let op: String
        let modifier: String
        /// The label, with `{}` where the word goes.
        let label: String
        /// The format's operand, with `{}` where the word goes.
        let operand: String
        let labelWord: String
        let operandWord: String
        /// Whether the operator holds when the two words are spelled alike.
        let holdsWhenAlike: Bool

        var format: String { "label \(op)\(modifier) %@" }
        var element: ElementSnapshot {
            ElementSnapshot(.staticText, identifier: "drink", label: label.replacingOccurrences(of: "{}", with: labelWord))
        }
        var argument: String { operand.replacingOccurrences(of: "{}", with: operandWord) }

        /// What NSPredicate answers: the words are alike when the modifier forgives every
        /// way they differ.
        var expected: Bool {
            let differInCase =
                labelWord.uppercased() == labelWord && operandWord.uppercased() != operandWord
                || labelWord.uppercased() != labelWord && operandWord.uppercased() == operandWord
            let differInAccents = labelWord.contains(where: Self.isAccented) != operandWord.contains(where: Self.isAccented)
            let alike = (!differInCase || modifier.contains("c")) && (!differInAccents || modifier.contains("d"))
            return alike == holdsWhenAlike
        }

        static func isAccented(_ character: Character) -> Bool { "éÉ".contains(character) }

        var testDescription: String {
            "\(element.label.debugDescription) \(op)\(modifier) \(argument.debugDescription) is \(expected)"
        }
    }

    /// Each operator with a label and an operand for which it holds when the word is spelled alike.
    static let operators: [(op: String, label: String, operand: String, holdsWhenAlike: Bool)] = [
        ("==", "{}", "{}", true),
        ("!=", "{}", "{}", false),
        ("CONTAINS", "Iced {} Latte", "{}", true),
        ("BEGINSWITH", "{} Latte", "{}", true),
        ("ENDSWITH", "Iced {}", "{}", true),
        ("LIKE", "{} Latte", "{}*", true),
        ("LIKE", "Iced {}", "?ced {}", true),
        ("MATCHES", "{} Latte", "{}.*", true),
        ("MATCHES", "Iced {}", "I[a-z]+ {}", true),
    ]

    /// The plain word against each other spelling, one side then the other.
    static let wordPairs: [(String, String)] = [
        ("Cafe", "Cafe"),
        ("Cafe", "CAFE"), ("CAFE", "Cafe"),
        ("Cafe", "Café"), ("Café", "Cafe"),
        ("Cafe", "CAFÉ"), ("CAFÉ", "Cafe"),
        ("CAFE", "Café"), ("Café", "CAFE"),
    ]

    static let cases: [Case] = operators.flatMap { op in
        ["", "[c]", "[d]", "[cd]"].flatMap { modifier in
            wordPairs.map { pair in
                Case(
                    op: op.op, modifier: modifier, label: op.label, operand: op.operand,
                    labelWord: pair.0, operandWord: pair.1, holdsWhenAlike: op.holdsWhenAlike)
            }
        }
    }

    @Test(
        "each string operator forgives case only with [c], accents only with [d], both with [cd], whichever side differs",
        arguments: cases)
    func stringOperator(_ example: Case) {
        let predicate = NSPredicate(format: example.format, argumentArray: [example.argument])

        let holds = predicate.evaluate(with: example.element)

        #expect(holds == example.expected, "\(example.format) with \(example.argument.debugDescription)")
    }

    /// A relational operator between a value and a number one below, equal and one above.
    struct Relation: Sendable, CustomTestStringConvertible {
        let op: String
        let actual: Int
        let expected: Int
        var holds: Bool {
            switch op {
            case "==", "=": actual == expected
            case "!=", "<>": actual != expected
            case "<": actual < expected
            case "<=", "=<": actual <= expected
            case ">": actual > expected
            case ">=", "=>": actual >= expected
            default: false
            }
        }
        var testDescription: String { "\(actual) \(op) \(expected) is \(holds)" }
    }

    static let relations: [Relation] = ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"].flatMap { op in
        [2, 3, 4].map { Relation(op: op, actual: $0, expected: 3) }
    }

    @Test("count compared by each relational operator with one fewer, the same and one more", arguments: relations)
    func countRelation(_ relation: Relation) throws {
        let predicate = try PredicateFormat.parse("count \(relation.op) \(relation.expected)", arguments: [])
        let subject = PredicateSubject(snapshot: nil, exists: relation.actual > 0, isHittable: nil, count: relation.actual)

        #expect(predicate.evaluate(subject) == relation.holds)
    }

    @Test("a value compared by each relational operator, the number on the right given as an argument", arguments: relations)
    func valueRelation(_ relation: Relation) {
        let element = ElementSnapshot(.textField, identifier: "volume", value: String(relation.actual))

        let holds = NSPredicate(format: "value \(relation.op) %d", argumentArray: [relation.expected]).evaluate(with: element)

        #expect(holds == relation.holds)
    }

    @Test(
        "a missing value compared with nil is equal to it, so ==, <= and >= hold and !=, < and > do not; compared with a value, only != holds",
        arguments: ["==", "!=", "<", "<=", ">", ">="])
    func missingValueAgainstNil(op: String) {
        let element = ElementSnapshot(.textField, identifier: "volume")

        let againstNil = NSPredicate(format: "value \(op) nil").evaluate(with: element)
        let againstValue = NSPredicate(format: "value \(op) %@", argumentArray: ["loud"]).evaluate(with: element)

        #expect(againstNil == ["==", "<=", ">="].contains(op))
        #expect(againstValue == (op == "!="))
    }

    @Test("a value that reads as no number, compared with a number, differs from it and is neither equal, less nor more", arguments: ["==", "!=", "<", "<=", ">", ">="])
    func valueThatIsNoNumber(op: String) {
        let element = ElementSnapshot(.textField, identifier: "volume", value: "loud")

        let holds = NSPredicate(format: "value \(op) %d", argumentArray: [5]).evaluate(with: element)

        #expect(holds == (op == "!="))
    }

    @Test(
        "labels order letter by letter, [c] ordering them without regard to case",
        arguments: [
            ("label < 'b'", "a", true), ("label < 'b'", "b", false), ("label < 'b'", "c", false),
            ("label <= 'b'", "a", true), ("label <= 'b'", "b", true), ("label <= 'b'", "c", false),
            ("label > 'b'", "a", false), ("label > 'b'", "b", false), ("label > 'b'", "c", true),
            ("label >= 'b'", "a", false), ("label >= 'b'", "b", true), ("label >= 'b'", "c", true),
            ("label < 'b'", "B", true), ("label <[c] 'b'", "B", false), ("label >=[c] 'B'", "b", true), ("label >= 'B'", "a", true),
        ])
    func stringOrder(format: String, label: String, holds: Bool) {
        let element = ElementSnapshot(.staticText, identifier: "letter", label: label)

        #expect(NSPredicate(format: format, argumentArray: []).evaluate(with: element) == holds)
    }
}
