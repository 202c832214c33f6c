import Driver
import DriverTesting
import Testing

@Suite("Order history journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct OrdersJourneyTests {
    @Test("a signed-in user with past orders sees them newest first", arguments: JourneyConfiguration.selected)
    func pastOrdersNewestFirst(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockLoggedInUser, .mockOrders)

        let orders = try await ShopPage(app).openOrders()

        #expect(try await orders.orderCells.count == 3)
        #expect(try await orders.orderCell(0).label == configuration.copy.order(1003))
        #expect(try await orders.orderCell(0).value == Price.newestMockOrder.text(in: configuration.locale))
        #expect(try await orders.orderCell(2).label == configuration.copy.order(1001))
    }

    @Test("each account sees only its own orders", arguments: JourneyConfiguration.selected)
    func eachAccountSeesItsOwnOrders(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockOrders)

        let orders = try await LoginPage(app).signIn(as: .tester).openOrders()

        #expect(try await orders.orderCells.count == 3)
        #expect(try await orders.orderCell(0).label == configuration.copy.order(1006))
        #expect(try await orders.orderCell(2).label == configuration.copy.order(1004))
    }

    @Test("a signed-in user without orders sees the empty state", arguments: JourneyConfiguration.selected)
    func noOrdersShowsEmptyState(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockLoggedInUser)

        let orders = try await ShopPage(app).openOrders()

        #expect(try await orders.emptyOrdersLabel.exists)
        #expect(try await orders.orderCells.count == 0)
    }

    @Test("a guest is asked to sign in before seeing orders", arguments: JourneyConfiguration.selected)
    func guestAskedToSignIn(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog, .mockOrders)

        let request = try await ShopPage(app).openExpectingSignInRequest("Orders")

        #expect(try await request.signInButton.exists)
        #expect(try await !app.tables["orderTable"].exists)
    }
}
