@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Product search")
struct ProductTests {
    let shoes = Product(id: "p02", name: "Running Shoes", price: Money(cents: 8_999), summary: "Light road shoes with a soft sole")

    @Test(
        "a query matches when every word is in the name or summary, ignoring case",
        arguments: [
            "running shoes", "SHOES", "shoes running", "soft sole", "",
        ])
    func matches(query: String) {
        #expect(shoes.matches(query))
    }

    @Test("a query with any word missing does not match", arguments: ["running boots", "hat"])
    func doesNotMatch(query: String) {
        #expect(!shoes.matches(query))
    }
}
