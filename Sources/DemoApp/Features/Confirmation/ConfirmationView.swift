import ScreenModel
import TerminalUI

/// Draws the confirmation: the title, the order number, where it goes, what it cost.
enum ConfirmationView {
    static func nodes(_ model: ConfirmationViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.confirmation
        let order = model.order
        var nodes = [
            NavigationBarView.node(
                id: "confirmationNavigationBar", title: strings.title, titleID: "orderConfirmationTitle",
                in: area)
        ]
        let column = NavigationBarView.content(below: area).column(maxWidth: 76).inset(2)
        var body = RowLayout(column)
        let number = context.strings.common.orderNumber(order.number)
        nodes.append(Node(.staticText, id: "orderNumberLabel", label: number, frame: body.take().leading(number.terminalWidth)))
        body.skip()
        for line in strings.deliveringTo(order.address.name, order.address.city).wrapped(toTerminalWidth: column.width) {
            nodes.append(Node(.staticText, label: line, frame: body.take()))
        }
        body.skip()
        nodes += amountRow(
            caption: context.strings.checkout.total, amount: context.strings.money(order.total),
            amountID: "confirmation.total", in: body.take().leading(min(column.width, 40)))
        body.skip()
        nodes.append(
            Node(
                .button, id: "continueShoppingButton", label: strings.continueShopping,
                frame: body.take().leading(buttonWidth(strings.continueShopping)), onTap: model.continueShopping))
        return nodes
    }
}
