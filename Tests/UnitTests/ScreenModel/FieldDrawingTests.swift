import ScreenModel
import Testing

/// How a text field draws a value longer than its box: the end stays in view, as a field
/// scrolls to its cursor, at a cost that does not grow with the square of the value.
@Suite("A field's long value, drawn", .timeLimit(.minutes(1)))
struct FieldDrawingTests {
    /// A 30×1 screen holding one unlabelled 12-column field: its box has 10 inner cells.
    private func row(value: String, focused: Bool = false) -> String {
        let field = ElementSnapshot(
            .textField, identifier: "field", value: value, hasFocus: focused, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        let tree = ElementTree(generation: 1, root: ElementSnapshot(.application, frame: Rect(x: 0, y: 0, width: 30, height: 1), children: [field]))
        return ScreenRenderer.render(tree).lines[0]
    }

    @Test(
        "a value that fits shows whole; a longer one shows its last columns, a wide character kept only whole",
        arguments: [
            ("abc", "[abc       ]"),
            ("0123456789", "[0123456789]"),
            ("0123456789X", "[123456789X]"),
            ("0日本語ab1234", "[本語ab1234]"),
            ("日本語ab12345", "[語ab12345 ]"),
        ])
    func endInView(value: String, shown: String) {
        #expect(row(value: value) == shown)
    }

    @Test("a focused field's cursor counts as the last column: the value's end moves over to make room")
    func cursorTakesAColumn() {
        #expect(row(value: "0123456789", focused: true) == "[123456789_]")
    }

    @Test("a field holding a million characters draws its last ten at once")
    func millionCharacters() {
        let value = String(repeating: "x", count: 999_990) + "0123456789"

        #expect(row(value: value) == "[0123456789]")
    }

    @Test(
        "every kind of element with a label, value and placeholder of a million characters draws in one pass",
        arguments: ElementType.allCases)
    func hugeTextsOfEveryKind(type: ElementType) {
        let huge = String(repeating: "w", count: 1_000_000)
        let element = ElementSnapshot(
            type, identifier: "huge", label: huge, value: huge, placeholderValue: huge, hasFocus: true,
            frame: Rect(x: 0, y: 0, width: 20, height: 3))
        let tree = ElementTree(generation: 1, root: ElementSnapshot(.application, frame: Rect(x: 0, y: 0, width: 30, height: 3), children: [element]))

        let screen = ScreenRenderer.render(tree)

        #expect(screen.lines.count == 3)
        #expect(screen.lines.allSatisfy { $0.terminalWidth <= 30 })
    }
}
