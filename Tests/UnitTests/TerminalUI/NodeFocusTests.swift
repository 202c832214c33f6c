import ScreenModel
@testable import TerminalUI
import Testing

/// The walks focus is decided by: focusable paths, the topmost alert, the first field.
@Suite("Node focus walks")
struct NodeFocusTests {
    let frame = Rect(x: 0, y: 0, width: 10, height: 1)

    func field(_ id: String, enabled: Bool = true) -> Node {
        Node(.textField, id: id, frame: frame, enabled: enabled, onEdit: { _ in })
    }

    func button(_ id: String) -> Node {
        Node(.button, id: id, frame: frame, onTap: {})
    }

    var screen: Node {
        Node(
            .other, frame: frame,
            children: [
                Node(.other, frame: frame, children: [field("disabled", enabled: false), button("ok"), field("email")]),
                field("password"),
            ])
    }

    @Test("focusable paths are every enabled node that takes taps or text, in drawing order, from the path given")
    func focusablePathsInDrawingOrder() {
        #expect(screen.focusablePaths() == [ElementPath([0, 1]), ElementPath([0, 2]), ElementPath([1])])
        #expect(screen.children[0].focusablePaths(from: ElementPath([0])) == [ElementPath([0, 1]), ElementPath([0, 2])])
    }

    @Test("the topmost alert is the last one drawn; one that takes no room does not count")
    func topmostModalIsLastDrawn() {
        var root = screen
        #expect(root.topmostModalPath() == nil)
        root.children.append(Node(.alert, frame: frame, children: [button("first")]))
        root.children.append(Node(.alert, frame: frame, children: [Node(.alert, frame: frame, children: [field("inner")])]))
        root.children.append(Node(.alert, frame: Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(root.topmostModalPath() == ElementPath([3, 0]))
        #expect(root.children[3].topmostModalPath(from: ElementPath([3])) == ElementPath([3, 0]))
    }

    @Test("the first reachable field is the first enabled one with an identifier, inside the topmost alert while one shows")
    func firstReachableFieldHonoursAlerts() {
        var root = screen
        #expect(root.firstReachableField()?.element.identifier == "email")
        root.children.append(Node(.alert, frame: frame, children: [button("dismiss"), field(""), field("code")]))
        #expect(root.firstReachableField()?.element.identifier == "code")
        root.children[2].children.removeLast()
        #expect(root.firstReachableField() == nil)
    }

    @Test("the first node found is the first in drawing order, the node itself included")
    func firstNodeInDrawingOrder() {
        #expect(screen.firstNode { $0.element.elementType == .textField }?.element.identifier == "disabled")
        #expect(screen.firstNode { $0.element.elementType == .other }?.children.count == 2)
        #expect(screen.firstNode { $0.element.identifier == "missing" } == nil)
    }
}
