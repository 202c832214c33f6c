import Driver

/// The signed-in user's orders, newest first.
struct OrdersPage: TabbedScreen {
    static let name = "Orders"
    static func landmark(in app: App) -> Element { app.staticTexts["ordersTitle"] }

    let app: App

    /// One per order listed.
    var orderCells: ElementQuery { app.tables["orderTable"].cells.matching(.identifier(beginsWith: "orderCell_")) }
    /// Shown when the user has no orders.
    var emptyOrdersLabel: Element { app.staticTexts["emptyOrdersLabel"] }

    /// The order at `index`, newest first; label: "Order #1004", value: its total.
    func orderCell(_ index: Int) -> Element { app.cells["orderCell_\(index)"] }
}
