import ScreenModel
import TerminalUI

/// Draws the order history: one row per order with its date, size and total.
enum OrdersView {
    static func nodes(_ model: OrdersViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.orders
        var nodes = [NavigationBarView.node(id: "ordersNavigationBar", title: strings.title, titleID: "ordersTitle", in: area)]
        let column = NavigationBarView.content(below: area).column(maxWidth: 76)
        guard model.user != nil else {
            return nodes + SignInRequiredView.nodes(message: strings.signInRequired, onSignIn: model.signIn, in: column, context: context)
        }
        // Loading and empty states sit where the first row would be.
        let status = Rect(x: column.minX, y: column.minY, width: column.width, height: 1).inset(2)
        nodes.append(
            TableView.node(
                id: "orderTable", frame: column, rowCount: model.orders.count, position: model.scrollPosition,
                cell: { index, frame in cell(model.orders[index], index: index, frame: frame, context: context) },
                onScroll: model.scroll, onReveal: model.reveal
            ))
        // After the table, which would otherwise cover them.
        if model.isLoading {
            nodes.append(Node(.activityIndicator, id: "ordersActivity", label: strings.loading, frame: status))
        } else if model.showsEmpty {
            nodes.append(Node(.staticText, id: "emptyOrdersLabel", label: strings.empty, frame: status))
        } else if let failure = model.failure {
            let recovery = context.strings.recovery
            nodes.append(Node(.staticText, id: "ordersFailedLabel", label: recovery.orders(recovery.reason(failure)), frame: status))
            nodes.append(
                Node(
                    .button, id: "ordersRetryButton", label: recovery.tryAgain,
                    frame: Rect(x: status.minX, y: status.minY + 2, width: buttonWidth(recovery.tryAgain), height: 1),
                    onTap: model.retry))
        }
        return nodes
    }

    private static func cell(_ order: Order, index: Int, frame: Rect, context: ScreenContext) -> Node {
        let name = context.strings.common.orderNumber(order.number)
        let total = context.strings.money(order.total)
        let inner = frame.inset(2)
        let totalFrame = inner.trailing(total.terminalWidth)
        let itemCount = order.lines.reduce(0) { $0 + $1.quantity }
        let details = context.strings.day(order.placedOn) + " · " + context.strings.orders.itemCount(itemCount)
        let nameWidth = max(14, name.terminalWidth + 2)
        var children = [Node(.staticText, label: name, frame: inner.leading(min(name.terminalWidth, inner.width)))]
        let detailsX = inner.minX + nameWidth
        if totalFrame.minX - 2 - detailsX >= details.terminalWidth {
            children.append(Node(.staticText, label: details, frame: Rect(x: detailsX, y: frame.minY, width: details.terminalWidth, height: 1)))
        }
        children.append(Node(.staticText, label: total, frame: totalFrame))
        return Node(.cell, id: "orderCell_\(index)", label: name, value: total, frame: frame, children: children)
    }
}
