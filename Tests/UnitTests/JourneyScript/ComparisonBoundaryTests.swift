import JourneyScript
import TerminalEmulator
import Testing

/// Every comparison an `expect` step accepts, as a script writes it, at one below, at
/// and one above its boundary.
@Suite("Journey comparisons at their boundaries")
struct ComparisonBoundaryTests {
    /// `expect cells count OP 3` against 2, 3 and 4 matches.
    struct CountCase: Sendable, CustomTestStringConvertible {
        let op: String
        let matches: Int
        let holds: Bool
        var testDescription: String { "\(matches) matches: count \(op) 3 is \(holds)" }
    }

    static let countCases: [CountCase] = [
        ("==", [false, true, false]), ("!=", [true, false, true]),
        (">=", [false, true, true]), ("<=", [true, true, false]),
        (">", [false, false, true]), ("<", [true, false, false]),
    ].flatMap { op, answers in
        zip([2, 3, 4], answers).map { CountCase(op: op, matches: $0, holds: $1) }
    }

    /// The one step of `line`, parsed.
    static func action(_ line: String, run: Bool = false) throws -> Step.Action {
        let source = (run ? "run \"bash\"\n" : "launch --uitesting\n") + line
        let journey = try JourneyParser.parse(source, file: "boundary.journey")
        return try #require(journey.steps.last).action
    }

    @Test("a count step holds one below, at and one above its number exactly as its operator says", arguments: countCases)
    func countAtBoundary(_ example: CountCase) throws {
        let action = try Self.action("expect cells count \(example.op) 3")

        guard case let .expect(.count(_, comparison, number)) = action else {
            Issue.record("not a count expectation: \(action)")
            return
        }
        #expect(comparison.holds(example.matches, number) == example.holds)
        #expect(comparison.description == example.op)
    }

    /// `expect staticTexts["title"] label OP "Shop"` against a label one character short,
    /// the same, one character longer, and no such attribute.
    struct TextCase: Sendable, CustomTestStringConvertible {
        let op: String
        let actual: String?
        let holds: Bool
        var testDescription: String { "\(actual.map(\.debugDescription) ?? "no value") \(op) \"Shop\" is \(holds)" }
    }

    static let textCases: [TextCase] = [
        ("==", [false, true, false, false, false]),
        ("!=", [true, false, true, true, true]),
        ("contains", [false, true, true, false, false]),
    ].flatMap { op, answers in
        zip(["Sho", "Shop", "Shops", "shop", nil] as [String?], answers).map { TextCase(op: op, actual: $0, holds: $1) }
    }

    @Test(
        "a text step holds for one character fewer, the same text and one more exactly as its operator says",
        arguments: textCases)
    func textAtBoundary(_ example: TextCase) throws {
        let action = try Self.action("expect staticTexts[\"title\"] value \(example.op) \"Shop\"")

        guard case let .expect(.text(_, .value, comparison, expected)) = action else {
            Issue.record("not a text expectation: \(action)")
            return
        }
        #expect(comparison.holds(example.actual, expected) == example.holds)
    }

    /// A screen of four rows reading `row 1` … `row 4`.
    static var fourRows: TerminalScreen {
        var emulator = Emulator(columns: 20, rows: 4)
        emulator.feed("row 1\r\nrow 2\r\nrow 3\r\nrow 4")
        return emulator.screen
    }

    @Test(
        "expect line N reads row N counting from 1, not the row above or below",
        arguments: [
            (1, "row 1", true), (2, "row 2", true), (3, "row 3", true), (4, "row 4", true),
            (2, "row 1", false), (2, "row 3", false), (1, "row 2", false), (4, "row 3", false),
        ])
    func lineNumberBoundary(line: Int, text: String, holds: Bool) throws {
        let action = try Self.action("expect line \(line) == \"\(text)\"", run: true)

        guard case let .expectScreen(expectation) = action else {
            Issue.record("not a screen expectation: \(action)")
            return
        }
        #expect(expectation.holds(on: Self.fourRows) == holds)
    }

    @Test(
        "expect line compares its row by ==, != and contains at one character fewer, the same and one more",
        arguments: textCases.filter { $0.actual != nil && $0.actual != "shop" })
    func lineTextAtBoundary(_ example: TextCase) throws {
        var emulator = Emulator(columns: 20, rows: 2)
        emulator.feed("x\r\n\(example.actual ?? "")")
        let action = try Self.action("expect line 2 \(example.op) \"Shop\"", run: true)

        guard case let .expectScreen(expectation) = action else {
            Issue.record("not a screen expectation: \(action)")
            return
        }
        #expect(expectation.holds(on: emulator.screen) == example.holds)
    }

    @Test(
        "expect screen contains and not contains answer opposite ways for text on a row, a row longer and absent",
        arguments: [("row 2", true), ("row 2 and", false), ("ow", true), ("row 5", false)])
    func screenContains(text: String, present: Bool) throws {
        for negated in [false, true] {
            let action = try Self.action("expect screen \(negated ? "not " : "")contains \"\(text)\"", run: true)
            guard case let .expectScreen(expectation) = action else {
                Issue.record("not a screen expectation: \(action)")
                return
            }
            #expect(expectation.holds(on: Self.fourRows) == (present != negated))
        }
    }
}
