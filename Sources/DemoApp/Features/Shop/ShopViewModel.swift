import ScreenModel
import TerminalUI

/// The shop's product list: loading the catalog, searching it, scrolling it, and
/// opening a product.
final class ShopViewModel {
    /// Where the list stands.
    enum Phase: Equatable {
        /// Nothing asked for yet.
        case idle
        /// A request is on its way; the list is empty until it answers, so a journey
        /// waiting for a cell never sees the previous results.
        case loading
        /// The products for `query` are in.
        case loaded(query: String)
        /// The last request failed; an alert offers a retry.
        case failed
    }

    private(set) var searchText = ""
    private(set) var products: [Product] = []
    private(set) var phase: Phase = .idle
    private(set) var scrollPosition = ScrollPosition()
    /// Why the last request failed, while the list shows its failure: the screen says
    /// so once the alert is gone, with a button to try again.
    private(set) var failure: RequestFailure?

    private let catalog: any CatalogRepository
    private let alerts: AlertViewModel
    private let onSelect: (Product) -> Void
    /// Counts requests so an answer to a superseded search is ignored.
    private var requestNumber = 0
    /// The query of the request that failed, for `retry()`.
    private var failedQuery = ""

    init(catalog: any CatalogRepository, alerts: AlertViewModel, onSelect: @escaping (Product) -> Void) {
        self.catalog = catalog
        self.alerts = alerts
        self.onSelect = onSelect
    }

    var isLoading: Bool { phase == .loading }

    /// Whether to say that the search found nothing.
    var showsNoResults: Bool {
        if case .loaded = phase { return products.isEmpty }
        return false
    }

    /// The query whose results are shown, for the no-results message.
    var shownQuery: String {
        if case let .loaded(query) = phase { return query }
        return ""
    }

    /// Loads the catalog the first time the shop shows; later visits keep the list.
    func appear() {
        if phase == .idle { fetch(query: "") }
    }

    func editSearch(_ edit: TextEdit) {
        searchText = edit.applied(to: searchText)
    }

    /// Shows the products matching the search text (all of them for an empty one).
    func search() {
        fetch(query: searchText.trimmingWhitespace)
    }

    /// Repeats the request that failed.
    func retry() {
        fetch(query: failedQuery)
    }

    /// Opens the product in row `index`.
    func select(_ index: Int) {
        guard products.indices.contains(index) else { return }
        onSelect(products[index])
    }

    func scroll(_ direction: SwipeDirection, visibleRows: Int) {
        scrollPosition.scroll(direction, visibleRows: visibleRows, rowCount: products.count)
    }

    func reveal(_ row: Int, visibleRows: Int) {
        scrollPosition.reveal(row, visibleRows: visibleRows, rowCount: products.count)
    }

    private func fetch(query: String) {
        requestNumber += 1
        let number = requestNumber
        phase = .loading
        failure = nil
        products = []
        scrollPosition.reset()
        catalog.products(matching: query) { [weak self] result in
            guard let self, number == self.requestNumber else { return }
            switch result {
            case let .success(products):
                self.products = products
                self.phase = .loaded(query: query)
            case let .failure(failure):
                self.phase = .failed
                self.failure = failure
                self.failedQuery = query
                self.alerts.present(failure) { [weak self] in self?.fetch(query: query) }
            }
        }
    }
}
