@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Built-in catalog")
struct BuiltInCatalogTests {
    @Test("there are more products than fit on an 80x24 screen, among them running shoes")
    func size() {
        #expect(BuiltInCatalog.products.count >= 30)
        #expect(BuiltInCatalog.products.contains { $0.name == "Running Shoes" })
    }

    @Test("product identifiers are unique")
    func uniqueIdentifiers() {
        #expect(Set(BuiltInCatalog.products.map(\.id)).count == BuiltInCatalog.products.count)
    }

    @Test("the first product costs €12.00, as the seeds' locale examples expect")
    func firstCostsTwelve() {
        #expect(BuiltInCatalog.products.first?.price == Money(cents: 1_200))
    }
}
