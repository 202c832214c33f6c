import ScreenModel

/// Draws the tabbed part of the app: the selected tab's current screen above the
/// tab bar.
enum TabsView {
    /// The tab bar's height: a rule and a row of buttons.
    static let barHeight = 2

    static func nodes(_ model: TabsViewModel, in area: Rect, context: ViewContext) -> [Node] {
        let content = area.droppingBottom(barHeight)
        let screen: [Node] = switch model.selectedTab {
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
        return screen + [tabBar(model, in: area.bottom(barHeight), context: context)]
    }

    /// The tab buttons, spread evenly when they fit and packed when they do not (the
    /// widest cut first when even that is too wide, as long labels are on narrow
    /// screens), with the cart's badge after its button.
    private static func tabBar(_ model: TabsViewModel, in bar: Rect, context: ViewContext) -> Node {
        let strings = context.strings.tabs
        let labels: [Tab: String] = [.shop: strings.shop, .cart: strings.cart, .orders: strings.orders, .profile: strings.profile]
        let badge = model.cartBadge.map(String.init)
        let row = Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1)
        let tabs = Tab.allCases
        var buttonWidths = tabs.map { buttonWidth(labels[$0] ?? "") }
        let slot = row.width / tabs.count
        let inlineBadgeWidth = badge.map { $0.terminalWidth + 1 } ?? 0
        let spread = zip(tabs, buttonWidths).allSatisfy { tab, width in width + (tab == .cart ? inlineBadgeWidth : 0) + 1 <= slot }
        // Packed, the badge moves onto the rule above the cart button, as on a phone,
        // so it costs the buttons no room.
        let badgeWidth = spread ? inlineBadgeWidth : 0
        let gap = 1
        if !spread {
            let natural = buttonWidths.reduce(0, +) + badgeWidth
            var excess = natural + gap * (tabs.count - 1) - row.width
            while excess > 0, let widest = buttonWidths.indices.max(by: { buttonWidths[$0] < buttonWidths[$1] }), buttonWidths[widest] > 3 {
                buttonWidths[widest] -= 1
                excess -= 1
            }
        }
        let packedWidth = buttonWidths.reduce(0, +) + badgeWidth + gap * (tabs.count - 1)
        var x = row.minX + max(0, (row.width - packedWidth) / 2)
        var children: [Node] = []
        for (index, tab) in tabs.enumerated() {
            let label = labels[tab] ?? ""
            let occupied = buttonWidths[index] + (tab == .cart ? badgeWidth : 0)
            let start = spread ? row.minX + index * slot + (slot - occupied) / 2 : x
            let frame = Rect(x: start, y: row.minY, width: min(buttonWidths[index], max(0, row.maxX - start)), height: 1)
            children.append(Node(.button, id: tab.identifier, label: label, frame: frame, selected: tab == model.selectedTab,
                                 onTap: { model.select(tab) }))
            if tab == .cart, let badge {
                let width = badge.terminalWidth
                let badgeFrame = spread
                    ? Rect(x: frame.maxX + 1, y: row.minY, width: width, height: 1)
                    : Rect(x: max(frame.minX, frame.maxX - 1 - width), y: bar.minY, width: width, height: 1)
                children.append(Node(.staticText, id: "cart.badge", label: badge, frame: badgeFrame))
            }
            x = start + occupied + gap
        }
        return Node(.tabBar, id: "tabBar", frame: bar, children: children)
    }
}
