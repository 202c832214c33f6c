import ScreenModel
import TerminalUI

/// Draws the cart: its lines with steppers, the promo code row, the totals and the
/// checkout button pinned to the bottom.
enum CartView {
    /// Below this width each line takes two rows: name and price, then the buttons.
    static let twoRowWidth = 60

    static func nodes(_ model: CartViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.cart
        let cart = model.cart
        var nodes = [NavigationBarView.node(id: "cartNavigationBar", title: strings.title, titleID: "cartTitle", in: area)]
        let column = NavigationBarView.content(below: area).column(maxWidth: 76)

        // The footer, from the promo row down to the checkout button, follows the lines
        // directly, or is pinned to the bottom once they need scrolling.
        let footerHeight = 8 + (model.showsDiscount ? 1 : 0)
        let rowHeight = column.width < twoRowWidth ? 2 : 1
        // Whole cells only: a two-row cell cut in half would hide its buttons.
        let room = max(0, column.height - footerHeight - 1) / rowHeight * rowHeight
        let tableHeight = min(max(1, cart.lines.count) * rowHeight, room)
        let tableFrame = Rect(x: column.minX, y: column.minY, width: column.width, height: tableHeight)
        var footer = RowLayout(Rect(x: column.minX, y: tableFrame.maxY + 1, width: column.width, height: footerHeight))

        nodes.append(
            TableView.node(
                id: "cartTable", frame: tableFrame, rowCount: cart.lines.count, rowHeight: rowHeight, position: model.scrollPosition,
                cell: { index, frame in cell(cart.lines[index], index: index, frame: frame, model: model, context: context) },
                onScroll: model.scroll, onReveal: model.reveal
            ))
        // After the table, which would otherwise cover it.
        if cart.isEmpty {
            nodes.append(Node(.staticText, id: "emptyCartLabel", label: strings.empty, frame: tableFrame.inset(2).leading(strings.empty.terminalWidth)))
        }

        nodes += promoRows(model, footer: &footer, context: context)
        footer.skip()
        nodes += amountRow(caption: strings.subtotal, amount: context.strings.money(cart.subtotal), amountID: "cart.subtotal", in: footer.take(inset: 2))
        if let promotion = cart.promotion {
            nodes += amountRow(
                caption: "\(strings.discount) (\(promotion.code))", amount: context.strings.money(-cart.discount),
                amountID: "cart.discount", in: footer.take(inset: 2))
        }
        nodes += amountRow(caption: strings.total, amount: context.strings.money(cart.total), amountID: "cart.total", in: footer.take(inset: 2))
        footer.skip()
        let checkoutRow = footer.take(inset: 2)
        nodes.append(
            Node(
                .button, id: "checkoutButton", label: strings.checkout, frame: checkoutRow.trailing(buttonWidth(strings.checkout)),
                enabled: model.canCheckout, onTap: model.checkout))
        return nodes
    }

    /// The promo field with its Apply button, and the line under it: the error, or
    /// the code in use with a button to remove it.
    private static func promoRows(_ model: CartViewModel, footer: inout RowLayout, context: ScreenContext) -> [Node] {
        let strings = context.strings.cart
        let row = footer.take(inset: 2)
        let applyFrame = row.trailing(buttonWidth(strings.apply))
        var nodes = [
            Node(
                .textField, id: "promoCodeField", label: strings.promoLabel, value: model.promoText, placeholder: strings.promoPlaceholder,
                frame: Rect(x: row.minX, y: row.minY, width: max(0, min(40, applyFrame.minX - 1 - row.minX)), height: 1),
                onEdit: model.editPromo, onSubmit: model.applyPromo),
            Node(.button, id: "applyPromoButton", label: strings.apply, frame: applyFrame, enabled: model.canApplyPromo, onTap: model.applyPromo),
        ]
        let messageRow = footer.take(inset: 2)
        if case let .unknown(code) = model.promoMessage {
            nodes.append(Node(.staticText, id: "promoErrorLabel", label: strings.unknownPromo(code), frame: messageRow))
        } else if let promotion = model.cart.promotion {
            let removeFrame = messageRow.trailing(buttonWidth(strings.removePromo))
            let text = strings.promoApplied(promotion.code, promotion.percentOff)
            nodes.append(
                Node(
                    .staticText, id: "promoAppliedLabel", label: text,
                    frame: Rect(x: messageRow.minX, y: messageRow.minY, width: max(0, removeFrame.minX - 1 - messageRow.minX), height: 1)))
            nodes.append(Node(.button, id: "removePromoButton", label: strings.removePromo, frame: removeFrame, onTap: model.removePromo))
        }
        return nodes
    }

    private static func cell(_ line: CartLine, index: Int, frame: Rect, model: CartViewModel, context: ScreenContext) -> Node {
        let strings = context.strings.cart
        let inner = frame.inset(2)
        let total = context.strings.money(line.total)
        let quantity = String(line.quantity)
        let firstRow = Rect(x: inner.minX, y: frame.minY, width: inner.width, height: 1)
        let buttonRow = frame.height >= 2 ? Rect(x: inner.minX, y: frame.minY + 1, width: inner.width, height: 1) : firstRow

        // Right to left on the button row: Remove, then the stepper (- n +); on one-row
        // cells the line total sits left of the stepper.
        let removeFrame = buttonRow.trailing(buttonWidth(strings.remove))
        let incrementFrame = Rect(x: removeFrame.minX - 2 - buttonWidth(strings.increase), y: buttonRow.minY, width: buttonWidth(strings.increase), height: 1)
        let quantitySlot = Rect(x: incrementFrame.minX - quantity.terminalWidth - 2, y: buttonRow.minY, width: quantity.terminalWidth + 2, height: 1)
        let quantityFrame = quantitySlot.centered(quantity.terminalWidth)
        let decrementFrame = Rect(x: quantitySlot.minX - buttonWidth(strings.decrease), y: buttonRow.minY, width: buttonWidth(strings.decrease), height: 1)
        let totalFrame =
            frame.height >= 2
            ? firstRow.trailing(total.terminalWidth)
            : Rect(x: decrementFrame.minX - 2 - total.terminalWidth, y: firstRow.minY, width: total.terminalWidth, height: 1)
        let nameFrame = Rect(x: firstRow.minX, y: firstRow.minY, width: max(0, totalFrame.minX - 1 - firstRow.minX), height: 1)

        return Node(
            .cell, id: "cartItemCell_\(index)", label: line.name, value: quantity, frame: frame,
            children: [
                Node(.staticText, label: line.name, frame: nameFrame),
                Node(.staticText, id: "cartItemTotal_\(index)", label: total, frame: totalFrame),
                Node(.button, id: "cartItemDecrement_\(index)", label: strings.decrease, frame: decrementFrame, onTap: { model.decrement(index) }),
                Node(.staticText, id: "cartItemQuantity_\(index)", label: quantity, frame: quantityFrame),
                Node(.button, id: "cartItemIncrement_\(index)", label: strings.increase, frame: incrementFrame, onTap: { model.increment(index) }),
                Node(.button, id: "cartItemRemove_\(index)", label: strings.remove, frame: removeFrame, onTap: { model.remove(index) }),
            ])
    }
}
