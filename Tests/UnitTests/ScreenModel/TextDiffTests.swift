import ScreenModel
import Testing

@Suite("Text diff")
struct TextDiffTests {
    @Test("identical texts have no changes and print nothing")
    func identicalTexts() {
        let diff = TextDiff(reference: ["a", "b"], actual: ["a", "b"])

        #expect(diff.isEmpty)
        #expect(diff.description == "")
    }

    @Test("a changed line prints as the reference line removed and the new one added, with numbers and context")
    func changedLine() {
        let diff = TextDiff(reference: ["title", "", "Total €9.60", "", "end"], actual: ["title", "", "Total €9.70", "", "end"])

        #expect(!diff.isEmpty)
        #expect(
            diff.description.split(separator: "\n", omittingEmptySubsequences: false) == [
                "    1 | title", "    2 |", "-   3 | Total €9.60", "+   3 | Total €9.70", "    4 |", "    5 | end",
            ])
    }

    @Test("an added and a removed line keep the numbers of their own side")
    func addedAndRemovedLines() {
        let diff = TextDiff(reference: ["a", "b", "c"], actual: ["a", "c", "d"])

        #expect(
            diff.lines == [
                .same("a", reference: 1, actual: 1),
                .removed("b", reference: 2),
                .same("c", reference: 3, actual: 2),
                .added("d", actual: 3),
            ])
    }

    @Test("where a line could pair with an earlier or a later match, the old lines go first, then the new, then the shared one")
    func longestSharedRun() {
        let diff = TextDiff(reference: ["a", "b", "a"], actual: ["c", "a"])

        #expect(diff.lines == [.removed("a", reference: 1), .removed("b", reference: 2), .added("c", actual: 1), .same("a", reference: 3, actual: 2)])
    }

    @Test("unchanged lines far from any change are left out, marked by an ellipsis")
    func distantContextIsElided() {
        let reference = (1...10).map { "line \($0)" }
        var actual = reference
        actual[0] = "first"
        actual[9] = "last"

        let printed = TextDiff(reference: reference, actual: actual).description.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(
            printed == [
                "-   1 | line 1", "+   1 | first", "    2 | line 2", "    3 | line 3",
                "…",
                "    8 | line 8", "    9 | line 9", "-  10 | line 10", "+  10 | last",
            ])
    }

    @Test("an empty reference shows every new line as added")
    func emptyReference() {
        let diff = TextDiff(reference: [], actual: ["x", "y"])

        #expect(diff.description == "+   1 | x\n+   2 | y")
    }
}
