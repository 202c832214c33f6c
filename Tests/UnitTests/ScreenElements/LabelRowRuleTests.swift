import ScreenElements
import ScreenModel
import Testing

@Suite("The rules for rows of labels: menu bars, tabs and buttons without brackets, on rows real programs drew and near misses")
struct LabelRowRuleTests {
    /// Rows real programs wrote on an 80-column terminal (`TERM=xterm-256color`), each from
    /// the start of its line.
    enum Drawn {
        /// mc's menu bar at rest: black on cyan across the screen.
        static let mcMenuBar = "\u{1B}[30m\u{1B}[46m  Left     File     Command     Options     Right\u{1B}[K\u{1B}[0m"
        /// mc's menu bar after F9: the first item on black, each item's hotkey yellow.
        static let mcOpenMenuBar =
            "\u{1B}[97m\u{1B}[46m \u{1B}[40m \u{1B}[93mL\u{1B}[97meft \u{1B}[46m    \u{1B}[93mF\u{1B}[97mile     \u{1B}[93mC\u{1B}[97mommand     \u{1B}[93mO\u{1B}[97mptions     \u{1B}[93mR\u{1B}[97might\u{1B}[K\u{1B}[0m"
        /// mc's function-key bar, the screen's bottom row.
        static let mcKeyBar =
            "\u{1B}[97m\u{1B}[40m 1\u{1B}[30m\u{1B}[46mHelp  \u{1B}[97m\u{1B}[40m 2\u{1B}[30m\u{1B}[46mMenu  \u{1B}[97m\u{1B}[40m 3\u{1B}[30m\u{1B}[46mView  \u{1B}[97m\u{1B}[40m 4\u{1B}[30m\u{1B}[46mEdit  \u{1B}[97m\u{1B}[40m 5\u{1B}[30m\u{1B}[46mCopy  \u{1B}[97m\u{1B}[40m 6\u{1B}[30m\u{1B}[46mRenMov\u{1B}[97m\u{1B}[40m 7\u{1B}[30m\u{1B}[46mMkdir \u{1B}[97m\u{1B}[40m 8\u{1B}[30m\u{1B}[46mDelete\u{1B}[97m\u{1B}[40m 9\u{1B}[30m\u{1B}[46mPullDn\u{1B}[97m\u{1B}[40m10\u{1B}[30m\u{1B}[46mQuit\u{1B}[K\u{1B}[0m"
        /// Textual's `TabbedContent` on a 60-column screen with focus on its tabs: the
        /// current one on blue, the line under it blue.
        static let focusedTabs = [
            "\u{1B}[48;5;233m \u{1B}[38;5;243mFruit\u{1B}[0m\u{1B}[48;5;233m \u{1B}[48;5;32m \u{1B}[1;38;5;195mVegetables\u{1B}[0m\u{1B}[48;5;32m \u{1B}[48;5;233m \u{1B}[38;5;243mNuts\u{1B}[0m\u{1B}[48;5;233m\(String(repeating: " ", count: 36))\u{1B}[0m",
            "\u{1B}[38;5;239;48;5;233m━━━━━━━╸\u{1B}[38;5;32m━━━━━━━━━━\u{1B}[38;5;239m╺━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\u{1B}[0m",
        ]
        /// The same tabs with focus elsewhere: the titles on one background, only the
        /// line under the current one blue.
        static let tabs = [
            "\u{1B}[48;5;233m \u{1B}[38;5;243mFruit\u{1B}[0m\u{1B}[48;5;233m  \u{1B}[38;5;253mVegetables\u{1B}[0m\u{1B}[48;5;233m  \u{1B}[38;5;243mNuts\u{1B}[0m\u{1B}[48;5;233m\(String(repeating: " ", count: 36))\u{1B}[0m",
            "\u{1B}[38;5;235;48;5;233m━━━━━━━╸\u{1B}[38;5;32m━━━━━━━━━━\u{1B}[38;5;235m╺━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\u{1B}[0m",
        ]
        /// ncdu's delete confirmation: `no` reversed between plain `yes` and `don't ask me again`.
        static let ncduConfirm = [
            "\u{1B}[37;40m┌───\u{1B}[1;34mConfirm delete\u{1B}[0;37;40m─────────────────────────────────────────┐",
            "\u{1B}[37;40m│ Are you sure you want to delete \"sub\"                    │",
            "\u{1B}[37;40m│                                                          │",
            "\u{1B}[37;40m│              yes      \u{1B}[7mno\u{1B}[0;37;40m     don't ask me again          │",
            "\u{1B}[37;40m└──────────────────────────────────────────────────────────┘\u{1B}[0m",
        ]
        /// vim's tab line for `vim -p a.txt b.txt`: the current tab bold on the page's
        /// paint, the other underlined black on white, the rest reversed, the close
        /// button `X` at the end; then the page.
        static let vimTabLine = [
            "\u{1B}[1m a.txt \u{1B}[m\u{1B}[4m\u{1B}[30m\u{1B}[47m b.txt \u{1B}[m\u{1B}[7m\(String(repeating: " ", count: 65))\u{1B}[m\u{1B}[4m\u{1B}[30m\u{1B}[47mX\u{1B}[m",
            "one", "\u{1B}[94m~", "~",
        ]
    }

    /// The tree read off an 80-column screen showing `rows`, one under another, from the top.
    static func tree(_ rows: [String], height: Int = 6) -> ElementTree {
        elements(after: rows.joined(separator: "\r\n"), rows: height)
    }

    // MARK: menu bars

    @Test("mc's top row, painted across the screen, is a toolbar of menu items, none selected; its key bar at the bottom stays a toolbar of buttons")
    func mcMenuBar() {
        let tree = Self.tree([Drawn.mcMenuBar, "", " Panels", "", "", Drawn.mcKeyBar])

        #expect(tree.labels(.menuItem) == ["Left", "File", "Command", "Options", "Right"], "\(tree.root.dump())")
        #expect(tree.all(.menuItem).allSatisfy { !$0.isSelected })
        #expect(tree.all(.menuItem).first { $0.label == "File" }?.frame == Rect(x: 11, y: 0, width: 4, height: 1))
        let bars = tree.all(.toolbar)
        #expect(bars.count == 2, "\(tree.root.dump())")
        #expect(bars.last?.children.map(\.elementType).allSatisfy { $0 == .button } == true)
        #expect(bars.last?.children.first.map { [$0.label, $0.value] } == ["Help", "1"])
    }

    @Test("in mc's open menu bar the item painted unlike the bar is selected, whatever colour its hotkey letter has")
    func mcOpenMenuBar() {
        let tree = Self.tree([Drawn.mcOpenMenuBar, "", " Panels"])

        #expect(tree.all(.menuItem).map(\.isSelected) == [true, false, false, false, false], "\(tree.root.dump())")
    }

    @Test("the top row of a frame painted as a bar is a menu bar inside the frame")
    func menuBarInFrame() {
        let tree = Self.tree([
            "┌─ Editor ─────────────────┐", "│\u{1B}[46m File  Edit  \u{1B}[7mView\u{1B}[27m         \u{1B}[0m│", "│ text                     │", "│                          │",
            "│                          │", "└──────────────────────────┘",
        ])

        #expect(tree.labels(.menuItem) == ["File", "Edit", "View"], "\(tree.root.dump())")
        #expect(tree.all(.menuItem).map(\.isSelected) == [false, false, true])
        #expect(tree.all(.window).first?.children.first?.elementType == .toolbar)
    }

    @Test(
        "a top row that is not painted as a bar, is a painted panel's first row, or holds a title rather than words is no menu bar",
        arguments: [
            ("  Left     File     Command", " Panels"),
            ("\u{1B}[46m  Left     File     Command\u{1B}[K", "\u{1B}[46m Panels\u{1B}[K"),
            ("\u{1B}[7m  GNU nano 7.2              New Buffer\u{1B}[K", " text"),
        ])
    func menuBarNearMisses(top: String, next: String) {
        let tree = Self.tree([top + "\u{1B}[0m", next + "\u{1B}[0m"])

        #expect(tree.all(.menuItem).isEmpty, "\(tree.root.dump())")
    }

    @Test("a painted row of words below the top is no menu bar")
    func menuBarBelowTheTop() {
        let tree = Self.tree(["", Drawn.mcMenuBar, ""])

        #expect(tree.all(.menuItem).isEmpty, "\(tree.root.dump())")
    }

    // MARK: tabs

    @Test("Textual's tabs, focused or not, are a tab bar of buttons whose current one, over the blue stretch of line, is selected")
    func textualTabs() {
        for rows in [Drawn.focusedTabs, Drawn.tabs] {
            let tree = Self.tree(rows + ["\u{1B}[38;5;253;48;5;233mleeks and beans\u{1B}[0m"])

            let bar = tree.all(.tabBar)
            #expect(bar.count == 1, "\(tree.root.dump())")
            #expect(bar.first?.children.map(\.label) == ["Fruit", "Vegetables", "Nuts"])
            #expect(bar.first?.children.map(\.isSelected) == [false, true, false])
            #expect(bar.first?.children.allSatisfy { $0.elementType == .button } == true)
        }
    }

    @Test("titles over a line of one colour are tabs when one title is painted unlike the row, and not when none is")
    func tabsMarkedByPaint() {
        let marked = Self.tree([" Home  \u{1B}[7m Files \u{1B}[0m  Help", "──────────────────────"])
        #expect(marked.all(.tabBar).first?.children.map(\.isSelected) == [false, true, false], "\(marked.root.dump())")

        let unmarked = Self.tree([" Home  Files  Help", "──────────────────────"])
        #expect(unmarked.all(.tabBar).isEmpty, "\(unmarked.root.dump())")
    }

    @Test("titles without a line under them, or over a frame's border, are no tab bar")
    func tabNearMisses() {
        let noLine = Self.tree([Drawn.focusedTabs[0], "\u{1B}[38;5;253;48;5;233mleeks\u{1B}[0m"])
        #expect(noLine.all(.tabBar).isEmpty, "\(noLine.root.dump())")

        let overBorder = Self.tree(["┌──────────────────┐", "│ \u{1B}[7mapple\u{1B}[0m  Apple     │", "└──────────────────┘"])
        #expect(overBorder.all(.tabBar).isEmpty, "\(overBorder.root.dump())")
    }

    @Test("vim's tab line is a tab bar of its tabs, the one painted like the page under it selected; the close button far off is no tab, and no tab is a text field")
    func vimTabLine() {
        let tree = Self.tree(Drawn.vimTabLine)

        #expect(tree.all(.tabBar).count == 1, "\(tree.root.dump())")
        #expect(tree.all(.button).map(\.label) == ["a.txt", "b.txt"])
        #expect(tree.all(.button).map(\.isSelected) == [true, false])
        #expect(tree.all(.textField).isEmpty)
        #expect(tree.labels(.staticText).contains("X"), "\(tree.root.dump())")
    }

    @Test("a tab line lower than the top row, with no bar painted behind it, or with no title or both painted like the page, is no tab bar")
    func tabLineNearMisses() {
        let lower = Self.tree(["page"] + Drawn.vimTabLine)
        let unpainted = Self.tree(["\u{1B}[1m a.txt \u{1B}[m\u{1B}[4m\u{1B}[30m\u{1B}[47m b.txt \u{1B}[m", "one"])
        let bothOnPage = Self.tree(["\u{1B}[1m a.txt \u{1B}[m b.txt \u{1B}[7m\(String(repeating: " ", count: 66))\u{1B}[m", "one"])
        let noneOnPage = Self.tree(["\u{1B}[30;47m a.txt \u{1B}[m\u{1B}[30;47m b.txt \u{1B}[m\u{1B}[7m\(String(repeating: " ", count: 66))\u{1B}[m", "one"])

        for tree in [lower, unpainted, bothOnPage, noneOnPage] {
            #expect(tree.all(.tabBar).isEmpty, "\(tree.root.dump())")
        }
    }

    @Test("an underlined word padded a blank each side is no field; underlined room to type after a value is one")
    func underlinedFieldNeedsRoomAtItsEnd() {
        let padded = Self.tree(["Name: \u{1B}[4m Ada \u{1B}[m"])
        let room = Self.tree(["Name: \u{1B}[4mAda  \u{1B}[m"])

        #expect(padded.all(.textField).isEmpty, "\(padded.root.dump())")
        #expect(room.all(.textField).map(\.value) == ["Ada"], "\(room.root.dump())")
    }

    // MARK: buttons without brackets

    @Test("ncdu's confirmation is an alert whose row of plain words, one reversed, is its buttons, the reversed one focused")
    func ncduConfirm() throws {
        let tree = Self.tree(Drawn.ncduConfirm)

        let alert = try #require(tree.all(.alert).first, "\(tree.root.dump())")
        #expect(alert.label == "Confirm delete")
        #expect(tree.labels(.button) == ["yes", "no", "don't ask me again"], "\(tree.root.dump())")
        #expect(tree.all(.button).map(\.hasFocus) == [false, true, false])
        #expect(tree.labels(.staticText) == ["Are you sure you want to delete \"sub\""])
    }

    @Test(
        "a row with no highlighted label, two, a highlighted letter only, a sentence among the labels, or one coloured word in a sentence, has no buttons",
        arguments: [
            "  Yes   No   Cancel",
            "  \u{1B}[7mYes\u{1B}[0m   \u{1B}[7mNo\u{1B}[0m   Cancel",
            "  \u{1B}[7mY\u{1B}[0mes   No   Cancel",
            "  \u{1B}[7mYes\u{1B}[0m   No   Delete all the files?",
            "  Press \u{1B}[7mEnter\u{1B}[0m to go on",
        ])
    func buttonRowNearMisses(row: String) {
        let tree = Self.tree(["Sure?", "", row, ""])

        #expect(tree.all(.button).isEmpty, "\(tree.root.dump())")
    }

    @Test("the screen's bottom row, where status lines are, is no row of buttons; the same row above it is")
    func buttonRowNotOnTheBottomRow() {
        let row = " \u{1B}[42m NORMAL \u{1B}[0m  main  "
        #expect(Self.tree(["", "", "", "", "", row]).all(.button).isEmpty)
        #expect(Self.tree(["", "", "", "", row, ""]).labels(.button) == ["NORMAL", "main"])
    }
}
