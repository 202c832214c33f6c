import AppAutomation
import ScreenModel
@testable import TerminalUI
import Testing

/// The protocol's `drag` on the kit's host (docs/protocol.md §7.4): the element on the
/// target's path that takes drags gets it, else the container that scrolls scrolls, and
/// what cannot be dragged is refused with a reason.
@Suite("drag on the kit")
struct DragCommandTests {
    /// What the screen's handlers saw.
    final class Seen {
        var drags: [Drag] = []
        var swipes: [SwipeDirection] = []
        var taps: [String] = []
    }

    /// A 40x12 screen: a list (scrolls) holding two rows that take drags (each with a
    /// switch inside) and a caption that takes none; a disabled row; a plain label outside the list.
    final class Screen: TerminalApp {
        let seen = Seen()
        var name: String { "drags" }
        func body(in context: ViewContext) -> Node {
            let seen = seen
            let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
            func row(_ id: String, y: Int, enabled: Bool = true) -> Node {
                Node(
                    .cell, id: id, label: id, frame: Rect(x: 0, y: y, width: 30, height: 1), enabled: enabled,
                    onTap: { seen.taps.append(id) }, onDrag: { seen.drags.append($0) },
                    children: [Node(.switch, id: id + "Switch", frame: Rect(x: 2, y: y, width: 4, height: 1), onTap: { seen.taps.append(id + "Switch") })])
            }
            let list = Node(
                .table, id: "list", frame: Rect(x: 0, y: 1, width: 30, height: 8), onSwipe: { seen.swipes.append($0) },
                children: [
                    row("first", y: 1), row("second", y: 2),
                    Node(.staticText, id: "caption", label: "caption", frame: Rect(x: 0, y: 5, width: 30, height: 1)),
                    row("disabled", y: 6, enabled: false),
                ])
            let label = Node(.staticText, id: "title", label: "title", frame: Rect(x: 0, y: 10, width: 30, height: 1))
            return Node(.application, frame: screen, children: [Node(.window, frame: screen, children: [list, label])])
        }
        func goBack() {}
    }

    let screen = Screen()
    var host: ViewHost { ViewHost(app: screen, scheduler: Scheduler(clock: VirtualClock()), screenSize: Size(width: 40, height: 12)) }

    static func target(_ path: [Int], _ type: ElementType, _ id: String) -> CommandTarget {
        CommandTarget(path: ElementPath(path), elementType: type, identifier: id)
    }

    static let first = target([0, 0, 0], .cell, "first")
    static let firstSwitch = target([0, 0, 0, 0], .switch, "firstSwitch")
    static let caption = target([0, 0, 2], .staticText, "caption")

    @Test("a row that takes drags gets the drag: where it began, where it ended, and what it was dropped on, innermost first")
    func rowTakesTheDrag() {
        let host = host

        let outcome = host.perform(.drag(Self.first, from: Point(x: 10, y: 1), to: Point(x: 3, y: 2)))

        #expect(outcome == .done)
        #expect(screen.seen.drags == [Drag(start: Point(x: 10, y: 1), end: Point(x: 3, y: 2), droppedOn: ["secondSwitch", "second", "list"])])
        #expect(screen.seen.swipes.isEmpty)
    }

    @Test("a drag from an element inside a row that takes none goes to the row, the nearest on its path that takes drags")
    func dragGoesUpThePath() {
        let host = host

        #expect(host.perform(.drag(Self.firstSwitch, from: Point(x: 2, y: 1), to: Point(x: 20, y: 5))) == .done)

        #expect(screen.seen.drags.map(\.droppedOn) == [["caption", "list"]])
        #expect(screen.seen.taps.isEmpty)
    }

    @Test("a drag that ends on its start cell is a click: the element is tapped, nothing is dragged")
    func dragInPlaceIsAClick() {
        let host = host

        #expect(host.perform(.drag(Self.firstSwitch, from: Point(x: 3, y: 1), to: Point(x: 3, y: 1))) == .done)

        #expect(screen.seen.taps == ["firstSwitch"])
        #expect(screen.seen.drags.isEmpty)
    }

    @Test(
        "a drag over what takes no drag scrolls its list the way it moves, along its longer axis (a tie is vertical)",
        arguments: [
            (Point(x: 5, y: 3), SwipeDirection.up), (Point(x: 5, y: 7), .down), (Point(x: 1, y: 5), .left), (Point(x: 12, y: 5), .right),
            (Point(x: 7, y: 7), .down), (Point(x: 7, y: 6), .right), (Point(x: 3, y: 3), .up),
        ])
    func dragScrollsTheList(end: Point, direction: SwipeDirection) {
        let host = host

        #expect(host.perform(.drag(Self.caption, from: Point(x: 5, y: 5), to: end)) == .done)

        #expect(screen.seen.swipes == [direction])
        #expect(screen.seen.drags.isEmpty)
    }

    @Test("a drag from what neither takes drags nor lies in a list is refused with unsupported, naming the element")
    func nothingTakesTheDrag() {
        let host = host

        let outcome = host.perform(.drag(Self.target([0, 1], .staticText, "title"), from: Point(x: 0, y: 10), to: Point(x: 5, y: 10)))

        #expect(outcome == .refused(CommandRefusal(.unsupported, "nothing takes a drag from staticText #title at /0/1: neither it nor an element around it moves or scrolls")))
    }

    @Test(
        "a start cell at each edge of the element is inside it; one cell past any edge means the element moved: staleElement",
        arguments: [(Point(x: 0, y: 1), true), (Point(x: 29, y: 1), true), (Point(x: 30, y: 1), false), (Point(x: 10, y: 0), false), (Point(x: 10, y: 2), false)])
    func startMustLieInTheElement(start: Point, inside: Bool) {
        let host = host

        let outcome = host.perform(.drag(Self.first, from: start, to: Point(x: 20, y: 3)))

        if inside {
            #expect(outcome == .done)
        } else {
            #expect(outcome.refusalReason == .staleElement)
            #expect(screen.seen.drags.isEmpty)
        }
    }

    @Test(
        "an end cell on the screen's last column and row is taken; one past either is refused with notInteractable, naming it",
        arguments: [(Point(x: 39, y: 11), true), (Point(x: 40, y: 11), false), (Point(x: 39, y: 12), false)])
    func endMustLieOnTheScreen(end: Point, onScreen: Bool) {
        let host = host

        let outcome = host.perform(.drag(Self.first, from: Point(x: 1, y: 1), to: end))

        if onScreen {
            #expect(outcome == .done)
        } else {
            #expect(outcome == .refused(CommandRefusal(.notInteractable, "the drag's end \(end) is off the 40x12 screen")))
        }
    }

    @Test("a drag on a disabled row is refused with notInteractable; on a row gone from its path, with staleElement")
    func disabledAndStaleTargets() {
        let host = host

        let disabled = host.perform(.drag(Self.target([0, 0, 3], .cell, "disabled"), from: Point(x: 1, y: 6), to: Point(x: 1, y: 1)))
        let stale = host.perform(.drag(Self.target([0, 0, 0], .cell, "gone"), from: Point(x: 1, y: 1), to: Point(x: 1, y: 2)))

        #expect(disabled.refusalReason == .notInteractable)
        #expect(stale.refusalReason == .staleElement)
        #expect(screen.seen.drags.isEmpty)
    }
}

extension CommandOutcome {
    /// Why the command was refused; nil when it was done.
    fileprivate var refusalReason: CommandRefusal.Reason? {
        if case let .refused(refusal) = self { return refusal.reason }
        return nil
    }
}
