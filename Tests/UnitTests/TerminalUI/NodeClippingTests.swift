@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Node clipping")
struct NodeClippingTests {
    let area = Rect(x: 0, y: 0, width: 20, height: 5)

    @Test("a node below the area is left out, its fitting siblings kept")
    func dropsWhatDoesNotFit() throws {
        let container = Node(
            .other, frame: area,
            children: [
                Node(.button, id: "inside", frame: Rect(x: 0, y: 1, width: 5, height: 1)),
                Node(.button, id: "below", frame: Rect(x: 0, y: 6, width: 5, height: 1)),
            ])

        let kept = try #require(container.keepingOnly(within: area))

        #expect(kept.children.map(\.element.identifier) == ["inside"])
    }

    @Test("what does not fit is left out however deep it lies, and a table's rows however deep the table")
    func dropsAtAnyDepth() throws {
        let row = Rect(x: 0, y: 1, width: 20, height: 1)
        let container = Node(
            .other, frame: area,
            children: [
                Node(
                    .other, id: "group", frame: area,
                    children: [
                        Node(.button, id: "fits", frame: row),
                        Node(.other, id: "inner", frame: area, children: [Node(.button, id: "deepBelow", frame: Rect(x: 0, y: 7, width: 5, height: 1))]),
                    ]),
                Node(
                    .other, id: "holder", frame: area,
                    children: [
                        Node(.table, id: "table", frame: row, children: [Node(.cell, id: "row_9", frame: Rect(x: 0, y: 10, width: 20, height: 1))])
                    ]),
            ])

        let kept = try #require(container.keepingOnly(within: area))

        #expect(kept.path(ofIdentifier: "deepBelow") == nil)
        #expect(kept.path(ofIdentifier: "fits") != nil && kept.path(ofIdentifier: "inner") != nil)
        #expect(kept.path(ofIdentifier: "row_9") != nil)
    }

    @Test("a table keeps the rows it has scrolled out")
    func tableKeepsRows() throws {
        let table = Node(
            .table, frame: Rect(x: 0, y: 1, width: 20, height: 2),
            children: [
                Node(.cell, id: "row_0", frame: Rect(x: 0, y: 1, width: 20, height: 1)),
                Node(.cell, id: "row_9", frame: Rect(x: 0, y: 10, width: 20, height: 1)),
            ])

        let kept = try #require(table.keepingOnly(within: area))

        #expect(kept.children.count == 2)
    }

    @Test("a node that takes no room is left out")
    func dropsEmpty() {
        #expect(Node(.staticText, label: "title", frame: Rect(x: 3, y: 0, width: 0, height: 1)).keepingOnly(within: area) == nil)
    }
}
