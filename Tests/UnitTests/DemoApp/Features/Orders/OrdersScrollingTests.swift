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
}
