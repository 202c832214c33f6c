@testable import ScreenModel
import Testing

@Suite("Grapheme cluster widths: one rule for characters, text and the kit's grid")
struct ClusterWidthTests {
    @Test("a character takes the columns of the cluster rule", arguments: ClusterWidthCase.all)
    func characterWidth(_ cluster: ClusterWidthCase) {
        let character = Character(cluster.text)

        let width = character.terminalWidth

        #expect(width == cluster.columns)
        #expect(CharacterWidth.of(cluster: cluster.text.unicodeScalars) == cluster.columns)
    }

    @Test("a cluster takes its scalars' widths added up, as wcswidth does: a spacing mark a column of its own, a joiner and combining marks none")
    func clustersAddUp() {
        #expect(Character("\u{915}\u{93F}").terminalWidth == 2)  // क with a spacing vowel sign
        #expect(Character("a\u{1F3FD}").terminalWidth == 3)  // a skin tone after a letter
        #expect(Character("\u{301}").terminalWidth == 0)
        #expect(Character("\u{1F468}\u{200D}\u{1F469}").terminalWidth == 4)
    }

    @Test("text takes the sum of its characters' columns, in String, Substring and ASCII-led text", arguments: ClusterWidthCase.all)
    func textIsTheSumOfItsCharacters(_ cluster: ClusterWidthCase) {
        let text = "ab" + cluster.text + cluster.text + "c"

        let sum = text.reduce(0) { $0 + $1.terminalWidth }

        #expect(sum == 3 + 2 * cluster.columns)
        #expect(text.terminalWidth == sum)
        #expect(text[...].terminalWidth == sum)
    }

    @Test("the kit's grid lays a character out in the rule's columns, its first cell holding the whole cluster", arguments: ClusterWidthCase.all)
    func gridLaysOutInTheRulesColumns(_ cluster: ClusterWidthCase) {
        var grid = TextGrid(size: Size(width: 10, height: 1))

        grid.write("x" + cluster.text + "y", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 10, height: 1))

        let row = grid.rows[0].map(\.character)
        #expect(row[1] == Character(cluster.text))
        #expect(row[2..<(1 + cluster.columns)].allSatisfy { $0 == nil })
        #expect(row[1 + cluster.columns] == "y")
        #expect(grid.lines[0] == "x" + cluster.text + "y")
    }

    @Test("text cut to a width keeps an emoji sequence whole or leaves it out, by the columns it takes")
    func truncationKeepsSequencesWhole() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"

        #expect("ab\(family)cd".truncated(toTerminalWidth: 9) == "ab\(family)…")
        #expect("ab\(family)cd".truncated(toTerminalWidth: 8) == "ab…")
        #expect("ab\(family)".truncated(toTerminalWidth: 8) == "ab\(family)")
        #expect("ab\(family)".truncated(toTerminalWidth: 7) == "ab…")
    }

    @Test("writing over the last column of a character wider than two blanks the columns it kept")
    func overwritingAWideClusterBlanksItsRest() {
        var grid = TextGrid(size: Size(width: 6, height: 1))
        let all = Rect(x: 0, y: 0, width: 6, height: 1)
        grid.write("a\u{1F3FD}b", at: Point(x: 0, y: 0), clip: all)

        grid.write("z", at: Point(x: 2, y: 0), clip: all)

        #expect(grid.rows[0].map(\.character) == [" ", " ", "z", "b", " ", " "])
    }

    @Test("clearing from the second column of a wide character blanks its first, and clearing up to its first blanks its second")
    func clearingHalfAWideCharacterBlanksAllOfIt() {
        var grid = TextGrid(size: Size(width: 6, height: 1))
        let all = Rect(x: 0, y: 0, width: 6, height: 1)
        grid.write("a日b日", at: Point(x: 0, y: 0), clip: all)

        grid.clear(Rect(x: 2, y: 0, width: 2, height: 1))

        #expect(grid.rows[0].map(\.character) == ["a", " ", " ", " ", "日", nil])
        grid.clear(Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(grid.rows[0].map(\.character) == [" ", " ", " ", " ", " ", " "])
    }
}
