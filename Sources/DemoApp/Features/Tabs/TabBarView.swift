import ScreenModel
import TerminalUI

/// Draws the tab bar: a rule, then the four tab buttons spread over one row, or over
/// two rows of two when their labels do not fit in one (long labels, narrow screens).
/// The cart's badge follows its button.
enum TabBarView {
    /// The bar's height at `width`: the rule and one or two rows of buttons.
    static func height(width: Int, context: ScreenContext) -> Int {
        1 + rows(width: width, context: context).count
    }

    static func node(_ model: TabsViewModel, in bar: Rect, context: ScreenContext) -> Node {
        let labels = labels(context)
        let badge = model.cartBadge.map(String.init)
        var children: [Node] = []
        for (rowIndex, tabs) in rows(width: bar.width, context: context).enumerated() {
            let y = bar.minY + 1 + rowIndex
            let slot = bar.width / tabs.count
            for (index, tab) in tabs.enumerated() {
                let label = labels[tab] ?? ""
                let trailing = tab == .cart ? badge.map { $0.terminalWidth + 1 } ?? 0 : 0
                let width = min(buttonWidth(label), max(1, slot - 1 - trailing))
                let start = bar.minX + index * slot + max(0, (slot - width - trailing) / 2)
                let frame = Rect(x: start, y: y, width: width, height: 1)
                children.append(
                    Node(
                        .button, id: tab.identifier, label: label, frame: frame, selected: tab == model.selectedTab,
                        onTap: { model.select(tab) }))
                if tab == .cart, let badge {
                    children.append(
                        Node(
                            .staticText, id: "cart.badge", label: badge,
                            frame: Rect(x: frame.maxX + 1, y: y, width: badge.terminalWidth, height: 1)))
                }
            }
        }
        return Node(.tabBar, id: "tabBar", frame: bar, children: children)
    }

    /// The tabs on each row of buttons. A badge of up to three digits is allowed for,
    /// so the layout does not jump as the cart fills.
    private static func rows(width: Int, context: ScreenContext) -> [[Tab]] {
        let labels = labels(context)
        let slot = width / Tab.allCases.count
        let fitsOneRow = Tab.allCases.allSatisfy { tab in
            buttonWidth(labels[tab] ?? "") + (tab == .cart ? 4 : 0) + 1 <= slot
        }
        return fitsOneRow ? [Tab.allCases] : [[.shop, .cart], [.orders, .profile]]
    }

    private static func labels(_ context: ScreenContext) -> [Tab: String] {
        let strings = context.strings.tabs
        return [.shop: strings.shop, .cart: strings.cart, .orders: strings.orders, .profile: strings.profile]
    }
}
