import ScreenModel
import TerminalUI
import Testing

@Suite("Rows scrolled out of a list")
struct NodeScrolledPastTests {
    /// A list on rows 2 to 4 whose cells sit above it (row 0), in it (row 3) and below it (row 6).
    static func root() -> Node {
        Node(
            .application, frame: Rect(x: 0, y: 0, width: 10, height: 8),
            children: [
                Node(
                    .table, id: "list", frame: Rect(x: 0, y: 2, width: 10, height: 3),
                    children: [
                        Node(.cell, id: "above", frame: Rect(x: 0, y: 0, width: 10, height: 1)),
                        Node(.cell, id: "inside", frame: Rect(x: 0, y: 3, width: 10, height: 1)),
                        Node(.cell, id: "below", frame: Rect(x: 0, y: 6, width: 10, height: 1)),
                    ]),
                Node(.button, id: "outside", frame: Rect(x: 0, y: 7, width: 10, height: 1)),
            ])
    }

    @Test(
        "a row is scrolled past above the list going forward and below it going back; one in view, outside any list, or not there is not",
        arguments: [
            ([0, 0], true, true), ([0, 0], false, false), ([0, 2], false, true), ([0, 2], true, false),
            ([0, 1], true, false), ([0, 1], false, false), ([1], true, false), ([1], false, false), ([0, 9], true, false), ([0, 9], false, false),
        ] as [([Int], Bool, Bool)])
    func scrolledPast(path: [Int], forward: Bool, expected: Bool) {
        #expect(Self.root().scrolledPast(ElementPath(path), forward: forward) == expected)
    }
}
