import ScreenElements
import ScreenModel
import Testing

@Suite("The key bar rule on bars real programs drew, where a name that fills its slot touches the next key")
struct KeyBarRuleTests {
    /// Rows real programs wrote (`TERM=xterm-256color`), each from the start of its line.
    enum Drawn {
        /// htop 3.2's function-key bar on a 120-column screen: each key on the terminal's
        /// colours, each name black on cyan in six cells, so `Search` touches `F4`.
        static let htopKeyBar =
            "\u{1B}[39m\u{1B}(B\u{1B}[mF1\u{1B}[30m\u{1B}[46mHelp  \u{1B}[39;49m\u{1B}(B\u{1B}[mF2\u{1B}[30m\u{1B}[46mSetup \u{1B}[39;49m\u{1B}(B\u{1B}[mF3\u{1B}[30m\u{1B}[46mSearch\u{1B}[39;49m\u{1B}(B\u{1B}[mF4\u{1B}[30m\u{1B}[46mFilter\u{1B}[39;49m\u{1B}(B\u{1B}[mF5\u{1B}[30m\u{1B}[46mTree  \u{1B}[39;49m\u{1B}(B\u{1B}[mF6\u{1B}[30m\u{1B}[46mSortBy\u{1B}[39;49m\u{1B}(B\u{1B}[mF7\u{1B}[30m\u{1B}[46mNice -\u{1B}[39;49m\u{1B}(B\u{1B}[mF8\u{1B}[30m\u{1B}[46mNice +\u{1B}[39;49m\u{1B}(B\u{1B}[mF9\u{1B}[30m\u{1B}[46mKill  \u{1B}[39;49m\u{1B}(B\u{1B}[mF10\u{1B}[30m\u{1B}[46mQuit\u{1B}[K  \u{1B}[39;49m\u{1B}(B\u{1B}[m"
    }

    /// The buttons of the last toolbar read off a screen whose bottom row is `row`.
    static func keys(_ row: String, columns: Int = 120) -> [ElementSnapshot] {
        elements(after: "\r\n\r\n\r\n\r\n\r\n" + row, columns: columns).all(.toolbar).last.map { Array($0.children) } ?? []
    }

    @Test("htop's bar is ten buttons, one a key: Search and Filter, SortBy and Nice -, each name touching the next key, are apart")
    func htopNamesTouchingKeys() {
        let keys = Self.keys(Drawn.htopKeyBar)

        #expect(keys.map(\.label) == ["Help", "Setup", "Search", "Filter", "Tree", "SortBy", "Nice -", "Nice +", "Kill", "Quit"])
        #expect(keys.map(\.value) == (1...10).map { "F\($0)" })
        #expect(keys.first { $0.label == "Filter" }?.frame == Rect(x: 24, y: 5, width: 8, height: 1))
    }

    @Test("mc's bar ends PullDn then Quit, the key 10 touching the name before it: two buttons, valued 9 and 10")
    func mcDigitKeyAfterName() {
        let keys = Self.keys(LabelRowRuleTests.Drawn.mcKeyBar, columns: 80)

        #expect(keys.map(\.label) == ["Help", "Menu", "View", "Edit", "Copy", "RenMov", "Mkdir", "Delete", "PullDn", "Quit"])
        #expect(keys.map(\.value) == (1...10).map { "\($0)" })
    }

    @Test("a digit inside a name painted like the rest of it (Mp3Player, Utf8) starts no key: the name stays whole")
    func digitInsideNameIsNoKey() {
        let cyan = SGR.cyanBackground, reset = SGR.reset
        let keys = Self.keys("F1\(cyan)Mp3Player\(reset)F2\(cyan)Utf8\(reset)F10\(cyan)Quit\(reset)")

        #expect(keys.map(\.label) == ["Mp3Player", "Utf8", "Quit"])
        #expect(keys.map(\.value) == ["F1", "F2", "F10"])
    }
}
