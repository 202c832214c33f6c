@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Shop view model")
struct ShopViewModelTests {
    let catalog = FakeCatalogRepository()
    let alerts = AlertViewModel()
    let selected = Selected()

    final class Selected {
        var products: [Product] = []
    }

    func makeModel() -> ShopViewModel {
        let selected = selected
        return ShopViewModel(catalog: catalog, alerts: alerts) { selected.products.append($0) }
    }

    func loadedModel(_ products: [Product]) throws -> ShopViewModel {
        let model = makeModel()
        model.appear()
        try catalog.requests.answer(.success(products))
        return model
    }

    @Test("appearing the first time loads the whole catalog and shows activity")
    func firstAppearanceLoads() {
        let model = makeModel()

        model.appear()

        #expect(catalog.queries == [""])
        #expect(model.isLoading)
    }

    @Test("appearing again keeps the list without asking again")
    func laterAppearanceKeepsList() throws {
        let model = try loadedModel([Sample.product(1)])

        model.appear()

        #expect(catalog.queries.count == 1)
        #expect(model.products.count == 1)
    }

    @Test("searching asks for the trimmed search text")
    func searchSendsQuery() throws {
        let model = try loadedModel([Sample.product(1)])
        model.editSearch(.insert("  running shoes "))

        model.search()

        #expect(catalog.queries.last == "running shoes")
    }

    @Test("while a search runs the list is empty, so no stale cell can be found")
    func searchEmptiesListWhileLoading() throws {
        let model = try loadedModel([Sample.product(1), Sample.product(2)])

        model.search()

        #expect(model.products.isEmpty)
        #expect(model.isLoading)
    }

    @Test("a search that finds nothing says so with the query")
    func emptyResult() throws {
        let model = try loadedModel([Sample.product(1)])
        model.editSearch(.insert("zzz"))
        model.search()

        try catalog.requests.answer(.success([]))

        #expect(model.showsNoResults)
        #expect(model.shownQuery == "zzz")
    }

    @Test("the answer to a superseded search is ignored")
    func staleAnswerIgnored() throws {
        let model = makeModel()
        model.appear()
        model.search()

        try catalog.requests.answer(.success([Sample.product(1), Sample.product(2)]))

        #expect(model.products.isEmpty, "the superseded answer must not be shown while the newer search runs")
        #expect(model.isLoading)
        try catalog.requests.answer(.success([Sample.product(3)]))
        #expect(model.products.map(\.id) == ["p3"])
        #expect(!model.isLoading)
    }

    @Test("a failed load shows an alert whose retry asks again")
    func failureAlertRetries() throws {
        let model = makeModel()
        model.appear()
        try catalog.requests.answer(.failure(.serverError))

        #expect(alerts.current?.kind == .serverError)
        #expect(model.phase == .failed)
        alerts.retry()

        #expect(catalog.queries.count == 2)
        #expect(model.isLoading)
    }

    @Test("selecting a row opens that product")
    func selectOpensProduct() throws {
        let model = try loadedModel([Sample.product(1), Sample.product(2)])

        model.select(1)

        #expect(selected.products.map(\.id) == ["p2"])
    }

    @Test("swiping up shows later rows, a page less one at a time")
    func swipeUpScrolls() throws {
        let model = try loadedModel((0..<30).map { Sample.product($0) })

        model.scroll(.up, visibleRows: 10)

        #expect(model.scrollPosition.clampedFirstRow(visibleRows: 10, rowCount: 30) == 9)
    }

    @Test("a new search scrolls back to the top")
    func searchResetsScroll() throws {
        let model = try loadedModel((0..<30).map { Sample.product($0) })
        model.scroll(.up, visibleRows: 10)

        model.search()

        #expect(model.scrollPosition.clampedFirstRow(visibleRows: 10, rowCount: 30) == 0)
    }
}
