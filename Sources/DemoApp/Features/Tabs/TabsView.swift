import ScreenModel
import TerminalUI

/// Draws the tabbed part of the app: the selected tab's current screen above the
/// tab bar.
enum TabsView {
    static func nodes(_ model: TabsViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let barHeight = TabBarView.height(width: area.width, context: context)
        let content = area.droppingBottom(barHeight)
        let screen: [Node] =
            switch model.selectedTab {
            case .shop:
                if let detail = model.productDetail {
                    ProductDetailView.nodes(detail, in: content, context: context)
                } else {
                    ShopView.nodes(model.shop, in: content, context: context)
                }
            case .cart:
                switch model.cartStep {
                case .cart: CartView.nodes(model.cart, in: content, context: context)
                case let .checkout(checkout): CheckoutView.nodes(checkout, in: content, context: context)
                case let .confirmation(confirmation): ConfirmationView.nodes(confirmation, in: content, context: context)
                }
            case .orders:
                OrdersView.nodes(model.orders, in: content, context: context)
            case .profile:
                ProfileView.nodes(model.profile, in: content, context: context)
            }
        return ContentViewport.fit(screen, in: content, context: context.view) + [TabBarView.node(model, in: area.bottom(barHeight), context: context)]
    }
}
