import ScreenModel
@testable import TerminalUI
import Testing

/// A node is a value: copies share what they hold until one of them changes.
@Suite("Node values and look-ups")
struct NodeValueTests {
    let frame = Rect(x: 0, y: 0, width: 10, height: 1)

    var screen: Node {
        Node(
            .other, id: "root", frame: frame,
            children: [
                Node(.other, id: "left", frame: frame, children: [Node(.button, id: "twin", frame: frame), Node(.staticText, id: "deep", frame: frame)]),
                Node(.button, id: "twin", frame: frame),
            ])
    }

    @Test("changing a copy, at any depth, leaves the original as it was")
    func copiesAreIndependent() {
        let original = screen
        var copy = original
        var tapped = false

        copy.element.label = "changed"
        copy.children[0].children[1].element.frame = Rect(x: 3, y: 4, width: 1, height: 1)
        copy.children[1].onTap = { tapped = true }
        copy.children.append(Node(.button, id: "added", frame: frame))

        #expect(original.element.label == "")
        #expect(original.children[0].children[1].element.frame == frame)
        #expect(original.children[1].onTap == nil)
        #expect(original.children.count == 2)
        #expect(copy.element.label == "changed")
        #expect(copy.children[0].children[1].element.frame.minX == 3)
        #expect(copy.children.count == 3)
        copy.children[1].onTap?()
        #expect(tapped)
    }

    @Test("a look-up finds the first match in drawing order: a node before its children, children in order")
    func lookUpsFollowDrawingOrder() {
        #expect(screen.path(ofIdentifier: "twin") == ElementPath([0, 0]))
        #expect(screen.path(ofIdentifier: "root") == .root)
        #expect(screen.path(ofIdentifier: "none") == nil)
        #expect(screen.path(ofElementType: .staticText) == ElementPath([0, 1]))
        #expect(screen.path { $0.element.identifier == "twin" && $0.children.isEmpty } == ElementPath([0, 0]))
        #expect(screen.firstNode { $0.element.elementType == .button }?.element.identifier == "twin")
    }

    @Test("a path leads to its node, or to nothing when it leaves the tree")
    func pathsLeadToNodes() {
        #expect(screen.node(at: ElementPath([0, 1]))?.element.identifier == "deep")
        #expect(screen.node(at: .root)?.element.identifier == "root")
        #expect(screen.node(at: ElementPath([0, 2])) == nil)
        #expect(screen.node(at: ElementPath([1, 0])) == nil)
        #expect(screen.node(at: ElementPath([-1])) == nil)
    }
}
