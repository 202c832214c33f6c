import Foundation
@testable import JourneyScript
import Testing

/// Input no journey would hold (runaway queries, huge words, thousands of bad lines)
/// gets a short, clear error, never a flood of output or a long wait.
@Suite("Journey parser: runaway input")
struct RunawayInputTests {
    private func errors(in source: String) -> [ScriptError] {
        do {
            _ = try JourneyParser.parse(source, file: "j.journey")
            return []
        } catch {
            return error.errors
        }
    }

    @Test("a query may chain 32 steps; the 33rd is an error at its column that says why", arguments: [32, 33, 10_000])
    func queryDepthIsBounded(steps: Int) {
        let query = Array(repeating: "otherElements", count: steps).joined(separator: ".")

        let found = errors(in: "launch --uitesting\ntap \(query)")

        if steps <= LineParser.maximumQuerySteps {
            #expect(found.isEmpty)
        } else {
            let column = 5 + (LineParser.maximumQuerySteps * "otherElements.".count) - 1
            #expect(found.map(\.problem) == [.queryTooLong(limit: 32)])
            #expect(found.first?.column == column)
            #expect(found.first?.problem.description.hasPrefix("a query may chain at most 32 steps, and this one has more; ") == true)
        }
    }

    @Test("a subscript counts as a step of the chain")
    func subscriptsCount() {
        let query = "cells" + String(repeating: ".otherElements[\"x\"]", count: 16)

        #expect(errors(in: "launch --uitesting\ntap \(query)").first?.problem == .queryTooLong(limit: 32))
    }

    @Test("a word of 10,000 letters is quoted by its first 39 and an ellipsis, with no suggestion")
    func longWordsAreShortened() throws {
        let word = String(repeating: "x", count: 10_000)

        let error = try #require(errors(in: "launch --uitesting\n\(word) buttons[\"a\"]").first)

        #expect(error.problem.description.hasPrefix("unknown step '\(String(repeating: "x", count: 39))…'. Steps: launch, "))
        #expect(error.description.count < 400)
    }

    @Test("a long line is quoted around the column, with the caret under it")
    func longLinesAreCutAroundTheColumn() throws {
        let line = "tap buttons[\"" + String(repeating: "a", count: 300) + "\"]@" + String(repeating: "b", count: 300)

        let error = try #require(errors(in: "launch --uitesting\n" + line).first)
        let quoted = error.description.split(separator: "\n").dropFirst().map(String.init)

        #expect(error.problem == .unexpectedCharacter("@"))
        #expect(quoted.count == 2)
        #expect(quoted[0] == "    …" + String(repeating: "a", count: 48) + "\"]@" + String(repeating: "b", count: 49) + "…")
        let caret = try #require(quoted[1].firstIndex(of: "^"))
        #expect(Array(quoted[0])[quoted[1].distance(from: quoted[1].startIndex, to: caret)] == "@")
    }

    @Test("after 20 errors the list stops and says how many more there were")
    func errorListIsCapped() {
        let source = "launch --uitesting\n" + String(repeating: "tapp x\n", count: 5_000)

        let errors = ScriptErrors(errors(in: source))
        let lines = errors.description.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(errors.errors.count == 5_000)
        #expect(errors.description.components(separatedBy: ": error: ").count - 1 == 20)
        #expect(lines.last == "… and 4980 more script errors (only the first 20 are listed)")
    }

    @Test("a query quoted back in a message is cut short too")
    func longQueriesAreShortened() throws {
        let identifier = String(repeating: "k", count: 5_000)

        let error = try #require(errors(in: "launch --uitesting\ntap buttons[\"\(identifier)\"][\"b\"]").first)

        #expect(error.problem.description.count < 400)
        #expect(error.problem.description.hasPrefix("'[…]' refines a query, but app.buttons[\"kkk"))
    }
}
