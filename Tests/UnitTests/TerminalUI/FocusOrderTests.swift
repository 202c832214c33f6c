import AppAutomation
import ScreenModel
@testable import TerminalUI
import Testing

/// Tab and Shift-Tab in the kit: forward and back in drawing order, wrapping at both
/// ends, past what is disabled, takes no room, has no identifier or lies behind an alert.
@Suite("Focus order both ways in the kit")
struct FocusOrderTests {
    /// An app whose one screen is the nodes given, inside an application and a window.
    final class Screen: TerminalApp {
        var nodes: [Node]
        init(_ nodes: [Node]) { self.nodes = nodes }
        var name: String { "focus" }
        func body(in context: ViewContext) -> Node {
            let frame = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
            return Node(.application, frame: frame, children: [Node(.window, frame: frame, children: nodes)])
        }
        func goBack() {}
    }

    static func row(_ y: Int) -> Rect { Rect(x: 0, y: y, width: 20, height: 1) }

    static func button(_ id: String, y: Int, enabled: Bool = true, frame: Rect? = nil) -> Node {
        Node(.button, id: id, label: id, frame: frame ?? row(y), enabled: enabled, onTap: {})
    }

    /// first, a disabled button, a field, a button taking no room, a button with no
    /// identifier, a plain label, last.
    static var nodes: [Node] {
        [
            button("first", y: 0),
            button("disabled", y: 1, enabled: false),
            Node(.textField, id: "field", frame: row(2), onEdit: { _ in }),
            button("noRoom", y: 3, frame: Rect(x: 0, y: 3, width: 0, height: 0)),
            button("", y: 4),
            Node(.staticText, id: "caption", label: "caption", frame: row(5)),
            button("last", y: 6),
        ]
    }

    static func host(_ nodes: [Node] = nodes) -> ViewHost {
        ViewHost(app: Screen(nodes), scheduler: Scheduler(clock: VirtualClock()), screenSize: Size(width: 20, height: 10))
    }

    /// Where focus is after each of `count` presses of `key`.
    static func stops(_ host: ViewHost, _ key: Key, count: Int) -> [String?] {
        (0..<count).map { _ in
            _ = host.perform(.press(key))
            return host.focus
        }
    }

    @Test("Tab from nothing focused starts at the first element, goes down in drawing order and wraps from the last to the first")
    func tabForward() {
        let host = Self.host()

        let stops = Self.stops(host, .tab, count: 4)

        #expect(stops == ["first", "field", "last", "first"])
    }

    @Test("Shift-Tab from nothing focused starts at the last element, goes up and wraps from the first to the last")
    func tabBackward() {
        let host = Self.host()

        let stops = Self.stops(host, .backtab, count: 4)

        #expect(stops == ["last", "field", "first", "last"])
    }

    @Test("Shift-Tab undoes Tab from each stop, the wrap included", arguments: ["first", "field", "last"])
    func backUndoesForward(start: String) throws {
        let host = Self.host()
        let root = host.rootNode()
        host.setFocus(try #require(root.firstNode { $0.element.identifier == start }))

        _ = host.perform(.press(.tab))
        _ = host.perform(.press(.backtab))

        #expect(host.focus == start)
    }

    @Test("Down and Up move focus as Tab and Shift-Tab do")
    func arrowsMoveFocus() {
        let host = Self.host()

        let down = Self.stops(host, .down, count: 4)
        let up = Self.stops(host, .up, count: 4)

        #expect(down == ["first", "field", "last", "first"])
        #expect(up == ["last", "field", "first", "last"])
    }

    @Test("while an alert shows, Tab and Shift-Tab go round its buttons only, wrapping both ways")
    func alertKeepsFocus() {
        let alert = Node(
            .alert, id: "alert", frame: Rect(x: 0, y: 7, width: 20, height: 2),
            children: [
                Self.button("cancel", y: 7), Self.button("ok", y: 8),
            ])
        let host = Self.host(Self.nodes + [alert])

        let forward = Self.stops(host, .tab, count: 3)
        let backward = Self.stops(host, .backtab, count: 3)

        #expect(forward == ["cancel", "ok", "cancel"])
        #expect(backward == ["ok", "cancel", "ok"])
    }

    @Test("an element enabled again rejoins the order where it is drawn; one disabled leaves it")
    func enablingChangesTheOrder() {
        var nodes = Self.nodes
        nodes[1] = Self.button("disabled", y: 1, enabled: true)
        nodes[2].element.isEnabled = false
        let host = Self.host(nodes)

        let stops = Self.stops(host, .tab, count: 3)

        #expect(stops == ["first", "disabled", "last"])
    }

    @Test("with one element Tab and Shift-Tab stay on it; with none they focus nothing")
    func oneAndNone() {
        let one = Self.host([Self.button("only", y: 0)])
        let none = Self.host([Node(.staticText, id: "caption", label: "caption", frame: Self.row(0))])

        #expect(Self.stops(one, .tab, count: 2) == ["only", "only"])
        #expect(Self.stops(one, .backtab, count: 2) == ["only", "only"])
        #expect(Self.stops(none, .tab, count: 1) == [nil])
        #expect(Self.stops(none, .backtab, count: 1) == [nil])
    }
}
