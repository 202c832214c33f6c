@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import ScreenModel
import Testing

@Suite("Checkout view")
struct CheckoutViewTests {
    /// The checkout of a 40-line order, drawn on a screen wide enough for two columns.
    static func drawn(promotion: Promotion?) -> (nodes: [Node], body: Rect) {
        let lines = Array(repeating: (cents: 500, quantity: 1), count: 40)
        let model = CheckoutViewModel(
            carts: InMemoryCartRepository(Sample.cart(lines, promotion: promotion)), orders: FakeOrderRepository(),
            signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel(), onOrderPlaced: { _ in }, onBack: {}
        )
        let area = Rect(x: 0, y: 0, width: 100, height: 24)
        let context = ScreenContext(view: ViewContext(screenSize: Size(width: 100, height: 24)), strings: .english)
        return (CheckoutView.nodes(model, in: area, context: context), NavigationBarView.content(below: area))
    }

    @Test(
        "side by side, a long order's lines scroll in the summary and its total is the column's last row",
        arguments: [nil, Promotion(code: "SAVE20", percentOff: 20)])
    func longOrderFitsItsColumn(promotion: Promotion?) throws {
        let (nodes, body) = Self.drawn(promotion: promotion)
        func frame(_ identifier: String) throws -> Rect {
            try #require(nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == identifier } }.first).element.frame
        }

        let table = try frame("summaryTable")
        let total = try frame("checkout.total")

        #expect(total.minY == body.maxY - 1)
        #expect(table.maxY == total.minY - (promotion == nil ? 0 : 1))
        #expect(table.minY == body.minY + 1)
    }

    @Test(
        "stacked on a narrow screen, a long order's summary scrolls so Pay lands on the last row, with or without the spare blank rows and heading",
        arguments: [(height: 24, spacious: true), (height: 14, spacious: false)])
    func stackedLongOrderEndsWithPayOnTheLastRow(height: Int, spacious: Bool) throws {
        let lines = Array(repeating: (cents: 500, quantity: 1), count: 40)
        let model = CheckoutViewModel(
            carts: InMemoryCartRepository(Sample.cart(lines)), orders: FakeOrderRepository(),
            signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel(), onOrderPlaced: { _ in }, onBack: {}
        )
        let area = Rect(x: 0, y: 0, width: 60, height: height)
        let nodes = CheckoutView.nodes(model, in: area, context: ScreenContext(view: ViewContext(screenSize: area.size), strings: .english))
        let body = NavigationBarView.content(below: area)
        func frame(_ identifier: String) -> Rect? {
            nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == identifier } }.first?.element.frame
        }

        let pay = try #require(frame("checkout.pay"))
        let table = try #require(frame("summaryTable"))
        let total = try #require(frame("checkout.total"))
        let heading = frame("addressTitle")

        #expect(pay.minY == body.maxY - 1)
        #expect(table.minY == body.minY + 1)
        #expect(total.minY == table.maxY)
        #expect((heading != nil) == spacious)
        if let heading {
            #expect(heading.minY == total.maxY + 1)
        } else {
            #expect(try #require(frame("addressNameField")).minY == total.maxY)
        }
    }

    @Test("while paying, the activity stands on the Pay row right of the button, one row high and wide enough for its words")
    func payingActivityIsDrawn() throws {
        let model = CheckoutViewModel(
            carts: InMemoryCartRepository(Sample.cart([(cents: 500, quantity: 1)])), orders: FakeOrderRepository(),
            signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel(), onOrderPlaced: { _ in }, onBack: {}
        )
        for field in DeliveryAddress.Field.allCases { model.edit(field, .insert(Sample.address[field])) }
        model.pay()
        #expect(model.isPaying)
        let area = Rect(x: 0, y: 0, width: 100, height: 40)
        let nodes = CheckoutView.nodes(model, in: area, context: ScreenContext(view: ViewContext(screenSize: area.size), strings: .english))
        func element(_ identifier: String) throws -> ElementSnapshot {
            try #require(nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == identifier } }.first).element
        }

        let pay = try element("checkout.pay").frame
        let activity = try element("paymentActivity")

        #expect(activity.frame.height == 1)
        #expect(activity.frame.minY == pay.minY)
        #expect(activity.frame.minX == pay.maxX + 2)
        #expect(activity.frame.width >= activity.label.terminalWidth)
    }
}
