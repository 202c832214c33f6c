import ScreenModel
import TerminalUI

/// Draws a product's page: name in the bar, price, description, and the add button.
enum ProductDetailView {
    static func nodes(_ model: ProductDetailViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.product
        var nodes = [
            NavigationBarView.node(
                id: "productNavigationBar", title: model.product.name, titleID: "productNameLabel", in: area,
                back: (context.strings.common.back, model.goBack)
            )
        ]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 76))
        let price = context.strings.money(model.product.price)
        nodes.append(Node(.staticText, id: "productPriceLabel", label: price, frame: rows.take(inset: 2).leading(price.terminalWidth)))
        rows.skip()
        nodes.append(Node(.staticText, id: "productDescriptionLabel", label: model.product.summary, frame: rows.take(inset: 2)))
        rows.skip()
        nodes.append(
            Node(
                .button, id: "addToCartButton", label: strings.addToCart,
                frame: rows.take(inset: 2).leading(buttonWidth(strings.addToCart)), onTap: model.addToCart
            ))
        rows.skip()
        if model.didAdd {
            nodes.append(Node(.staticText, id: "cartConfirmationLabel", label: strings.addedToCart, frame: rows.take(inset: 2).leading(strings.addedToCart.terminalWidth)))
        } else {
            rows.skip()
        }
        let quantity = model.quantityInCart
        if quantity > 0 {
            nodes.append(Node(.staticText, id: "productInCartLabel", label: strings.inCart(quantity), frame: rows.take(inset: 2)))
        }
        return nodes
    }
}
