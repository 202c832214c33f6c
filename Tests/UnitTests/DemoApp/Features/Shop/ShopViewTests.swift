@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Shop view")
struct ShopViewTests {
    @Test("a search with no results says so on the table's first row, two columns in from each of its sides")
    func noResultsInsideTheTable() throws {
        let catalog = FakeCatalogRepository()
        let model = ShopViewModel(catalog: catalog, alerts: AlertViewModel()) { _ in }
        model.appear()
        try catalog.requests.answer(.success([]))
        let area = Rect(x: 0, y: 0, width: 80, height: 24)

        let nodes = ShopView.nodes(model, in: area, context: ScreenContext(view: ViewContext(screenSize: area.size), strings: .english))

        func frame(_ identifier: String) throws -> Rect {
            try #require(nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == identifier } }.first).element.frame
        }
        let table = try frame("productTable"), label = try frame("emptySearchLabel")
        #expect(label.minX == table.minX + 2 && label.maxX == table.maxX - 2, "\(label) in \(table)")
        #expect(label.minY == table.minY && label.height == 1)
    }
}
