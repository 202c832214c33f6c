import ScreenModel
import Testing

@Suite("Tree snapshots")
struct TreeSnapshotTests {
    let tree = ElementSnapshot(
        .other, identifier: "root", frame: Rect(x: 0, y: 0, width: 40, height: 10),
        children: [
            ElementSnapshot(.staticText, identifier: "orderTitle", label: "Order #1042", frame: Rect(x: 0, y: 0, width: 11, height: 1)),
            ElementSnapshot(.textField, identifier: "promo", label: "Promo", value: "SAVE20", frame: Rect(x: 0, y: 2, width: 20, height: 1)),
            ElementSnapshot(.button, identifier: "pay", label: "Pay", isEnabled: false, frame: Rect(x: 0, y: 4, width: 5, height: 1)),
        ])

    @Test("a tree's lines hold type, label, identifier, value and state, children indented, and no frames")
    func linesOfATree() throws {
        let lines = try tree.treeSnapshotLines()

        #expect(
            lines == [
                "other #root",
                "  staticText \"Order #1042\" #orderTitle",
                "  textField \"Promo\" #promo value: \"SAVE20\"",
                "  button \"Pay\" #pay [disabled]",
            ])
    }

    @Test("moving an element changes no line")
    func layoutMovesAreIgnored() throws {
        var moved = tree
        moved.children[2].frame = Rect(x: 30, y: 8, width: 5, height: 1)

        #expect(try moved.treeSnapshotLines() == tree.treeSnapshotLines())
    }

    @Test("a strict reference matches the same tree", arguments: [false, true])
    func strictMatchesItself(partial: Bool) throws {
        let reference = try TreeSnapshotReference(tree.treeSnapshotLines().joined(separator: "\n") + "\n")

        #expect(reference.difference(from: try tree.treeSnapshotLines(), partial: partial) == nil)
    }

    @Test(
        "a strict reference fails on an identifier dropped, a button disabled, a value changed, an element added or removed",
        arguments: ["dropped identifier", "enabled button", "changed value", "added element", "removed element"])
    func strictFailsOnEachChange(change: String) throws {
        let reference = try TreeSnapshotReference(tree.treeSnapshotLines().joined(separator: "\n"))
        var changed = tree
        switch change {
        case "dropped identifier": changed.children[0].identifier = ""
        case "enabled button": changed.children[2].isEnabled = true
        case "changed value": changed.children[1].value = "SAVE10"
        case "added element": changed.children.append(ElementSnapshot(.staticText, label: "New"))
        default: changed.children.removeLast()
        }

        let diff = reference.difference(from: try changed.treeSnapshotLines())

        #expect(diff != nil)
    }

    @Test("an element at another depth fails a strict reference but not a partial one")
    func depthCountsOnlyWhenStrict() throws {
        let reference = try TreeSnapshotReference("other #root\nbutton \"Pay\" #pay [disabled]")

        #expect(reference.difference(from: try tree.treeSnapshotLines()) != nil)
        #expect(reference.difference(from: try tree.treeSnapshotLines(), partial: true) == nil)
    }

    @Test("a partial reference matches lines in order, and fails out of order or on a line the tree lacks")
    func partialIsAnOrderedSubset() throws {
        let lines = try tree.treeSnapshotLines()
        let inOrder = try TreeSnapshotReference("staticText \"Order #1042\" #orderTitle\nbutton \"Pay\" #pay [disabled]")
        let outOfOrder = try TreeSnapshotReference("button \"Pay\" #pay [disabled]\nstaticText \"Order #1042\" #orderTitle")
        let absent = try TreeSnapshotReference("button \"Pay\" #pay")

        #expect(inOrder.difference(from: lines, partial: true) == nil)
        let diff = try #require(outOfOrder.difference(from: lines, partial: true))
        #expect(diff.description.contains("- "))
        #expect(!diff.description.contains("+ "))
        #expect(absent.difference(from: lines, partial: true) != nil)
    }

    @Test(
        "a pattern stands for a label or value it matches whole, and only whole",
        arguments: [
            (#"staticText /Order #\d+/ #orderTitle"#, true),
            (#"staticText label: /Order #\d+/ #orderTitle"#, true),
            (#"staticText /Order #\d/ #orderTitle"#, false),
            (#"staticText /Order/ #orderTitle"#, false),
            (#"staticText "Order #\d+" #orderTitle"#, false),
        ])
    func patternsMatchWhole(line: String, matches: Bool) throws {
        let reference = try TreeSnapshotReference(line)

        #expect((reference.difference(from: ["staticText \"Order #1042\" #orderTitle"]) == nil) == matches)
    }

    @Test(
        "a word never stands for a quoted text, nor a quoted text or a pattern for a word, even when the letters agree",
        arguments: [
            (#"button Pay #pay"#, #"button "Pay" #pay"#),
            (#"button "Pay" #pay"#, #"button Pay #pay"#),
            (#"button /Pay/ #pay"#, #"button Pay #pay"#),
            (##"button "Pay" "#pay""##, #"button "Pay" #pay"#),
        ])
    func partsOfDifferentKindsDiffer(reference: String, actual: String) throws {
        #expect(try TreeSnapshotReference(reference).difference(from: [actual]) != nil)
    }

    @Test(
        "a pattern stands for a text holding a character written as \\u{hex}, read in hexadecimal",
        arguments: [
            (#"staticText /x\x{1B}y/"#, true), (#"staticText /x\x{1C}y/"#, false),
        ])
    func patternAgainstEscapedText(line: String, matches: Bool) throws {
        let reference = try TreeSnapshotReference(line)

        #expect((reference.difference(from: [#"staticText "x\u{1B}y""#]) == nil) == matches)
    }

    @Test("a pattern in a value's place matches the value", arguments: [(#"value: /SAVE\d{2}/"#, true), (#"value: /SAVE\d/"#, false)])
    func patternInValue(value: String, matches: Bool) throws {
        let reference = try TreeSnapshotReference("textField \"Promo\" #promo " + value)

        #expect((reference.difference(from: ["textField \"Promo\" #promo value: \"SAVE20\""]) == nil) == matches)
    }

    @Test(
        "a reference that cannot be read names the line and the problem",
        arguments: [
            ("button \"Pay", SnapshotFormatError.unterminated(line: 1, text: "button \"Pay")),
            ("other\n   button", SnapshotFormatError.badIndentation(line: 2, text: "   button")),
            ("other\n    button", SnapshotFormatError.badIndentation(line: 2, text: "    button")),
        ])
    func unreadableReferences(text: String, error: SnapshotFormatError) {
        #expect(throws: error) { try TreeSnapshotReference(text) }
    }

    @Test("a pattern that does not compile is an error naming it")
    func invalidPattern() {
        #expect(throws: SnapshotFormatError.self) { try TreeSnapshotReference("button /Order (/") }
    }

    @Test("a quoted text with escapes reads back as the renderer wrote it")
    func escapesRoundTrip() throws {
        let element = ElementSnapshot(.staticText, label: "say \"hi\"\\ now\n")
        let lines = try element.treeSnapshotLines()

        #expect(try TreeSnapshotReference(lines.joined()).difference(from: lines) == nil)
        #expect(try TreeSnapshotReference(#"staticText /say "hi"\\ now\n/"#).difference(from: lines) == nil)
    }

    @Test("a rectangle masks the texts of the elements it overlaps, and only those")
    func rectangleMasksElements() throws {
        let lines = try tree.treeSnapshotLines(masking: [.rectangle(Rect(x: 0, y: 2, width: 1, height: 1))])

        #expect(lines[2] == "  textField \"▒▒▒▒▒\" #promo value: \"▒▒▒▒▒▒\"")
        #expect(lines[1] == "  staticText \"Order #1042\" #orderTitle")
        #expect(lines[3] == "  button \"Pay\" #pay [disabled]")
    }

    @Test("a pattern masks what it matches on every line, keeping its width")
    func patternMasksLines() throws {
        let lines = try tree.treeSnapshotLines(masking: [.pattern(#"#\d+"#)])

        #expect(lines[1] == "  staticText \"Order ▒▒▒▒▒\" #orderTitle")
    }
}
