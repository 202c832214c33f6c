import Driver
import DriverTesting
import Testing

@Suite("Search journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct SearchJourneyTests {
    @Test("a search filters the shop to the products matching every word", arguments: JourneyConfiguration.selected)
    func searchFiltersShop(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)

        let shop = try await ShopPage(app).search(for: "running shoes")

        #expect(try await shop.productCells.count == 2)
        #expect(try await shop.productCell(0).label == "Running Shoes")
        #expect(try await shop.productCell(1).label == "Trail Running Shoes")
        #expect(try await !shop.emptySearchLabel.exists)
    }

    @Test("a search with no results shows the empty state", arguments: JourneyConfiguration.selected)
    func searchWithoutResultsShowsEmptyState(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)

        let shop = try await ShopPage(app).search(for: "unicorn")

        #expect(try await shop.emptySearchLabel.label.contains("unicorn"))
        #expect(try await shop.productCells.count == 0)
    }

    @Test("an empty search lists the whole catalog again", arguments: JourneyConfiguration.selected)
    func emptySearchListsEverything(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        let filtered = try await ShopPage(app).search(for: "unicorn")

        let shop = try await filtered.search(for: "")

        #expect(try await shop.productCount.label == configuration.copy.allProductsCount)
        #expect(try await shop.productCell(0).label == "Canvas Tote Bag")
    }
}
