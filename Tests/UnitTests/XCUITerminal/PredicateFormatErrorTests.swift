import ScreenModel
import Testing
@testable import XCUITerminal

/// Formats the predicate reader cannot read: each is refused with what is wrong, never a crash.
@Suite("Predicate formats that cannot be read are refused, saying what is wrong")
struct PredicateFormatErrorTests {
    @Test(
        "a quoted value left open and ending in a backslash is refused as missing its closing quote",
        arguments: [#"label == "abc\"#, #"label == 'abc\"#, #"label == "\"#])
    func openQuoteEndingInBackslash(format: String) throws {
        let error = #expect(throws: PredicateFormatError.self) { try PredicateFormat.parse(format, arguments: []) }

        #expect(error?.problem.contains("a closing") == true, "\(String(describing: error))")
    }

    @Test("a backslash inside a quoted value keeps the quote after it in the value")
    func escapedQuoteIsPartOfTheValue() throws {
        let format = try PredicateFormat.parse(#"label == "say \"hi\"""#, arguments: [])

        #expect(format.evaluate(PredicateSubject(element: ElementSnapshot(.button, label: #"say "hi""#))))
        #expect(!format.evaluate(PredicateSubject(element: ElementSnapshot(.button, label: "say hi"))))
    }

    @Test("%K takes its key from the next argument; with none left it is refused, naming %K")
    func keyArgument() throws {
        let format = try PredicateFormat.parse("%K == %@", arguments: ["label", "OK"])
        #expect(format.evaluate(PredicateSubject(element: ElementSnapshot(.button, label: "OK"))))
        #expect(!format.evaluate(PredicateSubject(element: ElementSnapshot(.button, label: "No"))))

        let error = #expect(throws: PredicateFormatError.self) { try PredicateFormat.parse("label == %@ AND %K == 'x'", arguments: ["OK"]) }
        #expect(error?.problem.contains("%K has no argument") == true, "\(String(describing: error))")
    }
}
