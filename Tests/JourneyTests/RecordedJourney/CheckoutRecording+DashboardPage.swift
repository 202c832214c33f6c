import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["dashboardTitle"]`.
    struct DashboardPage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["dashboardTitle"] }

        let app: App

        /// `searchFields["searchField"]`.
        var searchField: Element { app.searchFields["searchField"] }
        /// `cells["productCell_0"]`.
        var productCell0: Element { app.cells["productCell_0"] }

        /// Does what the recording did on this screen, and lands on ProductNamePage.
        func tapProductCell0(searchField searchFieldText: String) async throws -> ProductNamePage {
            try await searchField.typeText(searchFieldText)
            try await productCell0.tap()
            return try await ProductNamePage(app)
        }
    }
}
