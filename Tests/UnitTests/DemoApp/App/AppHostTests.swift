@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("App host")
struct AppHostTests {
    let signedInUser = FakeSignedInUserStore(Sample.user)
    let catalog = FakeCatalogRepository()

    func makeHost() throws -> ViewHost {
        let dependencies = AppDependencies(
            auth: FakeAuthService(), signedInUser: signedInUser, catalog: catalog, carts: InMemoryCartRepository(),
            promotions: BuiltInPromotions(), orders: FakeOrderRepository()
        )
        let host = ViewHost(
            app: ShopApp(model: AppModel(dependencies: dependencies), strings: .english), scheduler: Scheduler(clock: VirtualClock()), screenSize: .standardTerminal)
        try catalog.requests.answer(.success((0..<30).map { Sample.product($0) }))
        return host
    }

    func focused(_ host: ViewHost) -> ElementSnapshot? {
        var found: ElementSnapshot?
        host.currentTree(generation: 1).walk { element, _, _ in
            if element.hasFocus { found = element }
            return found == nil
        }
        return found
    }

    @Test("while an alert shows, Tab moves focus only among its buttons")
    func focusStaysInAlert() throws {
        let host = try makeHost()
        host.shop.model.alerts.present(.offline) {}

        var seen: Set<String> = []
        for _ in 0..<5 {
            host.moveFocus(forward: true)
            seen.insert(host.focus ?? "")
        }

        #expect(seen == ["alertRetryButton", "alertCancelButton"])
    }

    @Test("an alert takes focus when it appears, so Enter answers it")
    func alertTakesFocus() throws {
        let host = try makeHost()
        host.shop.model.alerts.present(.offline) {}

        #expect(focused(host)?.identifier == "alertRetryButton")
    }

    @Test("typing while a button has focus types into the first field and moves focus there")
    func typingFocusesTheFirstField() throws {
        let host = try makeHost()
        for _ in 0..<3 where focused(host)?.elementType != .button { host.moveFocus(forward: true) }
        let before = focused(host)

        host.typeFromKeyboard("x")

        #expect(before?.elementType == .button, "\(String(describing: before))")
        #expect(focused(host)?.identifier == "searchField")
        #expect(host.shop.model.tabs.shop.searchText == "x")
    }

    @Test("typing with an alert up reaches no field behind it")
    func typingBlockedByAlert() throws {
        let host = try makeHost()
        host.shop.model.alerts.present(.offline) {}

        host.typeFromKeyboard("x")

        #expect(host.shop.model.tabs.shop.searchText.isEmpty)
    }

    @Test("a keystroke runs the work that fell due meanwhile, as a driver's command does, so the screen it leaves is current")
    func typingRunsDueWork() throws {
        let host = try makeHost()
        var ran = false
        host.scheduler.schedule(after: 0, name: "network: GET /catalog") { ran = true }

        host.typeFromKeyboard("x")

        #expect(ran)
        #expect(host.scheduler.isIdle)
    }

    @Test("moving focus onto a row below the table scrolls it into view")
    func focusRevealsRow() throws {
        let host = try makeHost()

        for _ in 0..<(2 + 25) { host.moveFocus(forward: true) }

        let tree = host.currentTree(generation: 1)
        let cell = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.cell), .key("productCell_24")]), pick: .only))
        #expect(host.focus == "productCell_24")
        #expect(tree.isHittable(at: cell.path))
    }
}
