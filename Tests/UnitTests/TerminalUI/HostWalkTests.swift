import AppAutomation
@testable import DemoApp
import ScreenModel
import TerminalUI
import Testing

@Suite("Host walk: driving a host in memory")
struct HostWalkTests {
    typealias Harness = ScreenLayoutTests.Harness

    /// An app whose details screen starts loading when it is first drawn: 100 ms on its
    /// clock, after which it shows `loaded`.
    final class LoadsWhenDrawn: TerminalApp {
        let scheduler = Scheduler(clock: VirtualClock())
        var name: String { "loads when drawn" }
        var open = false
        var loading = false
        var loaded = false

        func body(in context: ViewContext) -> Node {
            let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
            var children = [Node(.button, id: "open", label: "Open", frame: Rect(x: 0, y: 0, width: 8, height: 1), onTap: { [unowned self] in open = true })]
            if open, !loading {
                loading = true
                _ = scheduler.schedule(after: 100, name: "details") { [unowned self] in loaded = true }
            }
            if loaded { children.append(Node(.staticText, id: "loaded", label: "Loaded", frame: Rect(x: 0, y: 2, width: 8, height: 1))) }
            return Node(.application, frame: screen, children: [Node(.window, frame: screen, children: children)])
        }

        func goBack() {}
    }

    @Test("after a step the walk draws the screen and runs the clock until nothing falls due, so work that drawing starts ends before the next step")
    func workStartedByDrawingEnds() {
        let app = LoadsWhenDrawn()
        var walk = HostWalk(host: ViewHost(app: app, scheduler: app.scheduler, screenSize: Size(width: 40, height: 12)))

        walk.see("loaded")
        walk.tap("open")
        walk.see("loaded")

        #expect(walk.skipped == ["loaded"], "only the look before the tap misses it")
        #expect(app.loaded)
    }

    @Test("a step whose element is not on screen is skipped and named; the steps that find theirs act")
    func missingElementsAreSkipped() throws {
        let harness = try Harness(size: Size(width: 80, height: 24), locale: .en, user: nil)
        var walk = HostWalk(host: harness.host)

        walk.type("user@example.com", into: "emailField")
        walk.tap("noSuchButton")
        walk.type("text", into: "noSuchField")
        walk.see("loginButton")
        walk.see("dashboardTitle")

        #expect(walk.skipped == ["noSuchButton", "noSuchField", "dashboardTitle"])
        let tree = harness.host.currentTree(generation: 100)
        let field = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.textField), .key("emailField")]), pick: .first))
        #expect(field.element.value == "user@example.com")
    }
}
