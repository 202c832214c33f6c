import ScreenModel
import TerminalUI
import Testing

/// What a node keeps once asked (its snapshot for a focus, whether it holds an alert)
/// is forgotten by every change to it or below it, and never reaches a copy that changed.
@Suite("What a node keeps between questions")
struct NodeKeptKnowledgeTests {
    let frame = Rect(x: 0, y: 0, width: 10, height: 1)

    var screen: Node {
        Node(
            .other, frame: frame,
            children: [
                Node(.other, frame: frame, children: [Node(.staticText, id: "title", label: "Title", frame: frame)]),
                Node(.button, id: "ok", label: "OK", frame: frame, onTap: {}),
                Node(.button, id: "cancel", label: "Cancel", frame: frame, onTap: {}),
            ])
    }

    @Test("a change deep inside a node shows in its next snapshot")
    func deepChangeShows() {
        var root = screen
        #expect(root.snapshot(focus: nil).children[0].children[0].label == "Title")
        root.children[0].children[0].element.label = "Changed"
        #expect(root.snapshot(focus: nil).children[0].children[0].label == "Changed")
    }

    @Test("a copy changed after a snapshot shows its change; the original keeps its own")
    func changedCopyAndOriginalDiffer() {
        let original = screen
        _ = original.snapshot(focus: nil)
        var copy = original
        copy.children[1].element.label = "Yes"

        #expect(copy.snapshot(focus: nil).children[1].label == "Yes")
        #expect(original.snapshot(focus: nil).children[1].label == "OK")
    }

    @Test("the snapshot follows focus from one element to another and back")
    func snapshotFollowsFocus() {
        let root = screen
        let focused = { (focus: String?) in root.snapshot(focus: focus).children.filter(\.hasFocus).map(\.identifier) }
        #expect(focused("ok") == ["ok"])
        #expect(focused("cancel") == ["cancel"])
        #expect(focused(nil) == [])
        #expect(focused("ok") == ["ok"])
    }

    @Test("a handler added after a snapshot makes the node focusable in the next")
    func addedHandlerShows() {
        var root = Node(.other, frame: frame, children: [Node(.staticText, id: "caption", frame: frame)])
        #expect(root.snapshot(focus: "caption").children[0].hasFocus == false)
        root.children[0].onTap = {}
        #expect(root.snapshot(focus: "caption").children[0].hasFocus)
    }

    @Test("the topmost alert is found once added below, and forgotten once removed or shrunk to nothing")
    func topmostAlertFollowsChanges() {
        var root = screen
        #expect(root.topmostModalPath() == nil)
        root.children[0].children.append(Node(.alert, frame: frame))
        #expect(root.topmostModalPath() == ElementPath([0, 1]))
        root.children[2].children.append(Node(.alert, frame: frame))
        #expect(root.topmostModalPath() == ElementPath([2, 0]))
        root.children[2].children[0].element.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(root.topmostModalPath() == ElementPath([0, 1]))
        root.children[0].children.removeLast()
        #expect(root.topmostModalPath() == nil)
    }
}
