@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Cart file format")
struct CartCodingTests {
    @Test("a cart survives encoding and decoding")
    func roundTrip() {
        let cart = Sample.cart([(cents: 999, quantity: 3), (cents: 1, quantity: 1)], promotion: Promotion(code: "SAVE20", percentOff: 20))

        #expect(CartCoding.decode(CartCoding.encode(cart)) == cart)
    }

    @Test(
        "a cart that breaks the rules is refused",
        arguments: [
            #"{"lines": [{"product": "p1", "name": "x", "price": -5, "quantity": 1}]}"#,
            #"{"lines": [{"product": "", "name": "x", "price": 5, "quantity": 1}]}"#,
            #"{"lines": [{"product": "p1", "name": "x", "price": 5, "quantity": 1}, {"product": "p1", "name": "x", "price": 5, "quantity": 1}]}"#,
            #"{"lines": [], "promotion": {"code": "SAVE20", "percentOff": 120}}"#,
            #"{"promotion": null}"#,
        ])
    func refusesBrokenCart(text: String) throws {
        #expect(CartCoding.decode(try JSON(parsing: text)) == nil)
    }
}
