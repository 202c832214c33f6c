import AutomationChannel
import ScreenModel
import Testing

/// docs/protocol.md §6.4: a difference computed between two trees, sent and read back,
/// applied to the old tree gives exactly the new one; a difference that does not apply
/// is refused with an error naming the problem.
@Suite("Tree differences")
struct TreeDifferenceTests {
    /// `difference` framed as a message and read back, as the driver receives it.
    static func sent(_ difference: TreeDifference) throws -> TreeDifference {
        let frame = AppMessage.treeDifference(difference).framed()
        guard case let .treeDifference(read) = try AppMessage(decoding: Array(frame.dropFirst(4))) else {
            Issue.record("a treeDifference read back as another message")
            return difference
        }
        return read
    }

    static func row(_ index: Int, label: String? = nil) -> ElementSnapshot {
        ElementSnapshot(.cell, identifier: "row\(index)", label: label ?? "Row \(index)", frame: Rect(x: 0, y: index, width: 20, height: 1))
    }

    static func list(_ rows: [ElementSnapshot], generation: UInt64 = 1) -> ElementTree {
        ElementTree(
            generation: generation,
            root: ElementSnapshot(
                .application, label: "List", frame: Rect(x: 0, y: 0, width: 20, height: 10),
                children: [
                    ElementSnapshot(.table, identifier: "rows", children: rows)
                ]))
    }

    @Test("for random trees and random edits, the difference sent and applied to the old tree gives the new tree", arguments: 0..<40)
    func randomEdits(batch: Int) throws {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            var random = RandomTrees(seed: seed)
            let old = random.tree(generation: seed + 1)
            let new = random.edited(old, edits: random.int(0...6))

            let applied = try Self.sent(TreeDifference.between(old, new)).applied(to: old)

            #expect(applied == new, "seed \(seed)")
        }
    }

    @Test("an unchanged tree gives a difference that names nothing, and applies to the same tree")
    func unchanged() throws {
        var random = RandomTrees(seed: 7)
        let tree = random.tree()
        let next = ElementTree(generation: 2, root: tree.root, activity: tree.activity)

        let difference = TreeDifference.between(tree, next)

        #expect(difference.root == ElementChange())
        #expect(try Self.sent(difference).applied(to: tree) == next)
    }

    /// `element` with every children array built anew: equal, sharing no storage.
    static func rebuilt(_ element: ElementSnapshot) -> ElementSnapshot {
        var copy = element
        copy.children = ElementChildren(element.children.map(rebuilt))
        return copy
    }

    @Test("an equal tree built afresh, sharing no storage, gives no change at any depth")
    func equalTreeBuiltAfresh() {
        for seed in UInt64(0)..<20 {
            var random = RandomTrees(seed: seed)
            let root = random.tree().root
            #expect(ElementChange.between(root, Self.rebuilt(root)) == nil, "seed \(seed)")
        }
    }

    @Test("one label changed under one of many nested cells: the cells around it are kept, not visited changes")
    func nestedChangeKeepsSiblings() {
        let cells = (0..<6).map { index in
            ElementSnapshot(.cell, identifier: "cell\(index)", children: [ElementSnapshot(.staticText, identifier: "text\(index)", label: "Text \(index)")])
        }
        var changed = cells.map(Self.rebuilt)
        changed[3].children[0].label = "Changed"

        let change = ElementChange.between(ElementSnapshot(.table, children: cells), ElementSnapshot(.table, children: changed))

        var fields = cells[3].children[0]
        fields.label = "Changed"
        #expect(
            change?.children == [
                .keep(first: 0, count: 3), .change(index: 3, ElementChange(children: [.change(index: 0, ElementChange(fields: fields))])),
                .keep(first: 4, count: 2),
            ])
    }

    @Test("siblings pair by type and identifier only where the pair is once on each side; the rest pair in order")
    func duplicatedKeysPairInOrder() {
        let text = ElementSnapshot(.staticText, identifier: "title", label: "Title")
        let first = ElementSnapshot(.button, identifier: "dup", label: "A"), second = ElementSnapshot(.button, identifier: "dup", label: "B")

        let twiceBefore = ElementChange.between(ElementSnapshot(.window, children: [first, second, text]), ElementSnapshot(.window, children: [text, second]))
        let twiceAfter = ElementChange.between(ElementSnapshot(.window, children: [text, second]), ElementSnapshot(.window, children: [first, second, text]))

        // "dup" is twice among the old siblings: the new "B" continues the first old one unkeyed, "A".
        #expect(twiceBefore?.children == [.keep(first: 2, count: 1), .change(index: 0, ElementChange(fields: second))])
        // And twice among the new: the new "A" continues the old "B", and the new "B" is inserted.
        #expect(twiceAfter?.children == [.change(index: 1, ElementChange(fields: first)), .insert([second]), .keep(first: 0, count: 1)])
    }

    @Test("rows appended after every old one, or put between two, are one insertion among the kept runs")
    func appendedRowsAreOneInsertion() {
        let rows = (0..<4).map { Self.row($0) }
        let added = (10..<13).map { Self.row($0) }

        let appended = ElementChange.between(ElementSnapshot(.table, children: rows), ElementSnapshot(.table, children: rows + added))
        let between = ElementChange.between(
            ElementSnapshot(.table, children: rows), ElementSnapshot(.table, children: Array(rows[..<2]) + added + rows[2...]))

        #expect(appended?.children == [.keep(first: 0, count: 4), .insert(added)])
        #expect(between?.children == [.keep(first: 0, count: 2), .insert(added), .keep(first: 2, count: 2)])
    }

    @Test("rows of one type moved round keep their identifiers: each continues the old row it was, none is relabelled in place")
    func movedRowsAreKept() {
        let rows = (0..<4).map { Self.row($0) }

        let lastFirst = ElementChange.between(ElementSnapshot(.table, children: rows), ElementSnapshot(.table, children: [rows[3]] + rows[..<3]))
        let firstLast = ElementChange.between(ElementSnapshot(.table, children: rows), ElementSnapshot(.table, children: Array(rows[1...]) + [rows[0]]))

        #expect(lastFirst?.children == [.keep(first: 3, count: 1), .keep(first: 0, count: 3)])
        #expect(firstLast?.children == [.keep(first: 1, count: 3), .keep(first: 0, count: 1)])
    }

    static let boundaries: [(String, ElementTree, ElementTree)] = {
        let rows = (0..<5).map { row($0) }
        let empty = ElementTree(generation: 1, root: ElementSnapshot(.application))
        return [
            ("a child into an empty root", empty, ElementTree(generation: 2, root: ElementSnapshot(.application, children: [row(0)]))),
            (
                "every child out of a root", list(rows),
                ElementTree(generation: 2, root: ElementSnapshot(.application, label: "List", frame: Rect(x: 0, y: 0, width: 20, height: 10)))
            ),
            (
                "the root's own fields", list(rows),
                {
                    var tree = list(rows, generation: 2); tree.root.label = "Renamed"; tree.root.elementType = .window; return tree
                }()
            ),
            ("the first child changed", list(rows), list([row(0, label: "changed")] + rows.dropFirst(), generation: 2)),
            ("the last child changed", list(rows), list(rows.dropLast() + [row(4, label: "changed")], generation: 2)),
            ("a row inserted first", list(rows), list([row(9)] + rows, generation: 2)),
            ("a row inserted last", list(rows), list(rows + [row(9)], generation: 2)),
            ("the first row removed", list(rows), list(Array(rows.dropFirst()), generation: 2)),
            ("the last row removed", list(rows), list(Array(rows.dropLast()), generation: 2)),
            ("the rows reversed", list(rows), list(rows.reversed(), generation: 2)),
            ("two rows swapped", list(rows), list([rows[1], rows[0]] + rows.dropFirst(2), generation: 2)),
            (
                "rows without identifiers, one removed",
                list(
                    rows.map {
                        var row = $0; row.identifier = ""; return row
                    }),
                list(
                    rows.dropFirst().map {
                        var row = $0; row.identifier = ""; return row
                    }, generation: 2)
            ),
            (
                "the activity alone", list(rows),
                {
                    var tree = list(rows, generation: 2); tree.activity = Activity(pendingWork: [PendingWork(name: "w", remainingMilliseconds: 5)], clock: .virtual); return tree
                }()
            ),
        ]
    }()

    @Test("a boundary edit, sent and applied, gives the new tree", arguments: boundaries.indices)
    func boundary(index: Int) throws {
        let (name, old, new) = Self.boundaries[index]

        let applied = try Self.sent(TreeDifference.between(old, new)).applied(to: old)

        #expect(applied == new, "\(name)")
    }

    @Test("a row inserted before a thousand keeps them in one run: the difference is a few bytes, not the list")
    func insertionKeepsKeys() {
        let rows = (0..<1_000).map { Self.row($0) }
        let old = Self.list(rows)
        let new = Self.list([Self.row(5_000)] + rows, generation: 2)

        let difference = TreeDifference.between(old, new)

        let table = difference.root.children?.first
        #expect(table == .change(index: 0, ElementChange(children: [.insert([Self.row(5_000)]), .keep(first: 0, count: 1_000)])))
        #expect(AppMessage.treeDifference(difference).framed().count < 60)
    }

    @Test("one label changed among a thousand rows sends that row's fields and two kept runs")
    func oneLabelChanged() {
        let rows = (0..<1_000).map { Self.row($0) }
        var changed = rows
        changed[500].label = "Tapped"

        let difference = TreeDifference.between(Self.list(rows), Self.list(changed, generation: 2))

        var fields = Self.row(500)
        fields.label = "Tapped"
        #expect(
            difference.root.children == [
                .change(
                    index: 0,
                    ElementChange(children: [
                        .keep(first: 0, count: 500), .change(index: 500, ElementChange(fields: fields)), .keep(first: 501, count: 499),
                    ]))
            ])
    }

    @Test("one row relabelled among N rows: the difference stays a few dozen bytes, where the whole tree grows with N", arguments: [100, 1_000, 10_000, 100_000])
    func bytesPerChange(rows count: Int) throws {
        let rows = (0..<count).map { Self.row($0) }
        var changed = rows
        changed[count / 2].label = "Tapped"
        let old = Self.list(rows)
        let new = Self.list(changed, generation: 2)

        let difference = AppMessage.treeDifference(TreeDifference.between(old, new)).framed()

        #expect(difference.count < 80, "\(difference.count) bytes")
        #expect(AppMessage.tree(new).framed().count > count * 20)
        #expect(try Self.sent(TreeDifference.between(old, new)).applied(to: old) == new)
    }

    // MARK: - Refusals

    static let base = list((0..<3).map { row($0) }, generation: 4)

    static func rootRuns(_ runs: [ChildRun], base: UInt64 = 4, generation: UInt64 = 5) -> TreeDifference {
        TreeDifference(baseGeneration: base, generation: generation, activity: .idle, root: ElementChange(children: runs))
    }

    static func tableRuns(_ runs: [ChildRun]) -> TreeDifference {
        rootRuns([.change(index: 0, ElementChange(children: runs))])
    }

    static let refusals: [(TreeDifference, ElementTree?, String)] = [
        (rootRuns([.keep(first: 0, count: 1)], base: 3), base, "a tree difference against generation 3, but the latest tree is generation 4"),
        (rootRuns([.keep(first: 0, count: 1)], base: 5, generation: 6), base, "a tree difference against generation 5, but the latest tree is generation 4"),
        (rootRuns([.keep(first: 0, count: 1)]), nil, "a tree difference against generation 4, but no tree has arrived"),
        (rootRuns([.keep(first: 0, count: 1)], generation: 6), base, "a tree difference for generation 6 does not follow its base generation 4"),
        (rootRuns([.keep(first: 0, count: 1)], generation: 4), base, "a tree difference for generation 4 does not follow its base generation 4"),
        (rootRuns([.keep(first: 1, count: 1)]), base, "old child index 1 out of range at /: the element has 1 children"),
        (rootRuns([.change(index: 1, ElementChange())]), base, "old child index 1 out of range at /: the element has 1 children"),
        (tableRuns([.keep(first: 1, count: 3)]), base, "old child index 3 out of range at /0: the element has 3 children"),
        (tableRuns([.keep(first: 0, count: 3), .keep(first: 3, count: 1)]), base, "old child index 3 out of range at /0: the element has 3 children"),
        (tableRuns([.keep(first: 0, count: 2), .keep(first: 1, count: 1)]), base, "old child index 1 at /0 is used twice"),
        (tableRuns([.change(index: 2, ElementChange()), .keep(first: 2, count: 1)]), base, "old child index 2 at /0 is used twice"),
        (tableRuns([.keep(first: 0, count: 2), .change(index: 1, ElementChange())]), base, "old child index 1 at /0 is used twice"),
        (tableRuns([.change(index: 2, ElementChange()), .change(index: 0, ElementChange()), .change(index: 2, ElementChange())]), base, "old child index 2 at /0 is used twice"),
        (tableRuns([.change(index: 2, ElementChange(children: [.keep(first: 0, count: 1)]))]), base, "old child index 0 out of range at /0/2: the element has 0 children"),
        (tableRuns([.keep(first: 0, count: 0)]), base, "invalid value 0 for keep length"),
    ]

    @Test("a difference that does not apply is refused, naming the problem", arguments: refusals.indices)
    func refused(index: Int) {
        let (difference, base, text) = Self.refusals[index]

        let error = #expect(throws: WireError.self) { try difference.applied(to: base) }

        #expect(error?.description == text)
    }

    @Test("the last old child may be kept, changed or named in a run ending at it")
    func lastOldChild() throws {
        let applied = try Self.tableRuns([.keep(first: 1, count: 2), .change(index: 0, ElementChange(fields: Self.row(7)))]).applied(to: Self.base)

        #expect(applied.root.children[0].children == [Self.row(1), Self.row(2), Self.row(7)])
    }

    static let malformed: [([UInt8], WireError)] = [
        // base 1, generation 2, idle, root change flags 04.
        ([0x07, 1, 2, 0, 0, 0x04], .invalidValue(field: "change flags", value: 4)),
        ([0x07, 1, 2, 0, 0, 0x02, 1, 0x00, 0, 0], .invalidValue(field: "keep length", value: 0)),
        ([0x07, 1, 2, 0, 0, 0x02, 1, 0x02, 0], .invalidValue(field: "insert count", value: 0)),
        ([0x07, 1, 2, 0, 0, 0x02, 1, 0x03], .invalidValue(field: "run kind", value: 3)),
        ([0x07, 1, 2, 0, 0, 0x02, 9, 0x00, 0, 1], .invalidValue(field: "run count", value: 9)),
        ([0x07, 1, 2, 0, 0, 0x02, 1, 0x00, 0], .truncated(reading: "keep length", needed: 1, available: 0)),
        ([0x07, 1, 2, 0, 0, 0x00, 0x00], .trailingBytes(1)),
    ]

    @Test("a malformed difference is refused with the field at fault", arguments: malformed.indices)
    func malformedBytes(index: Int) {
        let (bytes, error) = Self.malformed[index]

        #expect(throws: error) { try AppMessage(decoding: bytes) }
    }

    @Test("changes nested 128 deep are read; 129 deep are refused as too deep", arguments: [127, 128])
    func nestingLimit(depth: Int) throws {
        // The root's change, then `depth` changes of child 0 below it.
        var bytes: [UInt8] = [0x07, 1, 2, 0, 0]
        for _ in 0..<depth { bytes += [0x02, 1, 0x01, 0] }
        bytes += [0x00]

        if depth < AutomationProtocol.maximumDepth {
            #expect(throws: Never.self) { try AppMessage(decoding: bytes) }
        } else {
            #expect(throws: WireError.nestedTooDeeply(limit: AutomationProtocol.maximumDepth)) { try AppMessage(decoding: bytes) }
        }
    }
}
