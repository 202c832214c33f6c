@testable import ScreenModel
import Testing
@testable import mutate

/// A list of children is an array to every reader, whatever its length; past
/// `ElementChildren.chunkSize` it is held in shared chunks, so that a change to one child of
/// many copies one chunk, two lists that share a chunk compare it unread, and a search passes
/// over a chunk that cannot hold what it looks for.
@Suite("Element children")
struct ElementChildrenTests {
    private static let size = ElementChildren.chunkSize
    /// Lengths around each boundary the chunks have: none, one, a chunk's, two chunks'.
    private static let lengths = [0, 1, size - 1, size, size + 1, 2 * size - 1, 2 * size, 2 * size + 1, 5 * size + 7]

    // MARK: - Holding

    @Test("a list holds the elements it was made from, in order, at every length around a chunk's", arguments: lengths)
    func holdsItsElements(count: Int) {
        let elements = Self.elements(count)
        let children = ElementChildren(elements)

        #expect(children.count == count)
        #expect(Array(children) == elements)
        #expect(children.array == elements)
        #expect(children.indices == 0..<count)
        for index in [0, count / 2, count - 1] where index >= 0 && index < count {
            #expect(children[index] == elements[index])
        }
    }

    @Test("a list of up to a chunk's length is one stretch, a longer one a stretch per chunk", arguments: lengths)
    func stretchesFollowTheChunks(count: Int) {
        var starts: [Int] = []
        var lengths: [Int] = []
        ElementChildren(Self.elements(count)).forEachStretch { stretch, start in
            starts.append(start)
            lengths.append(stretch.count)
        }
        let chunks = count <= Self.size ? 1 : (count + Self.size - 1) / Self.size

        #expect(starts == (0..<chunks).map { $0 * Self.size })
        #expect(lengths.reduce(0, +) == count)
        #expect(lengths.dropLast().allSatisfy { $0 == (count <= Self.size ? count : Self.size) })
    }

    @Test("a builder fed one element at a time makes the list the array makes", arguments: lengths)
    func builderMakesTheSameList(count: Int) {
        let elements = Self.elements(count)
        var builder = ElementChildren.Builder()
        for element in elements { builder.append(element) }
        let built = builder.finish()

        #expect(built == ElementChildren(elements))
        #expect(built.hashValue == ElementChildren(elements).hashValue)
        #expect(Array(built) == elements)
    }

    @Test("a builder fed stretches of another list makes the same elements as the array's slices, for every boundary")
    func builderTakesStretches() {
        let source = ElementChildren(Self.elements(3 * Self.size + 5))
        let cuts = [0, 1, Self.size - 1, Self.size, Self.size + 1, 2 * Self.size, 3 * Self.size, source.count]
        for lower in cuts {
            for upper in cuts where upper >= lower {
                for prefix in [0, 1, Self.size] {
                    var builder = ElementChildren.Builder()
                    for element in Self.elements(prefix, named: "p") { builder.append(element) }
                    builder.append(contentsOf: source, subrange: lower..<upper)
                    let expected = Self.elements(prefix, named: "p") + Array(source)[lower..<upper]
                    #expect(Array(builder.finish()) == expected, "prefix \(prefix), \(lower)..<\(upper)")
                }
            }
        }
    }

    // MARK: - Sharing

    @Test("a list rebuilt around one changed child shares every whole chunk it kept in place, and not the changed one")
    func rebuiltListSharesItsKeptChunks() {
        let old = ElementChildren(Self.elements(4 * Self.size))
        let changed = Self.size + 3
        var builder = ElementChildren.Builder()
        builder.append(contentsOf: old, subrange: 0..<changed)
        builder.append(ElementSnapshot(.cell, identifier: "changed"))
        builder.append(contentsOf: old, subrange: (changed + 1)..<old.count)
        let new = builder.finish()

        #expect(Self.sharedChunks(old, new) == [true, false, true, true])
        #expect(new[changed].identifier == "changed")
        #expect(old != new)
    }

    @Test("setting one child of a long list copies its chunk alone; the list it was copied from is unchanged")
    func settingAChildCopiesOneChunk() {
        let old = ElementChildren(Self.elements(3 * Self.size + 1))
        for index in [0, Self.size - 1, Self.size, 3 * Self.size] {
            var new = old
            new[index] = ElementSnapshot(.button, identifier: "set")

            #expect(new[index].identifier == "set")
            #expect(old[index].identifier == "cell_\(index)")
            #expect(Self.sharedChunks(old, new) == (0..<4).map { $0 != index / Self.size }, "index \(index)")
        }
    }

    @Test("a list and its copy share their storage; a list made apart from equal elements does not")
    func sharingIsIdentity() {
        for count in [3, 3 * Self.size] {
            let list = ElementChildren(Self.elements(count))
            let copy = list
            let apart = ElementChildren(Self.elements(count))

            #expect(list.sharesStorage(with: copy))
            #expect(!list.sharesStorage(with: apart))
            #expect(list == apart)
        }
    }

    // MARK: - Comparing

    @Test("lists differing in one child, at any place around a chunk's boundary, are unequal; equal ones hash alike")
    func oneChildMakesADifference() {
        let elements = Self.elements(2 * Self.size + 1)
        let list = ElementChildren(elements)
        for index in [0, Self.size - 1, Self.size, Self.size + 1, 2 * Self.size] {
            var other = elements
            other[index].label = "other"

            #expect(ElementChildren(other) != list, "index \(index)")
            #expect(ElementChildren(other) == ElementChildren(other))
        }
        #expect(ElementChildren(elements).hashValue == list.hashValue)
    }

    @Test("a list one child longer or shorter than another, across a chunk's boundary, is unequal to it")
    func lengthMakesADifference() {
        for count in [Self.size - 1, Self.size, Self.size + 1] {
            let elements = Self.elements(count + 1)
            #expect(ElementChildren(Array(elements.prefix(count))) != ElementChildren(elements), "\(count) against \(count + 1)")
            #expect(ElementChildren(elements) != ElementChildren(Array(elements.prefix(count))), "\(count + 1) against \(count)")
        }
    }

    // MARK: - Changing as an array changes

    @Test("inserts, removals and replacements at random places leave the list equal to an array changed the same way")
    func changesFollowAnArray() {
        var generator = SeededGenerator(seed: 11)
        var model = Self.elements(Self.size - 2)
        var children = ElementChildren(model)
        for step in 0..<400 {
            let index = model.isEmpty ? 0 : Int.random(in: 0..<model.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1:
                let element = ElementSnapshot(.cell, identifier: "new_\(step)")
                model.insert(element, at: index)
                children.insert(element, at: index)
            case 2 where !model.isEmpty:
                model.remove(at: index)
                children.remove(at: index)
            default:
                let element = ElementSnapshot(.staticText, identifier: "set_\(step)")
                if model.isEmpty {
                    model.append(element)
                    children.append(element)
                } else {
                    model[index] = element
                    children[index] = element
                }
            }
            #expect(children == ElementChildren(model), "step \(step), \(model.count) children")
            #expect(Array(children) == model)
        }
    }

    // MARK: - Searching

    @Test("a query finds the one element of its type in a long list, in any chunk, at its index")
    func queryFindsAnElementInAnyChunk() throws {
        for index in [0, Self.size - 1, Self.size, 3 * Self.size + 2] {
            var rows = Self.elements(3 * Self.size + 3)
            rows[index] = ElementSnapshot(.button, identifier: "only", frame: Rect(x: 0, y: 0, width: 4, height: 1))
            let tree = ElementTree(generation: 1, root: ElementSnapshot(.application, children: [ElementSnapshot(.table, children: rows)]))

            let found = try tree.matches(Query(steps: [.descendants(.button)])).matches.map(\.path)
            #expect(found == [ElementPath([0, index])])
        }
    }

    @Test("an alert in a long list blocks what is drawn before it, from whichever chunk it is in")
    func alertInAnyChunkIsFound() throws {
        for index in [Self.size - 1, Self.size, 2 * Self.size + 5] {
            var rows = (0..<(2 * Self.size + 6)).map {
                ElementSnapshot(.cell, identifier: "cell_\($0)", frame: Rect(x: 0, y: 0, width: 10, height: 1))
            }
            rows[index] = ElementSnapshot(.alert, identifier: "alert", frame: Rect(x: 0, y: 0, width: 10, height: 1))
            let tree = ElementTree(
                generation: 1,
                root: ElementSnapshot(.application, frame: Rect(x: 0, y: 0, width: 80, height: 24), children: [ElementSnapshot(.other, children: rows)]))

            #expect(tree.hittabilityProblem(at: ElementPath([0, 0])) == .blockedByModal(rows[index]), "alert at \(index)")
        }
    }

    @Test("an identifier anywhere below a long list, in any chunk, inside a long list itself, is found by a query for it")
    func queryFindsAnIdentifierInAnyChunk() throws {
        // Sections of rows, each row a cell holding a text: long lists inside a long list.
        let sections = (0..<(Self.size + 6)).map { section in
            ElementSnapshot(
                .other, identifier: "section_\(section)",
                children: (0..<(Self.size + 2)).map { row in
                    ElementSnapshot(.cell, identifier: "row_\(section)_\(row)", children: [ElementSnapshot(.staticText, identifier: "text_\(section)_\(row)")])
                })
        }
        let tree = ElementTree(generation: 1, root: ElementSnapshot(.application, children: sections))
        for (section, row) in [(0, 0), (Self.size - 1, Self.size), (Self.size, Self.size + 1), (Self.size + 5, 3)] {
            let texts = try tree.matches(Query(steps: [.descendants(.staticText), .key("text_\(section)_\(row)")])).matches
            #expect(texts.map(\.path) == [ElementPath([section, row, 0])])
            let cells = try tree.matches(Query(steps: [.descendants(.any), .key("row_\(section)_\(row)")])).matches
            #expect(cells.map(\.path) == [ElementPath([section, row])])
        }
        #expect(try tree.matches(Query(steps: [.descendants(.staticText), .key("text_0_\(Self.size + 2)")])).matches.isEmpty)
    }

    @Test("a chunk's identifier filter says yes for every identifier below it, and no for most it lacks")
    func identifierFilterNarrows() {
        let rows = (0..<Self.size).map { ElementSnapshot(.cell, identifier: "row_\($0)", children: [ElementSnapshot(.staticText, identifier: "label_\($0)")]) }
        let filter = IdentifierFilter(of: rows)

        #expect((0..<Self.size).allSatisfy { filter.mayHold(IdentifierFilter.Probe("row_\($0)")) && filter.mayHold(IdentifierFilter.Probe("label_\($0)")) })
        let falseYes = (Self.size..<(Self.size + 1_000)).filter { filter.mayHold(IdentifierFilter.Probe("row_\($0)")) }.count
        #expect(falseYes < 100, "\(falseYes) of 1,000 identifiers it lacks")
        #expect(!IdentifierFilter(of: []).mayHold(IdentifierFilter.Probe("row_0")))

        // An element holding a long list: the identifiers in its chunks are in the filter too.
        let section = ElementSnapshot(.other, identifier: "section", children: Self.elements(2 * Self.size + 1))
        let outer = IdentifierFilter(of: [section])
        #expect([0, Self.size, 2 * Self.size].allSatisfy { outer.mayHold(IdentifierFilter.Probe("cell_\($0)")) })
    }

    @Test("a search for an identifier reads the chunk that holds it, and few others")
    func searchReadsTheChunkHoldingTheIdentifier() {
        let children = ElementChildren(Self.elements(10 * Self.size))
        for index in [0, 5 * Self.size + 3, 10 * Self.size - 1] {
            var read: [Int] = []
            children.forEachStretch(whose: { _ in true }, holding: IdentifierFilter.Probe("cell_\(index)")) { _, start in read.append(start) }

            #expect(read.contains(index / Self.size * Self.size))
            #expect(read.count <= 3, "read the chunks at \(read)")
        }
    }

    // MARK: - Helpers

    /// `count` distinct cells, named `name_index`.
    private static func elements(_ count: Int, named name: String = "cell") -> [ElementSnapshot] {
        (0..<count).map { ElementSnapshot(.cell, identifier: "\(name)_\($0)", label: "\($0)") }
    }

    /// For each chunk of two lists of one length, whether they share it.
    private static func sharedChunks(_ old: ElementChildren, _ new: ElementChildren) -> [Bool] {
        var shared: [Bool] = []
        old.forEachStretch(pairedWith: new) { _, _, _, isShared in shared.append(isShared) }
        return shared
    }
}
