import TerminalEmulator
import Testing

@Suite("Emulator: colours and styles (SGR)")
struct GraphicRenditionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let sequence: String
        let attributes: Attributes
        var testDescription: String { "CSI \(sequence) m" }
    }

    static let cases: [Case] = [
        Case(sequence: "1", attributes: Attributes(style: .bold)),
        Case(sequence: "2", attributes: Attributes(style: .dim)),
        Case(sequence: "3", attributes: Attributes(style: .italic)),
        Case(sequence: "4", attributes: Attributes(style: .underline)),
        Case(sequence: "4:3", attributes: Attributes(style: .underline)),
        Case(sequence: "4;4:0", attributes: Attributes()),
        Case(sequence: "5", attributes: Attributes(style: .blink)),
        Case(sequence: "7", attributes: Attributes(style: .inverse)),
        Case(sequence: "8", attributes: Attributes(style: .hidden)),
        Case(sequence: "9", attributes: Attributes(style: .strikethrough)),
        Case(sequence: "1;2;22", attributes: Attributes()),
        Case(sequence: "1;4;7;24;27", attributes: Attributes(style: .bold)),
        Case(sequence: "31", attributes: Attributes(foreground: .red)),
        Case(sequence: "44", attributes: Attributes(background: .blue)),
        Case(sequence: "92", attributes: Attributes(foreground: .indexed(10))),
        Case(sequence: "103", attributes: Attributes(background: .indexed(11))),
        Case(sequence: "38;5;208", attributes: Attributes(foreground: .indexed(208))),
        Case(sequence: "48;5;17", attributes: Attributes(background: .indexed(17))),
        Case(sequence: "38;2;255;135;0", attributes: Attributes(foreground: .rgb(255, 135, 0))),
        Case(sequence: "48;2;1;2;3", attributes: Attributes(background: .rgb(1, 2, 3))),
        Case(sequence: "38:5:208", attributes: Attributes(foreground: .indexed(208))),
        Case(sequence: "38:2:255:135:0", attributes: Attributes(foreground: .rgb(255, 135, 0))),
        Case(sequence: "38:2::255:135:0", attributes: Attributes(foreground: .rgb(255, 135, 0))),
        Case(sequence: "38;5;208;1", attributes: Attributes(foreground: .indexed(208), style: .bold)),
        Case(sequence: "31;39", attributes: Attributes()),
        Case(sequence: "41;49", attributes: Attributes()),
        Case(sequence: "1;31;0", attributes: Attributes()),
        Case(sequence: "", attributes: Attributes()),
        Case(sequence: "58;5;3;1", attributes: Attributes(style: .bold)),
        Case(sequence: "38;5", attributes: Attributes()),
        Case(sequence: "99;1", attributes: Attributes(style: .bold)),
    ]

    @Test("SGR sets the attributes of the next character", arguments: cases)
    func setsAttributes(_ example: Case) throws {
        let screen = screen(after: "\(esc)[\(example.sequence)mX")

        #expect(try #require(screen.cell(x: 0, y: 0)).attributes == example.attributes)
    }

    @Test("attributes stay until changed, across lines")
    func attributesPersist() throws {
        let screen = screen(after: "\(esc)[1;31mab\r\ncd\(esc)[mef")

        #expect(try #require(screen.cell(x: 1, y: 1)).attributes == Attributes(foreground: .red, style: .bold))
        #expect(try #require(screen.cell(x: 2, y: 1)).attributes == .plain)
    }

    @Test("a private-marked m (xterm's modifyOtherKeys, CSI > 4 ; 2 m) is not SGR")
    func modifyOtherKeysIsNotUnderline() throws {
        let screen = screen(after: "\(esc)[>4;2mX")

        #expect(try #require(screen.cell(x: 0, y: 0)).attributes == .plain)
    }

    @Test("attributes describe themselves as style names and colours")
    func describesAttributes() {
        #expect(Attributes(foreground: .red, background: .indexed(208), style: [.bold, .inverse]).description == "bold inverse fg:red bg:208")
        #expect(Attributes(foreground: .rgb(255, 135, 0)).description == "fg:#ff8700")
        #expect(Attributes.plain.description == "plain")
    }

    @Test(
        "each rendition sets one style of its own, which the description names alone",
        arguments: [
            (1, "bold"), (2, "dim"), (3, "italic"), (4, "underline"), (5, "blink"), (7, "inverse"), (8, "hidden"), (9, "strikethrough"),
        ])
    func eachStyleIsDistinct(code: Int, name: String) throws {
        let screen = screen(after: "\(esc)[\(code)mX")

        #expect(try #require(screen.cell(x: 0, y: 0)).attributes.description == name)
    }

    @Test("the sixteen ANSI colours are named; from 16 on, a colour is its number")
    func namesOnlyTheAnsiColours() {
        #expect(Color.indexed(0).description == "black")
        #expect(Color.indexed(15).description == "bright-white")
        #expect(Color.indexed(16).description == "16")
        #expect(Color.indexed(255).description == "255")
    }
}
