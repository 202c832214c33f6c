import Driver
import DriverTesting
import Testing

@Suite("The test scenarios' calendar", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct ScenarioCalendarJourneyTests {
    @Test("under --uitesting an order placed today is dated 2 June 2025, whatever the wall clock says")
    func newOrderIsDatedByTheFixedCalendar() async throws {
        let app = try await JourneyConfiguration.standard.launch()

        let orders = try await LoginPage(app).signIn(as: .standard)
            .openProduct(0).addToCart()
            .openCart().checkout(with: .validAddress)
            .pay()
            .openOrders()

        #expect(try await orders.orderCells.count == 1)
        #expect(try await orders.orderCell(0).staticTexts.element(boundBy: 1).label == "2 Jun 2025 · 1 item")
    }
}
