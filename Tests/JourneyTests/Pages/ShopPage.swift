import Driver

/// The shop, the home screen: the catalog, a search field and the tab bar.
struct ShopPage: TabbedScreen {
    static let name = "Shop"
    static func landmark(in app: App) -> Element { app.staticTexts["dashboardTitle"] }

    let app: App

    /// The title, "Shop" in English.
    var title: Element { Self.landmark(in: app) }
    /// The search text; Enter searches too.
    var searchField: Element { app.searchFields["searchField"] }
    /// Filters the catalog by the search text.
    var searchButton: Element { app.buttons["searchButton"] }
    /// The catalog; swipe up on it to see further products.
    var productTable: Element { app.tables["productTable"] }
    /// How many products are listed, e.g. "35 products".
    var productCount: Element { app.staticTexts["productCountLabel"] }
    /// Shown instead of products when a search matches nothing.
    var emptySearchLabel: Element { app.staticTexts["emptySearchLabel"] }
    /// Every product listed now, scrolled into view or not.
    var productCells: ElementQuery { productTable.cells.matching(.identifier(beginsWith: "productCell_")) }

    /// The product at `index` in the current (filtered) list; label: its name, value: its price.
    func productCell(_ index: Int) -> Element { productTable.cells["productCell_\(index)"] }

    /// Filters the catalog by `text`; reads of the results (or the empty state) wait
    /// until the search has finished.
    func search(for text: String) async throws -> ShopPage {
        try await searchField.clearText()
        try await searchField.typeText(text)
        try await searchButton.tap()
        return self
    }

    /// Opens the product at `index`, which must be on screen.
    func openProduct(_ index: Int) async throws -> ProductPage {
        try await productCell(index).tap()
        return try await ProductPage(app)
    }

    /// Swipes the catalog up, as a person does, until the product at `index` is on
    /// screen.
    ///
    /// - Throws: `ScrollFailure` if it never comes into view (each swipe moves a page).
    func scrollToProduct(_ index: Int) async throws -> ShopPage {
        let cell = productCell(index)
        try await cell.waitUntilExists()
        var swipes = 0
        while try await !cell.isHittable {
            guard swipes < Self.maximumSwipes else {
                throw ScrollFailure(target: cell.description, swipes: swipes, screen: try await app.screenshot())
            }
            try await productTable.swipeUp()
            swipes += 1
        }
        return self
    }

    /// More swipes than the longest catalog needs on the smallest screen.
    private static let maximumSwipes = 40
}
