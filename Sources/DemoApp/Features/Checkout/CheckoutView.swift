import ScreenModel
import TerminalUI

/// Draws the checkout: the order summary and the delivery address form, side by
/// side on wide screens and stacked on narrow ones, with the pay button last.
enum CheckoutView {
    /// From this width the summary and the form sit side by side.
    static let twoColumnWidth = 70

    static func nodes(_ model: CheckoutViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        var nodes = [
            NavigationBarView.node(
                id: "checkoutNavigationBar", title: context.strings.checkout.title, titleID: "checkoutTitle",
                in: area, back: (context.strings.common.back, model.goBack)
            )
        ]
        let body = NavigationBarView.content(below: area).column(maxWidth: 100)
        if body.width >= twoColumnWidth {
            let leftWidth = (body.width - 2) / 2
            let left = Rect(x: body.minX, y: body.minY, width: leftWidth, height: body.height)
            let right = Rect(x: left.maxX + 2, y: body.minY, width: body.maxX - left.maxX - 2, height: body.height)
            nodes += summary(model, in: left.inset(2), summaryRows: left.height - 1 - totalsHeight(model), context: context)
            var form = RowLayout(right.inset(2))
            nodes += addressForm(model, rows: &form, spacious: true, context: context)
        } else {
            let column = body.inset(2)
            let formHeight = 4 + DeliveryAddress.Field.allCases.filter { model.problem(with: $0) != nil }.count + 1
            // Blank rows and the form's heading come back when there is room for them.
            let spare = column.height - 1 - totalsHeight(model) - formHeight - min(model.cart.lines.count, 3)
            let spacious = spare >= 3
            let summaryRows = column.height - 1 - totalsHeight(model) - formHeight - (spacious ? 3 : 0)
            nodes += summary(model, in: column, summaryRows: max(1, summaryRows), context: context)
            var form = RowLayout(
                Rect(
                    x: column.minX, y: column.minY + 1 + max(1, min(summaryRows, model.cart.lines.count)) + totalsHeight(model),
                    width: column.width, height: column.height))
            if spacious { form.skip() }
            nodes += addressForm(model, rows: &form, spacious: spacious, context: context)
        }
        return nodes
    }

    private static func totalsHeight(_ model: CheckoutViewModel) -> Int {
        model.cart.promotion == nil ? 1 : 2
    }

    /// The title, a scrolling list of the lines, then the discount and the total.
    private static func summary(_ model: CheckoutViewModel, in area: Rect, summaryRows: Int, context: ScreenContext) -> [Node] {
        let strings = context.strings.checkout
        let cart = model.cart
        var rows = RowLayout(area)
        var nodes = [Node(.staticText, id: "orderSummaryTitle", label: strings.summaryTitle, frame: rows.take().leading(strings.summaryTitle.terminalWidth))]
        let tableHeight = max(1, min(summaryRows, cart.lines.count))
        nodes.append(
            TableView.node(
                id: "summaryTable", frame: rows.take(tableHeight), rowCount: cart.lines.count, position: model.summaryPosition,
                cell: { index, frame in
                    let line = cart.lines[index]
                    let amount = context.strings.money(line.total)
                    let amountFrame = frame.trailing(amount.terminalWidth)
                    return Node(
                        .other, frame: frame,
                        children: [
                            Node(
                                .staticText, id: "summaryItem_\(index)", label: strings.summaryLine(line.quantity, line.name),
                                frame: Rect(x: frame.minX, y: frame.minY, width: max(0, amountFrame.minX - 1 - frame.minX), height: 1)),
                            Node(.staticText, id: "summaryItemTotal_\(index)", label: amount, frame: amountFrame),
                        ])
                },
                onScroll: model.scrollSummary, onReveal: model.revealSummary
            ))
        if let promotion = cart.promotion {
            nodes += amountRow(
                caption: "\(strings.discount) (\(promotion.code))", amount: context.strings.money(-cart.discount),
                amountID: "checkout.discount", in: rows.take())
        }
        nodes += amountRow(caption: strings.total, amount: context.strings.money(cart.total), amountID: "checkout.total", in: rows.take())
        return nodes
    }

    /// The heading, one field per address part with its problem under it, and Pay.
    private static func addressForm(_ model: CheckoutViewModel, rows: inout RowLayout, spacious: Bool, context: ScreenContext) -> [Node] {
        let strings = context.strings.checkout
        var nodes: [Node] = []
        if spacious {
            nodes.append(Node(.staticText, id: "addressTitle", label: strings.addressTitle, frame: rows.take().leading(strings.addressTitle.terminalWidth)))
        }
        let fields: [(DeliveryAddress.Field, id: String, errorID: String, label: String)] = [
            (.name, "addressNameField", "addressNameError", strings.nameLabel),
            (.street, "addressStreetField", "addressStreetError", strings.streetLabel),
            (.city, "addressCityField", "addressCityError", strings.cityLabel),
            (.postcode, "addressPostcodeField", "addressPostcodeError", strings.postcodeLabel),
        ]
        // Right-align the labels so the boxes line up.
        let labelWidth = fields.map(\.label.terminalWidth).max() ?? 0
        for (field, id, errorID, label) in fields {
            let row = rows.take()
            let indent = labelWidth - label.terminalWidth
            let frame = Rect(x: row.minX + indent, y: row.minY, width: max(0, min(row.width, 48) - indent), height: 1)
            nodes.append(
                Node(
                    .textField, id: id, label: label, value: model.address[field], frame: frame,
                    enabled: !model.isPaying, onEdit: { model.edit(field, $0) }, onSubmit: model.pay))
            if let problem = model.problem(with: field) {
                let message =
                    switch problem {
                    case .missing: strings.missing(field)
                    case .tooLong: strings.tooLong
                    case let .invalidPostcode(rule): strings.invalidPostcode(rule)
                    }
                let errorRow = rows.take()
                let boxStart = row.minX + labelWidth + 1
                nodes.append(
                    Node(
                        .staticText, id: errorID, label: message,
                        frame: Rect(x: boxStart, y: errorRow.minY, width: max(0, row.maxX - boxStart), height: 1)))
            }
        }
        if spacious { rows.skip() }
        let payLabel = strings.pay(context.strings.money(model.cart.total))
        let payRow = rows.take()
        let payFrame = payRow.leading(buttonWidth(payLabel))
        nodes.append(Node(.button, id: "checkout.pay", label: payLabel, frame: payFrame, enabled: model.canPay, onTap: model.pay))
        if model.isPaying {
            nodes.append(
                Node(
                    .activityIndicator, id: "paymentActivity", label: strings.paying,
                    frame: Rect(x: payFrame.maxX + 2, y: payRow.minY, width: max(0, payRow.maxX - payFrame.maxX - 2), height: 1)))
        } else if let failure = model.paymentFailure {
            let recovery = context.strings.recovery
            nodes.append(Node(.staticText, id: "paymentFailedLabel", label: recovery.payment(recovery.reason(failure)), frame: rows.take()))
            nodes.append(Node(.staticText, id: "paymentRetryHint", label: recovery.paymentRetry, frame: rows.take()))
        }
        return nodes
    }
}
