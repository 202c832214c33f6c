import Foundation
import ScreenElements
import ScreenModel
import TerminalEmulator
import Testing

@Suite("The recogniser table: each row's example, the order, and the docs' copy")
struct RecogniserTableTests {
    /// The element type each row's example must yield.
    static let exampleYields: [String: ElementType] = [
        "frame": .window, "keyBar": .toolbar, "gauge": .progressIndicator, "checkBox": .switch, "blockCheckBox": .switch, "checkList": .cell, "textField": .textField,
        "tallField": .textField, "button": .button, "tallButton": .button,
        "tabBar": .tabBar, "menuBar": .menuItem, "table": .table, "buttonRow": .button, "staticText": .staticText,
    ]

    @Test("each row's example screen yields the element the row names", arguments: Recogniser.table.map(\.name))
    func exampleYieldsItsElement(name: String) throws {
        let row = try #require(Recogniser.table.first { $0.name == name })
        let type = try #require(Self.exampleYields[name], "no expected type for the row \(name)")

        let tree = elements(after: row.example)

        #expect(!tree.all(type).isEmpty, "\(name)'s example gave:\n\(tree.root.dump())")
    }

    @Test("every row of the table has an expected type here, and no other name does")
    func everyRowIsChecked() {
        #expect(Set(Recogniser.table.map(\.name)) == Set(Self.exampleYields.keys))
    }

    @Test("the table's order puts frames first and static text last")
    func orderEnds() {
        #expect(Recogniser.table.first?.name == "frame")
        #expect(Recogniser.table.last?.name == "staticText")
    }

    @Test("docs/terminal-programs.md shows the table as the code holds it, row for row")
    func docsTableMatches() {
        let docs = (try? String(contentsOf: Self.root.appendingPathComponent("docs/terminal-programs.md"), encoding: .utf8)) ?? ""
        let section = docs.components(separatedBy: "\n## Elements of any program\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        let shown = section.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.dropFirst(2).first?.isNumber == true }.map(String.init)

        let expected = Recogniser.table.enumerated().map { Self.markdownRow(order: $0.offset + 1, $0.element) }

        #expect(shown == expected, "the docs' rows, then the table's:\n\(shown.joined(separator: "\n"))\n\n\(expected.joined(separator: "\n"))")
    }

    /// The docs' line for a row: order, name, pattern, what it yields, the example's text.
    static func markdownRow(order: Int, _ row: Recogniser) -> String {
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let example = elementsScreenLines(row.example).map { "`\(escaped($0))`" }.joined(separator: "<br>")
        return "| \(order) | `\(row.name)` | \(escaped(row.pattern)) | \(escaped(row.yields)) | \(example) |"
    }

    /// The non-blank lines of the screen an example draws.
    static func elementsScreenLines(_ input: String) -> [String] {
        var emulator = Emulator(columns: 80, rows: 6)
        emulator.feed(input)
        return emulator.screen.lines.filter { !$0.isEmpty }
    }

    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
