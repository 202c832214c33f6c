@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Cart file format at its limits")
struct CartCodingBoundaryTests {
    @Test(
        "the smallest and largest values the format allows are read",
        arguments: [
            #"{"lines": [{"product": "p1", "name": "Free sample", "price": 0, "quantity": 1}], "promotion": null}"#,
            #"{"lines": [], "promotion": {"code": "ONE", "percentOff": 1}}"#,
            #"{"lines": [], "promotion": {"code": "ALL", "percentOff": 100}}"#,
            #"{"lines": []}"#,
        ])
    func acceptsEdgeValues(text: String) throws {
        #expect(CartCoding.decode(try JSON(parsing: text)) != nil)
    }

    @Test("a free line keeps its zero price")
    func freeLine() throws {
        let text = #"{"lines": [{"product": "p1", "name": "Free sample", "price": 0, "quantity": 2}], "promotion": null}"#

        let cart = try #require(CartCoding.decode(try JSON(parsing: text)))

        #expect(cart.lines.map(\.unitPrice) == [Money(cents: 0)])
        #expect(cart.lines.map(\.quantity) == [2])
    }

    @Test(
        "one step past a limit is refused",
        arguments: [
            #"{"lines": [{"product": "p1", "name": "x", "price": -1, "quantity": 1}]}"#,
            #"{"lines": [{"product": "p1", "name": "x", "price": 5, "quantity": 0}]}"#,
            #"{"lines": [], "promotion": {"code": "NONE", "percentOff": 0}}"#,
            #"{"lines": [], "promotion": {"code": "MORE", "percentOff": 101}}"#,
            #"{"lines": [], "promotion": {"code": "", "percentOff": 20}}"#,
        ])
    func refusesPastLimits(text: String) throws {
        #expect(CartCoding.decode(try JSON(parsing: text)) == nil)
    }
}
