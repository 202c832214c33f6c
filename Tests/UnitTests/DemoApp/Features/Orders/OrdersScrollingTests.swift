@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Scrolling the orders")
struct OrdersScrollingTests {
    let repository = FakeOrderRepository()

    func loaded(_ count: Int) throws -> OrdersViewModel {
        let model = OrdersViewModel(repository: repository, signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel()) {}
        model.appear()
        try repository.listRequests.answer(.success((0..<count).map { Sample.order(number: 1001 + $0) }))
        return model
    }

    @Test("a swipe up moves a long list on by a page less one row, and a swipe down brings it back")
    func swipesMoveTheList() throws {
        let model = try loaded(20)

        model.scroll(.up, visibleRows: 5)
        let afterUp = model.scrollPosition.firstRow
        model.scroll(.down, visibleRows: 5)

        #expect(afterUp == 4)
        #expect(model.scrollPosition.firstRow == 0)
    }

    @Test("revealing a row below the visible ones scrolls just far enough to show it")
    func revealScrolls() throws {
        let model = try loaded(20)

        model.reveal(9, visibleRows: 5)

        #expect(model.scrollPosition.firstRow == 5)
    }

    @Test("showing the tab again starts the list from the top")
    func appearingResetsTheScroll() throws {
        let model = try loaded(20)
        model.scroll(.up, visibleRows: 5)

        model.appear()

        #expect(model.scrollPosition.firstRow == 0)
    }

    @Test("while the orders load, the activity shows where the first row will be, and goes once they arrive")
    func loadingShowsActivity() throws {
        let model = OrdersViewModel(repository: repository, signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel()) {}
        let area = Rect(x: 0, y: 0, width: 80, height: 24)
        let context = ScreenContext(view: ViewContext(screenSize: Size(width: 80, height: 24)), strings: .english)
        func activity() -> Node? { OrdersView.nodes(model, in: area, context: context).lazy.compactMap { $0.firstNode { $0.element.identifier == "ordersActivity" } }.first }
        model.appear()

        let loading = activity()
        try repository.listRequests.answer(.success([Sample.order(number: 1001)]))

        #expect(loading?.element.elementType == .activityIndicator)
        #expect(loading?.element.label == Strings.english.orders.loading)
        #expect(activity() == nil)
    }
}
