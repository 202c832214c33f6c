@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Orders view model")
struct OrdersViewModelTests {
    let repository = FakeOrderRepository()
    let alerts = AlertViewModel()

    func makeModel(user: User? = Sample.user, onSignIn: @escaping () -> Void = {}) -> OrdersViewModel {
        OrdersViewModel(repository: repository, signedInUser: FakeSignedInUserStore(user), alerts: alerts, onSignInRequested: onSignIn)
    }

    @Test("appearing asks for the signed-in user's orders and shows activity")
    func appearLoads() {
        let model = makeModel()

        model.appear()

        #expect(repository.listedOwners == ["user@example.com"])
        #expect(model.isLoading)
    }

    @Test("orders show newest first")
    func newestFirst() throws {
        let model = makeModel()
        model.appear()

        try repository.listRequests.answer(.success([Sample.order(number: 1001), Sample.order(number: 1003), Sample.order(number: 1002)]))

        #expect(model.orders.map(\.number) == [1003, 1002, 1001])
    }

    @Test("no orders shows the empty state")
    func emptyState() throws {
        let model = makeModel()
        model.appear()

        try repository.listRequests.answer(.success([]))

        #expect(model.showsEmpty)
    }

    @Test("the empty state does not show while loading")
    func noEmptyStateWhileLoading() {
        let model = makeModel()

        model.appear()

        #expect(!model.showsEmpty)
    }

    @Test("a guest is asked to sign in and nothing is fetched")
    func guestFetchesNothing() {
        var requested = 0
        let model = makeModel(user: nil) { requested += 1 }

        model.appear()
        model.signIn()

        #expect(repository.listedOwners.isEmpty)
        #expect(model.user == nil)
        #expect(requested == 1)
    }

    @Test("a failed load shows an alert whose retry loads again")
    func failureRetries() throws {
        let model = makeModel()
        model.appear()
        try repository.listRequests.answer(.failure(.offline))

        alerts.retry()

        #expect(repository.listedOwners.count == 2)
        #expect(model.isLoading)
    }
}
