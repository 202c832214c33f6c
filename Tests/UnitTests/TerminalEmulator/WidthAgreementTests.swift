@testable import ScreenModel
import TerminalEmulator
import Testing

/// The kit lays screens out with `terminalWidth` and the emulator reads them back: the
/// two must agree on every character, or a screen is drawn one way and read another.
@Suite("Character widths: the kit's layout and the emulator agree")
struct WidthAgreementTests {
    /// A character, the columns `wcwidth` gives it, and why it is here.
    struct WidthCase: Sendable, CustomTestStringConvertible {
        let scalar: Unicode.Scalar
        let columns: Int
        let why: String

        var testDescription: String { "U+\(String(scalar.value, radix: 16, uppercase: true)) (\(why)): \(columns)" }
    }

    static let cases: [WidthCase] = [
        WidthCase(scalar: "a", columns: 1, why: "ASCII"),
        WidthCase(scalar: "é", columns: 1, why: "Latin-1"),
        WidthCase(scalar: "\u{2705}", columns: 2, why: "✅, an emoji shown as emoji"),
        WidthCase(scalar: "\u{1F389}", columns: 2, why: "🎉, outside the Basic Multilingual Plane"),
        WidthCase(scalar: "\u{2713}", columns: 1, why: "✓, a symbol shown as text"),
        WidthCase(scalar: "\u{FE10}", columns: 2, why: "a presentation form for vertical text, East Asian Wide"),
        WidthCase(scalar: "\u{FE19}", columns: 2, why: "the last of those forms"),
        WidthCase(scalar: "\u{FE1A}", columns: 1, why: "the scalar after them"),
        WidthCase(scalar: "\u{1160}", columns: 0, why: "a Hangul conjoining vowel filler"),
        WidthCase(scalar: "\u{115F}", columns: 2, why: "the Hangul choseong filler before it, wide"),
        WidthCase(scalar: "\u{0600}", columns: 1, why: "the Arabic number sign, a format character that shows"),
        WidthCase(scalar: "\u{0605}", columns: 1, why: "the last Arabic sign that shows"),
        WidthCase(scalar: "\u{0606}", columns: 1, why: "an Arabic-Indic cube root, an ordinary symbol"),
        WidthCase(scalar: "\u{200B}", columns: 0, why: "the zero-width space"),
        WidthCase(scalar: "\u{200E}", columns: 0, why: "a left-to-right mark, a format character"),
        WidthCase(scalar: "日", columns: 2, why: "a CJK ideograph"),
        WidthCase(scalar: "\u{FF21}", columns: 2, why: "a fullwidth Latin letter"),
        WidthCase(scalar: "\u{1F1EB}", columns: 1, why: "a regional indicator, half of a flag"),
    ]

    @Test("the kit's width is wcwidth's", arguments: cases)
    func kitWidth(_ widthCase: WidthCase) {
        #expect(widthCase.scalar.terminalWidth == widthCase.columns)
        #expect(CharacterWidth.of(widthCase.scalar.value) == widthCase.columns)
    }

    @Test("a printed character moves the emulator's cursor by the kit's width", arguments: cases.filter { $0.columns > 0 })
    func emulatorAgrees(_ widthCase: WidthCase) throws {
        let text = "x" + String(Character(widthCase.scalar)) + "y"

        let screen = screen(after: text)

        #expect(screen.cursor.x == text.terminalWidth)
        #expect(try #require(screen.cell(x: 1, y: 0)).width == widthCase.columns)
        #expect(try #require(screen.cell(x: 1 + widthCase.columns, y: 0)).text == "y")
    }

    @Test("a zero-width character joins the cell before it in the emulator and adds nothing to the kit's width", arguments: cases.filter { $0.columns == 0 })
    func zeroWidthAgrees(_ widthCase: WidthCase) throws {
        let text = "x" + String(widthCase.scalar) + "y"

        let screen = screen(after: text)

        #expect(text.terminalWidth == 2)
        #expect(screen.cursor.x == 2)
        #expect(try #require(screen.cell(x: 1, y: 0)).text == "y")
    }

    @Test("a grapheme cluster moves the emulator's cursor by the kit's width, the text after it where the kit counts", arguments: ClusterWidthCase.all)
    func emulatorPrintsClustersByTheRule(_ cluster: ClusterWidthCase) throws {
        let text = "x" + cluster.text + "y"

        let screen = screen(after: text, columns: 12)

        #expect(text.terminalWidth == 2 + cluster.columns)
        #expect(screen.cursor.x == text.terminalWidth)
        #expect(try #require(screen.cell(x: 1 + cluster.columns, y: 0)).text == "y")
        #expect(screen.lines[0] == text)
    }

    @Test("a row the kit's grid draws reads back from the emulator as the same text, each character after a cluster in the column the grid put it", arguments: ClusterWidthCase.all)
    func gridRowReadsBackFromTheEmulator(_ cluster: ClusterWidthCase) throws {
        let width = 20
        var grid = TextGrid(size: Size(width: width, height: 1))
        grid.write("ab" + cluster.text + "cd" + cluster.text + "e", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: width, height: 1))
        // As the kit's front end writes a row: each cell's character, none for the later columns of a wide one.
        let drawn = String(grid.rows[0].compactMap(\.character))

        let screen = screen(after: drawn, columns: width)

        #expect(screen.lines[0] == grid.lines[0])
        for column in 0..<width where grid.rows[0][column].character?.isASCII == true {
            #expect(screen.cell(x: column, y: 0)?.text == grid.rows[0][column].character.map(String.init), "column \(column)")
        }
    }
}
