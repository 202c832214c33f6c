import ScreenElements
import ScreenModel
import Testing

@Suite("A label tight in brackets one blank after text that ends in punctuation is a badge, on rows vim and tig drew")
struct BadgeTests {
    /// Rows real programs wrote on an 80-column terminal (`TERM=xterm-256color`).
    enum Drawn {
        /// vim 9.0's message line on opening a file that does not exist.
        static let vimNewFile = "\u{1B}[24;1H\"notes.txt\" [New]"
        /// tig 2.5's diff view: the commit's refs, in red.
        static let tigRefs = "\u{1B}[39;49m\u{1B}[31mRefs: [main]\u{1B}[K"
    }

    @Test("vim's \"notes.txt\" [New] and tig's Refs: [main] are text, not buttons", arguments: [Drawn.vimNewFile, Drawn.tigRefs])
    func badgeAfterPunctuation(row: String) {
        let tree = elements(after: row, rows: 24)

        #expect(tree.all(.button).isEmpty, "\(tree.root.dump())")
        #expect(tree.all(.staticText).count == 1, "\(tree.root.dump())")
    }

    @Test("tight labels beside each other, after a frame's side or after a padded button are buttons")
    func tightButtonsStayButtons() {
        #expect(elements(after: "<Yes> <No>").all(.button).map(\.label) == ["Yes", "No"])
        #expect(elements(after: "┌────────┐\r\n│ [OK]   │\r\n└────────┘").all(.button).map(\.label) == ["OK"])
        #expect(elements(after: "[ Save ] [Quit]").all(.button).map(\.label) == ["Save", "Quit"])
    }
}
