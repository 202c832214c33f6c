import ScreenModel
import Testing

/// Where a terminal front end puts its cursor: after the focused field's text, inside its box.
@Suite("The caret of a drawn screen")
struct CaretTests {
    /// A 40×3 screen holding one 20-column field at (5, 1): its box is the 20 columns after
    /// the label and its space, with a border cell at each end.
    private func tree(value: String, label: String = "", focused: Bool = true) -> ElementTree {
        let field = ElementSnapshot(
            .textField, identifier: "field", label: label, value: value, hasFocus: focused,
            frame: Rect(x: 5, y: 1, width: 20, height: 1))
        return ElementTree(generation: 1, root: ElementSnapshot(.application, frame: Rect(x: 0, y: 0, width: 40, height: 3), children: [field]))
    }

    @Test(
        "the caret stands after the text, in the box's first cell when it is empty, and never on the closing border",
        arguments: [(0, 6), (3, 9), (17, 23), (18, 23), (19, 23), (30, 23)])
    func caretAfterTheText(length: Int, column: Int) {
        // The box spans columns 5 to 24: its borders at 5 and 24, its 18 inner cells from 6 to 23.
        let caret = ScreenRenderer.caret(in: tree(value: String(repeating: "a", count: length)))

        #expect(caret == Point(x: column, y: 1))
    }

    @Test("a labelled field's box starts after the label and a space")
    func labelledField() {
        #expect(ScreenRenderer.caret(in: tree(value: "ab", label: "Email")) == Point(x: 5 + 6 + 1 + 2, y: 1))
    }

    @Test("with no field focused there is no caret")
    func noFocusNoCaret() {
        #expect(ScreenRenderer.caret(in: tree(value: "ab", focused: false)) == nil)
    }
}
