import AutomationChannel
@testable import ScreenModel
import Testing

/// Each element sums up its subtree (the identifiers in it, whether an alert is), so a
/// query or the search for the topmost alert passes over subtrees that cannot hold what
/// it looks for. The summaries must follow every change: a stale one would hide an
/// element that is there.
@Suite("Subtree summaries")
struct SubtreeSummaryTests {
    // MARK: - Queries after changes

    @Test("an identifier given to an element deep in the tree after it was made is found, and its old one is not")
    func identifierChangedInPlace() throws {
        var tree = Fixtures.shopTree()
        // window → table → cell 3
        tree.root.children[0].children[1].children[3].identifier = "renamedCell"

        #expect(try tree.resolve(locator(.cell, "renamedCell")).path == ElementPath([0, 1, 3]))
        #expect(throws: ResolutionFailure.self) { try tree.resolve(locator(.cell, "productCell_3")) }
        Self.expectSummariesCurrent(tree.root)
    }

    @Test("an element appended deep in the tree is found")
    func childAppendedInPlace() throws {
        var tree = Fixtures.shopTree()
        tree.root.children[0].children[1].children[7].children.append(
            ElementSnapshot(.button, identifier: "favouriteButton_7", label: "♡", frame: Rect(x: 75, y: 9, width: 2, height: 1)))

        #expect(try tree.resolve(locator(.button, "favouriteButton_7")).path == ElementPath([0, 1, 7, 2]))
        Self.expectSummariesCurrent(tree.root)
    }

    @Test("the elements of children set whole are found, and those they replaced are not")
    func childrenReplaced() throws {
        var tree = Fixtures.shopTree()
        tree.root.children[0].children[2].children = [
            ElementSnapshot(.button, identifier: "Orders", label: "Orders", frame: Rect(x: 2, y: 23, width: 8, height: 1))
        ]

        #expect(try tree.resolve(locator(.button, "Orders")).path == ElementPath([0, 2, 0]))
        #expect(throws: ResolutionFailure.self) { try tree.resolve(locator(.button, "Cart")) }
        Self.expectSummariesCurrent(tree.root)
    }

    @Test("identifiers whose summary bits are the same are still told apart")
    func collidingIdentifiersAreToldApart() throws {
        let (present, absent) = try #require(Self.identifiersWithTheSameBits())
        var tree = Fixtures.shopTree()
        tree.root.children[0].children[1].children[5].children[0].identifier = present

        #expect(try tree.resolve(locator(.staticText, present)).path == ElementPath([0, 1, 5, 0]))
        #expect(throws: ResolutionFailure.self) { try tree.resolve(locator(.staticText, absent)) }
    }

    @Test("a summary answers no for an identifier whose bits it lacks, so a search can pass over it")
    func summaryNarrowsTheSearch() throws {
        let row = ElementSnapshot(.cell, identifier: "row_1", children: [ElementSnapshot(.staticText, identifier: "rowLabel_1")])
        let bits = { SubtreeSummary.identifierBits($0) }
        let held = bits("row_1") | bits("rowLabel_1")
        let unrelated = try #require(["nextButton", "tapButton", "row_2", "title"].first { bits($0) & ~held != 0 })

        #expect(row.subtreeSummary.mayHold(typeBits: SubtreeSummary.typeBits(.any), identifierBits: bits("row_1")))
        #expect(row.subtreeSummary.mayHold(typeBits: SubtreeSummary.typeBits(.any), identifierBits: bits("rowLabel_1")))
        #expect(!row.subtreeSummary.mayHold(typeBits: SubtreeSummary.typeBits(.any), identifierBits: bits(unrelated)))
        #expect(SubtreeSummary.identifierBits("") == 0)
        #expect(SubtreeSummary.identifierBits("x").nonzeroBitCount <= 2)
        #expect(SubtreeSummary.identifierBits("x") & 1 << 63 == 0)
    }

    // MARK: - Types

    @Test("every type an element can have sets one bit of its own, and .any sets them all")
    func eachTypeHasItsOwnBit() {
        let types = ElementType.allCases.filter { $0 != .any }
        let bits = types.map(SubtreeSummary.typeBits)

        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        #expect(Set(bits).count == types.count)
        #expect(bits.allSatisfy { SubtreeSummary.typeBits(.any) & $0 == $0 })
    }

    @Test("a summary holds a type exactly when its element or one below it has it", arguments: ElementType.allCases)
    func summaryHoldsTheTypesOfItsSubtree(type: ElementType) {
        let tree = Fixtures.withAlert(Fixtures.shopTree(count: 3))
        var subtrees: [ElementSnapshot] = []
        tree.walk { element, _, _ in
            subtrees.append(element)
            return true
        }
        for subtree in subtrees {
            let held = type == .any || Self.types(in: subtree).contains(type)
            #expect(
                subtree.subtreeSummary.mayHold(typeBits: SubtreeSummary.typeBits(type), identifierBits: 0) == held,
                "\(type) in the subtree of \(subtree.dumpLine(includingFrame: false))")
        }
    }

    @Test("an element whose type changes deep in the tree is found by its new type, and no longer by its old one")
    func typeChangedInPlace() throws {
        var tree = Fixtures.shopTree()
        // window → table → cell 5 → its name
        tree.root.children[0].children[1].children[5].children[0].elementType = .button

        #expect(try tree.resolve(locator(.button, "productName_5")).path == ElementPath([0, 1, 5, 0]))
        #expect(try tree.matches(Query(steps: [.descendants(.button)])).matches.map(\.path).contains(ElementPath([0, 1, 5, 0])))
        #expect(throws: ResolutionFailure.self) { try tree.resolve(locator(.staticText, "productName_5")) }
        Self.expectSummariesCurrent(tree.root)
    }

    // MARK: - Alerts after changes

    @Test("an element that becomes an alert blocks what is drawn before it; changed back, it blocks nothing")
    func alertByTypeChange() throws {
        var tree = Fixtures.shopTree()
        tree.root.children[0].children.append(
            ElementSnapshot(.other, identifier: "notice", frame: Rect(x: 20, y: 8, width: 40, height: 6)))
        let cart = try tree.resolve(locator(.button, "Cart")).path

        #expect(tree.isHittable(at: cart))
        tree.root.children[0].children[3].elementType = .alert
        #expect(tree.hittabilityProblem(at: cart) == .blockedByModal(tree.element(at: ElementPath([0, 3]))!))
        tree.root.children[0].children[3].elementType = .other
        #expect(tree.isHittable(at: cart))
        Self.expectSummariesCurrent(tree.root)
    }

    @Test("an alert made with no size blocks nothing; given a size, it blocks; sized to nothing again, it blocks nothing")
    func alertByFrameChange() throws {
        var tree = Fixtures.shopTree()
        tree.root.children[0].children.append(ElementSnapshot(.alert, identifier: "offlineAlert", frame: .zero))
        let cart = try tree.resolve(locator(.button, "Cart")).path

        #expect(tree.isHittable(at: cart))
        tree.root.children[0].children[3].frame = Rect(x: 20, y: 8, width: 40, height: 6)
        #expect(tree.hittabilityProblem(at: cart) == .blockedByModal(tree.element(at: ElementPath([0, 3]))!))
        Self.expectSummariesCurrent(tree.root)
        tree.root.children[0].children[3].frame = Rect(x: 20, y: 8, width: 0, height: 6)
        #expect(tree.isHittable(at: cart))
        Self.expectSummariesCurrent(tree.root)
    }

    @Test("an alert inside an alert is the topmost one; removed, the outer one is")
    func nestedAlerts() throws {
        var tree = Fixtures.withAlert(Fixtures.shopTree())
        tree.root.children[0].children[3].children.append(
            ElementSnapshot(.alert, identifier: "confirmAlert", frame: Rect(x: 24, y: 9, width: 20, height: 3)))
        let retry = try tree.resolve(locator(.button, "retryButton")).path

        #expect(tree.hittabilityProblem(at: retry) == .blockedByModal(tree.element(at: ElementPath([0, 3, 2]))!))
        tree.root.children[0].children[3].children.removeLast()
        #expect(tree.isHittable(at: retry))
        Self.expectSummariesCurrent(tree.root)
    }

    // MARK: - Trees the driver receives

    @Test("a tree read off the wire, and one a difference made, carry the summaries their elements make")
    func receivedTreesAreSummarised() throws {
        let old = Fixtures.shopTree()
        var new = Fixtures.withAlert(old)
        new.generation = old.generation + 1
        new.root.children[0].children[1].children[9].identifier = "renamedCell"

        let frame = AppMessage.tree(new).framed()
        guard case let .tree(read) = try AppMessage(decoding: Array(frame.dropFirst(4))) else {
            Issue.record("a tree read back as another message")
            return
        }
        let applied = try TreeDifferenceTests.sent(TreeDifference.between(old, new)).applied(to: old)

        for tree in [read, applied] {
            Self.expectSummariesCurrent(tree.root)
            #expect(try tree.resolve(locator(.cell, "renamedCell")).path == ElementPath([0, 1, 9]))
            #expect(tree.hittabilityProblem(at: try tree.resolve(locator(.button, "Cart")).path) == .blockedByModal(tree.element(at: ElementPath([0, 3]))!))
        }
    }

    // MARK: - Helpers

    /// Expects every element's summary to be the one a fresh element with its fields makes.
    private static func expectSummariesCurrent(_ element: ElementSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = ElementSnapshot(
            element.elementType, identifier: element.identifier, frame: element.frame,
            children: element.children.map { rebuilt($0) })
        #expect(element.subtreeSummary == fresh.subtreeSummary, "\(element.dumpLine(includingFrame: true))", sourceLocation: sourceLocation)
        for child in element.children { expectSummariesCurrent(child, sourceLocation: sourceLocation) }
    }

    /// `element` made afresh, every element below it too.
    private static func rebuilt(_ element: ElementSnapshot) -> ElementSnapshot {
        ElementSnapshot(element.elementType, identifier: element.identifier, frame: element.frame, children: element.children.map(rebuilt))
    }

    /// The types of `element` and of every element below it.
    private static func types(in element: ElementSnapshot) -> Set<ElementType> {
        element.children.reduce(into: [element.elementType]) { $0.formUnion(types(in: $1)) }
    }

    /// Two identifiers that set the same bits of a summary.
    private static func identifiersWithTheSameBits() -> (String, String)? {
        var seen: [UInt64: String] = [:]
        for number in 0..<100_000 {
            let identifier = "productName_x\(number)"
            let bits = SubtreeSummary.identifierBits(identifier)
            if let earlier = seen[bits] { return (earlier, identifier) }
            seen[bits] = identifier
        }
        return nil
    }
}
