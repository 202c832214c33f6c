@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Each command the automation channel carries, as the host carries it out.
@Suite("App host commands")
struct AppHostCommandTests {
    let catalog = FakeCatalogRepository()
    let carts = InMemoryCartRepository()

    func makeHost(clock: any AppClock = VirtualClock()) throws -> ViewHost {
        let dependencies = AppDependencies(
            auth: FakeAuthService(), signedInUser: FakeSignedInUserStore(Sample.user), catalog: catalog, carts: carts,
            promotions: BuiltInPromotions(), orders: FakeOrderRepository()
        )
        let host = ViewHost(app: ShopApp(model: AppModel(dependencies: dependencies), strings: .english), scheduler: Scheduler(clock: clock), screenSize: .standardTerminal)
        try catalog.requests.answer(.success((0..<30).map { Sample.product($0) }))
        return host
    }

    /// The target a driver would send for the only element with `identifier` now.
    func target(_ identifier: String, in host: ViewHost) throws -> CommandTarget {
        let tree = host.currentTree(generation: 1)
        let match = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.any), .key(identifier)]), pick: .only))
        return CommandTarget(path: match.path, elementType: match.element.elementType, identifier: identifier)
    }

    @Test("a double tap taps twice: a stepper goes up by two")
    func doubleTapTapsTwice() throws {
        var cart = Cart()
        cart.add(Sample.product(1))
        carts.save(cart)
        let host = try makeHost()
        host.shop.model.tabs.select(.cart)

        let outcome = host.perform(.doubleTap(try target("cartItemIncrement_0", in: host)))

        #expect(outcome == .done)
        #expect(carts.cart.lines.map(\.quantity) == [3])
    }

    @Test("typed text with a line break submits the field there, then types the rest")
    func lineBreakSubmits() throws {
        let host = try makeHost()

        _ = host.perform(.typeText(try target("searchField", in: host), "socks\nx"))

        #expect(catalog.queries.last == "socks")
        #expect(host.shop.model.tabs.shop.searchText == "socksx")
    }

    @Test("a real-clock app refuses to advance its clock, saying how to get one that can")
    func advanceOnRealClockRefused() throws {
        let host = try makeHost(clock: MonotonicClock())

        let outcome = host.perform(.advanceClock(milliseconds: 10))

        #expect(outcome == .refused(CommandRefusal(.unsupported, "the app runs on the real clock; launch it with --clock virtual to advance time")))
    }

    @Test("without a condition handler every device condition is refused by name")
    func conditionsRefused() throws {
        let host = try makeHost()

        let outcome = host.perform(.setCondition(name: "network", value: "offline"))

        #expect(outcome == .refused(CommandRefusal(.unsupportedCondition, "this app simulates no device conditions; 'network' cannot be set")))
    }

    @Test("a target that is no longer where it was is refused as stale, saying what is there now")
    func staleTarget() throws {
        let host = try makeHost()
        var moved = try target("searchButton", in: host)
        moved.identifier = "checkoutButton"

        let outcome = host.perform(.tap(moved))

        guard case let .refused(refusal) = outcome else { Issue.record("not refused: \(outcome)"); return }
        #expect(refusal.reason == .staleElement)
        #expect(refusal.message.contains("is gone from the screen; button #searchButton"))
        #expect(refusal.message.contains("is there now"))
    }

    @Test("text typed into an element that takes none is refused")
    func typingIntoAButton() throws {
        let host = try makeHost()

        let outcome = host.perform(.typeText(try target("searchButton", in: host), "x"))

        guard case let .refused(refusal) = outcome else { Issue.record("not refused: \(outcome)"); return }
        #expect(refusal.reason == .notInteractable)
        #expect(refusal.message.hasSuffix("does not accept text"))
    }

    @Test("keys: Backtab and Up move focus back, Escape goes back, Backspace and Delete delete, arrows left and right do nothing")
    func keys() throws {
        let host = try makeHost()
        _ = host.perform(.typeText(try target("searchField", in: host), "abc"))
        _ = host.perform(.press(.backspace))
        let afterBackspace = host.shop.model.tabs.shop.searchText
        _ = host.perform(.press(.delete))
        let afterDelete = host.shop.model.tabs.shop.searchText
        _ = host.perform(.press(.left))
        _ = host.perform(.press(.right))
        let afterArrows = host.shop.model.tabs.shop.searchText

        _ = host.perform(.press(.tab))
        let forward = host.focus
        _ = host.perform(.press(.backtab))
        let back = host.focus
        _ = host.perform(.press(.down))
        _ = host.perform(.press(.up))

        #expect(afterBackspace == "ab")
        #expect(afterDelete == "a")
        #expect(afterArrows == "a")
        #expect(forward == "searchButton")
        #expect(back == "searchField")
        #expect(host.focus == "searchField")

        host.shop.model.tabs.shop.select(0)
        _ = host.perform(.press(.escape))
        #expect(host.shop.model.tabs.productDetail == nil)
    }

    @Test("Page Down and Page Up scroll the first table; a swipe without a target does the same")
    func pagingScrolls() throws {
        let host = try makeHost()

        _ = host.perform(.press(.pageDown))
        let afterPageDown = host.shop.model.tabs.shop.scrollPosition.firstRow
        _ = host.perform(.press(.pageUp))
        let afterPageUp = host.shop.model.tabs.shop.scrollPosition.firstRow
        _ = host.perform(.swipe(nil, .up))

        #expect(afterPageDown > 0)
        #expect(afterPageUp == 0)
        #expect(host.shop.model.tabs.shop.scrollPosition.firstRow == afterPageDown)
    }

    @Test("a swipe over an element scrolls the table around it; over one outside any table it does nothing")
    func swipeOverElement() throws {
        let host = try makeHost()

        _ = host.perform(.swipe(try target("productCell_1", in: host), .up))
        let scrolled = host.shop.model.tabs.shop.scrollPosition.firstRow
        let outcome = host.perform(.swipe(try target("searchButton", in: host), .down))

        #expect(scrolled > 0)
        #expect(outcome == .done)
        #expect(host.shop.model.tabs.shop.scrollPosition.firstRow == scrolled)
    }
}
