import Driver
import DriverTesting
import Testing

@Suite("Cart journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct CartJourneyTests {
    @Test("adding a product twice counts two on the badge and shows one line of two", arguments: JourneyConfiguration.selected)
    func addingTwiceMakesOneLineOfTwo(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)

        let product = try await ShopPage(app).openProduct(0).addToCart().addToCart()

        #expect(try await product.cartBadge.label == "2")
        let cart = try await product.openCart()
        #expect(try await cart.itemCells.count == 1)
        #expect(try await cart.itemCell(0).label == "Canvas Tote Bag")
        #expect(try await cart.quantity(0).label == "2")
        #expect(try await cart.total.label == Price.twoToteBags.text(in: configuration.locale))
    }

    @Test("removing the only line empties the cart and disables checkout", arguments: JourneyConfiguration.selected)
    func removingLastLineEmptiesCart(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)

        let cart = try await ShopPage(app).openCart().removeItem(0)

        #expect(try await cart.emptyCartLabel.exists)
        #expect(try await cart.itemCells.count == 0)
        #expect(try await !cart.checkoutButton.isEnabled)
        #expect(try await !cart.cartBadge.exists)
    }
}
