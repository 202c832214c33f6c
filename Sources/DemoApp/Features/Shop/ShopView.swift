import ScreenModel
import TerminalUI

/// Draws the shop: the title, the search row, and the product table.
enum ShopView {
    static func nodes(_ model: ShopViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.shop
        var nodes = [NavigationBarView.node(id: "shopNavigationBar", title: strings.title, titleID: "dashboardTitle", in: area)]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 76))

        let searchRow = rows.take(inset: 2)
        let searchButtonFrame = searchRow.trailing(buttonWidth(strings.searchButton))
        let fieldFrame = Rect(x: searchRow.minX, y: searchRow.minY, width: max(0, min(52, searchButtonFrame.minX - 1 - searchRow.minX)), height: 1)
        nodes.append(
            Node(
                .searchField, id: "searchField", label: strings.searchLabel, value: model.searchText,
                placeholder: strings.searchPlaceholder, frame: fieldFrame, onEdit: model.editSearch, onSubmit: model.search
            ))
        nodes.append(
            Node(
                .button, id: "searchButton", label: strings.searchButton,
                frame: Rect(x: fieldFrame.maxX + 1, y: searchRow.minY, width: searchButtonFrame.width, height: 1), onTap: model.search
            ))

        let statusRow = rows.take(inset: 2)
        if model.isLoading {
            nodes.append(Node(.activityIndicator, id: "catalogActivity", label: strings.loading, frame: statusRow))
        } else if case .loaded = model.phase, !model.products.isEmpty {
            nodes.append(Node(.staticText, id: "productCountLabel", label: strings.resultCount(model.products.count), frame: statusRow))
        }

        let tableFrame = rows.remaining
        nodes.append(
            TableView.node(
                id: "productTable", frame: tableFrame, rowCount: model.products.count, position: model.scrollPosition,
                cell: { index, frame in cell(model.products[index], index: index, frame: frame, context: context, onTap: { model.select(index) }) },
                onScroll: model.scroll, onReveal: model.reveal
            ))
        // After the table, which would otherwise cover them.
        if let failure = model.failure {
            let recovery = context.strings.recovery
            nodes.append(Node(.staticText, id: "catalogFailedLabel", label: recovery.catalog(recovery.reason(failure)), frame: statusRow))
            nodes.append(
                Node(
                    .button, id: "catalogRetryButton", label: recovery.tryAgain,
                    frame: Rect(x: statusRow.minX, y: tableFrame.minY, width: buttonWidth(recovery.tryAgain), height: 1),
                    onTap: model.retry))
        }
        if model.showsNoResults {
            nodes.append(
                Node(
                    .staticText, id: "emptySearchLabel", label: strings.noResults(model.shownQuery),
                    frame: Rect(x: tableFrame.minX + 2, y: tableFrame.minY, width: max(0, tableFrame.width - 4), height: 1)))
        }
        return nodes
    }

    private static func cell(_ product: Product, index: Int, frame: Rect, context: ScreenContext, onTap: @escaping () -> Void) -> Node {
        let price = context.strings.money(product.price)
        let priceFrame = Rect(x: frame.maxX - 2 - price.terminalWidth, y: frame.minY, width: price.terminalWidth, height: 1)
        let nameFrame = Rect(x: frame.minX + 2, y: frame.minY, width: max(0, priceFrame.minX - 1 - (frame.minX + 2)), height: 1)
        return Node(
            .cell, id: "productCell_\(index)", label: product.name, value: price, frame: frame, onTap: onTap,
            children: [
                Node(.staticText, label: product.name, frame: nameFrame),
                Node(.staticText, label: price, frame: priceFrame),
            ])
    }
}
