import Foundation
import ScreenElements
import ScreenModel
import Testing

@Suite("The rules for widgets drawn as Textual draws them, on rows a real terminal running the Textual adapter's counter example showed")
struct TallWidgetRuleTests {
    /// Rows Textual wrote for the counter example on an 80-column terminal (its own
    /// driver, 256 colours), each from the start of the line.
    enum Drawn {
        /// The buttons "Add one", focused (its label reversed), and "Load".
        static let buttons = [
            "\u{1B}[38;5;235;48;5;235m▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔\u{1B}[0m",
            "\u{1B}[48;5;235m   \u{1B}[0m\u{1B}[1;7;38;5;253;48;5;235m Add one \u{1B}[0m\u{1B}[48;5;235m    \u{1B}[0m",
            "\u{1B}[38;5;232;48;5;235m▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁\u{1B}[0m",
            "\u{1B}[38;5;235;48;5;234m▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔\u{1B}[0m",
            "\u{1B}[48;5;234m     \u{1B}[0m\u{1B}[1;38;5;253;48;5;234m Load \u{1B}[0m\u{1B}[48;5;234m     \u{1B}[0m",
            "\u{1B}[38;5;232;48;5;234m▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁\u{1B}[0m",
        ]
        /// An empty input showing its placeholder "Name" in grey, without focus.
        static let placeholderField = [
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[38;5;233;48;5;234m\(String(repeating: "▔", count: 78))\u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[48;5;234m  \u{1B}[0m\u{1B}[38;5;242;48;5;234mName\u{1B}[0m\u{1B}[38;5;253;48;5;234m\(String(repeating: " ", count: 70))\u{1B}[0m\u{1B}[48;5;234m  \u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[38;5;233;48;5;234m\(String(repeating: "▁", count: 78))\u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
        ]
        /// The same input focused (its border blue) after typing "Ada", its cursor a light cell.
        static let typedField = [
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[38;5;32;48;5;235m\(String(repeating: "▔", count: 78))\u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[48;5;235m  \u{1B}[0m\u{1B}[38;5;253;48;5;235mAda\u{1B}[0m\u{1B}[38;5;233;48;5;253m \u{1B}[0m\u{1B}[38;5;253;48;5;235m\(String(repeating: " ", count: 70))\u{1B}[0m\u{1B}[48;5;235m  \u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[38;5;32;48;5;235m\(String(repeating: "▁", count: 78))\u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
        ]
        /// The check box "Loud", off (its X black on dark blue), without focus.
        static let checkBoxOff = [
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[38;5;233;48;5;234m▔▔▔▔▔▔▔▔▔▔▔\u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;17;48;5;234m▐\u{1B}[0m\u{1B}[38;5;16;48;5;17mX\u{1B}[0m\u{1B}[38;5;17;48;5;234m▌\u{1B}[0m\u{1B}[38;5;253;48;5;234m Loud \u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[38;5;233;48;5;234m▁▁▁▁▁▁▁▁▁▁▁\u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
        ]
        /// The check box "Loud", on (its X green) and focused (its label on blue).
        static let checkBoxOn = [
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[38;5;32;48;5;235m▔▔▔▔▔▔▔▔▔▔▔\u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[48;5;235m \u{1B}[0m\u{1B}[38;5;17;48;5;235m▐\u{1B}[0m\u{1B}[38;5;115;48;5;17mX\u{1B}[0m\u{1B}[38;5;17;48;5;235m▌\u{1B}[0m\u{1B}[1;38;5;195;48;5;32m Loud \u{1B}[0m\u{1B}[48;5;235m \u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;32;48;5;233m▊\u{1B}[0m\u{1B}[38;5;32;48;5;235m▁▁▁▁▁▁▁▁▁▁▁\u{1B}[0m\u{1B}[38;5;32;48;5;233m▎\u{1B}[0m",
        ]
        /// An option list of three rows in the same tall border, "Apple" highlighted.
        static let optionList = [
            placeholderField[0],
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;253;48;5;23mApple\(String(repeating: " ", count: 71))\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;253;48;5;234mBanana\(String(repeating: " ", count: 70))\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            "\u{1B}[7;38;5;233;48;5;233m▊\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;253;48;5;234mCherry\(String(repeating: " ", count: 70))\u{1B}[0m\u{1B}[48;5;234m \u{1B}[0m\u{1B}[38;5;233;48;5;233m▎\u{1B}[0m",
            placeholderField[2],
        ]
        /// The journal example's read-only `TextArea`, empty: two blank rows in a tall border
        /// (a 16-colour terminal).
        static let emptyEditor = [
            "\u{1B}[7;38;5;0;48;5;0m▊\u{1B}[0m\u{1B}[38;5;0;48;5;0m▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▔▎\u{1B}[0m",
            "\u{1B}[7;38;5;0;48;5;0m▊\u{1B}[0m\u{1B}[48;5;0m \u{1B}[0m\u{1B}[38;5;15;48;5;0m                                                                            \u{1B}[0m\u{1B}[48;5;0m \u{1B}[0m\u{1B}[38;5;0;48;5;0m▎\u{1B}[0m",
            "\u{1B}[7;38;5;0;48;5;0m▊\u{1B}[0m\u{1B}[48;5;0m \u{1B}[0m\u{1B}[38;5;15;48;5;0m                                                                            \u{1B}[0m\u{1B}[48;5;0m \u{1B}[0m\u{1B}[38;5;0;48;5;0m▎\u{1B}[0m",
            "\u{1B}[7;38;5;0;48;5;0m▊\u{1B}[0m\u{1B}[38;5;0;48;5;0m▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▎\u{1B}[0m",
        ]
        /// The counter example's footer on the bottom row: its one key, `^p palette`, after a `▏`.
        static let footer =
            "\u{1B}[48;5;8m                                                                    \u{1B}[0m\u{1B}[38;5;8;48;5;8m▏\u{1B}[0m\u{1B}[1;38;5;7;48;5;8m^p\u{1B}[0m\u{1B}[38;5;15;48;5;8m palette\u{1B}[0m\u{1B}[48;5;8m \u{1B}[0m"
        /// Textual's demo (`python -m textual`, true colour, 80 columns), its projects page:
        /// the footer, each key bold in its own padding before its name, the last two keys
        /// overlapping where `^s Screenshot` is cut by `▏^p palette`.
        static let demoFooter =
            "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m ⏎ \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mopen repo \u{1B}[0m"
            + "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m c \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mCode \u{1B}[0m"
            + "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m h \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mHome \u{1B}[0m"
            + "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m g \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mGame \u{1B}[0m"
            + "\u{1B}[1;38;2;131;131;131;48;2;45;45;45m p \u{1B}[0m\u{1B}[38;2;163;163;163;48;2;45;45;45mProjects \u{1B}[0m"
            + "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m w \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mWidgets \u{1B}[0m"
            + "\u{1B}[1;38;2;176;176;176;48;2;45;45;45m ^s \u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mScre\u{1B}[0m"
            + "\u{1B}[38;2;81;81;81;48;2;45;45;45m▏\u{1B}[0m\u{1B}[1;38;2;176;176;176;48;2;45;45;45m^p\u{1B}[0m"
            + "\u{1B}[38;2;224;224;224;48;2;45;45;45m pal\u{1B}[0m\u{1B}[38;2;224;224;224;48;2;45;45;45mette\u{1B}[0m\u{1B}[48;2;45;45;45m \u{1B}[0m"
        /// The demo's widgets page: two buttons side by side with no gap (an `ItemGrid`), each
        /// block in a paint of its own, "Default" focused, neither label reversed.
        static let demoButtonPair = [
            "\u{1B}[38;2;45;45;45;48;2;30;30;30m\(String(repeating: "▔", count: 39))\u{1B}[0m\u{1B}[38;2;169;169;169;48;2;101;101;101m\(String(repeating: "▔", count: 39))\u{1B}[0m",
            "\u{1B}[48;2;30;30;30m               \u{1B}[0m\u{1B}[1;38;2;224;224;224;48;2;30;30;30m Default \u{1B}[0m\u{1B}[48;2;30;30;30m               \u{1B}[0m"
                + "\u{1B}[48;2;101;101;101m               \u{1B}[0m\u{1B}[1;38;2;234;234;234;48;2;101;101;101m Primary \u{1B}[0m\u{1B}[48;2;101;101;101m               \u{1B}[0m",
            "\u{1B}[38;2;13;13;13;48;2;30;30;30m\(String(repeating: "▁", count: 39))\u{1B}[0m\u{1B}[38;2;58;58;58;48;2;101;101;101m\(String(repeating: "▁", count: 39))\u{1B}[0m",
        ]
        /// The demo's widgets page: a paragraph of two lines, the second with inline code
        /// (`disabled=True`) on a paint of its own.
        static let demoParagraph = [
            "\u{1B}[48;2;27;27;27m  \u{1B}[38;2;224;224;224;48;2;27;27;27mA simple button, with a number of semantic styles. May be rendered\u{1B}[48;2;27;27;27m          \u{1B}[0m",
            "\u{1B}[48;2;27;27;27m  \u{1B}[38;2;224;224;224;48;2;27;27;27munclickable by setting \u{1B}[0m\u{1B}[38;2;194;194;194;48;2;38;38;38mdisabled=True\u{1B}[0m"
                + "\u{1B}[38;2;224;224;224;48;2;27;27;27m.\u{1B}[0m\u{1B}[48;2;27;27;27m                                         \u{1B}[0m",
        ]
        /// The panels example's top row: a link, and over part of it the label `[NEW!]`, a badge.
        static let badge = "\u{1B}[1;7;38;5;7;48;5;0mExample \u{1B}[0m\u{1B}[38;5;15;48;5;0m[NEW!]\u{1B}[0m\u{1B}[48;5;0m                                              \u{1B}[0m"
    }

    /// The tree read off a screen showing `rows`, one under another, with a blank row below,
    /// the cursor hidden as Textual hides it.
    static func tree(_ rows: [String]) -> ElementTree {
        elements(after: "\u{1B}[?25l" + rows.joined(separator: "\r\n"), rows: rows.count + 1)
    }

    // MARK: buttons

    @Test("a block between a row of ▔ and a row of ▁ is a button labelled with its middle row; the one whose label is reversed has focus")
    func tallButtons() {
        let buttons = Self.tree(Drawn.buttons).all(.button)

        #expect(buttons.map(\.label) == ["Add one", "Load"])
        #expect(buttons.map(\.hasFocus) == [true, false])
        #expect(buttons.first?.frame == Rect(x: 0, y: 0, width: 16, height: 3))
    }

    @Test("two blocks side by side with no gap, each in a paint of its own, are two buttons, neither focused")
    func tallButtonsSideBySide() {
        let buttons = Self.tree(Drawn.demoButtonPair).all(.button)

        #expect(buttons.map(\.label) == ["Default", "Primary"])
        #expect(buttons.map(\.frame) == [Rect(x: 0, y: 0, width: 39, height: 3), Rect(x: 39, y: 0, width: 39, height: 3)])
        #expect(buttons.map(\.hasFocus) == [false, false])
    }

    @Test("a lone ▔ row over a label, or ▔ and ▁ rows over different columns, make no button")
    func tallButtonNearMisses() {
        let lone = Self.tree(Array(Drawn.buttons[0...1]))
        #expect(lone.all(.button).isEmpty, "\(lone.root.dump())")

        let uneven = Self.tree(Array(Drawn.buttons[0...1]) + ["\u{1B}[38;5;232;48;5;235m▁▁▁▁▁▁▁▁▁▁▁▁\u{1B}[0m"])
        #expect(uneven.all(.button).isEmpty, "\(uneven.root.dump())")
    }

    // MARK: fields

    @Test("one row in a tall ▊ ▎ border is a text field: faint text alone is its placeholder, typed text its value; a border in a colour of its own gives focus")
    func tallFields() {
        let empty = Self.tree(Drawn.placeholderField)
        let field = empty.all(.textField)
        #expect(field.map(\.value) == [""], "\(empty.root.dump())")
        #expect(field.map(\.placeholderValue) == ["Name"])
        #expect(field.map(\.hasFocus) == [false])
        #expect(field.first?.frame == Rect(x: 0, y: 0, width: 80, height: 3))
        #expect(field.map(\.label) == [""], "a border of ▔ alone has no title")
        #expect(empty.all(.button).isEmpty, "the rows of ▔ and ▁ inside the border are no button:\n\(empty.root.dump())")

        let typed = Self.tree(Drawn.typedField).all(.textField)
        #expect(typed.map(\.value) == ["Ada"])
        #expect(typed.map(\.placeholderValue) == [nil])
        #expect(typed.map(\.hasFocus) == [true])
    }

    /// A tall field's rows as Textual draws them in true colour: the border in `border`
    /// on the screen's #121212, the inside #1e1e1e, `text` in grey as a placeholder.
    static func trueColourField(border: String, text: String, rows inside: Int = 1) -> [String] {
        let side = { (glyph: String) in "\u{1B}[38;2;\(border);48;2;18;18;18m\(glyph)\u{1B}[0m" }
        let left = "\u{1B}[7;38;2;\(border);48;2;18;18;18m▊\u{1B}[0m"
        let line = { (glyph: String) in left + "\u{1B}[38;2;\(border);48;2;30;30;30m\(String(repeating: glyph, count: 78))\u{1B}[0m" + side("▎") }
        let middle = { (words: String) in
            left + "\u{1B}[48;2;30;30;30m  \u{1B}[38;2;115;115;115m\(words)\u{1B}[38;2;224;224;224m\(String(repeating: " ", count: 74 - words.count))\u{1B}[0m"
                + "\u{1B}[48;2;30;30;30m  \u{1B}[0m" + side("▎")
        }
        return [line("▔"), middle(text)] + Array(repeating: middle(""), count: inside - 1) + [line("▁")]
    }

    @Test("in true colour, a tall field's border a shade off the screen (#191919 on #121212) gives no focus; one in the accent colour does; so for an empty editor")
    func trueColourFocus() {
        let resting = Self.tree(Self.trueColourField(border: "25;25;25", text: "Entry")).all(.textField)
        #expect(resting.map(\.placeholderValue) == ["Entry"])
        #expect(resting.map(\.hasFocus) == [false])
        let focused = Self.tree(Self.trueColourField(border: "1;120;212", text: "Entry")).all(.textField)
        #expect(focused.map(\.hasFocus) == [true])

        let restingEditor = Self.tree(Self.trueColourField(border: "25;25;25", text: "", rows: 2)).all(.textView)
        #expect(restingEditor.map(\.hasFocus) == [false])
        let focusedEditor = Self.tree(Self.trueColourField(border: "1;120;212", text: "", rows: 2)).all(.textView)
        #expect(focusedEditor.map(\.hasFocus) == [true])
    }

    @Test("a tall border whose bottom row has lost its right side is no field, and one of three rows is a list, not a field")
    func tallFieldNearMisses() {
        let open = Self.tree(Array(Drawn.placeholderField[0...1]) + [Drawn.placeholderField[2].replacingOccurrences(of: "▎", with: " ")])
        #expect(open.all(.textField).isEmpty, "\(open.root.dump())")

        let list = Self.tree(Drawn.optionList)
        #expect(list.all(.textField).isEmpty, "\(list.root.dump())")
        #expect(list.labels(.cell) == ["Apple", "Banana", "Cherry"])
    }

    // MARK: check boxes

    @Test("▐X▌ then a label is a check box: on when its X stands out from the box, off when the X is faint or the box empty; a highlighted label has focus")
    func blockCheckBoxes() {
        let off = Self.tree(Drawn.checkBoxOff)
        #expect(off.labels(.switch) == ["Loud"], "\(off.root.dump())")
        #expect(off.all(.switch).map(\.value) == ["0"])
        #expect(off.all(.switch).map(\.hasFocus) == [false])
        #expect(off.all(.textField).isEmpty, "the check box's tall border holds no field:\n\(off.root.dump())")

        let on = Self.tree(Drawn.checkBoxOn).all(.switch)
        #expect(on.map(\.value) == ["1"])
        #expect(on.map(\.hasFocus) == [true])

        let emptied = Self.tree(Drawn.checkBoxOn.map { $0.replacingOccurrences(of: "X", with: " ") }).all(.switch)
        #expect(emptied.map(\.value) == ["0"])
    }

    @Test("block check boxes one over another in a tall border (Textual's radio set) stay check boxes: no list, no cells")
    func blockCheckBoxesStayCheckBoxes() {
        let second = Drawn.checkBoxOff[1].replacingOccurrences(of: " Loud ", with: " Soft ")
        let tree = Self.tree([Drawn.checkBoxOff[0], Drawn.checkBoxOff[1], second, Drawn.checkBoxOff[2]])

        #expect(tree.all(.switch).map(\.label) == ["Loud", "Soft"], "\(tree.root.dump())")
        #expect(tree.all(.cell).isEmpty)
        #expect(tree.all(.table).isEmpty)
    }

    @Test("a ▐ without its ▌ is no check box")
    func blockCheckBoxNearMiss() {
        let tree = Self.tree(Drawn.checkBoxOn.map { $0.replacingOccurrences(of: "▌", with: " ") })

        #expect(tree.all(.switch).isEmpty, "\(tree.root.dump())")
    }

    @Test("several blank rows in a tall ▊ ▎ border are an empty text view, labelled with the border's title")
    func emptyEditor() {
        let views = Self.tree(Drawn.emptyEditor).all(.textView)

        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 80, height: 4)])
        #expect(views.map(\.value) == [""])
        #expect(views.map(\.label) == [""], "a border of ▔ alone has no title")
    }

    @Test("a tall border's title is read between its sides: not the side, nor the text left of it, nor the ▔ around the title")
    func tallFieldTitle() {
        let top = "ab  ▊▔▔ Notes " + String(repeating: "▔", count: 19) + "▎"
        let middle = "    ▊  Ada" + String(repeating: " ", count: 23) + "▎"
        let bottom = "    ▊" + String(repeating: "▁", count: 28) + "▎"
        let tree = Self.tree([top, middle, bottom])

        let fields = tree.all(.textField)
        #expect(fields.map(\.label) == ["Notes"], "\(tree.root.dump())")
        #expect(fields.map(\.value) == ["Ada"])
        #expect(fields.map(\.frame) == [Rect(x: 4, y: 0, width: 30, height: 3)])
    }

    @Test("several rows with text in a tall border are no text view: they are left to the list")
    func editorNearMiss() {
        let written = Self.tree([Drawn.emptyEditor[0], Drawn.emptyEditor[1], Drawn.typedField[1], Drawn.emptyEditor[3]])
        #expect(written.all(.textView).isEmpty, "\(written.root.dump())")
        #expect(Self.tree(Drawn.optionList).all(.textView).isEmpty)
    }

    // MARK: footer and badges

    @Test("one key on the screen's bottom row, painted its whole width in a colour of its own, is a toolbar's button named after the key")
    func footerKey() {
        let tree = elements(after: "\u{1B}[?25l\r\n\r\n" + Drawn.footer, rows: 3)

        let buttons = tree.all(.toolbar).flatMap { $0.children.filter { $0.elementType == .button } }
        #expect(buttons.map(\.label) == ["palette"], "\(tree.root.dump())")
        #expect(buttons.map(\.value) == ["^p"])
    }

    @Test("the same key on a row that is not the bottom one, or on a bottom row painted like the screen, is no key bar")
    func footerKeyNearMisses() {
        let above = elements(after: "\u{1B}[?25l\r\n" + Drawn.footer, rows: 3)
        #expect(above.all(.toolbar).isEmpty, "\(above.root.dump())")

        let unpainted = elements(after: "\u{1B}[?25l\r\n\r\n\u{1B}[1m^p\u{1B}[0m palette", rows: 3)
        #expect(unpainted.all(.toolbar).isEmpty, "\(unpainted.root.dump())")
    }

    @Test("on a status bar any short word drawn unlike the name one blank after it is a key; a name ends at a line, where the next key begins")
    func demoFooterWordKeys() {
        let tree = elements(after: "\u{1B}[?25l\r\n\r\n" + Drawn.demoFooter, rows: 3)

        let buttons = tree.all(.toolbar).flatMap { $0.children.filter { $0.elementType == .button } }
        #expect(buttons.map(\.label) == ["open repo", "Code", "Home", "Game", "Projects", "Widgets", "Scre", "palette"], "\(tree.root.dump())")
        #expect(buttons.map(\.value) == ["⏎", "c", "h", "g", "p", "w", "^s", "^p"])
        #expect(buttons.first?.frame == Rect(x: 1, y: 2, width: 11, height: 1))
    }

    @Test(
        "a word is no key off a status bar, when it is longer than six cells, or when its name is drawn like it",
        arguments: [
            ("\r\n\u{1B}[48;5;8m\u{1B}[1m c \u{1B}[22mCode \u{1B}[1m h \u{1B}[22mHome\u{1B}[K\u{1B}[0m\r\n", "the row above the bottom one"),
            ("\r\n\r\n\u{1B}[1m c \u{1B}[22mCode \u{1B}[1m h \u{1B}[22mHome", "an unpainted bottom row"),
            ("\r\n\r\n\u{1B}[48;5;8m\u{1B}[1m abcdefg \u{1B}[22mCode\u{1B}[K\u{1B}[0m", "a word of seven cells"),
            ("\r\n\r\n\u{1B}[48;5;8m\u{1B}[1m c Code  h Home\u{1B}[K\u{1B}[0m", "names drawn like their keys"),
        ])
    func wordKeyNearMisses(input: String, what: String) {
        let tree = elements(after: "\u{1B}[?25l" + input, rows: 3)

        #expect(tree.all(.toolbar).isEmpty, "\(what): \(tree.root.dump())")
    }

    @Test("a word of six cells on a status bar is a key")
    func longestWordKey() {
        let tree = elements(after: "\u{1B}[?25l\r\n\r\n\u{1B}[48;5;8m\u{1B}[1m delete \u{1B}[22mRemove\u{1B}[K\u{1B}[0m", rows: 3)

        let buttons = tree.all(.toolbar).flatMap(\.children)
        #expect(buttons.map(\.label) == ["Remove"], "\(tree.root.dump())")
        #expect(buttons.map(\.value) == ["delete"])
    }

    @Test("two lines of a paragraph, one with a word on a paint of its own, are text: no list and no selected row")
    func inlineHighlightIsNoSelection() {
        let tree = Self.tree(Drawn.demoParagraph)

        #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        #expect(tree.all(.staticText).map(\.label).contains("A simple button, with a number of semantic styles. May be rendered"))
    }

    @Test("a label tight in its brackets one blank after a word is a badge, text rather than a button")
    func badge() {
        let tree = Self.tree([Drawn.badge])

        #expect(tree.all(.button).isEmpty, "\(tree.root.dump())")
        #expect(tree.all(.staticText).map(\.label) == ["Example [NEW!]"], "\(tree.root.dump())")
    }

    @Test("tight brackets standing apart, or a padded label after a word, are buttons")
    func badgeNearMisses() {
        #expect(elements(after: "<Ok>    <Cancel>").all(.button).map(\.label) == ["Ok", "Cancel"])
        #expect(elements(after: "Total 3.00 [ Pay ]").all(.button).map(\.label) == ["Pay"])
    }
}
