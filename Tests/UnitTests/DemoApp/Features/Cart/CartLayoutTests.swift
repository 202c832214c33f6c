@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Where the cart puts its words: the empty cart's label, and a line's name beside its total.
@Suite("The cart's layout")
struct CartLayoutTests {
    private func nodes(_ cart: Cart, width: Int, height: Int = 24) -> [Node] {
        let model = CartViewModel(carts: InMemoryCartRepository(cart), promotions: BuiltInPromotions()) {}
        let context = ScreenContext(view: ViewContext(screenSize: Size(width: width, height: height)), strings: .english)
        return CartView.nodes(model, in: Rect(x: 0, y: 0, width: width, height: height), context: context)
    }

    private func node(_ identifier: String, in nodes: [Node]) -> Node? {
        nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == identifier } }.first
    }

    @Test("the empty cart's label starts two columns inside the table, in line with the captions below it")
    func emptyLabelLinesUpWithTheCaptions() throws {
        let nodes = nodes(Cart(), width: 80)

        let table = try #require(node("cartTable", in: nodes)).element.frame
        let label = try #require(node("emptyCartLabel", in: nodes)).element
        let subtotal = try #require(nodes.first { $0.element.label == Strings.english.cart.subtotal }).element.frame

        #expect(label.frame == Rect(x: table.minX + 2, y: table.minY, width: Strings.english.cart.empty.terminalWidth, height: 1))
        #expect(label.frame.minX == subtotal.minX)
    }

    @Test(
        "on the narrowest screen a line's name keeps the columns its total leaves, one before it, and none once the total takes them all",
        arguments: [
            // The line's text is 16 columns wide; the totals are 14, 15 and 17 (cut to 16).
            (1_234_567_890, 1, 14), (12_345_678_900, 0, 15), (123_456_789_000, 0, 16),
        ])
    func nameYieldsToAWideTotal(cents: Int, nameWidth: Int, totalWidth: Int) throws {
        let line = CartLine(productID: "p01", name: "Trail Runner", unitPrice: Money(cents: cents), quantity: 1)
        let nodes = nodes(Cart(lines: [line]), width: Size.minimumScreen.width)

        let cell = try #require(node("cartItemCell_0", in: nodes))
        let name = try #require(cell.children.first { $0.element.label == "Trail Runner" }).element.frame
        let total = try #require(node("cartItemTotal_0", in: nodes)).element.frame

        #expect(name.minX == cell.element.frame.minX + 2)
        #expect(name.width == nameWidth, "the total \(Strings.english.money(Money(cents: cents))) is at \(total)")
        #expect(total.width == totalWidth)
        #expect(total.maxX == cell.element.frame.maxX - 2)
    }
}
