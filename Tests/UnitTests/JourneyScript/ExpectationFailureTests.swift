import Driver
import JourneyScript
import ScreenModel
import Testing

/// What a failed expectation says: what was expected and what was there instead.
@Suite("journey run: what a failed expectation says")
struct ExpectationFailureTests {
    private func cell(_ number: Int) -> ElementSnapshot {
        ElementSnapshot(.cell, identifier: "productCell_\(number)", label: "Product \(number)", frame: Rect(x: 0, y: number, width: 10, height: 1))
    }

    @Test("a count names the first five matches, and an ellipsis for the rest")
    func countNamesMatches() {
        let failure = ExpectationFailure.count(query: "app.cells", comparison: .equals, expected: 3, matches: (1...7).map(cell))

        #expect(
            failure.description == #"expected app.cells count == 3, but it matches 7: cell #productCell_1 "Product 1", "#
                + #"cell #productCell_2 "Product 2", cell #productCell_3 "Product 3", cell #productCell_4 "Product 4", "#
                + #"cell #productCell_5 "Product 5", …"#)
        #expect(
            ExpectationFailure.count(query: "app.cells", comparison: .atLeast, expected: 1, matches: []).description
                == "expected app.cells count >= 1, but it matches 0")
    }

    @Test("the screen's text: missing, or still there; how long it waited, or that the program has ended")
    func screenText() {
        let missing = ExpectationFailure.screen(expected: .contains("Saved", isNegated: false), waited: .seconds(5), line: nil, ended: nil)
        let stillThere = ExpectationFailure.screen(
            expected: .contains("Loading", isNegated: true), waited: .seconds(2), line: nil,
            ended: .exited(1))

        #expect(missing.description == #"expected the screen to contain "Saved", but no line of it does (waited 5 s)"#)
        #expect(
            stillThere.description == #"expected the screen not to contain "Loading", but it is still there; "#
                + "the program has ended (exit code 1), so the screen will not change")
    }
}
