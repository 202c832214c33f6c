import Foundation
import JourneyScript
import ScreenModel
import Testing

/// A script line that is wrong, where the error must point, and what it must say.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    let line: String
    let column: Int
    let problem: ScriptError.Problem

    var testDescription: String { line }
}

/// A script as a test argument, named on one line (line breaks shown as `⏎`).
struct ScriptText: Sendable, CustomTestStringConvertible {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var testDescription: String { text.replacingOccurrences(of: "\n", with: "⏎") }
}

@Suite("Journey parser: syntax errors")
struct SyntaxErrorTests {
    /// Parses `source`, which must fail, and returns its errors.
    private func errors(in source: String, file: String = "j.journey") -> [ScriptError] {
        do {
            let journey = try JourneyParser.parse(source, file: file)
            Issue.record("expected a syntax error, parsed \(journey.steps.count) steps")
            return []
        } catch {
            return error.errors
        }
    }

    @Test(
        "each kind of mistake is reported at its line and column",
        arguments: [
            SyntaxErrorCase(line: "tap buttons@", column: 12, problem: .unexpectedCharacter("@")),
            SyntaxErrorCase(line: "expect staticTexts[\"t\"] label = \"Shop\"", column: 31, problem: .singleEquals),
            SyntaxErrorCase(line: "tap buttons[\"loginButton]", column: 13, problem: .unterminatedString),
            SyntaxErrorCase(line: "type \"a\\q\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("q")),
            SyntaxErrorCase(line: "type \"a\\u1b\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\\u{}\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\\u{1g}\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\\u{123456789}\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\\u{D800}\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\\u{1b\" into textFields[\"f\"]", column: 8, problem: .invalidEscape("u")),
            SyntaxErrorCase(line: "type \"a\" textFields[\"f\"]", column: 10, problem: .expected("'into'", found: "'textFields'")),
            SyntaxErrorCase(
                line: "type Ada into textFields[\"f\"]", column: 6,
                problem: .expected(
                    "the text to type, in double quotes, as in type \"Ada\" into textFields[\"nameField\"] "
                        + "(or $NAME, an environment variable's text)", found: "'Ada'")),
            SyntaxErrorCase(line: "tapp buttons[\"x\"]", column: 1, problem: .unknownStep("tapp")),
            SyntaxErrorCase(line: "\"tap\" buttons[\"x\"]", column: 1, problem: .expected("a step such as tap, type or expect", found: "'\"tap\"'")),
            SyntaxErrorCase(line: "tap button[\"x\"]", column: 5, problem: .unknownQuery("button")),
            SyntaxErrorCase(line: "tap buttons.lable", column: 13, problem: .unknownQuery("lable")),
            SyntaxErrorCase(line: "expect cells.count == 3", column: 13, problem: .expectationWordInQuery("count")),
            SyntaxErrorCase(line: "tap descendants(matching: .buton)[\"x\"]", column: 27, problem: .unknownElementType("buton")),
            SyntaxErrorCase(line: "press retrun", column: 7, problem: .unknownKey("retrun")),
            SyntaxErrorCase(line: "press f13", column: 7, problem: .unknownKey("f13")),
            SyntaxErrorCase(line: "press ctrl-", column: 7, problem: .unknownKey("ctrl-")),
            SyntaxErrorCase(line: "press ctrl-ab", column: 7, problem: .unknownKey("ctrl-ab")),
            SyntaxErrorCase(line: "tap cells.matching(.lable(\"x\")).firstMatch", column: 20, problem: .unknownPredicate("lable")),
            SyntaxErrorCase(line: "wait buttons[\"x\"] exists within 5x", column: 33, problem: .invalidDuration("5x")),
            SyntaxErrorCase(line: "wait buttons[\"x\"] exists within 5", column: 33, problem: .invalidDuration("5")),
            SyntaxErrorCase(line: "advance clock by 1.5", column: 18, problem: .invalidDuration("1.5")),
            SyntaxErrorCase(line: "wait buttons[\"x\"] exists within 99999999999999999999s", column: 33, problem: .durationTooLong("99999999999999999999s")),
            SyntaxErrorCase(line: "wait buttons[\"x\"] exists within 86400.001s", column: 33, problem: .durationTooLong("86400.001s")),
            SyntaxErrorCase(line: "wait buttons[\"x\"] exists within 86400001ms", column: 33, problem: .durationTooLong("86400001ms")),
            SyntaxErrorCase(line: "advance clock by 1e400ms", column: 18, problem: .invalidDuration("1e400ms")),
            SyntaxErrorCase(line: "expect cells.firstMatch count == 1", column: 13, problem: .countNeedsQuery(pick: ".firstMatch")),
            SyntaxErrorCase(line: "expect cells.element(boundBy: 2) count == 1", column: 13, problem: .countNeedsQuery(pick: ".element(boundBy: 2)")),
            SyntaxErrorCase(line: "expect cells.element count == 1", column: 13, problem: .countNeedsQuery(pick: ".element")),
            SyntaxErrorCase(line: "tap buttons[\"a\"][\"b\"]", column: 17, problem: .refinementAfterElement("[…]", element: "app.buttons[\"a\"]")),
            SyntaxErrorCase(
                line: "tap cells.firstMatch.matching(identifier: \"x\")", column: 21,
                problem: .refinementAfterElement(".matching(…)", element: "app.cells.firstMatch")),
            SyntaxErrorCase(line: "tap firstMatch", column: 5, problem: .pickWithoutQuery("firstMatch")),
            SyntaxErrorCase(line: "tap buttons[\"x\"] now", column: 18, problem: .expected("the end of the line", found: "'now'")),
            SyntaxErrorCase(line: "press \"ab\" now", column: 12, problem: .expected("the end of the line", found: "'now'")),
            SyntaxErrorCase(line: "press a now", column: 9, problem: .expected("the end of the line", found: "'now'")),
            SyntaxErrorCase(line: "expect buttons[\"x\"] exists now", column: 28, problem: .expected("the end of the line", found: "'now'")),
            SyntaxErrorCase(line: "expect buttons[\"x\"] label == \"Pay\" twice", column: 36, problem: .expected("the end of the line", found: "'twice'")),
            SyntaxErrorCase(line: "tap", column: 4, problem: .expected("a query such as buttons[\"loginButton\"] or cells", found: "the end of the line")),
            SyntaxErrorCase(
                line: "tap buttons[loginButton]", column: 13,
                problem: .expected("an identifier in double quotes, as in buttons[\"loginButton\"]", found: "'loginButton'")),
            SyntaxErrorCase(line: "tap cells.element(boundBy: first)", column: 28, problem: .expected("the index of the match, counting from 0", found: "'first'")),
            SyntaxErrorCase(line: "swipe left", column: 7, problem: .expected("a direction: up or down", found: "'left'")),
            SyntaxErrorCase(line: "drag cells[\"a\"] onto cells[\"b\"]", column: 17, problem: .expected("'to'", found: "'onto'")),
            SyntaxErrorCase(line: "drag cells[\"a\"] to", column: 19, problem: .expected("a query such as buttons[\"loginButton\"] or cells", found: "the end of the line")),
            SyntaxErrorCase(line: "wait buttons[\"x\"]", column: 18, problem: .expected("what to wait for: exists or gone", found: "the end of the line")),
            SyntaxErrorCase(
                line: "expect buttons[\"x\"] visible", column: 21,
                problem: .expected("what to expect: exists, not exists, enabled, disabled, selected, focused, hittable, label, value, placeholder or count", found: "'visible'")),
            SyntaxErrorCase(line: "expect cells count is 3", column: 20, problem: .expected("a comparison: ==, !=, >=, <=, > or <", found: "'is'")),
            SyntaxErrorCase(line: "expect staticTexts[\"t\"] label >= \"a\"", column: 31, problem: .expected("a comparison: ==, != or contains", found: "'>='")),
            SyntaxErrorCase(line: "advance clock 2s", column: 15, problem: .expected("'by'", found: "'2s'")),
            SyntaxErrorCase(
                line: "ignore work", column: 12,
                problem: .expected("the work the app reports, in double quotes, as in ignore work \"worker poller\"", found: "the end of the line")),
            SyntaxErrorCase(
                line: "ignore work worker", column: 13,
                problem: .expected("the work the app reports, in double quotes, as in ignore work \"worker poller\"", found: "'worker'")),
            SyntaxErrorCase(
                line: "ignore work \"\"", column: 13,
                problem: .expected("the work the app reports, in double quotes, as in ignore work \"worker poller\"", found: "'\"\"'")),
            SyntaxErrorCase(
                line: "ignore work \"a\" b", column: 17, problem: .expected("more work in double quotes, or the end of the line", found: "'b'")),
            SyntaxErrorCase(line: "ignore toasts", column: 8, problem: .expected("'work' or 'no work', as in ignore work \"worker poller\"", found: "'toasts'")),
            SyntaxErrorCase(line: "ignore no work \"a\"", column: 16, problem: .expected("the end of the line", found: "'\"a\"'")),
        ])
    func errorAtLineAndColumn(_ example: SyntaxErrorCase) {
        let found = errors(in: "launch --uitesting\n" + example.line)

        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.column == example.column)
        #expect(found.first?.problem == example.problem)
        #expect(found.first?.file == "j.journey")
    }

    @Test("every bad line of a file is reported, not just the first")
    func everyBadLine() {
        let found = errors(in: "launch\ntapp x\ntap buttons[\"ok\"]\n\npress retrun\n")

        #expect(found.map(\.line) == [2, 5])
        #expect(found.map(\.column) == [1, 7])
    }

    @Test(
        "a journey must start with launch",
        arguments: [
            (ScriptText("# comment\ntap buttons[\"x\"]\n"), "tap", 2, 1),
            (ScriptText("\n    expect cells count == 1\n"), "expect", 2, 5),
        ])
    func missingLaunch(source: ScriptText, firstWord: String, line: Int, column: Int) {
        let found = errors(in: source.text)

        #expect(found.count == 1)
        #expect(found.first?.problem == .missingLaunch(found: firstWord))
        #expect(found.first?.line == line)
        #expect(found.first?.column == column)
    }

    @Test("a file with no steps is an error about the whole file")
    func emptyJourney() {
        let found = errors(in: "# nothing yet\n\n", file: "journeys/empty.journey")

        #expect(found.first?.problem == .emptyJourney)
        #expect(
            found.first?.description == "journeys/empty.journey: error: the file has no steps; a journey starts with a launch line, "
                + "e.g. launch --uitesting --reset-state, or a run line, e.g. run \"less README.md\"")
    }

    @Test("the message names the file, line and column, quotes the line and points at the column")
    func descriptionPointsAtColumn() {
        let found = errors(in: "launch\n\ttapp buttons[\"loginButton\"]", file: "journeys/sign-in.journey")

        #expect(
            found.first?.description == """
                journeys/sign-in.journey:2:2: error: unknown step 'tapp'; did you mean 'tap' or 'type'? Steps: launch, relaunch, tap, type, clear, swipe, drag, press, wait, expect, set, advance, ignore, run, resize
                     tapp buttons["loginButton"]
                     ^
                """)
    }

    @Test("an unknown query suggests the provider meant and lists them all")
    func unknownQueryMessage() {
        let message = ScriptError.Problem.unknownQuery("button").description

        #expect(message.hasPrefix("unknown query 'button'; did you mean 'buttons'? Queries start with one of: windows, otherElements, buttons, "))
        #expect(message.contains("tabBars"))
    }

    @Test("an unknown query's message lists every query start: each element type's word, descendants and children")
    func unknownQueryListsEveryStart() {
        let message = ScriptError.Problem.unknownQuery("x").description
        let listed = message.components(separatedBy: "Queries start with one of: ").dropFirst().first?.components(separatedBy: ", ") ?? []

        let starts = ElementType.allCases.compactMap(\.queryProviderName) + ["descendants", "children"]

        #expect(listed.sorted() == starts.sorted())
        #expect(listed.contains("textViews"))
    }

    @Test("an unknown key lists the keys")
    func unknownKeyMessage() {
        #expect(
            ScriptError.Problem.unknownKey("pagup").description
                == "unknown key 'pagup'; did you mean 'pageUp' or 'up'? Keys: enter, tab, backtab, backspace, escape, space, up, down, left, right, home, end, pageup, pagedown, insert, delete, f1…f12, any single character (a, /), ctrl-, alt-, shift- before any of them"
        )
    }
}
