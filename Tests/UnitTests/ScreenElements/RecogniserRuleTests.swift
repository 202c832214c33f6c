import ScreenElements
import ScreenModel
import Testing

@Suite("Each recogniser on hand-built screens: what it reads, its boundaries, and the order between rules")
struct RecogniserRuleTests {
    // MARK: frames

    @Test("a closed frame is a window titled with the text in its top line; the title's tees and spaces are not part of it")
    func frameWithTitle() {
        let tree = elements(after: "┌──┤ Fruit ├──┐\r\n│ Pick one    │\r\n└─────────────┘")

        #expect(tree.labels(.window) == ["Fruit"])
        #expect(tree.all(.window).first?.frame == Rect(x: 0, y: 0, width: 15, height: 3))
        #expect(tree.all(.window).first?.children.map(\.label) == ["Pick one"])
    }

    @Test("a frame missing its bottom-right corner is no frame")
    func openFrame() {
        let tree = elements(after: "┌─────┐\r\n│ a   │\r\n└──────")

        #expect(tree.all(.window).isEmpty, "\(tree.root.dump())")
    }

    @Test("a frame holding a button is an alert, and its elements' identifiers start with its title")
    func frameWithButtonIsAlert() {
        let tree = elements(after: "┌─ Confirm ──────┐\r\n│ <Yes>   <No>   │\r\n└────────────────┘")

        #expect(tree.labels(.alert) == ["Confirm"])
        #expect(tree.all(.button).map(\.identifier) == ["Confirm › Yes", "Confirm › No"])
    }

    @Test("a frame inside a frame is its child, and identifiers name both titles")
    func nestedFrames() {
        let tree = elements(after: "┌─ Outer ──────────┐\r\n│ ┌─ Inner ──┐     │\r\n│ │ [ Go ]   │     │\r\n│ └──────────┘     │\r\n└──────────────────┘")

        let outer = tree.all(.window).first
        #expect(outer?.label == "Outer")
        #expect(outer?.children.map(\.label) == ["Inner"])
        #expect(tree.all(.button).first?.identifier == "Outer › Inner › Go")
    }

    // MARK: buttons

    @Test(
        "bracketed short labels are buttons, whatever the bracket and padding",
        arguments: [("<Yes>", "Yes"), ("< OK >", "OK"), ("<  OK  >", "OK"), ("[ Cancel ]", "Cancel"), ("[   Save as   ]", "Save as")])
    func buttonForms(text: String, label: String) {
        #expect(elements(after: text).labels(.button) == [label])
    }

    @Test("padding of three spaces makes a button, four does not; a label of 30 cells does, 31 does not")
    func buttonBoundaries() {
        #expect(elements(after: "<   OK   >").labels(.button) == ["OK"])
        #expect(elements(after: "<    OK    >").labels(.button) == [])
        let thirty = String(repeating: "a", count: 30)
        #expect(elements(after: "<\(thirty)>").labels(.button) == [thirty])
        #expect(elements(after: "<\(thirty)a>").labels(.button) == [])
    }

    @Test("[>label<] is the selected button, a dim ( label ) a disabled one, a plain ( label ) only text")
    func buttonStates() {
        let selected = elements(after: "[>Shop<]  [ Cart ]").all(.button)
        #expect(selected.map(\.label) == ["Shop", "Cart"])
        #expect(selected.map(\.isSelected) == [true, false])

        let disabled = elements(after: "\(SGR.dim)( Buy )\(SGR.reset)").all(.button)
        #expect(disabled.map(\.label) == ["Buy"])
        #expect(disabled.first?.isEnabled == false)

        #expect(elements(after: "( Buy )").all(.button).isEmpty)
    }

    @Test("a button painted unlike its surroundings (inverse or another background) has focus; the others do not")
    func buttonFocusFromHighlight() {
        let inverse = elements(after: "\(SGR.inverse)< Yes >\(SGR.reset)  <  No  >").all(.button)
        #expect(inverse.map(\.hasFocus) == [true, false])

        let background = elements(after: "< Yes >  \(SGR.blueBackground)<  No  >\(SGR.reset)").all(.button)
        #expect(background.map(\.hasFocus) == [false, true])
    }

    @Test("[< label >], the brackets Bubble Tea and tui programs draw round the chosen answer, is the focused button, brackets and all")
    func bracketedButtonHasFocus() {
        let buttons = elements(after: " < Yes >   [< No >] ").all(.button)
        #expect(buttons.map(\.label) == ["Yes", "No"])
        #expect(buttons.map(\.hasFocus) == [false, true])
        #expect(buttons.last?.frame == Rect(x: 11, y: 0, width: 8, height: 1))
        #expect(elements(after: " < Yes >   [< No >] ").all(.staticText).isEmpty)
    }

    @Test("a repeated label gets a numbered identifier, and identifiers do not change when other text does")
    func stableIdentifiers() {
        let first = elements(after: "┌─ Files ──────────┐\r\n│ [ Open ] [ Open ]│\r\n└──────────────────┘\r\nstatus: 1")
        let second = elements(after: "┌─ Files ──────────┐\r\n│ [ Open ] [ Open ]│\r\n└──────────────────┘\r\nstatus: 2 of 3")

        #expect(first.all(.button).map(\.identifier) == ["Files › Open", "Files › Open (2)"])
        #expect(second.all(.button).map(\.identifier) == first.all(.button).map(\.identifier))
    }

    // MARK: check boxes

    @Test(
        "each mark is a check box, on or off, labelled with the text after it",
        arguments: [
            ("[x] Enable SSH", "1"), ("[X] Enable SSH", "1"), ("[*] Enable SSH", "1"), ("[ ] Enable SSH", "0"), ("(*) Enable SSH", "1"), ("( ) Enable SSH", "0"),
            ("☑ Enable SSH", "1"), ("☐ Enable SSH", "0"),
        ])
    func checkBoxMarks(text: String, value: String) {
        let boxes = elements(after: text).all(.switch)

        #expect(boxes.map(\.label) == ["Enable SSH"])
        #expect(boxes.map(\.value) == [value])
    }

    @Test("a check box's label is the last column after the mark: the description, not the tag")
    func checkBoxLabelIsLastColumn() {
        #expect(elements(after: "[*] ssh   Enable SSH").labels(.switch) == ["Enable SSH"])
    }

    @Test("a mark with no text after it, or glued to a word, is no check box")
    func checkBoxNeedsText() {
        #expect(elements(after: "[x]").all(.switch).isEmpty)
        #expect(elements(after: "a[x] b").all(.switch).isEmpty)
    }

    // MARK: text fields

    @Test("underlined cells with room to type are a field labelled by the text before it; one blank cell is not room")
    func underlinedField() {
        let field = elements(after: "Name: \(SGR.underline)Ann  \(SGR.reset)").all(.textField)
        #expect(field.map(\.label) == ["Name"])
        #expect(field.map(\.value) == ["Ann"])

        #expect(elements(after: "Name: \(SGR.underline)Ann \(SGR.reset)").all(.textField).isEmpty)
    }

    @Test("a bracketed underlined field is a field even when full; dim text in it is the placeholder")
    func bracketedField() {
        let full = elements(after: "Search [\(SGR.underline)shoes\(SGR.reset)]").all(.textField)
        #expect(full.map(\.value) == ["shoes"])

        let placeholder = elements(after: "Search [\(SGR.underline)\(SGR.dim)products    \(SGR.reset)]").all(.textField).first
        #expect(placeholder?.value == "")
        #expect(placeholder?.placeholderValue == "products")
    }

    @Test("three underscores after the text are a field, two are not")
    func underscoreField() {
        #expect(elements(after: "Ann___").all(.textField).map(\.value) == ["Ann"])
        #expect(elements(after: "Ann__").all(.textField).isEmpty)
    }

    @Test("the inside of a one-row frame holding the cursor is a focused field; without the cursor it is text")
    func cursorField() {
        let withCursor = elements(after: "┌──────────┐\r\n│Ann       │\r\n└──────────┘\u{1B}[2;5H").all(.textField)
        #expect(withCursor.map(\.value) == ["Ann"])
        #expect(withCursor.first?.hasFocus == true)

        #expect(elements(after: "┌──────────┐\r\n│Ann       │\r\n└──────────┘\u{1B}[6;1H").all(.textField).isEmpty)
    }

    // MARK: gauges

    @Test("a bar of fill with a percentage after it is a progress indicator valued with the percentage; a bar inside under 3 cells is not")
    func gauge() {
        let bar = elements(after: "Copy[####      ] 40%").all(.progressIndicator)
        #expect(bar.map(\.label) == ["Copy"])
        #expect(bar.map(\.value) == ["40%"])

        #expect(elements(after: "[##] 40%").all(.progressIndicator).isEmpty)
    }

    @Test("a bar with text after its fill is valued with that text; a percentage alone in a frame is a gauge, outside one is text")
    func gaugeForms() {
        #expect(elements(after: "Mem[|||     1.2G/3.8G]").all(.progressIndicator).map(\.value) == ["1.2G/3.8G"])
        #expect(elements(after: "┌──────┐\r\n│ 40%  │\r\n└──────┘").all(.progressIndicator).map(\.value) == ["40%"])
        #expect(elements(after: "40%").all(.progressIndicator).isEmpty)
    }

    // MARK: key bars

    @Test("three keys drawn unlike their names make a toolbar of buttons valued with the keys; two do not")
    func keyBar() {
        let cyan = SGR.cyanBackground, reset = SGR.reset
        let bar = elements(after: "F1\(cyan)Help\(reset) F2\(cyan)Setup\(reset) F10\(cyan)Quit\(reset)").all(.toolbar)
        #expect(bar.first?.children.map(\.label) == ["Help", "Setup", "Quit"])
        #expect(bar.first?.children.map(\.value) == ["F1", "F2", "F10"])

        #expect(elements(after: "F1\(cyan)Help\(reset) F2\(cyan)Setup\(reset)").all(.toolbar).isEmpty)
    }

    @Test("a prompt's answers on two rows, a letter alone or a control key each drawn unlike its name, are one bar a row; a lone row of two is not")
    func keyBarOnTwoRows() {
        let inverse = SGR.inverse, reset = SGR.reset
        let tree = elements(after: " \(inverse)Y\(reset) Yes\r\n \(inverse)N\(reset) No      \(inverse)^C\(reset) Cancel")
        #expect(tree.all(.toolbar).map { $0.children.map(\.label) } == [["Yes"], ["No", "Cancel"]])
        #expect(tree.all(.toolbar).map { $0.children.map(\.value) } == [["Y"], ["N", "^C"]])

        #expect(elements(after: " \(inverse)N\(reset) No      \(inverse)^C\(reset) Cancel").all(.toolbar).isEmpty)
    }

    @Test("keys drawn like their names are text, not a bar (a legend of hints)")
    func keyBarNeedsContrast() {
        #expect(elements(after: "^T tabs  F1 keys  ^C quit").all(.toolbar).isEmpty)
        #expect(
            elements(after: "\(SGR.inverse)^G\(SGR.reset) Help  \(SGR.inverse)^O\(SGR.reset) Write Out  \(SGR.inverse)^X\(SGR.reset) Exit").all(.toolbar).first?.children.map(
                \.label) == ["Help", "Write Out", "Exit"])
    }

    // MARK: tables

    @Test("two aligned rows of two columns are a table of two cells; one row is not")
    func tableRows() {
        let cells = elements(after: "main.go    1.2K\r\ngo.mod     120").all(.cell)
        #expect(cells.map(\.label) == ["main.go", "go.mod"])
        #expect(cells.map(\.value) == ["1.2K", "120"])

        #expect(elements(after: "main.go    1.2K").all(.cell).isEmpty)
    }

    @Test("a highlighted row is the selected cell; a column padded to one space is split where the others split")
    func tableSelectionAndAlignment() {
        let cells = elements(after: "apple  Apple\r\n\(SGR.inverse)banana Banana\(SGR.reset)\r\ncherry Cherry").all(.cell)

        #expect(cells.map(\.label) == ["apple", "banana", "cherry"])
        #expect(cells.map(\.isSelected) == [false, true, false])
    }

    @Test("rows of one column are a list only when exactly one is highlighted")
    func oneColumnList() {
        #expect(elements(after: "apple\r\n\(SGR.inverse)banana\(SGR.reset)\r\ncherry").labels(.cell) == ["apple", "banana", "cherry"])
        #expect(elements(after: "apple\r\nbanana\r\ncherry").all(.cell).isEmpty)
    }

    // MARK: static text

    @Test("text left over is static text, split at two blanks; dim text is disabled")
    func staticTexts() {
        let texts = elements(after: "Hello world  \(SGR.dim)later\(SGR.reset)").all(.staticText)

        #expect(texts.map(\.label) == ["Hello world", "later"])
        #expect(texts.map(\.isEnabled) == [true, false])
    }

    // MARK: the order

    @Test(
        "where two rules read the same cells, the earlier row of the table wins",
        arguments: [
            ("[x] Enable", ElementType.switch, ElementType.button),
            ("[####    ] 50%", .progressIndicator, .button),
            ("Name [\u{1B}[4mAnn    \u{1B}[0m]", .textField, .button),
        ])
    func orderDecides(text: String, winner: ElementType, loser: ElementType) {
        let tree = elements(after: text)

        #expect(tree.all(winner).count == 1, "\(tree.root.dump())")
        #expect(tree.all(loser).isEmpty, "\(tree.root.dump())")
    }

    // MARK: focus shared by a whole group

    @Test(
        "check boxes all painted alike are focused only where the cursor is, hidden or shown, in either direction", arguments: [(2, "Web server"), (1, "Enable SSH"), (3, "FTP")])
    func sharedHighlightFollowsCursor(row: Int, focused: String) {
        let list = ["[*] ssh   Enable SSH", "[ ] http  Web server", "[ ] ftp   FTP"].map { SGR.blueBackground + $0 + SGR.reset }.joined(separator: "\r\n")
        let tree = elements(after: list + "\u{1B}[?25l\u{1B}[\(row);3H")

        #expect(tree.all(.switch).filter(\.hasFocus).map(\.label) == [focused], "\(tree.root.dump())")
    }

    @Test("check boxes all painted alike, with the cursor on none of them, have no focus")
    func sharedHighlightWithoutCursorIsNoFocus() {
        let list = ["[*] ssh   Enable SSH", "[ ] http  Web server"].map { SGR.blueBackground + $0 + SGR.reset }.joined(separator: "\r\n")
        let tree = elements(after: list + "\u{1B}[5;40H")

        #expect(tree.all(.switch).count == 2)
        #expect(tree.all(.switch).filter(\.hasFocus).isEmpty, "\(tree.root.dump())")
    }

    @Test("one highlighted check box among plain ones keeps its focus wherever the hidden cursor is")
    func singleHighlightKeepsFocus() {
        let list = [SGR.inverse + "[*] ssh   Enable SSH" + SGR.reset, "[ ] http  Web server"].joined(separator: "\r\n")
        let tree = elements(after: list + "\u{1B}[?25l\u{1B}[2;3H")

        #expect(tree.all(.switch).filter(\.hasFocus).map(\.label) == ["Enable SSH"], "\(tree.root.dump())")
    }

    @Test(
        "a pointer one or two blanks before a check box gives it focus; three blanks, or a pointer glued to it, do not",
        arguments: [
            ("> [ ] apple\r\n  [ ] banana", ["apple"]),
            ("  [ ] apple\r\n❯  [ ] banana", ["banana"]),
            (">   [ ] apple\r\n    [ ] banana", [String]()),
        ])
    func pointerGivesFocus(text: String, focused: [String]) {
        let tree = elements(after: text)

        #expect(tree.all(.switch).count == 2, "\(tree.root.dump())")
        #expect(tree.all(.switch).filter(\.hasFocus).map(\.label) == focused, "\(tree.root.dump())")
    }
}
