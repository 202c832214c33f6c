import Driver
import DriverTesting
import Testing

@Suite("Scrolling journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct ScrollingJourneyTests {
    /// The last of the 35 products: below the first screen at every supported size.
    let giftCard = 34

    @Test("a product below the first screen cannot be tapped until the list is scrolled to it", arguments: JourneyConfiguration.selected)
    func productBelowFirstScreenNeedsScrolling(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        let shop = try await ShopPage(app)
        try await shop.productCell(giftCard).waitUntilExists()
        #expect(try await !shop.productCell(giftCard).isHittable)
        let directTap = await #expect(throws: DriverError.self) { try await shop.productCell(giftCard).tap() }
        #expect(directTap?.code == .elementNotInteractable)

        let product = try await shop.scrollToProduct(giftCard).openProduct(giftCard)

        #expect(try await product.nameLabel.label == "Gift Card")
    }
}
